import Testing

@testable import TextMeasurement

/// The fast measurement of ASCII text agrees with the general line breaker.
@Suite struct TextMeasurerASCIITests {
  let measurer = TextMeasurer()

  /// The general path's widest line, line count and whether text is left out, from the
  /// lines it keeps.
  func generalMetrics(
    _ text: String, limitUnits: Double, maxLines: Int, weight: FontWeight = .regular
  ) -> [Int] {
    let wrapped = measurer.wrap(
      text, limitUnits: limitUnits, advances: .of(weight), breaksEverywhere: false,
      lineLimit: maxLines)
    return [
      wrapped.lines.reduce(0) { max($0, $1.units) }, wrapped.lines.count,
      wrapped.isTruncated ? 1 : 0,
    ]
  }

  /// The fast path's widest line and line count.
  func fast(_ text: String, limitUnits: Double, maxLines: Int) -> [Int]? {
    TextMeasurer.asciiLineMetrics(of: text, limitUnits: limitUnits, maxLines: maxLines).map {
      [$0.widestUnits, $0.lineCount]
    }
  }

  @Test func wordsWrapAtTheLimit() throws {
    // "ab cd": a 556 + b 556 = 1112; space 278; c 500 + d 556 = 1056; in all 2446.
    let one = fast("ab cd", limitUnits: 2446, maxLines: 0)
    #expect(one == [2446, 1])
    // One unit narrower, "cd" goes to a second line; the widest line is "ab".
    let two = fast("ab cd", limitUnits: 2445, maxLines: 0)
    #expect(two == [1112, 2])
    // At 10 points and 20 points wide: two lines, 11.12 wide, 2 × 12 high.
    let size = measurer.size(of: "ab cd", fontSize: 10, maxWidth: 20)
    #expect(abs(size.width - 11.12) < 1e-9 && abs(size.height - 24) < 1e-9)
  }

  @Test func aWordWiderThanTheLineBreaksByCharacter() throws {
    // "WWW" (944 each) in lines of 2000: "WW" (1888), then "W"; a limit of 0 keeps one each.
    #expect(fast("WWW", limitUnits: 2000, maxLines: 0) == [1888, 2])
    #expect(fast("WWW", limitUnits: 0, maxLines: 0) == [944, 3])
    // With at most two lines, the third "W" is dropped; the widest kept line is 944.
    #expect(fast("WWW", limitUnits: 0, maxLines: 2) == [944, 2])
  }

  @Test func lineFeedsAndSpacesAtTheEdgesOfLines() throws {
    // "a\n\n b  " : "a" (556), an empty line, " b" whose leading space is dropped (556).
    #expect(
      fast("a\n\n b  ", limitUnits: .infinity, maxLines: 0) == [556, 3])
    // A tab is four spaces (1112) between words.
    #expect(
      fast("a\tb", limitUnits: .infinity, maxLines: 0) == [2224, 1])
    // A text ending with a line feed has an empty last line.
    #expect(
      fast("a\n", limitUnits: .infinity, maxLines: 0) == [556, 2])
  }

  @Test func textOutsideTheFastAlphabetGoesTheGeneralWay() {
    #expect(TextMeasurer.asciiLineMetrics(of: "café", limitUnits: .infinity, maxLines: 0) == nil)
    // CR LF is one character (no line break at its LF), so it is left to the general path.
    #expect(TextMeasurer.asciiLineMetrics(of: "a\r\nb", limitUnits: .infinity, maxLines: 0) == nil)
    #expect(TextMeasurer.asciiLineMetrics(of: "a\u{7F}", limitUnits: .infinity, maxLines: 0) == nil)
    // Still measured: "a\r\nb" is one line, "a" + CR LF (no width) + "b".
    let size = measurer.size(of: "a\r\nb", fontSize: 10)
    #expect(abs(size.width - 11.12) < 1e-9 && abs(size.height - 12) < 1e-9)
  }

  @Test func agreesWithTheLineBreakerOnGeneratedTexts() {
    // Texts of 0 to 40 pieces drawn with a fixed linear congruential generator, broken at
    // limits from 0 to 20,000 units and with 0 to 3 lines kept.
    let pieces = ["a", "W", "i", "l", " ", "  ", "\t", "\n", "mm", ".", "Hello", "~"]
    var seed: UInt64 = 0x2545_F491_4F6C_DD1D
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    var checked = 0
    for _ in 0..<2_000 {
      var text = ""
      for _ in 0..<next(41) { text += pieces[next(pieces.count)] }
      guard !text.isEmpty else { continue }
      let limit = next(4) == 0 ? Double.infinity : Double(next(20_001))
      let maxLines = next(4)
      for weight in [FontWeight.regular, .bold] {
        let fast = TextMeasurer.asciiLineMetrics(
          of: text, limitUnits: limit, maxLines: maxLines, advances: .of(weight))
        let general = generalMetrics(text, limitUnits: limit, maxLines: maxLines, weight: weight)
        #expect(
          fast.map { [$0.widestUnits, $0.lineCount, $0.isTruncated ? 1 : 0] } == general,
          "\(text)")
      }
      checked += 1
    }
    #expect(checked > 1_900)
  }
}
