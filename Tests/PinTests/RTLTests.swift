import Foundation
import Testing

@testable import Pin

// Parent 400 × 400, aView 200 × 100. Right to left, start is the right edge and end the left
// one; justify still defaults to left, as in PinLayout.
@Suite struct RTLTests {
  @Test func startAndEnd() {
    pinScope {
      let t = Tree()
      t.aView.pin.start(10)  // left to right (the default): x = 10
      #expect(t.aView.frame.minX == 10)
      Pin.layoutDirection(.rtl)
      t.aView.pin.start(10)  // right = 390 → x = 190
      #expect(t.aView.frame.minX == 190)
      t.aView.pin.end(10)  // left = 10
      #expect(t.aView.frame.minX == 10)
      t.aView.pin.start(10%)  // right = 400 - 40 → x = 160
      #expect(t.aView.frame.minX == 160)
      t.aView.pin.end(5%)  // left = 20
      #expect(t.aView.frame.minX == 20)
    }
  }

  @Test func insetsFormsTakeTheMatchingSide() {
    pinScope {
      Pin.layoutDirection(.rtl)
      let t = Tree()
      let insets = UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 7)
      t.aView.pin.start(insets)  // start is right: right inset 7 → x = 400 - 7 - 200
      #expect(t.aView.frame.minX == 193)
      t.aView.pin.end(insets)  // end is left: left inset 3
      #expect(t.aView.frame.minX == 3)
    }
  }

  @Test func autoFollowsTheViewsDirection() {
    pinScope {
      Pin.layoutDirection(.auto)
      let t = Tree()
      t.aView.pin.start(10)  // the tree is left to right
      #expect(t.aView.frame.minX == 10)
      t.root.semanticContentAttribute = .forceRightToLeft  // inherited by aView
      t.aView.pin.start(10)
      #expect(t.aView.frame.minX == 190)
      t.aView.semanticContentAttribute = .forceLeftToRight  // its own wins
      t.aView.pin.start(20)
      #expect(t.aView.frame.minX == 20)
    }
  }

  @Test func edgesOfOtherViewsRightToLeft() {
    pinScope {
      Pin.layoutDirection(.rtl)
      let t = Tree()
      // This view's start is its right; aView's start edge is its right, 340: x = 340 - 110.
      t.bView.pin.start(to: t.aView.edge.start)
      #expect(t.bView.frame.minX == 230)
      // This view's end is its left; aView's end edge is its left, 140.
      t.bView.pin.end(to: t.aView.edge.end)
      #expect(t.bView.frame.minX == 140)
    }
  }

  @Test func justifyDefaultsToLeftEvenRightToLeft() {
    pinScope {
      Pin.layoutDirection(.rtl)
      let t = Tree()
      t.aView.pin.start().end().width(100)
      #expect(t.aView.frame == rect(0, 100, 100, 100))
      t.aView.pin.start().end().width(100).justify(.start)
      #expect(t.aView.frame == rect(300, 100, 100, 100))
      t.aView.pin.start().end().width(100).justify(.end)
      #expect(t.aView.frame == rect(0, 100, 100, 100))
    }
  }
}
