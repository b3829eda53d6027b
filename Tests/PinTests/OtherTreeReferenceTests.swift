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
}
