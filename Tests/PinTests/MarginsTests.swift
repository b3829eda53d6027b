import Foundation
import Testing

@testable import Pin

// Parent 400 × 400, aView 200 × 100. With one pinned edge on an axis, its margin moves the
// view; with two edges the margins shrink it; with a centre, left minus right shifts it; a
// margin on a side with no pinned edge is ignored. The last margin call wins.
@Suite struct MarginsTests {
  @Test func oneEdgeMovesTheView() {
    pinScope {
      let t = Tree()
      t.aView.pin.top(10).marginTop(5).left(10).marginLeft(5)
      #expect(t.aView.frame == rect(15, 15, 200, 100))
      t.aView.pin.right(10).marginRight(5).bottom(10).marginBottom(5)  // 400 - 10 - 5 - size
      #expect(t.aView.frame == rect(185, 285, 200, 100))
    }
  }

  @Test func twoEdgesShrinkTheView() {
    pinScope {
      let t = Tree()
      t.aView.pin.left(10).right(10).top(10).bottom(10).margin(5)  // 380 - 10 = 370
      #expect(t.aView.frame == rect(15, 15, 370, 370))
    }
  }

  @Test func marginsWithoutEdgeAreIgnoredAndCentresShift() {
    pinScope {
      let t = Tree()
      t.aView.pin.width(100).marginLeft(50)  // no left edge: x kept
      #expect(t.aView.frame == rect(140, 100, 100, 100))
      t.aView.pin.hCenter().marginLeft(10)  // 200 - 50 + 10
      #expect(t.aView.frame.minX == 160)
      t.aView.pin.hCenter().marginRight(10)  // 200 - 50 - 10
      #expect(t.aView.frame.minX == 140)
      t.aView.pin.vCenter().marginTop(10).marginBottom(4)  // 200 - 50 + 10 - 4
      #expect(t.aView.frame.minY == 156)
    }
  }

  @Test func theLastMarginWins() {
    pinScope {
      let t = Tree()
      t.aView.pin.top().margin(5).marginTop(20)
      #expect(t.aView.frame.minY == 20)
      t.aView.pin.top().marginTop(20).margin(5)
      #expect(t.aView.frame.minY == 5)
      #expect(Pin.lastWarningText == nil)
    }
  }

