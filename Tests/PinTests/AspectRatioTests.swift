import Foundation
import Testing

@testable import Pin

/// `aspectRatio` with min and max sizes, in PinLayout's order.
///
/// PinLayout (layoutBox/PinLayout, `Sources/Impl/PinLayout+Layouting.swift`): `computeSize`
/// resolves the size, then `computeAspectRatio` derives the unknown side from the known one
/// after clamping the known side by its own min and max (`if let width = size.width, let
/// adjustedWidth = applyMinMax(toWidth: width)`, else the same from the height), then
/// `validateAndApplyMinMax` clamps both sides (min, then max), which can break the ratio.
/// A min or max of the unknown side therefore clamps the derived side, not the known one.
///
/// The tree is PinLayout's test tree (`Tree`): `aView` is (140, 100, 200, 100) in a 400 × 400
/// root; a side that is not pinned keeps its origin.
@Suite struct AspectRatioTests {
  // The width is known: it is clamped first, then the height derived from it.
  // width 100, max 80 → 80, height 80 / 2 = 40; width 100, min 150 → 150, height 75.
  @Test func aKnownWidthIsClampedBeforeTheHeightIsDerived() {
    pinScope {
      let t = Tree()
      t.aView.pin.width(100).aspectRatio(2).maxWidth(80)
      #expect(t.aView.frame == rect(140, 100, 80, 40))
      t.aView.pin.width(100).aspectRatio(2).minWidth(150)
      #expect(t.aView.frame == rect(140, 100, 150, 75))
    }
  }

  // The width is known and the height has a bound: the height is derived (100 / 2 = 50),
  // then clamped; the width stays. max 40 → 100 × 40; min 70 → 100 × 70.
  @Test func aDerivedHeightIsClampedAfterwards() {
    pinScope {
      let t = Tree()
      t.aView.pin.width(100).aspectRatio(2).maxHeight(40)
      #expect(t.aView.frame == rect(140, 100, 100, 40))
      t.aView.pin.width(100).aspectRatio(2).minHeight(70)
      #expect(t.aView.frame == rect(140, 100, 100, 70))
    }
  }

  // The height is known: it is clamped first, then the width derived from it.
  // height 100, max 60 → 60, width 120; height 100, min 130 → 130, width 260.
  @Test func aKnownHeightIsClampedBeforeTheWidthIsDerived() {
    pinScope {
      let t = Tree()
      t.aView.pin.height(100).aspectRatio(2).maxHeight(60)
      #expect(t.aView.frame == rect(140, 100, 120, 60))
      t.aView.pin.height(100).aspectRatio(2).minHeight(130)
      #expect(t.aView.frame == rect(140, 100, 260, 130))
    }
  }

  // The height is known and the width has a bound (the case): the width is derived,
  // 100 × 2 = 200, then clamped; the height stays 100. max 140 → 140 × 100 at x 0 (`left()`);
  // min 300 → 300 × 100; min 50 and max 120 → 200, then 120 × 100. (Trellis clamped the
  // unknown width first and derived the height from it, 140 × 70, until issue 26.)
  @Test func aDerivedWidthIsClampedAfterwards() {
    pinScope {
      let t = Tree()
      t.aView.pin.left().height(100).aspectRatio(2).maxWidth(140)
      #expect(t.aView.frame == rect(0, 100, 140, 100))
      t.aView.pin.height(100).aspectRatio(2).minWidth(300)
      #expect(t.aView.frame == rect(0, 100, 300, 100))
      t.aView.pin.height(100).aspectRatio(2).minWidth(50).maxWidth(120)
      #expect(t.aView.frame == rect(0, 100, 120, 100))
    }
  }

  // A side known from two edges takes the same branches. left().right(): width 400, clamped
  // by max 300 first, height 300 / 2 = 150, placed from the left (justify's default): (0, 100,
  // 300, 150). On bView (160, 120, 110, 80), top().bottom(): height 400, width 800 derived,
  // then clamped by max 300; x stays 160: (160, 0, 300, 400).
  @Test func sidesKnownFromTwoEdges() {
    pinScope {
      let t = Tree()
      t.aView.pin.left().right().aspectRatio(2).maxWidth(300)
      #expect(t.aView.frame == rect(0, 100, 300, 150))
      t.bView.pin.top().bottom().aspectRatio(2).maxWidth(300)
      #expect(t.bView.frame == rect(160, 0, 300, 400))
    }
  }
}
