import Foundation
import Testing

@testable import Pin

// Parent 400 × 400; aView starts at (140, 100, 200, 100). An edge value is a distance from the
// parent's matching edge; a percentage is of the parent's height (top/bottom) or width.
@Suite struct EdgesTests {
  @Test func topLeftBottomRight() {
    pinScope {
      let t = Tree()
      t.aView.pin.top(20)  // y = 20, size kept
      #expect(t.aView.frame == rect(140, 20, 200, 100))
      t.aView.pin.top(20).bottom()  // h = 400 - 0 - 20 = 380
      #expect(t.aView.frame == rect(140, 20, 200, 380))
      t.aView.pin.left(-20).right()  // w = 400 - (-20) = 420
      #expect(t.aView.frame == rect(-20, 20, 420, 380))
      t.aView.pin.bottom(-20)  // y = 400 + 20 - 380 = 40
      #expect(t.aView.frame == rect(-20, 40, 420, 380))
      t.aView.pin.right(20)  // x = 400 - 20 - 420 = -40
      #expect(t.aView.frame == rect(-40, 40, 420, 380))
    }
  }

  @Test func percentagesOfTheParent() {
    pinScope {
      let t = Tree()
      t.aView.pin.top(20%)  // 20% of 400 = 80
      #expect(t.aView.frame == rect(140, 80, 200, 100))
      t.aView.pin.left(20%).right()  // x = 80, w = 400 - 80 = 320
      #expect(t.aView.frame == rect(80, 80, 320, 100))
      t.aView.pin.top().bottom(-20%)  // bottom = 400 + 80 = 480
      #expect(t.aView.frame == rect(80, 0, 320, 480))
      t.aView.pin.right(20%)  // x = 400 - 80 - 320 = 0
      #expect(t.aView.frame == rect(0, 0, 320, 480))
    }
  }

  @Test func insetsTakeTheMatchingComponent() {
    pinScope {
      let t = Tree()
      let insets = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
      t.aView.pin.top(insets)  // y = 10
      #expect(t.aView.frame == rect(140, 10, 200, 100))
      t.aView.pin.bottom(insets)  // y = 400 - 30 - 100 = 270
      #expect(t.aView.frame == rect(140, 270, 200, 100))
      t.aView.pin.left(insets)  // x = 20
      #expect(t.aView.frame == rect(20, 270, 200, 100))
      t.aView.pin.right(insets)  // x = 400 - 40 - 200 = 160
      #expect(t.aView.frame == rect(160, 270, 200, 100))
    }
  }

  @Test func centres() {
    pinScope {
      let t = Tree()
      t.aView.pin.hCenter()  // x = 200 - 100 = 100
      #expect(t.aView.frame == rect(100, 100, 200, 100))
      t.aView.pin.hCenter(-20)  // x = 180 - 100 = 80
      #expect(t.aView.frame == rect(80, 100, 200, 100))
      t.aView.pin.hCenter(40%)  // centre 200 + 160 = 360, x = 260
      #expect(t.aView.frame == rect(260, 100, 200, 100))
      t.aView.pin.vCenter(-20%)  // centre 200 - 80 = 120, y = 70
      #expect(t.aView.frame == rect(260, 70, 200, 100))
    }
  }

  @Test func centreAfterAnEdgeIsRefused() {
    pinScope {
      let t = Tree()
      t.aView.pin.left().hCenter(-20)  // left wins: x = 0
      #expect(t.aView.frame == rect(0, 100, 200, 100))
      #expect(lastWarningContains("hCenter", "won't be applied", "left"))
    }
  }

  @Test func shorthands() {
    pinScope {
      let t = Tree()
      t.aView.pin.all()
      #expect(t.aView.frame == rect(0, 0, 400, 400))
      t.aView.pin.all(10)  // 10 inside each edge: 380 × 380
      #expect(t.aView.frame == rect(10, 10, 380, 380))
      t.aView.pin.all(UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
      // w = 400 - 40 - 20 = 340, h = 400 - 30 - 10 = 360
      #expect(t.aView.frame == rect(20, 10, 340, 360))
      t.aView.pin.horizontally(10%).vertically(5%)  // x 40, w 320; y 20, h 360
      #expect(t.aView.frame == rect(40, 20, 320, 360))
      t.aView.pin.horizontally(UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 3)).vertically(
        UIEdgeInsets(top: 2, left: 0, bottom: 4, right: 0))
      // w = 400 - 3 - 1 = 396, h = 400 - 4 - 2 = 394
      #expect(t.aView.frame == rect(1, 2, 396, 394))
    }
  }