  @Test func percentagesAndShorthands() {
    pinScope {
      let t = Tree()
      t.aView.pin.top().marginTop(10%)  // 10% of 400
      #expect(t.aView.frame.minY == 40)
      t.aView.pin.left().right().marginHorizontal(10%)  // x 40, width 320
      #expect(t.aView.frame == rect(40, 40, 320, 100))
      t.aView.pin.all().margin(1, 2, 3, 4)  // top 1, left 2, bottom 3, right 4
      #expect(t.aView.frame == rect(2, 1, 394, 396))
      t.aView.pin.all().margin(10, 20)  // vertical 10, horizontal 20
      #expect(t.aView.frame == rect(20, 10, 360, 380))
      t.aView.pin.all().margin(1, 20, 3)  // top 1, horizontal 20, bottom 3
      #expect(t.aView.frame == rect(20, 1, 360, 396))
      t.aView.pin.all().margin(5%, 10%)  // vertical 20, horizontal 40
      #expect(t.aView.frame == rect(40, 20, 320, 360))
      t.aView.pin.all().marginVertical(2).marginHorizontal(3)
      #expect(t.aView.frame == rect(3, 2, 394, 396))
      t.aView.pin.all().margin(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
      #expect(t.aView.frame == rect(2, 1, 394, 396))
      t.aView.pin.all().margin(10%)  // 40 on each side
      #expect(t.aView.frame == rect(40, 40, 320, 320))
      t.aView.pin.all().margin(1%, 2%, 3%, 4%)  // 4, 8, 12, 16
      #expect(t.aView.frame == rect(8, 4, 376, 384))
      t.aView.pin.all().margin(1%, 2%, 3%)  // top 4, horizontal 8, bottom 12
      #expect(t.aView.frame == rect(8, 4, 384, 384))
    }
  }

  @Test func directionalMargins() {
    pinScope {
      let t = Tree()
      let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
      t.aView.pin.all().margin(insets)  // left to right: leading is left
      #expect(t.aView.frame == rect(2, 1, 394, 396))
      t.aView.pin.left().right().marginStart(10).marginEnd(20)
      #expect(t.aView.frame == rect(10, 1, 370, 396))
      Pin.layoutDirection(.rtl)
      t.aView.pin.all().margin(insets)  // right to left: leading is right
      #expect(t.aView.frame == rect(4, 1, 394, 396))
      t.aView.pin.left().right().marginStart(10).marginEnd(20)  // start = right
      #expect(t.aView.frame == rect(20, 1, 370, 396))
      t.aView.pin.left().right().marginStart(10%)  // 40 on the right
      #expect(t.aView.frame == rect(0, 1, 360, 396))
    }
  }

  @Test func pinEdgesMakesMarginsShrink() {
    pinScope {
      let t = Tree()
      t.aView.pin.left(10).width(100).marginLeft(10)  // one edge: moved
      #expect(t.aView.frame == rect(20, 100, 100, 100))
      t.aView.pin.left(10).width(100).pinEdges().marginLeft(10)  // edges 10...110: shrunk
      #expect(t.aView.frame == rect(20, 100, 90, 100))
      t.aView.pin.hCenter().width(100).pinEdges().margin(10)  // 150...250 → x 160, w 80
      #expect(t.aView.frame == rect(160, 100, 80, 100))
      t.aView.pin.bottom().height(100).pinEdges().marginTop(10)  // 300...400 → y 310, h 90
      #expect(t.aView.frame == rect(160, 310, 80, 90))
    }
  }

  @Test func pinEdgesWithFourEdgesWarns() {
    pinScope {
      let t = Tree()
      t.aView.pin.top().bottom().left().right().width(100%).pinEdges()
      #expect(t.aView.frame == rect(0, 0, 400, 400))
      #expect(
        lastWarningContains(
          "pinEdges()", "won't be applied",
          "top, left, bottom and right coordinates are already set"
        ))
    }
  }

  @Test func justifyAndAlign() {
    pinScope {
      let t = Tree()
      t.aView.pin.left().right().width(100).justify(.center)  // (400 - 100) / 2
      #expect(t.aView.frame.minX == 150)
      t.aView.pin.left().right().width(100).justify(.right)
      #expect(t.aView.frame.minX == 300)
      t.aView.pin.left().right().width(100).justify(.end)  // left to right: right
      #expect(t.aView.frame.minX == 300)
      t.aView.pin.left(10).right(10).width(100).marginLeft(10).justify(.start)  // 10 + 10
      #expect(t.aView.frame.minX == 20)
      t.aView.pin.top().bottom().height(100).align(.center)
      #expect(t.aView.frame.minY == 150)
      t.aView.pin.top().bottom().height(100).align(.bottom).marginBottom(10)  // 400 - 10 - 100
      #expect(t.aView.frame.minY == 290)
      #expect(Pin.lastWarningText == nil)
      Pin.layoutDirection(.rtl)
      t.aView.pin.left().right().width(100).justify(.start)  // right to left: right
      #expect(t.aView.frame.minX == 300)
      t.aView.pin.left().right().width(100)  // the default stays left, even right to left
      #expect(t.aView.frame.minX == 0)
    }
  }

  @Test func justifyAndAlignPreconditions() {
    pinScope {
      let t = Tree()
      t.aView.pin.left().width(100).justify(.center)  // one edge only
      #expect(t.aView.frame.minX == 0)
      #expect(lastWarningContains("justify(.center)", "left and right coordinates must be set"))
      t.aView.pin.vCenter().height(100).align(.bottom)
      #expect(lastWarningContains("align(.bottom)", "vCenter has been set"))
      Pin.lastWarningText = nil
      t.aView.pin.top().height(100).pinEdges().align(.bottom)  // pinEdges + size + edge: fine
      #expect(Pin.lastWarningText == nil)
      #expect(t.aView.frame.minY == 0)
    }
  }
}
