import Foundation
import TestSupport
import Testing

@testable import UIKitViews

/// A view's inherited display scale is looked up once and kept; moving the view or setting a
/// scale on its path must still give what a fresh lookup gives.
@Suite struct InheritedScaleTests {
  /// A root at scale 3 holding a chain of three views, the deepest one returned too.
  func makeChain() -> (root: UIView, middle: UIView, leaf: UIView) {
    let root = UIView()
    root.contentScaleFactor = 3
    let top = UIView()
    let middle = UIView()
    let leaf = UIView()
    root.addSubview(top)
    top.addSubview(middle)
    middle.addSubview(leaf)
    return (root, middle, leaf)
  }

  @Test func aLookupIsKeptAlongThePath() {
    // The root is kept in a variable: superviews are weak references.
    let (root, middle, leaf) = makeChain()
    #expect(leaf.contentScaleFactor == 3)
    withExtendedLifetime(root) {}
    guard case .scale(3) = leaf.inheritedScale, case .scale(3) = middle.inheritedScale else {
      Issue.record("the scale was not kept along the path")
      return
    }
  }

  @Test func aScaleSetOnThePathAfterALookupIsSeen() {
    let (root, middle, leaf) = makeChain()
    #expect(leaf.contentScaleFactor == 3)
    middle.contentScaleFactor = 2
    #expect(leaf.contentScaleFactor == 2)
    root.contentScaleFactor = 1
    #expect(leaf.contentScaleFactor == 2)
    middle.contentScaleFactor = 0  // not positive: the middle view follows its superview again
    #expect(middle.contentScaleFactor == 1)
    #expect(leaf.contentScaleFactor == 1)
  }

  @Test func aMovedViewTakesItsNewAncestorsScale() {
    let (root, middle, leaf) = makeChain()
    #expect(leaf.contentScaleFactor == 3)
    withExtendedLifetime(root) {}
    let other = UIView()
    other.contentScaleFactor = 2
    other.addSubview(middle)
    #expect(middle.contentScaleFactor == 2)
    #expect(leaf.contentScaleFactor == 2)
    middle.removeFromSuperview()
    // No ancestor sets a scale: the screen's.
    #expect(leaf.contentScaleFactor == UIScreen.main.scale)
  }

  @Test func aViewWithItsOwnScaleShieldsItsSubtree() {
    let (root, middle, leaf) = makeChain()
    middle.contentScaleFactor = 2
    #expect(leaf.contentScaleFactor == 2)
    root.contentScaleFactor = 1
    #expect(leaf.contentScaleFactor == 2)
    // A subtree built apart and added afterwards takes the scale of its new ancestors.
    let cell = UIView()
    let label = UILabel()
    cell.addSubview(label)
    #expect(label.contentScaleFactor == UIScreen.main.scale)
    leaf.addSubview(cell)
    #expect(label.contentScaleFactor == 2)
  }

  @Test func everyViewOfARandomlyEditedTreeMatchesAFreshLookup() {
    var generator = SplitMix64(seed: 8)
    var views = (0..<12).map { _ in UIView() }
    for step in 0..<400 {
      let view = views[Int(generator.next() % 12)]
      let other = views[Int(generator.next() % 12)]
      switch generator.next() % 4 {
      case 0: other.addSubview(view)
      case 1: view.removeFromSuperview()
      case 2: view.contentScaleFactor = CGFloat(generator.next() % 4)
      default: _ = view.contentScaleFactor
      }
      for view in views {
        #expect(view.contentScaleFactor == freshScale(of: view), "step \(step)")
      }
    }
    views.removeAll()
  }

  /// The scale found by walking up, as the getter did before it kept its answers.
  func freshScale(of view: UIView) -> CGFloat {
    var current: UIView? = view
    while let candidate = current {
      if let scale = candidate.ownScale { return scale }
      current = candidate.superview
    }
    return UIScreen.main.scale
  }
}
