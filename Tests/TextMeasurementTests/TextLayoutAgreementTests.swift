import Testing

@testable import TextMeasurement

/// The fast measurements agree with the full layout on generated texts, in every mode and
/// face: ``TextMeasurer/size(of:style:maxWidth:maxHeight:)`` (from the bytes of ASCII text
/// when nothing is cut) and the kept ``TextMeasurer/UnlimitedSize``.
@Suite struct TextLayoutAgreementTests {
  let measurer = TextMeasurer()

  /// Texts of ASCII, Hangul, Han, combining marks and line feeds from a fixed generator.
  struct Generator {
    var seed: UInt64
    mutating func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    mutating func text() -> String {
      let pieces = ["a", "W", " ", "\n", "김치", "寿司", "e\u{301}", "\t", "Hello", "  ", "iii"]
      var text = ""
      for _ in 0..<next(16) { text += pieces[next(pieces.count)] }
      return text
    }
  }

  @Test func theSizeIsTheLayoutsSize() {
    var generator = Generator(seed: 0x0DDB_A11C_0FFE_E123)
    var truncated = 0
    for _ in 0..<2_000 {
      let text = generator.text()
      let style = TextStyle(
        fontSize: Double(5 + generator.next(20)),
        weight: FontWeight.allCases[generator.next(4)], numberOfLines: generator.next(4),
        lineBreakMode: LineBreakMode.allCases[generator.next(6)])
      let width: Double? = generator.next(5) == 0 ? nil : Double(generator.next(120))
      let height: Double? = generator.next(3) == 0 ? Double(generator.next(60)) : nil
      let laidOut = measurer.layout(of: text, style: style, maxWidth: width, maxHeight: height)
      let size = measurer.size(of: text, style: style, maxWidth: width, maxHeight: height)
      #expect(
        abs(laidOut.width - size.width) < 1e-9 && abs(laidOut.height - size.height) < 1e-9,
        "\(text.debugDescription) \(style) \(String(describing: width))")
      if laidOut.isTruncated { truncated += 1 }
      // Every line is at most as wide as the box unless it is marked clipped.
      if let width {
        for line in laidOut.lines where !line.isClipped {
          #expect(line.width <= width + 1e-9, "\(text.debugDescription) \(style)")
        }
      }
    }
    #expect(truncated > 300)
  }

  @Test func aKeptUnlimitedSizeAnswersEveryWidthItFitsIn() {
    var generator = Generator(seed: 0x5EED_0F_7E57)
    var kept = 0
    for _ in 0..<1_500 {
      let text = generator.text()
      let style = TextStyle(
        fontSize: Double(1 + generator.next(30)),
        weight: FontWeight.allCases[generator.next(4)], numberOfLines: generator.next(4),
        lineBreakMode: LineBreakMode.allCases[generator.next(6)])
      let maxWidth = Double(generator.next(2_001)) / 10
      let unlimited = measurer.unlimitedSize(of: text, style: style)
      let none = measurer.size(of: text, style: style)
      #expect(unlimited.width == none.width && unlimited.height == none.height)
      guard measurer.keepsLines(of: unlimited, atMaxWidth: maxWidth) else { continue }
      kept += 1
      let limited = measurer.size(of: text, style: style, maxWidth: maxWidth)
      #expect(
        limited.width == unlimited.width && limited.height == unlimited.height,
        "\(text.debugDescription) \(style)")
    }
    #expect(kept > 300)
  }
}
