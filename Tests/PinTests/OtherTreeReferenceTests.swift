import Foundation
import Testing

@testable import Pin

/// References in another tree, and the conversion that reaches them.
///
/// PinLayout (layoutBox/PinLayout, `Sources/Impl/PinLayout+Coordinates.swift`) refuses a
/// reference only when it has no superview (`referenceSuperview`: "the reference view … must be
/// added as a sub-view before being used as a reference."); otherwise it converts the
/// reference's point with `referenceSuperview.convert(point, to: layoutSuperview)`, UIKit's
/// conversion, which reaches a view of another window through the screen: each root's own frame
/// origin counts.
@Suite struct OtherTreeReferenceTests {
  /// A second tree: `otherRoot` (50, 300, 100, 100) holding `stranger` (10, 10, 10, 10).
  struct OtherTree {
    let otherRoot = UIView(frame: CGRect(x: 50, y: 300, width: 100, height: 100))
    let stranger = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))

    init() { otherRoot.addSubview(stranger) }
  }

  // Within a tree the roots' origins cancel; across trees they count. b (5, 7) in a
  // (10, 20) in root (30, 40): b's origin is (45, 67) in the space the roots' frames are in;
  // stranger's is (60, 310). So b's origin in stranger's coordinates is (−15, −243), and
  // stranger's origin in b's is (15, 243). To `nil` (the root's own coordinates) b's origin is
  // (15, 27): the root's origin does not count there; from `nil`, (15, 27) is b's origin.
  @Test func convertingAcrossTreesCountsEachRootsOrigin() {
    let root = UIView(frame: CGRect(x: 30, y: 40, width: 400, height: 400))
    let a = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
    let b = UIView(frame: CGRect(x: 5, y: 7, width: 50, height: 50))
    root.addSubview(a)
    a.addSubview(b)
    let other = OtherTree()
    #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 15, y: 27))
    #expect(b.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 27))
    #expect(b.convert(CGPoint(x: 15, y: 27), from: nil) == CGPoint.zero)
    #expect(b.convert(CGPoint.zero, to: other.stranger) == CGPoint(x: -15, y: -243))
    #expect(other.stranger.convert(CGPoint.zero, to: b) == CGPoint(x: 15, y: 243))
    #expect(b.convert(CGPoint(x: 1, y: 2), from: other.stranger) == CGPoint(x: 16, y: 245))
  }

  // A view of PinLayout's tree pinned to the stranger's edges. child (in bViewChild, which is
  // (40, 10) in bView (160, 120) in root (0, 0): origin (200, 130)) takes the stranger's
  // bottom, 20 in otherRoot, which is 20 + 300 − 130 = 190 in bViewChild, and its right,
  // 20 + 50 − 200 = −130: frame (−130, 190, 5, 5), with no warning.
  @Test func edgesOfAViewInAnotherTreeAreConverted() {
    pinScope {
      let t = Tree()
      let other = OtherTree()
      let child = UIView(frame: rect(0, 0, 5, 5))
      t.bViewChild.addSubview(child)
      child.pin.top(to: other.stranger.edge.bottom).left(to: other.stranger.edge.right)
      #expect(child.frame == rect(-130, 190, 5, 5))
      #expect(Pin.lastWarningText == nil)
    }
  }

  // Anchors and relative positions convert the same way. aView's parent is PinLayout's root,
  // moved to (10, 20): the stranger's bottom-right corner, (20, 20) in otherRoot, is
  // (20 + 50 − 10, 20 + 300 − 20) = (60, 300) there, so aView's top-left goes to (60, 300).
  // bView below(of:) the stranger, aligned left: top 300, left 10 + 50 − 10 = 50.
  @Test func anchorsAndRelativePositionsInAnotherTree() {
    pinScope {
      let t = Tree()
      t.root.frame = rect(10, 20, 400, 400)
      let other = OtherTree()
      t.aView.pin.topLeft(to: other.stranger.anchor.bottomRight)
      #expect(t.aView.frame == rect(60, 300, 200, 100))
      t.bView.pin.below(of: other.stranger, aligned: .left)
      #expect(t.bView.frame == rect(50, 300, 110, 80))
      #expect(Pin.lastWarningText == nil)
    }
  }

  // A root has no superview: used as a reference it is skipped with PinLayout's warning, even
  // though it belongs to a tree; aView keeps its frame.
  @Test func aRootUsedAsAReferenceIsSkippedWithAWarning() {
    pinScope {
      let t = Tree()
      let other = OtherTree()
      t.aView.pin.top(to: other.otherRoot.edge.bottom)
      #expect(t.aView.frame == rect(140, 100, 200, 100))
      #expect(lastWarningContains("top(to:", "must be added as a sub-view before being used"))
      #expect(Pin.lastWarning?.kind == .referenceNotAttached)
    }
  }
}
