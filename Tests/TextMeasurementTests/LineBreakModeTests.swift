import Testing

@testable import TextMeasurement

/// Each line-break mode of a label: which lines are shown, which characters, and where the
/// ellipsis falls (see ``LineBreakMode`` for UIKit's rules and their sources).
///
/// The text is "one two three four" at 10 points in boxes 40 points wide (4000 units).
/// Helvetica's widths (``PublishedMetrics``): one 1668, two 1556 (with its space 1834),
/// three 2279, four 1723, a space 278, the ellipsis 1000. Word wrapping gives "one two"
/// (3502; with " three", 6059, too wide), "three" (with " four", 4280, too wide), "four".
@Suite struct LineBreakModeTests {
  let measurer = TextMeasurer()
  let text = "one two three four"

  func layout(
    _ mode: LineBreakMode, lines: Int, width: Double = 40, text: String? = nil
  ) -> TextLayout {
    measurer.layout(
      of: text ?? self.text,
      style: TextStyle(fontSize: 10, numberOfLines: lines, lineBreakMode: mode), maxWidth: width)
  }

  /// Checks the widths in points of `layout`'s lines against expected unit sums.
  func expectWidths(
    _ layout: TextLayout, _ units: [Int], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(layout.lines.count == units.count, sourceLocation: sourceLocation)
    for (line, expected) in zip(layout.lines, units) {
      #expect(abs(line.width - Double(expected) / 100) < 1e-9, sourceLocation: sourceLocation)
    }
  }

  @Test func theWordsThemselves() {
    let units = { PublishedMetrics.units($0, PublishedMetrics.helvetica) }
    #expect(units("one") == 1668 && units(" two") == 1834 && units("three") == 2279)
    #expect(units("four") == 1723 && units("one two") == 3502 && units("three four") == 4280)
  }

  @Test func wordWrappingShowsTheFirstLinesAndMarksNothing() {
    let all = layout(.byWordWrapping, lines: 0)
    #expect(all.displayedTexts(in: text) == ["one two", "three", "four"])
    #expect(!all.isTruncated)
    expectWidths(all, [3502, 2279, 1723])
    let two = layout(.byWordWrapping, lines: 2)
    #expect(two.displayedTexts(in: text) == ["one two", "three"])
    #expect(two.isTruncated && two.lines.allSatisfy { $0.ellipsis == nil })
    #expect(abs(two.height - 24) < 1e-9)  // two lines of 1.2 × 10
  }

