import Testing

@testable import TextMeasurement

/// Faces: UIKit's weights mapped to the nearest face, and each face's advance widths from the
/// published metrics (see ``PublishedMetrics``).
@Suite struct FontWeightTests {
  let measurer = TextMeasurer()

  @Test(arguments: [
    // UIKit's named weights (`UIFont.Weight` raw values, reference notes §6.4).
    (-0.8, FontWeight.regular),  // ultraLight
    (-0.6, .regular),  // thin
    (-0.4, .regular),  // light
    (0, .regular),
    (0.23, .medium),
    (0.3, .semibold),
    (0.4, .bold),
    (0.56, .bold),  // heavy
    (0.62, .bold),  // black
    // Between faces: the closer one (0.1 is 0.1 from regular, 0.13 from medium).
    (0.1, .regular), (0.13, .medium), (0.26, .medium), (0.27, .semibold),
    (0.34, .semibold), (0.36, .bold),
    // Outside −1…1 and NaN: clamped, regular.
    (-7, .regular), (9, .bold), (.nan, .regular), (.infinity, .bold),
  ])
  func nearestFace(weight: Double, face: FontWeight) {
    #expect(FontWeight(nearestTo: weight) == face)
  }

  @Test func facesNameUIKitsAndCSSWeights() {
    #expect(FontWeight.allCases.map(\.uiKitWeight) == [0, 0.23, 0.3, 0.4])
    #expect(FontWeight.allCases.map(\.cssWeight) == [400, 500, 600, 700])
    #expect(FontWeight.allCases.sorted() == [.regular, .medium, .semibold, .bold])
    for face in FontWeight.allCases {
      #expect(FontWeight(nearestTo: face.uiKitWeight) == face)
    }
  }

  @Test func boldIsHelveticaBold() {
    // "Hello" at 17 points: H 722 + e 556 + l 278 + l 278 + o 611 = 2445 (Helvetica-Bold).
    let bold = PublishedMetrics.units("Hello", PublishedMetrics.helveticaBold)
    #expect(bold == 2445)
    #expect(abs(measurer.width(of: "Hello", fontSize: 17, weight: .bold) - 2445 * 17 / 1000) < 1e-9)
    // Regular: H 722 + e 556 + l 222 + l 222 + o 556 = 2278.
    #expect(abs(measurer.width(of: "Hello", fontSize: 17) - 2278 * 17 / 1000) < 1e-9)
  }

  @Test(arguments: FontWeight.allCases)
  func everyFaceMeasuresAPangramFromThePublishedWidths(face: FontWeight) {
    let pangram = "The quick brown fox jumps over the lazy dog."
    let expected: Int
    switch face {
    case .regular: expected = PublishedMetrics.units(pangram, PublishedMetrics.helvetica)
    case .bold: expected = PublishedMetrics.units(pangram, PublishedMetrics.helveticaBold)
    case .medium:
      expected = PublishedMetrics.interpolatedUnits(
        pangram, fraction: PublishedMetrics.mediumFraction)
    case .semibold:
      expected = PublishedMetrics.interpolatedUnits(
        pangram, fraction: PublishedMetrics.semiboldFraction)
    }
    #expect(
      abs(measurer.width(of: pangram, fontSize: 10, weight: face) - Double(expected) / 100) < 1e-9)
    // The fast path and the general path agree on the same text.
    let size = measurer.size(of: pangram, fontSize: 10, weight: face)
    #expect(abs(size.width - Double(expected) / 100) < 1e-9)
    #expect(
      abs(
        measurer.size(of: pangram + "é", fontSize: 10, weight: face).width
          - measurer.width(of: pangram + "é", fontSize: 10, weight: face)) < 1e-9)
  }

  @Test func facesGrowFromRegularToBold() {
    let text = "The quick brown fox jumps over the lazy dog."
    let widths = FontWeight.allCases.map { measurer.width(of: text, fontSize: 10, weight: $0) }
    #expect(widths == widths.sorted())
    #expect(Set(widths).count == 4)
  }

  @Test func hangulHanAndTheEllipsisAreTheSameInEveryFace() {
    for face in FontWeight.allCases {
      #expect(measurer.width(of: "김치寿司", fontSize: 10, weight: face) == 40)
      // The ellipsis: 1000 in Helvetica and Helvetica-Bold ("C 188 ; WX 1000 ; N ellipsis").
      #expect(measurer.width(of: "\u{2026}", fontSize: 10, weight: face) == 10)
    }
  }

  @Test func otherLettersTakeTheFacesN() {
    // "é" (outside the table) is as wide as "n": 556 in Helvetica, 611 in Helvetica-Bold.
    #expect(abs(measurer.advance(of: "é", fontSize: 10) - 5.56) < 1e-9)
    #expect(abs(measurer.advance(of: "é", fontSize: 10, weight: .bold) - 6.11) < 1e-9)
    #expect(
      measurer.advance(of: "é", fontSize: 10, weight: .medium)
        == measurer.advance(of: "n", fontSize: 10, weight: .medium))
  }
}
