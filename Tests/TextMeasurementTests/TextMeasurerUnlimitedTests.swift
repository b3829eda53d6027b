import Testing

@testable import TextMeasurement

/// A text's unlimited size answers every width its widest line fits in.
@Suite struct TextMeasurerUnlimitedTests {
  let measurer = TextMeasurer()

  @Test func theUnlimitedSizeIsTheSizeWithoutALimit() {
    // "Hi Hi" at 10 points: 2166 units, 21.66 wide; "a" on a second line; 2 × 12 high.
    let size = measurer.unlimitedSize(of: "Hi Hi\na", fontSize: 10)
    #expect(abs(size.width - 21.66) < 1e-9 && abs(size.height - 24) < 1e-9)
    #expect(measurer.keepsLines(of: size, atMaxWidth: 21.66))
    #expect(!measurer.keepsLines(of: size, atMaxWidth: 21.65))
    #expect(measurer.keepsLines(of: size, atMaxWidth: nil))
    let empty = measurer.unlimitedSize(of: "", fontSize: 10)
    #expect(empty.width == 0 && empty.height == 0)
  }

  @Test func keptLinesGiveTheSizeAtThatWidth() {
    // Texts of ASCII, Hangul, Han and combining marks from a fixed generator, at widths
    // from 0 to 200 points and 0 to 3 lines.
    let pieces = ["a", "W", " ", "\n", "김치", "寿司", "e\u{301}", "\t", "Hello", "  "]
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    var kept = 0
    for _ in 0..<1_500 {
      var text = ""
      for _ in 0..<next(20) { text += pieces[next(pieces.count)] }
      let fontSize = Double(1 + next(30))
      let maxLines = next(4)
      let maxWidth = Double(next(2_001)) / 10
      let unlimited = measurer.unlimitedSize(of: text, fontSize: fontSize, maxLines: maxLines)
      let general = measurer.size(of: text, fontSize: fontSize, maxLines: maxLines)
      #expect(unlimited.width == general.width && unlimited.height == general.height)
      guard measurer.keepsLines(of: unlimited, atMaxWidth: maxWidth) else { continue }
      kept += 1
      let limited = measurer.size(
        of: text, fontSize: fontSize, maxWidth: maxWidth, maxLines: maxLines)
      #expect(limited.width == unlimited.width && limited.height == unlimited.height, "\(text)")
    }
    #expect(kept > 300)
  }
}
