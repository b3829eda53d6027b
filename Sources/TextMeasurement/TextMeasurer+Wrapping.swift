extension TextMeasurer {
  /// Lines wrapped by ``LineBreaker``, at most a limit of them, and whether text was left out.
  struct WrappedLines {
    /// The kept lines.
    var lines: [LineBreaker.Line]
    /// Whether anything but spaces and line feeds follows the last kept line.
    var isTruncated: Bool
  }

  /// `text` wrapped into lines at most `limitUnits` wide, keeping at most `lineLimit` lines
  /// (0 for no limit).
  ///
  /// - Complexity: O(n) in the length of the paragraphs read (breaking stops after the
  ///   paragraph that reaches the limit).
  func wrap(
    _ text: String, limitUnits: Double, advances: GlyphAdvances, breaksEverywhere: Bool,
    lineLimit: Int
  ) -> WrappedLines {
    guard !text.isEmpty else { return WrappedLines(lines: [], isTruncated: false) }
    var breaker = LineBreaker(
      limitUnits: limitUnits, advances: advances, breaksEverywhere: breaksEverywhere)
    var readEnd = text.endIndex
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      breaker.breakParagraph(paragraph)
      if lineLimit > 0, breaker.lines.count >= lineLimit {
        readEnd = paragraph.endIndex
        break
      }
    }
    var lines = breaker.lines
    guard lineLimit > 0, lines.count >= lineLimit else {
      return WrappedLines(lines: lines, isTruncated: false)
    }
    // Lines past the limit in the last paragraph read hold a word each (a paragraph's only
    // empty line is its first); after that paragraph, anything but spaces and line feeds.
    var isTruncated = lines.count > lineLimit
    if !isTruncated, readEnd < text.endIndex {
      isTruncated = text[readEnd...].contains { !$0.isWhitespace }
    }
    lines.removeLast(lines.count - lineLimit)
    return WrappedLines(lines: lines, isTruncated: isTruncated)
  }

  /// The widest line in 1/1000 em, the line count and whether text is left out, of `text`
  /// wrapped as ``wrap(_:limitUnits:advances:breaksEverywhere:lineLimit:)`` wraps it: read
  /// from the bytes of printable ASCII text without keeping lines, from the kept lines
  /// otherwise.
  func wrapMetrics(
    of text: String, limitUnits: Double, advances: GlyphAdvances, breaksEverywhere: Bool,
    lineLimit: Int
  ) -> (widestUnits: Int, lineCount: Int, isTruncated: Bool) {
    guard !text.isEmpty else { return (0, 0, false) }
    if !breaksEverywhere,
      let metrics = Self.asciiLineMetrics(
        of: text, limitUnits: limitUnits, maxLines: lineLimit, advances: advances)
    {
      return metrics
    }
    let wrapped = wrap(
      text, limitUnits: limitUnits, advances: advances, breaksEverywhere: breaksEverywhere,
      lineLimit: lineLimit)
    return (
      wrapped.lines.reduce(0) { Swift.max($0, $1.units) }, wrapped.lines.count,
      wrapped.isTruncated
    )
  }

  /// The most lines shown: `numberOfLines` (0 for none), and no more than fit in `maxHeight`
  /// (at least one) when it is finite and lines have a height.
  static func lineLimit(numberOfLines: Int, maxHeight: Double?, lineHeight: Double) -> Int {
    let limit = Swift.max(0, numberOfLines)
    guard let maxHeight, maxHeight.isFinite, lineHeight > 0 else { return limit }
    // A tolerance of a billionth of a line keeps n lines in a box n line heights high.
    let fitting = Swift.min(Swift.max(0, maxHeight) / lineHeight + 1e-9, 1e9)
    let lines = Swift.max(1, Int(fitting.rounded(.down)))
    return limit == 0 ? lines : Swift.min(limit, lines)
  }
}
