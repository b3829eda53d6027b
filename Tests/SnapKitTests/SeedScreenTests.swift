import Compositional
import Foundation
import SeedScreens
import SnapKit
import Testing

// The seed app's screens, built with their SnapKit constraints in view controllers on a device
// (Tests/SeedScreens), with every frame derived from the constraints in the comments.

@Suite struct SeedScreenTests {
  /// Shows `controller` in a window on `device` and lays it out.
  ///
  /// The device is a 2x one, the main screen's scale: cells measured before they join the
  /// window (as the table and collection view measure them) then have the scale they get in it.
  func show(_ controller: UIViewController, on device: Device = .iPhoneSE) -> UIWindow {
    let window = UIWindow(device: device)
    window.rootViewController = controller
    // Not `makeKeyAndVisible()`: it points the shared `UIScreen.main` at the device, which
    // would change the scale of views measured outside any window in tests running alongside.
    window.layoutIfNeeded()
    return window
  }

  @Test func settingsRowsTakeTheirHeightsFromTheCellsConstraints() {
    let controller = SettingsViewController()
    let window = show(controller)
    let table = controller.tableView
    // `edges.equalToSuperview()`: the table fills the controller's view, the window.
    #expect(table.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    let scale: CGFloat = 2
    let separator = 1 / scale
    // Grey cell: a 15-point line 16 from every edge.
    let grey = UILabel()
    grey.font = .systemFont(ofSize: 15)
    grey.text = "설정 1"
    let greyHeight = 16 + grey.intrinsicContentSize.height + 16 + separator
    // Toggle cell: the paragraph wraps at 375 − (30 + 10 + 10) − 10 = 315; the row is 30
    // above it and 10 below it.
    let paragraph = UILabel()
    paragraph.font = .systemFont(ofSize: 18, weight: .bold)
    paragraph.numberOfLines = 0
    paragraph.text = SettingsViewController.paragraph
    let wrapped = paragraph.sizeThatFits(
      CGSize(width: 315, height: CGFloat.greatestFiniteMagnitude))
    #expect(wrapped.height >= 2 * paragraph.font.lineHeight)  // several lines
    let toggleHeight = 30 + wrapped.height + 10 + separator
    var y: CGFloat = 0
    for section in 0..<4 {
      let greyRow = table.rectForRow(at: IndexPath(row: 0, section: section))
      let toggleRow = table.rectForRow(at: IndexPath(row: 1, section: section))
      #expect(abs(greyRow.minY - y) < 0.01 && abs(greyRow.height - greyHeight) < 0.01)
      #expect(abs(toggleRow.height - toggleHeight) < 0.01)
      y = toggleRow.maxY
    }
    // The visible toggle cell places its dot and paragraph as its constraints say.
    guard let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ToggleTextCell else {
      Issue.record("the first toggle cell is not on screen")
      return
    }
    #expect(cell.toggleView.frame == CGRect(x: 30, y: 30, width: 10, height: 10))
    #expect(abs(cell.contentLabel.frame.minX - 50) < 0.01)
    #expect(abs(cell.contentLabel.frame.width - 315) < 0.01)
    #expect(abs(cell.contentLabel.frame.height - wrapped.height) < 0.01)
    withExtendedLifetime(window) {}
  }

  @Test func memberListButtonUnderTheSafeAreaAndRowsBelow() {
    let controller = MemberListViewController()
    let window = show(controller)
    // The button: top at the safe area (20 below the status bar of a home-button phone), 16
    // in, 44 high.
    #expect(controller.loadButton.frame == CGRect(x: 16, y: 20, width: 343, height: 44))
    // The list: 8 below the button to the bottom, full width.
    let list = controller.collectionView
    #expect(list.frame == CGRect(x: 0, y: 72, width: 375, height: 667 - 72))
    list.layoutIfNeeded()
    guard let cell = list.cellForItem(at: IndexPath(item: 1, section: 0)) as? MemberCell else {
      Issue.record("the second member row is not on screen")
      return
    }
    #expect(cell.frame.size == CGSize(width: 375, height: 120))
    #expect(cell.avatarView.frame == CGRect(x: 12, y: 12, width: 80, height: 80))
    let name = cell.nameLabel.intrinsicContentSize
    #expect(
      close(cell.nameLabel.frame, CGRect(x: 104, y: 12, width: name.width, height: name.height)))
    let job = cell.jobLabel.intrinsicContentSize
    #expect(
      close(
        cell.jobLabel.frame,
        CGRect(x: 104, y: 12 + name.height + 4, width: job.width, height: job.height)))
    #expect(cell.jobLabel.textColor == .purple)
    withExtendedLifetime(window) {}
  }

  @Test func sentenceChipsSizeThemselves() {
    let controller = SentenceViewController()
    let window = show(controller)
    let list = controller.collectionView
    // Top at the safe area (20 below a home-button phone's status bar), to the bottom.
    #expect(list.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
    list.layoutIfNeeded()
    // Each chip: its word plus 12 on each side and 8 above and below.
    for (index, word) in SentenceViewController.words.enumerated() {
      let label = UILabel()
      label.font = .systemFont(ofSize: 16, weight: .medium)
      label.text = word
      let size = label.intrinsicContentSize
      guard let cell = list.cellForItem(at: IndexPath(item: index, section: 0)) as? ChipCell else {
        Issue.record("chip \(word) is not on screen")
        continue
      }
      #expect(close(cell.frame.size, CGSize(width: size.width + 24, height: size.height + 16)))
      #expect(close(cell.label.frame, CGRect(x: 12, y: 8, width: size.width, height: size.height)))
    }
    withExtendedLifetime(window) {}
  }
}
