import Foundation
import Testing

@testable import Pin

// BasicView keeps an area of 1,600 square points: given a width w (+ offset) it answers a
// height 1600 / w; given a height h, a width 1600 / h. aView starts at (140, 100, 200, 100).
@Suite struct SizeToFitTests {
  @Test func widthKeepsTheReferenceWidth() {
    pinScope {
      let t = Tree()
      t.aView.pin.width(100).sizeToFit(.width)  // 1600 / 100 = 16
      #expect(t.aView.frame == rect(140, 100, 100, 16))
      t.aView.pin.sizeToFit(.width)  // the current width 100 again
      #expect(t.aView.frame == rect(140, 100, 100, 16))
      t.aView.pin.width(100).height(30).sizeToFit(.width)  // the fitted height wins over 30
      #expect(t.aView.frame == rect(140, 100, 100, 16))
    }
  }

  @Test func heightKeepsTheReferenceHeight() {
    pinScope {
      let t = Tree()
      t.aView.pin.size(CGSize(width: 20, height: 100)).sizeToFit(.height)  // width 16
      #expect(t.aView.frame == rect(140, 100, 16, 100))
      t.aView.pin.top(20).bottom(80).sizeToFit(.height)  // height 300, width 5.33 → 5.5
      #expect(t.aView.frame == rect(140, 20, 5.5, 300))
    }
  }

  @Test func flexibleTypesTakeTheMeasuredValue() {
    pinScope {
      let t = Tree()
      t.aView.sizeThatFitSizeOffset = 10  // the view answers 10 more than it is given
      // Width stays 100; height 1600 / 110 = 14.55, rounded up to the half point: 15.
      t.aView.pin.width(100).sizeToFit(.width)
      #expect(t.aView.frame == rect(140, 100, 100, 15))
      t.aView.pin.width(100).sizeToFit(.widthFlexible)  // width 110; height 15 again
      #expect(t.aView.frame == rect(140, 100, 110, 15))
      t.aView.pin.height(40).sizeToFit(.heightFlexible)  // height 50; width 1600 / 50 = 32
      #expect(t.aView.frame == rect(140, 100, 32, 50))
      t.aView.pin.height(40).sizeToFit(.height)  // height stays 40; width 32
      #expect(t.aView.frame == rect(140, 100, 32, 40))
    }
  }

  @Test func contentMeasuresWithTheCurrentSize() {
    pinScope {
      let t = Tree()
      t.aView.pin.sizeToFit()  // .content: sizeThatFits(200 × 100) → (200, 8)
      #expect(t.aView.frame == rect(140, 100, 200, 8))
      t.aView.sizeThatFitSizeOffset = 10
      t.aView.pin.sizeToFit(.content)  // (210, 1600 / 210 = 7.62 → 8)
      #expect(t.aView.frame == rect(140, 100, 210, 8))
    }
  }

  @Test func edgesAndMarginsGiveTheReferenceWidth() {
    pinScope {
      let t = Tree()
      // left 20, right 400 - 80 = 320, marginLeft 10: width 290; height 1600 / 290 = 5.52,
      // rounded up to the half point: ceil(11.03) / 2 = 6.
      t.aView.pin.left(20).right(80).marginLeft(10).sizeToFit(.width)
      #expect(t.aView.frame == rect(30, 100, 290, 6))
      t.aView.pin.right(100).width(200).marginRight(10).sizeToFit(.width)  // x = 300 - 10 - 200
      #expect(t.aView.frame == rect(90, 100, 200, 8))
    }
  }

  @Test func minAndMaxStillWin() {
    pinScope {
      let t = Tree()
      t.aView.pin.width(100).sizeToFit(.width).maxHeight(10)  // 16 → 10
      #expect(t.aView.frame == rect(140, 100, 100, 10))
      t.aView.pin.sizeToFit(.width).minWidth(400)  // reference width 400: height 4
      #expect(t.aView.frame == rect(140, 100, 400, 4))
    }
  }

  @Test func centreThenSizeToFitKeepsTheCurrentWidth() {
    pinScope {
      let t = Tree()
      t.aView.pin.center().sizeToFit(.width)  // width 200, height 8; centre (200, 200)
      #expect(t.aView.frame == rect(100, 196, 200, 8))
    }
  }

  @Test func sizeToFitAndAspectRatioShareOneSlot() {
    pinScope {
      let t = Tree()
      t.aView.pin.width(100).sizeToFit(.width).aspectRatio(4)  // the first one wins
      #expect(t.aView.frame == rect(140, 100, 100, 16))
      #expect(lastWarningContains("aspectRatio(4.0)", "conflicts with sizeToFit(.width)"))
      t.aView.pin.width(100).aspectRatio(4).sizeToFit(.width)
      #expect(t.aView.frame == rect(140, 100, 100, 25))
      #expect(Pin.lastWarning?.kind == .sizeAdjusterConflict)
    }
  }

  @Test func aLabelMeasuresItsText() {
    pinScope {
      let t = Tree()
      let label = UILabel()
      label.text = "Hello"
      t.root.addSubview(label)
      let measured = label.sizeThatFits(
        CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
      label.pin.top(10).left(10).sizeToFit()
      // .content passes the current size 0 × 0; a label lays one line out whatever the width.
      let fitted = label.sizeThatFits(.zero)
      #expect(label.frame.width == (fitted.width * 2).rounded(.up) / 2)
      #expect(label.frame.height == (fitted.height * 2).rounded(.up) / 2)
      #expect(measured.height > 0)
    }
  }
}
