import Foundation
import Testing

@testable import Pin

// Frames are rounded to the view's contentScaleFactor: origins to the nearest pixel, sizes up
// to the next pixel, as PinLayout's adjustRectToDisplayScale does.
@Suite struct RoundingTests {
  @Test func scaleTwo() {
    pinScope {
      let t = Tree()
      t.aView.pin.left(10.3).top(10.24).width(33.33).height(20.1)
      // x: 20.6 px → 21 → 10.5; y: 20.48 px → 20 → 10; w: 66.66 px → 67 → 33.5;
      // h: 40.2 px → 41 → 20.5.
      #expect(t.aView.frame == rect(10.5, 10, 33.5, 20.5))
    }
  }

  @Test func scaleThreeAndOne() {
    pinScope {
      let t = Tree()
      t.root.contentScaleFactor = 3  // inherited by aView
      t.aView.pin.left(10.3).top(0).width(33.33).height(20)
      // x: 30.9 px → 31 → 31/3; w: 99.99 px → 100 → 100/3.
      #expect(t.aView.frame == rect(31.0 / 3, 0, 100.0 / 3, 20))
      t.aView.contentScaleFactor = 1  // its own scale wins
      t.aView.pin.left(10.5).width(33.2)  // x 10.5 → 11 (half away from zero); w → 34
      #expect(t.aView.frame == rect(11, 0, 34, 20))
    }
  }

  @Test func tinyBinaryErrorsDoNotAddAPixel() {
    pinScope {
      let t = Tree()
      t.aView.pin.width(100.000_000_01).left(-0.26)
      // Single precision absorbs the 1e-8: 200 px, not 201. x: -0.52 px → -1 → -0.5.
      #expect(t.aView.frame == rect(-0.5, 100, 100, 100))
    }
  }

  @Test func wrapContentRoundsTheMovedChildren() {
    pinScope {
      let t = Tree()
      t.bViewChild.frame = rect(40.3, 10, 60, 20)
      t.bView.pin.wrapContent(.horizontally, padding: 0.1)
      // dx = -40.3 + 0.1 = -40.2: x = 0.1 → 0.2 px → 0; the width 60.2 → 120.4 px → 121 → 60.5.
      #expect(t.bViewChild.frame == rect(0, 10, 60, 20))
      #expect(t.bView.frame.width == 60.5)
    }
  }
}
