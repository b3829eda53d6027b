extension TextMeasurer {
  /// A text's size with no width limit, which is also its size under every limit it fits in:
  /// keep one to size the same text again at other widths (see ``keepsLines(of:atMaxWidth:)``).
  public struct UnlimitedSize: Hashable, Sendable {
    /// The widest line's width, in points.
    public let width: Double
    /// The lines' total height, in points.
    public let height: Double
    /// The widest line in 1/1000 em, as the line breaker compares it with a limit.
    let widestUnits: Int
    /// The valid font size the text was measured at.
    let fontSize: Double
  }

  /// The size of `text` with no width limit, on at most `maxLines` lines (0 for no limit).
  ///
  /// - Complexity: O(n) in the length of `text`.
  public func unlimitedSize(of text: String, fontSize: Double, maxLines: Int = 0) -> UnlimitedSize {
    let size = Self.validFontSize(fontSize)
    var units = 0
    var count = 0
    if !text.isEmpty {
      if let metrics = Self.asciiLineMetrics(of: text, limitUnits: .infinity, maxLines: maxLines) {
        (units, count) = metrics
      } else {
        let broken = breakLines(of: text, fontSize: fontSize, maxWidth: nil, maxLines: maxLines)
        (units, count) = (broken.reduce(0) { Swift.max($0, $1.units) }, broken.count)
      }
    }
    return UnlimitedSize(
      width: Double(units) * size / 1000, height: Double(count) * lineHeight(fontSize: fontSize),
      widestUnits: units, fontSize: size)
  }

  /// Whether the text measured as `unlimited` keeps its lines when broken at `maxWidth`
  /// (`nil`, infinite or NaN for no limit), so that
  /// ``size(of:fontSize:maxWidth:maxLines:)`` would give `unlimited`'s size.
  ///
  /// It does when its widest line fits: greedy breaking only breaks a line that does not fit,
  /// and every part of a line is at most as wide as the line.
  public func keepsLines(of unlimited: UnlimitedSize, atMaxWidth maxWidth: Double?) -> Bool {
    Double(unlimited.widestUnits)
      <= Self.limitUnits(fontSize: unlimited.fontSize, maxWidth: maxWidth)
  }
}