  @Test func charWrappingBreaksBeforeTheFirstCharacterThatDoesNotFit() {
    // "one two" 3502; " t" would make 4058. "three fou": 2279 + 278 + f 278 + o 556 + u 556
    // = 3947; "r" (333) makes 4280. The spaces a break falls after hang.
    let all = layout(.byCharWrapping, lines: 0)
    #expect(all.displayedTexts(in: text) == ["one two", "three fou", "r"])
    expectWidths(all, [3502, 3947, 333])
    #expect(layout(.byCharWrapping, lines: 2).displayedTexts(in: text) == ["one two", "three fou"])
    #expect(
      measurer.size(
        of: text, style: TextStyle(fontSize: 10, lineBreakMode: .byCharWrapping), maxWidth: 40
      ).height == 36)
  }

  @Test func tailTruncationCutsTheRestOfTheParagraphOnTheLastLine() {
    // The last line is "three four" (4280), cut to fit 4000 with the ellipsis: 3000 left,
    // "three f" is 2835 (the next "o" makes 3391); then the ellipsis at 28.35.
    let cut = layout(.byTruncatingTail, lines: 2)
    #expect(cut.displayedTexts(in: text) == ["one two", "three f\u{2026}"])
    expectWidths(cut, [3502, 3835])
    let last = cut.lines[1]
    let ellipsis = try! #require(last.ellipsis)
    #expect(abs(ellipsis.offset - 28.35) < 1e-9 && ellipsis.width == 10)
    #expect(text[ellipsis.replacedRange] == "our")
    #expect(text[last.range] == "three four")
    #expect(cut.isTruncated && !last.isClipped)
    // On one line the whole paragraph is cut: "one tw" is 2946 (the next "o" makes 3502).
    #expect(layout(.byTruncatingTail, lines: 1).displayedTexts(in: text) == ["one tw\u{2026}"])
    // Text that fits is not cut.
    let fits = layout(.byTruncatingTail, lines: 3)
    #expect(fits.displayedTexts(in: text) == ["one two", "three", "four"] && !fits.isTruncated)
  }

  @Test func headTruncationKeepsTheEndOfASingleLine() {
    // From the end: "four" 1723, " four" 2001, "e four" 2557; "ee four" would be 3113 > 3000.
    let cut = layout(.byTruncatingHead, lines: 1)
    #expect(cut.displayedTexts(in: text) == ["\u{2026}e four"])
    expectWidths(cut, [1000 + 2557])
    let ellipsis = try! #require(cut.lines[0].ellipsis)
    #expect(ellipsis.offset == 0 && text[ellipsis.replacedRange] == "one two thre")
  }

  @Test func middleTruncationKeepsBothEndsOfASingleLine() {
    // 3000 left: the start takes at most 1500 ("on", 1112; "one" is 1668), the end the rest,
    // 1888 ("four", 1723; " four" is 2001 but its space is dropped, "e four" 2557).
    let cut = layout(.byTruncatingMiddle, lines: 1)
    #expect(cut.displayedTexts(in: text) == ["on\u{2026}four"])
    expectWidths(cut, [1112 + 1000 + 1723])
    let ellipsis = try! #require(cut.lines[0].ellipsis)
    #expect(abs(ellipsis.offset - 11.12) < 1e-9)
    #expect(text[ellipsis.replacedRange] == "e two three ")
  }

  @Test(arguments: [LineBreakMode.byTruncatingHead, .byTruncatingMiddle])
  func headAndMiddleTruncateTheTailOnMoreLines(mode: LineBreakMode) {
    // UIKit's label: with more than one line, head and middle truncation cut the tail.
    #expect(
      layout(mode, lines: 2).displayedTexts(in: text)
        == layout(.byTruncatingTail, lines: 2).displayedTexts(in: text))
  }

  @Test func clippingRunsTheLastLineOnPastTheEdge() {
    let one = layout(.byClipping, lines: 1)
    #expect(one.displayedTexts(in: text) == [text])
    expectWidths(one, [8060])
    #expect(one.lines[0].isClipped && one.isTruncated && one.lines[0].ellipsis == nil)
    #expect(one.width == 40)  // it counts as the box's width
    let two = layout(.byClipping, lines: 2)
    #expect(two.displayedTexts(in: text) == ["one two", "three four"])
    #expect(two.lines[1].isClipped && abs(two.lines[1].width - 42.8) < 1e-9)
  }

  @Test func laterParagraphsLeftOutEndTheLastLineWithAnEllipsis() {
    // "one\ntwo" on one line: "one" fits, "two" is left out: "one…" (1668 + 1000).
    for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
      let cut = layout(mode, lines: 1, text: "one\ntwo")
      #expect(cut.displayedTexts(in: "one\ntwo") == ["one\u{2026}"])
      expectWidths(cut, [2668])
    }
    // Only spaces and line feeds left out: nothing is cut.
    let blank = layout(.byTruncatingTail, lines: 1, text: "one\n \n")
    #expect(blank.displayedTexts(in: "one\n \n") == ["one"] && !blank.isTruncated)
    #expect(
      layout(.byWordWrapping, lines: 1, text: "one\ntwo").displayedTexts(in: "one\ntwo") == ["one"])
  }

  @Test func anEllipsisWiderThanTheBoxIsShownAloneAndClipped() {
    // 5 points hold 500 units: not even the ellipsis (1000) fits.
    let cut = layout(.byTruncatingTail, lines: 1, width: 5)
    #expect(cut.displayedTexts(in: text) == ["\u{2026}"])
    #expect(cut.lines[0].isClipped && cut.lines[0].width == 10)
  }

  @Test func hangulIsCutByCharacter() {
    // "김치 삼계탕 불고기" in 60 points: 5000 left by the ellipsis; 김치 2000, space 278,
    // 삼계 2000 (4278); 탕 would make 5278.
    let hangul = "김치 삼계탕 불고기"
    let cut = layout(.byTruncatingTail, lines: 1, width: 60, text: hangul)
    #expect(cut.displayedTexts(in: hangul) == ["김치 삼계\u{2026}"])
    #expect(abs(cut.lines[0].width - 52.78) < 1e-9)
    let bold = measurer.layout(
      of: hangul,
      style: TextStyle(
        fontSize: 10, weight: .bold, numberOfLines: 1, lineBreakMode: .byTruncatingTail),
      maxWidth: 60)
    #expect(bold.displayedTexts(in: hangul) == ["김치 삼계\u{2026}"])
  }

  @Test func boldLinesAreMeasuredInBold() {
    // Helvetica-Bold: "one two" is 611+611+556 + 278 + 333+778+611 = 3778; " three" makes
    // 3778 + 278 + 333+611+389+556+556 = 6501 > 4000.
    let bold = PublishedMetrics.helveticaBold
    #expect(PublishedMetrics.units("one two", bold) == 3778)
    let laidOut = measurer.layout(
      of: text, style: TextStyle(fontSize: 10, weight: .bold), maxWidth: 40)
    #expect(laidOut.displayedTexts(in: text) == ["one two", "three", "four"])
    #expect(abs(laidOut.lines[0].width - 37.78) < 1e-9 && laidOut.weight == .bold)
  }
}
