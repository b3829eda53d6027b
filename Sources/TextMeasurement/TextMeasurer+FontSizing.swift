extension TextMeasurer {
  /// The font size a label draws `text` at in a box `maxWidth` wide and `maxHeight` high:
  /// the style's size, or a smaller one when the style shrinks the font
  /// (``TextStyle/adjustsFontSizeToFitWidth`` with a ``TextStyle/minimumScaleFactor`` above 0
  /// and below 1) and the text does not fit.
  ///
  /// The text fits at a size when no text is left out of the layout: on one line without a
  /// break for a single-line style (its width against `maxWidth`, as the property's name
  /// says), and for more lines within `numberOfLines` lines (0: any number) that fit in
  /// `maxHeight`. This is UIKit's rule since iOS 7 ("In iOS 6 and earlier, this property is
  /// effective only when the numberOfLines property is set to 1", Apple's UILabel reference):
  /// a multi-line label shrinks only when its wrapped lines do not fit its height or line
  /// limit (a bold 60-point word in a 300 × 160 label with no line limit wraps and keeps its
  /// size; 120 high, one line, it shrinks: Stack Overflow answer 76352193), and a word broken
  /// by character still fits.
  ///
  /// The size returned is the largest one at which the text fits, from the style's size down
  /// to `minimumScaleFactor` times it; when the text does not fit even at that size, that
  /// size (and ``layout(of:style:maxWidth:maxHeight:)`` cuts the text as the line-break mode
  /// says). Widths and heights grow in proportion to the size and greedy breaking keeps its
  /// lines while the widest fits, so the answer is exact: a bisection finds the lines at the
  /// largest fitting size, then the size grows until the widest of them, or their height,
  /// meets the box.
  ///
  /// ```swift
  /// // "Hello" is 22.78 points wide at 10 points: in 20 points it shrinks to 10 × 20 / 22.78.
  /// let style = TextStyle(
  ///   fontSize: 10, numberOfLines: 1, adjustsFontSizeToFitWidth: true, minimumScaleFactor: 0.5)
  /// TextMeasurer().fittingFontSize(of: "Hello", style: style, maxWidth: 20)  // 8.78
  /// ```
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - style: The font, the line limit, the line-break mode and the font shrinking.
  ///   - maxWidth: The width of the box; `nil`, infinite or NaN: the font keeps its size.
  ///   - maxHeight: The height of the box (ignored for a single line); `nil`, infinite or NaN
  ///     for no limit.
  /// - Complexity: O(n) in the length of `text` per try, about 50 tries when the font shrinks.
  public func fittingFontSize(
    of text: String, style: TextStyle, maxWidth: Double?, maxHeight: Double? = nil
  ) -> Double {
    let size = Self.validFontSize(style.fontSize)
    guard let factor = style.shrinkFactor, size > 0, !text.isEmpty, let maxWidth,
      maxWidth.isFinite
    else { return size }
    let height = style.numberOfLines == 1 ? nil : maxHeight
    let advances = GlyphAdvances.of(style.weight)
    /// The lines at `candidate`: the widest, the count, and whether text is left out.
    func lines(at candidate: Double) -> (widestUnits: Int, lineCount: Int, isTruncated: Bool) {
      wrapMetrics(
        of: text, limitUnits: Self.limitUnits(fontSize: candidate, maxWidth: maxWidth),
        advances: advances, breaksEverywhere: style.lineBreakMode == .byCharWrapping,
        lineLimit: Self.lineLimit(
          numberOfLines: style.numberOfLines, maxHeight: height,
          lineHeight: lineHeight(fontSize: candidate)))
    }
    let minimum = size * factor
    guard lines(at: size).isTruncated else { return size }
    guard !lines(at: minimum).isTruncated else { return minimum }
    var fitting = minimum
    var tooLarge = size
    for _ in 0..<60 where tooLarge - fitting > size * 1e-12 {
      let middle = (fitting + tooLarge) / 2
      if lines(at: middle).isTruncated { tooLarge = middle } else { fitting = middle }
    }
    // The lines at `fitting` stay the same up to the size where the widest meets the width
    // or the lines meet the height; the text fits up to there.
    let kept = lines(at: fitting)
    var largest = tooLarge
    if kept.widestUnits > 0 {
      largest = Swift.min(largest, Swift.max(0, maxWidth) * 1000 / Double(kept.widestUnits))
    }
    if let height, height.isFinite, kept.lineCount > 0 {
      largest = Swift.min(
        largest, Swift.max(0, height) / (Double(kept.lineCount) * lineHeightMultiple))
    }
    // Rounding can put the exact edge a hair outside: step down to where the text fits.
    for _ in 0..<16 where largest > fitting {
      if !lines(at: largest).isTruncated { return largest }
      largest = largest.nextDown
    }
    return fitting
  }
}
