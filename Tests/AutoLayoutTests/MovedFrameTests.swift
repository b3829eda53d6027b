import Foundation
import Testing

@testable import UIKitViews

// A solved frame that moves because of another view's constraint asks the view's superview
// for layout (autolayout.md 5.1). The engine finds that superview from what it recorded when
// it last read the view, so these check that the record follows the view: moved to another
// superview, or made to translate its autoresizing mask.

@Suite struct MovedFrameTests {
  /// A root of 300 × 300 with two held containers of 100 × 100 side by side, and an anchor
  /// view of 10 × 10 in the root at (`x`, 0); returns the anchor's leading constraint too.
  private func makeScene(x: CGFloat) -> (
    root: UIView, left: UIView, right: UIView, anchor: UIView, leading: NSLayoutConstraint
  ) {
    let root = makeRoot(width: 300, height: 300)
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let right = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
    root.addSubview(left)
    root.addSubview(right)
    let anchor = addConstrained(UIView(), to: root)
    let leading = anchor.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x)
    NSLayoutConstraint.activate([
      leading, anchor.topAnchor.constraint(equalTo: root.topAnchor),
      anchor.widthAnchor.constraint(equalToConstant: 10),
      anchor.heightAnchor.constraint(equalToConstant: 10),
    ])
    return (root, left, right, anchor, leading)
  }

  /// Adds `view` to `container`, 5 after `anchor`'s trailing edge and 20 from the root's top,
  /// 30 × 30.
  private func follow(_ anchor: UIView, with view: UIView, in container: UIView, root: UIView) {
    _ = addConstrained(view, to: container)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: anchor.trailingAnchor, constant: 5),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      view.widthAnchor.constraint(equalToConstant: 30),
      view.heightAnchor.constraint(equalToConstant: 30),
    ])
  }

  @Test func aViewMovedToAnotherSuperviewIsLaidOutByIt() {
    let scene = makeScene(x: 10)
    let view = UIView()
    follow(scene.anchor, with: view, in: scene.left, root: scene.root)
    scene.root.layoutIfNeeded()
    expectFrame(view, CGRect(x: 25, y: 20, width: 30, height: 30))
    // Moving it removes its constraints (UIKit's rule); new ones place it in the right
    // container's coordinates.
    follow(scene.anchor, with: view, in: scene.right, root: scene.root)
    scene.root.layoutIfNeeded()
    expectFrame(view, CGRect(x: -75, y: 20, width: 30, height: 30))
    // The anchor's constraint moves it: the right container is asked for layout, not the
    // left one.
    scene.leading.constant = 50
    scene.root.layoutIfNeeded()
    expectFrame(scene.anchor, CGRect(x: 50, y: 0, width: 10, height: 10))
    expectFrame(view, CGRect(x: -35, y: 20, width: 30, height: 30))
  }

  @Test func aViewThatTranslatesItsMaskAgainKeepsItsFrame() {
    let scene = makeScene(x: 10)
    let view = UIView()
    follow(scene.anchor, with: view, in: scene.left, root: scene.root)
    scene.root.layoutIfNeeded()
    view.translatesAutoresizingMaskIntoConstraints = true
    view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    scene.leading.constant = 60
    scene.root.layoutIfNeeded()
    // Held at its frame: its constraints (now in conflict with it) do not move it.
    expectFrame(view, CGRect(x: 1, y: 2, width: 3, height: 4))
    view.translatesAutoresizingMaskIntoConstraints = false
    scene.root.layoutIfNeeded()
    expectFrame(view, CGRect(x: 75, y: 20, width: 30, height: 30))
    // And followed again when the anchor moves.
    scene.leading.constant = 20
    scene.root.layoutIfNeeded()
    expectFrame(view, CGRect(x: 35, y: 20, width: 30, height: 30))
  }
}
