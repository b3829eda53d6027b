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
  public func unlimitedSize(
    of text: String, fontSize: Double, weight: FontWeight = .regular, maxLines: Int = 0
  ) -> UnlimitedSize {
    unlimitedSize(
      of: text, style: TextStyle(fontSize: fontSize, weight: weight, numberOfLines: maxLines))
  }

  /// The size of `text` laid out in `style` with no width limit (the font does not shrink:
  /// nothing is too wide): ``size(of:style:maxWidth:maxHeight:)`` with no limits.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public func unlimitedSize(of text: String, style: TextStyle) -> UnlimitedSize {
    let size = Self.validFontSize(style.fontSize)
    // With no width limit nothing is clipped: the widest line is a whole number of units.
    let units = widestUnitsAndLineCount(
      of: text, style: style, fontSize: size, maxWidth: nil, maxHeight: nil)
    return UnlimitedSize(
      width: units.widest * size / 1000,
      height: Double(units.lineCount) * lineHeight(fontSize: size),
      widestUnits: Int(units.widest), fontSize: size)
  }

  /// Whether the text measured as `unlimited` keeps its lines when broken at `maxWidth`
  /// (`nil`, infinite or NaN for no limit), so that ``size(of:style:maxWidth:maxHeight:)``
  /// (with the same style and no height limit) gives `unlimited`'s size.
  ///
  /// It does when its widest line fits: greedy breaking only breaks a line that does not fit,
  /// every part of a line is at most as wide as the line, and a truncated last line that fits
  /// is cut the same way.
  public func keepsLines(of unlimited: UnlimitedSize, atMaxWidth maxWidth: Double?) -> Bool {
    Double(unlimited.widestUnits)
      <= Self.limitUnits(fontSize: unlimited.fontSize, maxWidth: maxWidth)
  }
}
