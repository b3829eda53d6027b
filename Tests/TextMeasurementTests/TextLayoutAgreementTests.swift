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

/// The one-line shortcut makes the line the line breaker and the cutter make.
@Suite struct SingleLineShortcutTests {
  let measurer = TextMeasurer()

  @Test func theShortcutIsTheBreakersLine() {
    var generator = TextLayoutAgreementTests.Generator(seed: 0xFEED_FACE_CAFE_BEEF)
    var cut = 0
    for _ in 0..<3_000 {
      var text = generator.text()
      if generator.next(4) == 0 { text = "  " + text }
      let mode = [
        LineBreakMode.byClipping, .byTruncatingHead, .byTruncatingTail,
        .byTruncatingMiddle,
      ][generator.next(4)]
      let limit = generator.next(5) == 0 ? Double.infinity : Double(generator.next(12_000))
      let advances = GlyphAdvances.of(FontWeight.allCases[generator.next(4)])
      let shortcut = measurer.singleCutLine(
        of: text, mode: mode, limitUnits: limit, advances: advances)
      let general = measurer.wrappedAndCutLines(
        of: text, mode: mode, limitUnits: limit, lineLimit: 1, advances: advances)
      #expect(shortcut.isTruncated == general.isTruncated, "\(text.debugDescription) \(mode)")
      #expect(shortcut.lines.count == general.lines.count, "\(text.debugDescription)")
      for (a, b) in zip(shortcut.lines, general.lines) {
        #expect(
          a.range == b.range && a.units == b.units && a.isClipped == b.isClipped
            && a.ellipsis?.replaced == b.ellipsis?.replaced
            && a.ellipsis?.offsetUnits == b.ellipsis?.offsetUnits,
          "\(text.debugDescription) \(mode) \(limit)")
      }
      if general.isTruncated { cut += 1 }
    }
    #expect(cut > 500)
  }

  @Test func bytesAndCharactersCutASCIITheSameWay() {
    // ASCII texts cut from every start, read as bytes and as characters.
    var generator = TextLayoutAgreementTests.Generator(seed: 0xA5C1_1A5C_11A5_C11A)
    let pieces = ["a", "W", " ", "\n", "\t", "Hello", "  ", "iii", "."]
    var compared = 0
    for _ in 0..<600 {
      var text = ""
      for _ in 0..<generator.next(14) { text += pieces[generator.next(pieces.count)] }
      guard !text.isEmpty else { continue }
      let limit = Double(generator.next(9_000))
      let advances = GlyphAdvances.of(FontWeight.allCases[generator.next(4)])
      let bytes = LastLineCutter(text: text, advances: advances, limitUnits: limit, isASCII: true)
      let characters = LastLineCutter(
        text: text, advances: advances, limitUnits: limit, isASCII: false)
      #expect(TextMeasurer.isPlainASCII(text))
      var start = text.startIndex
      while start < text.endIndex {
        for mode in LineBreakMode.allCases {
          let isOnlyLine = generator.next(2) == 0
          let a = bytes.cut(from: start, mode: mode, isOnlyLine: isOnlyLine)
          let b = characters.cut(from: start, mode: mode, isOnlyLine: isOnlyLine)
          #expect(
            a.range == b.range && a.units == b.units && a.isClipped == b.isClipped
              && a.ellipsis?.replaced == b.ellipsis?.replaced
              && a.ellipsis?.offsetUnits == b.ellipsis?.offsetUnits,
            "\(text.debugDescription) \(mode)")
          compared += 1
        }
        start = text.index(after: start)
      }
    }
    #expect(compared > 10_000)
  }
}
