import Foundation
import Testing

@testable import Pin

/// Root 400 × 400 with aView (10, 10, 100, 50), bView (250, 100, 100, 60), an overlapping
/// dView (50, 300, 100, 50), and the placed view cView (0, 0, 20, 20).
private struct BetweenTree {
  let root = UIView(frame: rect(0, 0, 400, 400))
  let aView = UIView(frame: rect(10, 10, 100, 50))
  let bView = UIView(frame: rect(250, 100, 100, 60))
  let dView = UIView(frame: rect(50, 300, 100, 50))
  let cView = UIView(frame: rect(0, 0, 20, 20))

  init() {
    root.contentScaleFactor = 2
    for view in [aView, bView, dView, cView] { root.addSubview(view) }
  }
}

@Suite struct BetweenTests {
  @Test func horizontallyBetweenInEitherOrder() {
    pinScope {
      let t = BetweenTree()
      // Gap between aView's right (110) and bView's left (250): x 110, width 140.
      t.cView.pin.horizontallyBetween(t.aView, and: t.bView)
      #expect(t.cView.frame == rect(110, 0, 140, 20))
    }
    pinScope {
      let t = BetweenTree()
      // Reversed: the same gap; `.top` aligns with the first view given (bView, top 100).
      t.cView.pin.horizontallyBetween(t.bView, and: t.aView, aligned: .top)
      #expect(t.cView.frame == rect(110, 100, 140, 20))
    }
  }

  @Test func horizontallyBetweenAlignments() {
    pinScope {
      let t = BetweenTree()
      // aView's centre y 35 → y = 25; bottom 60 → y = 40.
      t.cView.pin.horizontallyBetween(t.aView, and: t.bView, aligned: .center)
      #expect(t.cView.frame == rect(110, 25, 140, 20))
      t.cView.pin.horizontallyBetween(t.aView, and: t.bView, aligned: .bottom)
      #expect(t.cView.frame == rect(110, 40, 140, 20))
      // Two edges: margins shrink the view, 140 - 5 - 5 = 130.
      t.cView.pin.horizontallyBetween(t.aView, and: t.bView).marginHorizontal(5)
      #expect(t.cView.frame == rect(115, 40, 130, 20))
    }
  }

  @Test func verticallyBetween() {
    pinScope {
      let t = BetweenTree()
      // Gap between aView's bottom (60) and bView's top (100): y 60, height 40.
      t.cView.pin.verticallyBetween(t.aView, and: t.bView)
      #expect(t.cView.frame == rect(0, 60, 20, 40))
      t.cView.pin.verticallyBetween(t.aView, and: t.bView, aligned: .right)  // right 110 → x 90
      #expect(t.cView.frame == rect(90, 60, 20, 40))
      t.cView.pin.verticallyBetween(t.aView, and: t.bView, aligned: .center)  // centre 60 → 50
      #expect(t.cView.frame == rect(50, 60, 20, 40))
      t.cView.pin.verticallyBetween(t.bView, and: t.aView, aligned: .left)  // bView's left 250
      #expect(t.cView.frame == rect(250, 60, 20, 40))
    }
  }

  @Test func overlappingViewsWarnUnlessSwitchedOff() {
    pinScope {
      let t = BetweenTree()
      // aView spans x 10...110 and dView 50...150: no horizontal space.
      t.cView.pin.horizontallyBetween(t.aView, and: t.dView)
      #expect(t.cView.frame == rect(0, 0, 20, 20))
      #expect(lastWarningContains("no horizontal space", "noSpaceAvailableBetweenViews"))
      Pin.lastWarningText = nil
      Pin.activeWarnings.noSpaceAvailableBetweenViews = false
      t.cView.pin.horizontallyBetween(t.aView, and: t.dView)
      #expect(Pin.lastWarningText == nil)
      Pin.resetWarnings()
      #expect(Pin.activeWarnings.noSpaceAvailableBetweenViews)
    }
  }

  @Test func invalidReferences() {
    pinScope {
      let t = BetweenTree()
      t.cView.pin.verticallyBetween(t.cView, and: t.aView)
      #expect(lastWarningContains("cannot be used as one of the references"))
      t.cView.pin.verticallyBetween(t.aView, and: t.aView)
      #expect(lastWarningContains("reference views must be different"))
      #expect(t.cView.frame == rect(0, 0, 20, 20))
    }
  }
}
