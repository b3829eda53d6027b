import Testing

@testable import TextMeasurement

@Suite struct TextMeasurerTests {
  let measurer = TextMeasurer()

  @Test func latinWidthsAreHelveticasAdvances() {
    // H 722, e 556, l 222, l 222, o 556: 2278/1000 em at 10 points.
    #expect(abs(measurer.width(of: "Hello", fontSize: 10) - 22.78) < 1e-9)
    // A space is 278/1000 em.
    #expect(abs(measurer.width(of: " ", fontSize: 100) - 27.8) < 1e-9)
  }

  @Test func hangulAndHanAreOneEm() {
    #expect(measurer.width(of: "김치", fontSize: 17) == 34)
    #expect(measurer.width(of: "寿司", fontSize: 10) == 20)
    // "메뉴: 김치": 메 뉴 (2 em) + ':' 278 + ' ' 278 + 김 치 (2 em) = 4.556 em.
    #expect(abs(measurer.width(of: "메뉴: 김치", fontSize: 10) - 45.56) < 1e-9)
  }

  @Test func linesBreakBetweenWordsAndTrailingSpacesTakeNoWidth() {
    // "김치 불고기" at 10 points: 김치 (20) + space (2.78) + 불고기 (30) = 52.78 > 30.
    let lines = measurer.lines(of: "김치 불고기", fontSize: 10, maxWidth: 30)
    #expect(lines.map(\.text) == ["김치", "불고기"])
    #expect(lines.map(\.width) == [20, 30])
    let size = measurer.size(of: "김치 불고기", fontSize: 10, maxWidth: 30)
    #expect(size.width == 30 && size.height == 24)  // two lines of 1.2 × 10
  }

  @Test func aWordWiderThanTheLineBreaksByCharacter() {
    // 삼계탕 is 30 wide at 10 points; lines of 25 hold two syllables.
    #expect(measurer.lines(of: "삼계탕", fontSize: 10, maxWidth: 25).map(\.text) == ["삼계", "탕"])
    // Han and kana break between any two characters, with no spaces.
    #expect(measurer.lines(of: "寿司天丼", fontSize: 10, maxWidth: 25).map(\.text) == ["寿司", "天丼"])
  }

  @Test func lineFeedsEndLinesAndMaxLinesKeepsTheFirst() {
    #expect(measurer.lines(of: "a\n\nb", fontSize: 10).map(\.text) == ["a", "", "b"])
    #expect(measurer.lines(of: "a\nb\nc", fontSize: 10, maxLines: 2).map(\.text) == ["a", "b"])
    #expect(measurer.size(of: "", fontSize: 10) == (0, 0))
  }

  @Test func badSizesMeasureAsZeroAndNeverTrap() {
    #expect(measurer.width(of: "abc", fontSize: .nan) == 0)
    #expect(measurer.width(of: "abc", fontSize: -3) == 0)
    #expect(measurer.lines(of: "ab cd", fontSize: 10, maxWidth: .nan).count == 1)
    // A zero width still puts one character on each line rather than looping.
    #expect(measurer.lines(of: "abc", fontSize: 10, maxWidth: 0).map(\.text) == ["a", "b", "c"])
    #expect(TextMeasurer(lineHeightMultiple: .infinity).lineHeightMultiple == 1.2)
  }
}
