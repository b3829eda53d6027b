import Foundation
import SeedScreens
import Testing
import UIKitViews

@testable import TrellisDemos

// Frames of the gallery's seed screens derived by hand from their constraints and the device's
// metrics: the member cell, the toggle cell and the first chips, on the gallery's iPhone 15.
//
// iPhone 15 portrait: 393 × 852 points at 3x, safe area 59 on top and 34 at the bottom
// (/work/shared/reference/uikit-views.md §1, sources C3, M2); a navigation bar is 44 high under
// the 59-point inset, so a controller in a navigation controller has 59 + 44 = 103 on top (§2,
// "Island phone, nav bar").

/// A view's frame in its window's coordinates.
private func windowFrame(of view: UIView) -> CGRect {
  view.convert(view.bounds, to: view.window)
}

/// Whether two rectangles agree to `tolerance` on every edge.
private func close(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 0.01) -> Bool {
  abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// `value` rounded to the nearest pixel at 3x: Auto Layout places a view's edges on the pixel
/// grid (/work/shared/reference/autolayout.md, "frames are snapped to the screen's pixel
/// grid"), so a 20.5-high label at 167 ends at 187⅔.
private func pixel(_ value: CGFloat) -> CGFloat { (value * 3).rounded() / 3 }

/// A label's one-line size in `font` (the text measurer's, as the cells measure it).
private func size(of text: String, font: UIFont) -> CGSize {
  let label = UILabel()
  label.font = font
  label.text = text
  return label.intrinsicContentSize
}

@Suite struct SeedScreenFrameTests {
  @Test func memberCell() throws {
    let screen = SeedGallery.members.atRest()
    let navigation = try #require(screen.window.rootViewController as? UINavigationController)
    let list = try #require(navigation.topViewController as? MemberListViewController)
    // The button: top at the safe area (103), 16 in on each side (393 − 2 × 16 = 361), 44 high.
    #expect(windowFrame(of: list.loadButton) == CGRect(x: 16, y: 103, width: 361, height: 44))
    // The list: 8 below the button (103 + 44 + 8 = 155) to the bottom (852 − 155 = 697).
    #expect(windowFrame(of: list.collectionView) == CGRect(x: 0, y: 155, width: 393, height: 697))
    let cell = try #require(
      list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? MemberCell)
    // The first row: the list's top, full width (sizeForItemAt), 120 high; no section inset.
    #expect(windowFrame(of: cell) == CGRect(x: 0, y: 155, width: 393, height: 120))
    // The avatar: 12 from the cell's top and leading edges (155 + 12 = 167), 80 × 80.
    #expect(windowFrame(of: cell.avatarView) == CGRect(x: 12, y: 167, width: 80, height: 80))
    // The name: its top at the avatar's, 12 after its trailing edge (12 + 80 + 12 = 104), at
    // its intrinsic size (bold 17), its bottom on the pixel grid; the job 4 below the name, at
    // the name's leading edge.
    let name = size(of: "김민지", font: .boldSystemFont(ofSize: 17))
    let nameBottom = pixel(167 + name.height)
    #expect(
      close(
        windowFrame(of: cell.nameLabel),
        CGRect(x: 104, y: 167, width: pixel(104 + name.width) - 104, height: nameBottom - 167)))
    let job = size(of: "디자이너", font: .systemFont(ofSize: 14))
    let jobTop = nameBottom + 4
    #expect(
      close(
        windowFrame(of: cell.jobLabel),
        CGRect(
          x: 104, y: jobTop, width: pixel(104 + job.width) - 104,
          height: pixel(jobTop + job.height) - jobTop)))
  }

  @Test func toggleCell() throws {
    let screen = SeedGallery.settings.atRest()
    let navigation = try #require(screen.window.rootViewController as? UINavigationController)
    let settings = try #require(navigation.topViewController as? SettingsViewController)
    let table = settings.tableView
    // The table fills the view; its content starts under the bar, at 103 (the table's
    // adjusted inset: a navigation controller's main scroll view).
    #expect(windowFrame(of: table) == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(table.contentOffset.y == -103)
    // A row is its content view plus one pixel of separator (1/3 at 3x; reference §6, M29).
    let separator: CGFloat = 1.0 / 3
    // The grey row: a 15-point line 16 from every edge.
    let grey = size(of: "설정 1", font: .systemFont(ofSize: 15))
    let greyRow = pixel(16 + grey.height + 16) + separator
    // The toggle row: the paragraph wraps at 393 − (30 + 10 + 10) − 10 = 333; it starts 30
    // down (the dot's top) and ends 10 above the bottom.
    let paragraph = UILabel()
    paragraph.font = .systemFont(ofSize: 18, weight: .bold)
    paragraph.numberOfLines = 0
    paragraph.lineBreakMode = .byCharWrapping
    paragraph.text = SettingsViewController.paragraph
    let wrapped = paragraph.sizeThatFits(
      CGSize(width: 333, height: CGFloat.greatestFiniteMagnitude))
    #expect(wrapped.height >= 3 * paragraph.font.lineHeight)  // several lines
    // Heights from the constraints land on the pixel grid (the content view 30 + 86.5 + 10 =
    // 126.5 becomes 126⅔).
    let top = 103 + greyRow
    let cell = try #require(
      table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ToggleTextCell)
    #expect(
      close(
        windowFrame(of: cell),
        CGRect(x: 0, y: top, width: 393, height: pixel(30 + wrapped.height + 10) + separator)))
    // The dot: 30 from the cell's top and leading edges, 10 × 10.
    #expect(
      close(windowFrame(of: cell.toggleView), CGRect(x: 30, y: top + 30, width: 10, height: 10)))
    // The paragraph: 10 after the dot (30 + 10 + 10 = 50), at the dot's top, 333 wide.
    #expect(
      close(
        windowFrame(of: cell.contentLabel),
        CGRect(x: 50, y: top + 30, width: 333, height: pixel(30 + wrapped.height) - 30)))
  }

  @Test func firstChips() throws {
    let screen = SeedGallery.sentence.atRest()
    let sentence = try #require(screen.window.rootViewController as? SentenceViewController)
    // The list: top at the safe area (59) to the bottom (852 − 59 = 793).
    #expect(
      windowFrame(of: sentence.collectionView) == CGRect(x: 0, y: 59, width: 393, height: 793))
    // The "selected" section: a 36-high header, then the 16-point section inset: the first
    // chip's top is 59 + 36 + 16 = 111, its leading edge 16. A chip is its word plus 12 on each
    // side and 8 above and below. The words fit one line, the section's last line, which flow
    // layout leaves left-aligned with the 8-point minimum spacing (Docs/Compositional.md, the
    // last-line rule); origins are rounded to the pixel (1/3 at 3x).
    var x: CGFloat = 16
    for (index, word) in ["I", "am"].enumerated() {
      let text = size(of: word, font: .systemFont(ofSize: 16, weight: .medium))
      let chip = CGRect(x: x, y: 111, width: text.width + 24, height: text.height + 16)
      let cell = try #require(
        sentence.collectionView.cellForItem(at: IndexPath(item: index, section: 0)) as? ChipCell)
      #expect(close(windowFrame(of: cell), chip, within: 1.0 / 3), "chip \(word)")
      #expect(
        close(
          windowFrame(of: cell.label),
          CGRect(x: chip.minX + 12, y: 119, width: text.width, height: text.height),
          within: 1.0 / 3))
      x = chip.maxX + 8
    }
  }
}

@Suite struct ColourGridOffsetTests {
  @Test func eachRowRestsAtItsSecondStop() throws {
    let screen = SeedGallery.colourGrid.atRest()
    let grid = try #require(screen.window.rootViewController as? ColourGridViewController)
    // Section 0 pages group by group (`.groupPaging`): its groups are 0.95 of the 393-point
    // width, so the second stop is the second group's leading edge, 0.95 × 393 = 373.35
    // (Docs/CompositionalRules.md rule 30: group starts, clamped to the range).
    let first = try #require(grid.secondRestingOffset(ofSection: 0))
    #expect(abs(first - 0.95 * 393) < 0.34)  // within a pixel's rounding at 3x
    // Section 1 scrolls continuously (it rests anywhere): the gallery takes its second
    // column, the 200-point group after the first.
    #expect(grid.secondRestingOffset(ofSection: 1) == 200)
    // After the change the grid shows both rows there.
    let (changed, _, _) = SeedGallery.colourGrid.changed()
    let scrolled = try #require(changed.window.rootViewController as? ColourGridViewController)
    #expect(scrolled.collectionView.orthogonalScrollOffset(forSection: 0) == first)
    #expect(scrolled.collectionView.orthogonalScrollOffset(forSection: 1) == 200)
  }
}
