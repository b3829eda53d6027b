import Foundation
import Testing

@testable import Pin

// Negative, NaN and infinite sizes and ratios are refused with a warning and leave the frame
// as PinLayout leaves it (the current value); nothing crashes.
@Suite struct BadInputTests {
  static let badSizes: [CGFloat] = [-20, .nan, .infinity, -.infinity]

  @Test(arguments: badSizes) func widthAndHeightAreRefused(value: CGFloat) {
    pinScope {
      let t = Tree()
      t.aView.pin.width(value).height(value).minWidth(value).maxHeight(value)
      #expect(t.aView.frame == rect(140, 100, 200, 100))
      #expect(Pin.lastWarning?.kind == .invalidValue)
      t.aView.pin.size(CGSize(width: value, height: 10))  // the height alone is taken
      #expect(t.aView.frame == rect(140, 100, 200, 10))
    }
  }

  @Test func negativePercentages() {
    pinScope {
      let t = Tree()
      t.aView.pin.width(-20%)
      #expect(t.aView.frame.width == 200)
      #expect(lastWarningContains("width(-20%)", "must be greater than or equal to zero"))
    }
  }

  @Test(arguments: [0, -1, CGFloat.nan, .infinity]) func ratiosAreRefused(ratio: CGFloat) {
    pinScope {
      let t = Tree()
      t.aView.pin.width(100).aspectRatio(ratio)
      #expect(t.aView.frame == rect(140, 100, 100, 100))  // the width alone is applied
      #expect(Pin.lastWarning?.kind == .invalidValue)
    }
  }

  @Test func aRatioOfAFlatViewIsRefused() {
    pinScope {
      let t = Tree()
      let flat = UIView(frame: rect(0, 0, 50, 0))  // 50 / 0 = infinity
      t.root.addSubview(flat)
      t.aView.pin.width(100).aspectRatio(of: flat)
      #expect(t.aView.frame == rect(140, 100, 100, 100))
      #expect(lastWarningContains("aspectRatio(of:", "must be greater than zero"))
    }
  }

  @Test func nonFiniteCoordinatesAndMarginsAreRefused() {
    pinScope {
      let t = Tree()
      t.aView.pin.top(.nan).left(.infinity).marginTop(.nan)
      #expect(t.aView.frame == rect(140, 100, 200, 100))
      #expect(lastWarningContains("must be a finite number"))
      // A parent given a NaN width: the view tree clamps it to 0 as it is set, so Pin lays
      // out against a 0-wide parent (right(10) puts the right edge at -10) and stays finite.
      t.root.frame = rect(0, 0, .nan, 400)
      #expect(t.root.frame == rect(0, 0, 0, 400))
      t.aView.pin.right(10)
      #expect(t.aView.frame == rect(-210, 100, 200, 100))
    }
  }

  @Test func badMeasurementsKeepTheCurrentSize() {
    pinScope {
      let t = Tree()
      let view = UIView(frame: rect(0, 0, 30, 40))
      t.root.addSubview(view)
      view.sizeThatFitsHandler = { _ in CGSize(width: CGFloat.nan, height: -5) }
      view.pin.top(10).sizeToFit(.content)
      #expect(view.frame == rect(0, 10, 30, 40))
      view.sizeThatFitsHandler = { _ in CGSize(width: CGFloat.infinity, height: 12) }
      view.pin.sizeToFit(.widthFlexible)
      #expect(view.frame == rect(0, 10, 30, 12))
    }
  }

  @Test func edgesThatCrossGiveANegativeSpanAndKeepTheCurrentSize() {
    pinScope {
      let t = Tree()
      t.aView.pin.left(300).right(300)  // right edge at 100 < left 300: width -200
      #expect(t.aView.frame == rect(300, 100, 200, 100))
    }
  }

  @Test func referencesOutsideTheTree() {
    pinScope {
      let t = Tree()
      let stranger = UIView(frame: rect(0, 0, 10, 10))
      t.aView.pin.below(of: stranger).after(of: [stranger, t.bView])
      // stranger is skipped with a warning; bView's right 270 is still used.
      #expect(t.aView.frame == rect(270, 100, 200, 100))
      #expect(Pin.lastWarning?.kind == .referenceNotAttached)
      t.aView.pin.horizontallyBetween(stranger, and: t.bView)  // one reference missing: nothing
      #expect(t.aView.frame == rect(270, 100, 200, 100))
    }
  }
}
