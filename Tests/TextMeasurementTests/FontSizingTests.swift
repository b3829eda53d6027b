import Testing

@testable import TextMeasurement

/// `adjustsFontSizeToFitWidth`: the size a label draws at, derived from the published widths
/// (widths grow in proportion to the font size).
@Suite struct FontSizingTests {
  let measurer = TextMeasurer()
  let text = "one two three four"

  func shrinking(lines: Int, factor: Double = 0.5, weight: FontWeight = .regular) -> TextStyle {
    TextStyle(
      fontSize: 10, weight: weight, numberOfLines: lines, lineBreakMode: .byTruncatingTail,
      adjustsFontSizeToFitWidth: true, minimumScaleFactor: factor)
  }

  @Test func aSingleLineShrinksUntilItsWidthFits() throws {
    // "Hello" is 2278 units: 22.78 points at 10; 20 points hold it at 10 × 20 / 22.78.
    let size = measurer.fittingFontSize(of: "Hello", style: shrinking(lines: 1), maxWidth: 20)
    #expect(abs(size - 20 * 1000 / 2278) < 1e-9)
    let laidOut = measurer.layout(of: "Hello", style: shrinking(lines: 1), maxWidth: 20)
    #expect(laidOut.fontSize == size && !laidOut.isTruncated)
    #expect(laidOut.displayedTexts(in: "Hello") == ["Hello"])
    #expect(abs(laidOut.lines[0].width - 20) < 1e-9)
    // In bold it is 2445 units: 10 × 20 / 24.45.
    let bold = measurer.fittingFontSize(
      of: "Hello", style: shrinking(lines: 1, weight: .bold), maxWidth: 20)
    #expect(abs(bold - 20 * 1000 / 2445) < 1e-9)
    // The height of the box does not matter on one line.
    #expect(
      measurer.fittingFontSize(of: "Hello", style: shrinking(lines: 1), maxWidth: 20, maxHeight: 1)
        == size)
  }

  @Test func textThatFitsKeepsItsSizeAndAFixedSizeNeverShrinks() {
    #expect(
      measurer.fittingFontSize(of: "Hello", style: shrinking(lines: 1), maxWidth: 22.78) == 10)
    var fixed = shrinking(lines: 1)
    fixed.adjustsFontSizeToFitWidth = false
    #expect(measurer.fittingFontSize(of: "Hello", style: fixed, maxWidth: 5) == 10)
    // UIKit's default scale factor, 0, keeps the size too.
    #expect(
      measurer.fittingFontSize(of: "Hello", style: shrinking(lines: 1, factor: 0), maxWidth: 5)
        == 10)
    // No width: nothing to fit.
    #expect(measurer.fittingFontSize(of: "Hello", style: shrinking(lines: 1), maxWidth: nil) == 10)
  }

  @Test func belowTheMinimumTheTextIsCutAtTheMinimumSize() {
    // At the minimum, 9 points (factor 0.9), "Hello" is 20.502 wide: it does not fit in 20.
    let style = shrinking(lines: 1, factor: 0.9)
    #expect(measurer.fittingFontSize(of: "Hello", style: style, maxWidth: 20) == 9)
    let laidOut = measurer.layout(of: "Hello", style: style, maxWidth: 20)
    // 20 points at 9 hold 2222 units; 1222 are left by the ellipsis: "Hel" is 1500 > 1222,
    // "He" 1278 > 1222, "H" 722.
    #expect(laidOut.fontSize == 9 && laidOut.isTruncated)
    #expect(laidOut.displayedTexts(in: "Hello") == ["H\u{2026}"])
    #expect(abs(laidOut.lines[0].width - 1722 * 9 / 1000) < 1e-9)
  }

  @Test func moreLinesShrinkOnlyWhenTheLinesDoNotFit() {
    // Two lines in 40 points: at 10 points the text takes three ("one two", "three",
    // "four"). It takes two while the limit is at least "three four" (4280 units) and less
    // than "one two three" (6059): the largest size is 40 × 1000 / 4280.
    let two = measurer.fittingFontSize(of: text, style: shrinking(lines: 2), maxWidth: 40)
    #expect(abs(two - 40 * 1000 / 4280) < 1e-9)
    let laidOut = measurer.layout(of: text, style: shrinking(lines: 2), maxWidth: 40)
    #expect(laidOut.displayedTexts(in: text) == ["one two", "three four"] && !laidOut.isTruncated)
    // With no line limit and no height, the text wraps and keeps its size (a 300 × 160 label
    // with a 60-point word and no line limit wraps it rather than shrink it).
    #expect(measurer.fittingFontSize(of: text, style: shrinking(lines: 0), maxWidth: 40) == 10)
    // A box 22 points high: two lines of 1.2 × size fit up to 22 / 2.4 (9.17, where the limit
    // is 4364 units, wide enough for "three four").
    let low = measurer.fittingFontSize(
      of: text, style: shrinking(lines: 0), maxWidth: 40, maxHeight: 22)
    #expect(abs(low - 22 / 2.4) < 1e-6)
    // A box 26 points high holds two lines up to 26 / 2.4 = 10.83, but the width allows two
    // only up to 9.35: the width decides.
    #expect(
      abs(
        measurer.fittingFontSize(of: text, style: shrinking(lines: 0), maxWidth: 40, maxHeight: 26)
          - 40 * 1000 / 4280) < 1e-9)
  }

  @Test func aWordBrokenByCharacterStillFits() {
    // "Supercalifragilistic" on up to three lines wraps by character and keeps its size, as
    // UIKit's label breaks "CHECKED" into "CHECKE" and "D" (Stack Overflow 42890965).
    let word = "Supercalifragilistic"
    #expect(measurer.fittingFontSize(of: word, style: shrinking(lines: 3), maxWidth: 40) == 10)
    #expect(measurer.fittingFontSize(of: word, style: shrinking(lines: 1), maxWidth: 40) < 10)
  }

  @Test func hangulShrinksByItsEm() {
    // "김치 불고기" is 5278 units: one line in 40 points at 40 × 1000 / 5278.
    let size = measurer.fittingFontSize(of: "김치 불고기", style: shrinking(lines: 1), maxWidth: 40)
    #expect(abs(size - 40 * 1000 / 5278) < 1e-9)
  }

  @Test func generatedTextsShrinkToTheLargestFittingSize() {
    // At the size returned the text fits; a hundredth of a point larger it does not (unless
    // the size is the style's).
    let pieces = ["a", "W", " ", "Hello", "김치", "\n", "iii", "mm"]
    var seed: UInt64 = 0x1234_5678_9ABC_DEF1
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    var shrunk = 0
    for _ in 0..<300 {
      var text = ""
      for _ in 0..<(1 + next(12)) { text += pieces[next(pieces.count)] }
      let style = shrinking(lines: next(4), factor: 0.3)
      let width = Double(10 + next(90))
      let height: Double? = next(2) == 0 ? nil : Double(12 + next(40))
      let size = measurer.fittingFontSize(
        of: text, style: style, maxWidth: width, maxHeight: height)
      func fits(_ candidate: Double) -> Bool {
        var fixed = style
        fixed.fontSize = candidate
        fixed.adjustsFontSizeToFitWidth = false
        let boxHeight = style.numberOfLines == 1 ? nil : height
        return !measurer.layout(of: text, style: fixed, maxWidth: width, maxHeight: boxHeight)
          .isTruncated
      }
      guard size < 10 else { continue }
      guard size > 3 else {
        #expect(!fits(3), "\(text)")
        continue
      }
      shrunk += 1
      #expect(
        fits(size),
        "\(text.debugDescription) \(size) \(style.numberOfLines) \(width) \(String(describing: height))"
      )
      #expect(!fits(size + 0.01), "\(text) \(size)")
    }
    #expect(shrunk > 50)
  }
}
