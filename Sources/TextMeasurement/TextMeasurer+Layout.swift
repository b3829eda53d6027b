extension TextMeasurer {
  /// The share of a line's height above its baseline: 0.798, the system font's ascender over
  /// its line height (19.04 of 19.04 + 4.82 points at 20 points, UIFont's `ascender` and
  /// `descender` as printed on iOS 9; `lineHeight` is their sum, 1.193 em, 20.287 at 17 points).
  public static let ascenderFraction = 0.798

  /// The distance from the top of a line of text at `fontSize` down to its baseline.
  public func ascender(fontSize: Double) -> Double {
    lineHeight(fontSize: fontSize) * Self.ascenderFraction
  }

  /// `text` laid out as a label lays it out: wrapped into lines no wider than `maxWidth`,
  /// at most `style.numberOfLines` of them and no more than fit in `maxHeight`, the last one
  /// cut as `style.lineBreakMode` says when text is left out, at the font size
  /// ``fittingFontSize(of:style:maxWidth:maxHeight:)`` gives.
  ///
  /// A label shows at least one line, even in a box lower than a line. The layout's lines
  /// are ranges of `text`: ``TextLayout/displayedText(of:in:)`` gives their strings.
  ///
  /// ```swift
  /// let text = "김치 삼계탕 불고기"
  /// let layout = TextMeasurer().layout(
  ///   of: text,
  ///   style: TextStyle(fontSize: 10, numberOfLines: 1, lineBreakMode: .byTruncatingTail),
  ///   maxWidth: 60)
  /// layout.displayedTexts(in: text)  // ["김치 삼계…"]: 20 + 2.78 + 20 + 10 (the ellipsis)
  /// ```
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - style: The font, the line limit, the line-break mode and the font shrinking.
  ///   - maxWidth: The widest a line may be; `nil`, infinite or NaN for no limit, negative as 0.
  ///   - maxHeight: The height of the box; `nil`, infinite or NaN for no limit.
  /// - Complexity: O(n) in the length of `text` (times about 50 when the font shrinks).
  public func layout(
    of text: String, style: TextStyle, maxWidth: Double? = nil, maxHeight: Double? = nil
  ) -> TextLayout {
    let fontSize = fittingFontSize(
      of: text, style: style, maxWidth: maxWidth, maxHeight: maxHeight)
    let lineHeight = lineHeight(fontSize: fontSize)
    let ascender = lineHeight * Self.ascenderFraction
    let limitUnits = Self.limitUnits(fontSize: fontSize, maxWidth: maxWidth)
    let laidOut = laidOutLines(
      of: text, style: style, fontSize: fontSize, limitUnits: limitUnits,
      lineLimit: Self.lineLimit(
        numberOfLines: style.numberOfLines, maxHeight: maxHeight, lineHeight: lineHeight))
    let scale = fontSize / 1000
    var width = 0.0
    var lines: [TextLayout.Line] = []
    lines.reserveCapacity(laidOut.lines.count)
    for (index, line) in laidOut.lines.enumerated() {
      width = Swift.max(width, Self.sizingUnits(of: line, limitUnits: limitUnits) * scale)
      lines.append(
        TextLayout.Line(
          range: line.range, width: Double(line.units) * scale,
          baseline: Double(index) * lineHeight + ascender,
          ellipsis: line.ellipsis.map {
            TextLayout.Ellipsis(
              replacedRange: $0.replaced, offset: Double($0.offsetUnits) * scale,
              width: Double(GlyphAdvances.of(style.weight).ellipsis) * scale)
          },
          isClipped: line.isClipped))
    }
    return TextLayout(
      lines: lines, fontSize: fontSize, weight: style.weight, lineHeight: lineHeight,
      ascender: ascender, width: width, isTruncated: laidOut.isTruncated)
  }

  /// The size of `text` laid out in `style` (as ``layout(of:style:maxWidth:maxHeight:)``
  /// lays it out, at the style's font size: a label sizes itself before it shrinks its font),
  /// without keeping lines: printable ASCII text that is not cut is measured from its bytes.
  ///
  /// - Returns: The widest line's width (a clipped line counts as `maxWidth`) and the lines'
  ///   total height; zero for empty text.
  /// - Complexity: O(n) in the length of `text`.
  public func size(
    of text: String, style: TextStyle, maxWidth: Double? = nil, maxHeight: Double? = nil
  ) -> (width: Double, height: Double) {
    let size = Self.validFontSize(style.fontSize)
    let units = widestUnitsAndLineCount(
      of: text, style: style, fontSize: size, maxWidth: maxWidth, maxHeight: maxHeight)
    return (units.widest * size / 1000, Double(units.lineCount) * lineHeight(fontSize: size))
  }

  /// The widest visible line in 1/1000 em and the number of visible lines of `text` laid out
  /// in `style` at `fontSize` (a valid size).
  func widestUnitsAndLineCount(
    of text: String, style: TextStyle, fontSize: Double, maxWidth: Double?, maxHeight: Double?
  ) -> (widest: Double, lineCount: Int) {
    let limitUnits = Self.limitUnits(fontSize: fontSize, maxWidth: maxWidth)
    let lineLimit = Self.lineLimit(
      numberOfLines: style.numberOfLines, maxHeight: maxHeight,
      lineHeight: lineHeight(fontSize: fontSize))
    let metrics = wrapMetrics(
      of: text, limitUnits: limitUnits, advances: .of(style.weight),
      breaksEverywhere: style.lineBreakMode == .byCharWrapping, lineLimit: lineLimit)
    guard metrics.isTruncated, style.lineBreakMode.altersLastLine else {
      return (Double(metrics.widestUnits), metrics.lineCount)
    }
    let lines = laidOutLines(
      of: text, style: style, fontSize: fontSize, limitUnits: limitUnits, lineLimit: lineLimit
    ).lines
    let widest = lines.reduce(0.0) {
      Swift.max($0, Self.sizingUnits(of: $1, limitUnits: limitUnits))
    }
    return (widest, lines.count)
  }

  /// The width a line counts for in a layout's size: a line clipped by
  /// ``LineBreakMode/byClipping`` counts as the limit, every other line as drawn.
  static func sizingUnits(of line: LaidOutLine, limitUnits: Double) -> Double {
    line.runsPastEdge ? Swift.min(Double(line.units), limitUnits) : Double(line.units)
  }

  /// The visible lines of `text` in 1/1000 em, the last one cut when text is left out and
  /// the mode says so, and whether text is left out.
  func laidOutLines(
    of text: String, style: TextStyle, fontSize: Double, limitUnits: Double, lineLimit: Int
  ) -> (lines: [LaidOutLine], isTruncated: Bool) {
    let advances = GlyphAdvances.of(style.weight)
    if lineLimit == 1, style.lineBreakMode.altersLastLine {
      return singleCutLine(
        of: text, mode: style.lineBreakMode, limitUnits: limitUnits, advances: advances)
    }
    return wrappedAndCutLines(
      of: text, mode: style.lineBreakMode, limitUnits: limitUnits, lineLimit: lineLimit,
      advances: advances)
  }

  /// The lines of ``laidOutLines(of:style:fontSize:limitUnits:lineLimit:)`` from the line
  /// breaker: every paragraph read broken into lines, the last visible one cut.
  func wrappedAndCutLines(
    of text: String, mode: LineBreakMode, limitUnits: Double, lineLimit: Int,
    advances: GlyphAdvances
  ) -> (lines: [LaidOutLine], isTruncated: Bool) {
    let wrapped = wrap(
      text, limitUnits: limitUnits, advances: advances,
      breaksEverywhere: mode == .byCharWrapping, lineLimit: lineLimit)
    var lines = wrapped.lines.map {
      LaidOutLine(
        range: $0.range, units: $0.units, ellipsis: nil,
        isClipped: Double($0.units) > limitUnits)
    }
    if wrapped.isTruncated, mode.altersLastLine, let last = lines.last {
      let cutter = LastLineCutter(text: text, advances: advances, limitUnits: limitUnits)
      lines[lines.count - 1] = cutter.cut(
        from: last.range.lowerBound, mode: mode, isOnlyLine: lineLimit == 1)
    }
    return (lines, wrapped.isTruncated)
  }

  /// The one visible line of a label whose mode cuts it (``LineBreakMode/altersLastLine``):
  /// the first paragraph, from its first character that is not a space, whole when it fits
  /// and nothing follows, cut otherwise.
  ///
  /// This is the line that ``wrappedAndCutLines(of:mode:limitUnits:lineLimit:advances:)``
  /// makes, without breaking the paragraph into lines: greedy breaking keeps a paragraph on
  /// one line exactly when it fits, or when it is a single character (every line holds at
  /// least one). Text of printable ASCII is read from its bytes.
  func singleCutLine(
    of text: String, mode: LineBreakMode, limitUnits: Double, advances: GlyphAdvances
  ) -> (lines: [LaidOutLine], isTruncated: Bool) {
    guard !text.isEmpty else { return ([], false) }
    let cutter = LastLineCutter(text: text, advances: advances, limitUnits: limitUnits)
    return cutter.isASCII
      ? singleCutLine(text.utf8, mode: mode, cutter: cutter)
      : singleCutLine(text, mode: mode, cutter: cutter)
  }

  /// ``singleCutLine(of:mode:limitUnits:advances:)`` reading `view`, the text's characters or
  /// bytes.
  func singleCutLine<View: BidirectionalCollection>(
    _ view: View, mode: LineBreakMode, cutter: LastLineCutter
  ) -> (lines: [LaidOutLine], isTruncated: Bool)
  where View.Index == String.Index, View.Element: MeasuredCharacter {
    var start = view.startIndex
    var paragraphEnd = start
    var end = start
    var units = 0
    var characters = 0
    // Spaces before the first other character are skipped; spaces after the last hang.
    var unitsToEnd = 0
    var charactersToEnd = 0
    var hasStarted = false
    while paragraphEnd < view.endIndex {
      let character = view[paragraphEnd]
      if character.isParagraphEnd { break }
      let next = view.index(after: paragraphEnd)
      if character.isHangingSpace {
        if !hasStarted { start = next }
      } else {
        hasStarted = true
      }
      if hasStarted {
        units += character.units(in: cutter.advances)
        characters += 1
        if !character.isHangingSpace {
          end = next
          unitsToEnd = units
          charactersToEnd = characters
        }
      }
      paragraphEnd = next
    }
    if !hasStarted {
      // A paragraph of spaces is one empty line where it starts.
      start = view.startIndex
      end = start
    }
    let hidesLaterText = view[paragraphEnd...].contains { !$0.isBlank }
    guard hidesLaterText || (Double(unitsToEnd) > cutter.limitUnits && charactersToEnd > 1)
    else {
      return (
        [
          LaidOutLine(
            range: start..<end, units: unitsToEnd, ellipsis: nil,
            isClipped: Double(unitsToEnd) > cutter.limitUnits)
        ], false
      )
    }
    return ([cutter.cut(view, from: start, mode: mode, isOnlyLine: true)], true)
  }
}
