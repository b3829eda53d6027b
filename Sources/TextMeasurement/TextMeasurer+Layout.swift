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
    let wrapped = wrap(
      text, limitUnits: limitUnits, advances: advances,
      breaksEverywhere: style.lineBreakMode == .byCharWrapping, lineLimit: lineLimit)
    var lines = wrapped.lines.map {
      LaidOutLine(
        range: $0.range, units: $0.units, ellipsis: nil,
        isClipped: Double($0.units) > limitUnits)
    }
    if wrapped.isTruncated, style.lineBreakMode.altersLastLine, let last = lines.last {
      let cutter = LastLineCutter(text: text, advances: advances, limitUnits: limitUnits)
      lines[lines.count - 1] = cutter.cut(
        from: last.range.lowerBound, mode: style.lineBreakMode, isOnlyLine: lineLimit == 1)
    }
    return (lines, wrapped.isTruncated)
  }
}
