import Testing

@testable import TextMeasurement

/// Line limits, box heights, baselines, empty text and bad input of
/// ``TextMeasurer/layout(of:style:maxWidth:maxHeight:)``.
@Suite struct TextLayoutTests {
  let measurer = TextMeasurer()
  let text = "one two three four"

  func style(_ lines: Int = 0, _ mode: LineBreakMode = .byTruncatingTail, size: Double = 10)
    -> TextStyle
  {
    TextStyle(fontSize: size, numberOfLines: lines, lineBreakMode: mode)
  }

  @Test func theBoxHeightLimitsTheLinesAsNumberOfLinesDoes() {
    // Lines are 12 high at 10 points: 24 points hold two, 23.99 one, and a box lower than a
    // line still shows one.
    let two = measurer.layout(of: text, style: style(), maxWidth: 40, maxHeight: 24)
    #expect(two.displayedTexts(in: text) == ["one two", "three f\u{2026}"])
    #expect(
      measurer.layout(of: text, style: style(), maxWidth: 40, maxHeight: 23.99).lines.count == 1)
    #expect(measurer.layout(of: text, style: style(), maxWidth: 40, maxHeight: 3).lines.count == 1)
    // The smaller of the two limits wins.
    #expect(
      measurer.layout(of: text, style: style(1), maxWidth: 40, maxHeight: 100).lines.count == 1)
    #expect(
      measurer.layout(of: text, style: style(3), maxWidth: 40, maxHeight: 24).lines.count == 2)
    // Three line heights hold three lines, whatever the rounding of 3 × 1.2 × 17.
    let size17 = measurer.layout(
      of: text, style: style(size: 17), maxWidth: 40, maxHeight: 3 * 1.2 * 17)
    #expect(size17.lines.count == 3)
  }

  @Test func baselinesSitAtTheAscenderOfEachLine() {
    // The system font's ascender over its line height: 19.04 / (19.04 + 4.82) at 20 points.
    #expect(abs(TextMeasurer.ascenderFraction - 19.04 / (19.04 + 4.82)) < 0.001)
    let laidOut = measurer.layout(of: text, style: style(size: 17), maxWidth: 70)
    let lineHeight = 1.2 * 17
    let ascender = lineHeight * TextMeasurer.ascenderFraction
    #expect(laidOut.lines.count == 3)
    #expect(abs(laidOut.lineHeight - lineHeight) < 1e-9 && abs(laidOut.ascender - ascender) < 1e-9)
    for (index, line) in laidOut.lines.enumerated() {
      #expect(abs(line.baseline - (Double(index) * lineHeight + ascender)) < 1e-9)
    }
    #expect(abs(laidOut.firstBaselineOffset - ascender) < 1e-9)
    #expect(abs(laidOut.lastBaselineOffset - (2 * lineHeight + ascender)) < 1e-9)
    #expect(abs(laidOut.height - 3 * lineHeight) < 1e-9)
    #expect(abs(measurer.ascender(fontSize: 17) - ascender) < 1e-9)
    // Within a point of UIKit's 17-point system font: ascender 16.19 of a 20.29 line.
    #expect(abs(ascender - 16.19) < 0.1 && abs(lineHeight - 20.287) < 0.2)
  }

  @Test func emptyTextHasNoLines() {
    let empty = measurer.layout(of: "", style: style(2), maxWidth: 40)
    #expect(empty.lines.isEmpty && empty.width == 0 && empty.height == 0 && !empty.isTruncated)
    #expect(
      empty.firstBaselineOffset == empty.ascender && empty.lastBaselineOffset == empty.ascender)
    #expect(measurer.size(of: "", style: style(2), maxWidth: 40) == (0, 0))
    // A text of line feeds is empty lines.
    #expect(measurer.layout(of: "\n\n", style: style()).lines.count == 3)
  }

  @Test func aLayoutsSizeIsTheMeasuredSize() {
    for mode in LineBreakMode.allCases {
      for lines in 0...3 {
        let laidOut = measurer.layout(of: text, style: style(lines, mode), maxWidth: 40)
        let size = measurer.size(of: text, style: style(lines, mode), maxWidth: 40)
        #expect(laidOut.width == size.width && laidOut.height == size.height, "\(mode) \(lines)")
      }
    }
  }

  @Test func badInputIsClampedAndNeverTraps() {
    // A width that is NaN or infinite is no limit; a negative width is 0 (one character per
    // line, or the ellipsis alone).
    #expect(measurer.layout(of: text, style: style(), maxWidth: .nan).lines.count == 1)
    #expect(measurer.layout(of: text, style: style(), maxWidth: .infinity).lines.count == 1)
    #expect(
      measurer.layout(of: "abc", style: style(0, .byWordWrapping), maxWidth: -5).displayedTexts(
        in: "abc") == ["a", "b", "c"])
    #expect(
      measurer.layout(of: "abc", style: style(1), maxWidth: -5).displayedTexts(in: "abc")
        == ["\u{2026}"])
    // A font size that is not positive and finite measures as 0: no width, no height.
    for size in [Double.nan, -3, 0, .infinity] {
      let laidOut = measurer.layout(of: text, style: style(2, size: size), maxWidth: 40)
      #expect(laidOut.fontSize == 0 && laidOut.width == 0 && laidOut.height == 0)
    }
    // Negative line counts are no limit; heights that are NaN, infinite or huge are no limit;
    // a negative height shows one line.
    #expect(measurer.layout(of: text, style: style(-4), maxWidth: 40).lines.count == 3)
    for height in [Double.nan, .infinity, 1e300] {
      #expect(
        measurer.layout(of: text, style: style(), maxWidth: 40, maxHeight: height).lines.count == 3)
    }
    #expect(measurer.layout(of: text, style: style(), maxWidth: 40, maxHeight: -1).lines.count == 1)
    // Shrinking with a NaN or out-of-range factor keeps the size.
    for factor in [Double.nan, -1, 0, 1, 2, .infinity] {
      let shrinking = TextStyle(
        fontSize: 10, numberOfLines: 1, adjustsFontSizeToFitWidth: true,
        minimumScaleFactor: factor)
      #expect(measurer.fittingFontSize(of: text, style: shrinking, maxWidth: 40) == 10)
    }
  }

  @Test func displayedTextsComeFromTheRanges() {
    // Combining marks and CR LF stay whole; the ellipsis replaces whole characters.
    let accented = "cafe\u{301} cafe\u{301} cafe\u{301}"
    let cut = measurer.layout(of: accented, style: style(1), maxWidth: 30)
    let shown = cut.displayedTexts(in: accented)
    #expect(shown.count == 1 && shown[0].hasSuffix("\u{2026}"))
    #expect(accented.hasPrefix(shown[0].dropLast()))
    let lines = measurer.layout(of: "a\r\nb", style: style()).displayedTexts(in: "a\r\nb")
    #expect(lines == ["a\r\nb"])
  }

  @Test func theDocumentationsExamplesHold() {
    // TextLayout's example: 6000 units, 5000 left by the ellipsis; "Ada Lovel" is 4447 and
    // the next "a" makes 5003.
    let ada = "Ada Lovelace wrote the first program"
    let cut = measurer.layout(
      of: ada, style: TextStyle(fontSize: 10, numberOfLines: 1, lineBreakMode: .byTruncatingTail),
      maxWidth: 60)
    #expect(cut.displayedTexts(in: ada) == ["Ada Lovel\u{2026}"])
    // TextMeasurer's and the getting-started article's.
    #expect(abs(measurer.width(of: "Hello", fontSize: 10) - 22.78) < 1e-9)
    #expect(abs(measurer.width(of: "Hello", fontSize: 10, weight: .bold) - 24.45) < 1e-9)
    let two = measurer.layout(of: text, style: style(2), maxWidth: 40)
    #expect(abs(two.firstBaselineOffset - 9.576) < 1e-9)
    // fittingFontSize's: 10 × 20 / 22.78 = 8.78.
    let shrinking = TextStyle(
      fontSize: 10, numberOfLines: 1, adjustsFontSizeToFitWidth: true, minimumScaleFactor: 0.5)
    #expect(
      abs(measurer.fittingFontSize(of: "Hello", style: shrinking, maxWidth: 20) - 8.78) < 0.005)
  }
}
