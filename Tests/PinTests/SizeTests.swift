import Foundation
import Testing

@testable import Pin

// Parent 400 × 400; aView (140, 100, 200, 100); bView 110 × 80; bViewChild 60 × 20.
@Suite struct SizeTests {
  @Test func widthAndHeight() {
    pinScope {
      let t = Tree()
      t.aView.pin.width(35)
      #expect(t.aView.frame == rect(140, 100, 35, 100))
      t.aView.pin.width(50%).height(200%)  // 50% of 400 = 200; 200% = 800
      #expect(t.aView.frame == rect(140, 100, 200, 800))
      t.aView.pin.width(of: t.bView).height(of: t.bViewChild)  // 110 and 20
      #expect(t.aView.frame == rect(140, 100, 110, 20))
    }
  }

  @Test func sizeForms() {
    pinScope {
      let t = Tree()
      t.aView.pin.size(CGSize(width: 25, height: 30))
      #expect(t.aView.frame == rect(140, 100, 25, 30))
      t.aView.pin.size(100)
      #expect(t.aView.frame == rect(140, 100, 100, 100))
      t.aView.pin.size(50%)  // 200 × 200
      #expect(t.aView.frame == rect(140, 100, 200, 200))
      t.aView.pin.size(of: t.bView)
      #expect(t.aView.frame == rect(140, 100, 110, 80))
    }
  }

  @Test func sizeGoesThroughTheWidthAndHeightSettersSeparately() {
    pinScope {
      let t = Tree()
      t.aView.pin.width(90).size(CGSize(width: 25, height: 25))  // the width 90 survives
      #expect(t.aView.frame == rect(140, 100, 90, 25))
      #expect(
        lastWarningContains("size", "width", "won't be applied", "value has already been set"))
    }
  }

  @Test func minAndMaxWinOverEverything() {
    pinScope {
      let t = Tree()
      t.aView.pin.width(100).minWidth(150)
      #expect(t.aView.frame.width == 150)
      t.aView.pin.width(300).maxWidth(250)
      #expect(t.aView.frame.width == 250)
      t.aView.pin.width(100).minWidth(300).maxWidth(250)  // min gives 300, max then 250
      #expect(t.aView.frame.width == 250)
      t.aView.pin.minHeight(50%)  // current height 100 < 200
      #expect(t.aView.frame.height == 200)
      t.aView.pin.maxHeight(25%)  // 200 > 100
      #expect(t.aView.frame.height == 100)
    }
  }

  @Test func maxWidthBetweenTwoEdgesIsJustified() {
    pinScope {
      let t = Tree()
      t.aView.pin.left().right().maxWidth(250)  // span 400 → 250, justified left
      #expect(t.aView.frame == rect(0, 100, 250, 100))
      t.aView.pin.left().right().maxWidth(250).justify(.center)  // x = (400 - 250) / 2
      #expect(t.aView.frame == rect(75, 100, 250, 100))
      t.aView.pin.left().right().maxWidth(250).justify(.right)  // x = 400 - 250
      #expect(t.aView.frame == rect(150, 100, 250, 100))
      t.aView.pin.top().bottom().maxHeight(100).align(.bottom)  // y = 400 - 100
      #expect(t.aView.frame == rect(150, 300, 250, 100))
    }
  }

  @Test func explicitWidthWinsOverTwoEdgesWithoutWarning() {
    pinScope {
      let t = Tree()
      t.aView.pin.left(10).right(10).width(100)  // justified left in [10, 390]
      #expect(t.aView.frame == rect(10, 100, 100, 100))
      t.aView.pin.top(10).bottom(10).height(50).align(.center)  // y = 10 + (380 - 50) / 2
      #expect(t.aView.frame == rect(10, 175, 100, 50))
      #expect(Pin.lastWarningText == nil)
    }
  }

  @Test func aspectRatio() {
    pinScope {
      let t = Tree()
      t.aView.pin.width(100).aspectRatio(2)  // height 100 / 2
      #expect(t.aView.frame == rect(140, 100, 100, 50))
      t.aView.pin.height(60).aspectRatio(2)  // width 60 × 2
      #expect(t.aView.frame == rect(140, 100, 120, 60))
      t.aView.pin.width(110).aspectRatio(of: t.bView)  // 110 / (110 / 80) = 80
      #expect(t.aView.frame == rect(140, 100, 110, 80))
      t.aView.pin.width(100).aspectRatio(2).maxWidth(80)  // clamped first: 80 × 40
      #expect(t.aView.frame == rect(140, 100, 80, 40))
      t.aView.pin.left().right().aspectRatio(4)  // width from the edges 400 → 100
      #expect(t.aView.frame == rect(0, 100, 400, 100))
    }
  }

  @Test func aspectRatioNeedsExactlyOneDimension() {
    pinScope {
      let t = Tree()
      t.aView.pin.aspectRatio(2)  // neither known: nothing changes
      #expect(t.aView.frame == rect(140, 100, 200, 100))
      #expect(lastWarningContains("aspectRatio won't be applied", "neither the width nor"))
      t.aView.pin.width(100).height(100).aspectRatio(2)
      #expect(t.aView.frame == rect(140, 100, 100, 100))
      #expect(lastWarningContains("the width and the height are already defined"))
      #expect(Pin.lastWarning?.kind == .aspectRatioUndetermined)
    }
  }

  @Test func aspectRatioOfAnImage() {
    pinScope {
      let t = Tree()
      let image = UIImageView(image: UIImage(size: CGSize(width: 200, height: 100)))
      t.root.addSubview(image)
      image.pin.width(50).aspectRatio()  // ratio 2: height 25
      #expect(image.frame == rect(0, 0, 50, 25))
      image.image = nil
      image.pin.width(80).aspectRatio()  // no image: the ratio is ignored, width still set
      #expect(image.frame == rect(0, 0, 80, 25))
      #expect(lastWarningContains("aspectRatioImageNotSet"))
      Pin.lastWarningText = nil
      Pin.activeWarnings.aspectRatioImageNotSet = false
      image.pin.aspectRatio()
      #expect(Pin.lastWarningText == nil)
      t.aView.pin.aspectRatio()  // not an image view
      #expect(lastWarningContains("must be an UIImageView"))
    }
  }
}
