import Compositional
import Foundation
import Pin
import Testing

@testable import LayoutSnapshotTesting

/// The view-controller strategies: a controller shown in a window on a device, drawn as the
/// screen looks, with the wireframe, and as frames; references in
/// `__Snapshots__/ControllerSnapshotTests/`.
@Suite struct ControllerSnapshotTests {
  /// The member detail pushed on a navigation controller: a bar with a back button and a title.
  private func memberDetail() -> UINavigationController {
    let navigation = UINavigationController(rootViewController: MemberListViewController())
    navigation.pushViewController(MemberDetailViewController(), animated: false)
    return navigation
  }

  @Test func memberDetailOnIPhone15() {
    assertSnapshot(of: memberDetail(), as: .svg(on: .iPhone15), named: "screen")
    assertSnapshot(of: memberDetail(), as: .svg(on: .iPhone15, wireframe: true), named: "wireframe")
    assertSnapshot(of: memberDetail(), as: .frames(on: .iPhone15), named: "frames")
  }

  @Test func settingsTableOnIPhone15() {
    let navigation = UINavigationController(rootViewController: SettingsViewController())
    assertSnapshot(of: navigation, as: .svg(on: .iPhone15), named: "screen")
    assertSnapshot(of: navigation, as: .frames(on: .iPhone15), named: "frames")
  }

  @Test func framesAreInWindowCoordinates() {
    let window = ControllerWindow.show(
      UINavigationController(rootViewController: SettingsViewController()), on: .iPhone15)
    let dump = ViewFrames.dump(window)
    // The table fills the window; its content starts below the status bar's 59-point safe
    // area and the 44-point bar (the adjusted inset, 103), in rows of 52 whose content views
    // stop a pixel (1/3 at 3x) above the separator, 51⅔ high: the second row's switch is 16
    // from the right edge (393 − 16 − 51 = 326), centred in the content view
    // (155 + (51⅔ − 31) / 2 = 165⅓).
    #expect(dump.hasPrefix("v0 [UIWindow] x=0 y=0 width=393 height=852\n"))
    #expect(dump.contains("  table [UITableView] x=0 y=0 width=393 height=852\n"))
    #expect(dump.contains("] x=0 y=103 width=393 height=52\n"))
    #expect(dump.contains("[UILabel: Bluetooth] x=16 y=155 width=294 height=51.67\n"))
    #expect(dump.contains("[UISwitch] x=326 y=165.33 width=51 height=31\n"))
    #expect(dump.contains("[UINavigationBar] x=0 y=59 width=393 height=44\n"))
  }

  @Test func aHiddenOrTurnedViewIsListedWithItsBoundingBox() {
    let root = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
    let turned = UIView(frame: .zero)
    turned.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
    turned.center = CGPoint(x: 50, y: 50)
    turned.transform = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    let hidden = UILabel(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
    hidden.text = "two\nlines"
    hidden.isHidden = true
    root.addSubview(turned)
    root.addSubview(hidden)
    // A quarter turn about (50, 50) makes the 40 × 20 box 20 × 40 around the same centre; the
    // root's origin (10, 20) is kept.
    #expect(
      ViewFrames.dump(root) == """
        v0 [UIView] x=10 y=20 width=200 height=100
          v0.0 [UIView] x=50 y=50 width=20 height=40
          v0.1 [UILabel: two lines] x=10 y=20 width=30 height=10 hidden

        """)
  }

  @Test func colourGridOnIPhoneSE() {
    let grid = ColourGridViewController()
    assertSnapshot(of: grid, as: .svg(on: .iPhoneSE), named: "screen")
  }
}
