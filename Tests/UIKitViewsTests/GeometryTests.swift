import Foundation
import Testing

@testable import UIKitViews

/// Frames, bounds, centres, transforms and conversions (the reference's §4.1–4.2), hidden and
/// transparent views.
@Suite struct GeometryTests {
  @Test func frameBoundsAndCentreAreOneGeometry() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
    view.center = CGPoint(x: 100, y: 100)
    #expect(view.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
    // Resizing through the bounds keeps the centre; through the frame, the origin (M22).
    view.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
    #expect(view.frame == CGRect(x: 90, y: 95, width: 20, height: 10))
    view.frame.size = CGSize(width: 40, height: 40)
    #expect(view.frame.origin == CGPoint(x: 90, y: 95))
  }

  @Test func aTransformChangesTheFrameNotTheBoundsOrCentre() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    // The frame is the bounding box of the scaled bounds about the centre (50, 25).
    #expect(view.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 50, y: 25))
    // A quarter turn swaps the box's width and height.
    view.transform = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    #expect(view.frame == CGRect(x: 25, y: -25, width: 50, height: 100))
    // Setting the frame under a transform undoes it: a 2× scale makes a 200 × 100 frame from
    // 100 × 50 bounds (M23).
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    #expect(view.bounds.size == CGSize(width: 100, height: 50))
    #expect(view.center == CGPoint(x: 100, y: 50))
    // The identity restores the plain frame.
    view.transform = .identity
    #expect(view.frame == CGRect(x: 50, y: 25, width: 100, height: 50))
  }

  @Test func conversionsGoThroughBoundsOriginsAndTransforms() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let scroll = UIView(frame: CGRect(x: 0, y: 100, width: 400, height: 300))
    scroll.bounds.origin = CGPoint(x: 0, y: 50)  // scrolled down by 50
    let row = UIView(frame: CGRect(x: 10, y: 60, width: 100, height: 20))
    root.addSubview(scroll)
    scroll.addSubview(row)
    // The row's origin in the root: 100 + 60 − 50 = 110 down, 10 across.
    #expect(row.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 110))
    #expect(root.convert(CGPoint(x: 10, y: 110), to: row) == .zero)
    #expect(row.convert(CGRect(x: 0, y: 0, width: 100, height: 20), to: nil).origin.y == 110)
    // A view scaled by 2 about its centre (50, 50): its point (0, 0) lands at 50 − 100 = −50.
    let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(scaled)
    scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(scaled.convert(CGPoint.zero, to: root) == CGPoint(x: -50, y: -50))
    #expect(scaled.convert(CGPoint(x: -50, y: -50), from: root) == .zero)
    // A rectangle converts to the box of its corners.
    #expect(
      scaled.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root)
        == CGRect(x: -50, y: -50, width: 20, height: 20))
  }

  @Test func viewsInDifferentTreesConvertThroughTheirRootsFrames() {
    let screenA = UIView(frame: CGRect(x: 100, y: 0, width: 300, height: 300))
    let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    screenA.addSubview(a)
    let screenB = UIView(frame: CGRect(x: 0, y: 200, width: 300, height: 300))
    let b = UIView(frame: CGRect(x: 20, y: 30, width: 50, height: 50))
    screenB.addSubview(b)
    // a's origin on the screen: (110, 10); b's: (20, 230); so a's origin in b: (90, −220).
    #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: 90, y: -220))
    #expect(b.convert(CGPoint(x: 90, y: -220), to: a) == .zero)
  }

  @Test func hiddenViewsKeepTheirFramesAndTheirPlace() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    root.addSubview(child)
    child.isHidden = true
    #expect(child.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
    #expect(root.subviews.first === child)
    child.alpha = 1.5
    #expect(child.alpha == 1)
    child.alpha = .nan
    #expect(child.alpha == 0)
    #expect(child.layer.opacity == 0)
  }

  @Test func framesThatAreNotFiniteOrNegativeAreClamped() {
    let view = UIView(frame: CGRect(x: CGFloat.nan, y: 5, width: -10, height: .infinity))
    #expect(view.frame == CGRect(x: 0, y: 5, width: 0, height: 0))
    view.center = CGPoint(x: CGFloat.nan, y: 1)  // ignored
    #expect(view.frame == CGRect(x: 0, y: 5, width: 0, height: 0))
    view.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)  // ignored
    #expect(view.transform.isIdentity)
  }

  @Test func autoresizingSharesTheChangeAmongFlexibleParts() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let fill = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 180))
    fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let pinnedRight = UIView(frame: CGRect(x: 150, y: 0, width: 40, height: 40))
    pinnedRight.autoresizingMask = [.flexibleLeftMargin]
    let centred = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 20))
    centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    [fill, pinnedRight, centred].forEach(parent.addSubview)
    parent.frame.size.width = 300
    // +100: all of it to the width; to the left margin; shared 50/50 by margins of 50 and 50.
    #expect(fill.frame == CGRect(x: 10, y: 10, width: 280, height: 180))
    #expect(pinnedRight.frame == CGRect(x: 250, y: 0, width: 40, height: 40))
    #expect(centred.frame == CGRect(x: 100, y: 0, width: 100, height: 20))
  }
}