  @Test func theSameEdgeTwiceKeepsTheFirstValue() {
    pinScope {
      let t = Tree()
      t.aView.pin.top(10).top(10)  // the same value: accepted, no warning
      #expect(Pin.lastWarningText == nil)
      t.aView.pin.top(10).top(20)  // first wins
      #expect(t.aView.frame.minY == 10)
      #expect(lastWarningContains("PinLayout Conflict:", "top(20)", "already been set to 10"))
      #expect(Pin.lastWarning?.kind == .valueAlreadySet)
    }
  }

  @Test func aViewWithoutParentIsLeftAloneSilently() {
    pinScope {
      let lonely = UIView(frame: rect(10, 10, 10, 10))
      lonely.pin.top(20%).bottom(5).hCenter().width(50%)  // all need the parent
      #expect(lonely.frame == rect(10, 10, 10, 10))
      lonely.pin.top(20).left(4)  // offsets need no parent
      #expect(lonely.frame == rect(4, 20, 10, 10))
      #expect(Pin.lastWarningText == nil)
    }
  }

  @Test func edgesOfOtherViews() {
    pinScope {
      let t = Tree()
      // aView's left is 140 in the root; bView (width 110) centred on it: x = 140 - 55 = 85.
      t.bView.pin.hCenter(to: t.aView.edge.left)
      #expect(t.bView.frame == rect(85, 120, 110, 80))
      // bViewChild lives in bView (origin 85, 120): aView's top 100 is -20 there.
      t.bViewChild.pin.top(to: t.aView.edge.top)
      #expect(t.bViewChild.frame == rect(40, -20, 60, 20))
      // aView's right 340 → 340 - 85 = 255 in bView; a right edge there: x = 255 - 60 = 195.
      t.bViewChild.pin.right(to: t.aView.edge.right)
      #expect(t.bViewChild.frame == rect(195, -20, 60, 20))
      // vCenter on aView's vCenter 150: y = 150 - 40 = 110.
      t.bView.pin.vCenter(to: t.aView.edge.vCenter)
      #expect(t.bView.frame == rect(85, 110, 110, 80))
      // bottom on aView's bottom 200, left on aView's hCenter 240.
      t.bView.pin.bottom(to: t.aView.edge.bottom).left(to: t.aView.edge.hCenter)
      #expect(t.bView.frame == rect(240, 120, 110, 80))
    }
  }

  @Test func startAndEndEdgesOfOtherViews() {
    pinScope {
      let t = Tree()
      // Left to right: start is left, aView's end is its right (340).
      t.bView.pin.start(to: t.aView.edge.end)
      #expect(t.bView.frame == rect(340, 120, 110, 80))
      t.bView.pin.end(to: t.aView.edge.start)  // right = 140: x = 30
      #expect(t.bView.frame == rect(30, 120, 110, 80))
    }
  }

  @Test func safeAreaReadableAndLayoutMargins() {
    pinScope {
      let t = Tree()
      // The default layout margins are 8; the readable width 672 exceeds 400 - 16, so the
      // readable margins are 8 too.
      t.aView.pin.all(t.root.pin.readableMargins)
      #expect(t.aView.frame == rect(8, 8, 384, 384))
      t.aView.pin.all(t.root.pin.layoutMargins)
      #expect(t.aView.frame == rect(8, 8, 384, 384))
      t.root.setSafeAreaInsets(UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
      t.aView.pin.all(t.root.pin.safeArea)  // 400 - 44 - 34 = 322
      #expect(t.aView.frame == rect(0, 44, 400, 322))
      t.aView.pin.top(t.root.pin.safeArea).horizontally().bottom().margin(t.root.pin.safeArea)
      // top 44 + margin 44 = 88; bottom 400 - 34 = 366 → height 278
      #expect(t.aView.frame == rect(0, 88, 400, 278))
    }
  }
}
