/// How lines break and how text that does not fit is cut, as UIKit's `NSLineBreakMode` says.
///
/// The rules of a label (`UILabel`), which wraps every line but the last visible one by word
/// and applies the mode to that last line (`NSTextContainer.lineBreakMode` is "the behavior of
/// the last line inside the text container", Apple's documentation):
/// - ``byWordWrapping`` and ``byCharWrapping`` wrap every line, the last included; lines past
///   the limit are not shown and nothing marks them.
/// - ``byTruncatingTail`` wraps by word; when text is left out, the last visible line is the
///   rest of its paragraph cut at its end and followed by an ellipsis "…" (U+2026).
/// - ``byTruncatingHead`` and ``byTruncatingMiddle`` cut the start or the middle of the line when
///   only one line is shown. When more lines are shown they truncate the tail, as UIKit's label
///   was observed to do ("if the number of lines is greater than 1 … HeadTruncation and
///   MiddleTruncation become TailTruncation", TTTAttributedLabel issue #64, 2012; believed
///   unchanged since, not confirmed on a current iOS).
/// - ``byClipping`` wraps by word; the last visible line is the rest of its paragraph, unbroken,
///   cut at the edge of the box when drawn.
public enum LineBreakMode: Int, CaseIterable, Hashable, Sendable {
  /// Lines break between words (by character inside a word wider than a line).
  case byWordWrapping
  /// Lines break before the first character that does not fit.
  case byCharWrapping
  /// The last visible line runs past the edge and is cut there.
  case byClipping
  /// The start of the last visible line is replaced by an ellipsis.
  case byTruncatingHead
  /// The end of the last visible line is replaced by an ellipsis.
  case byTruncatingTail
  /// The middle of the last visible line is replaced by an ellipsis.
  case byTruncatingMiddle

  /// Whether the mode changes the last visible line when text is left out.
  var altersLastLine: Bool {
    switch self {
    case .byWordWrapping, .byCharWrapping: false
    case .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: true
    }
  }
}

/// What a label says about its text's font and lines: the values ``TextMeasurer`` lays text
/// out with (`UILabel`'s `font`, `numberOfLines`, `lineBreakMode`, `adjustsFontSizeToFitWidth`
/// and `minimumScaleFactor`).
///
/// ```swift
/// let style = TextStyle(
///   fontSize: 17, weight: .semibold, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
/// ```
public struct TextStyle: Hashable, Sendable {
  /// The font size in points; a size that is not positive and finite measures as 0.
  public var fontSize: Double
  /// The face.
  public var weight: FontWeight
  /// The most lines shown; 0 (or less) for no limit.
  public var numberOfLines: Int
  /// How lines break and how the last visible line is cut.
  public var lineBreakMode: LineBreakMode
  /// Whether the font shrinks (to at least ``minimumScaleFactor`` of its size) so that the
  /// text fits; see ``TextMeasurer/fittingFontSize(of:style:maxWidth:maxHeight:)``.
  public var adjustsFontSizeToFitWidth: Bool
  /// The smallest scale of the font when it shrinks, above 0 and below 1; 0 (UIKit's
  /// default), NaN and anything outside that range keep the font size, as UIKit's 0 does.
  public var minimumScaleFactor: Double

  /// Creates a style.
  ///
  /// - Parameters:
  ///   - fontSize: The font size in points.
  ///   - weight: The face.
  ///   - numberOfLines: The most lines shown; 0 for no limit.
  ///   - lineBreakMode: How lines break and how the last visible line is cut.
  ///   - adjustsFontSizeToFitWidth: Whether the font shrinks so that the text fits.
  ///   - minimumScaleFactor: The smallest scale of the font when it shrinks.
  public init(
    fontSize: Double, weight: FontWeight = .regular, numberOfLines: Int = 0,
    lineBreakMode: LineBreakMode = .byWordWrapping, adjustsFontSizeToFitWidth: Bool = false,
    minimumScaleFactor: Double = 0
  ) {
    self.fontSize = fontSize
    self.weight = weight
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
    self.adjustsFontSizeToFitWidth = adjustsFontSizeToFitWidth
    self.minimumScaleFactor = minimumScaleFactor
  }

  /// The line limit: ``numberOfLines``, 0 for none.
  var lineLimit: Int { Swift.max(0, numberOfLines) }

  /// The smallest scale the font may shrink to, or `nil` when it keeps its size.
  var shrinkFactor: Double? {
    guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1 else {
      return nil
    }
    return minimumScaleFactor
  }
}
