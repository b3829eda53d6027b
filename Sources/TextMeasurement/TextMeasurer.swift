/// Measures and breaks text into lines with fixed, documented font metrics, so that a layout
/// measured on Linux and a drawing of it (SVG) agree without a font engine.
///
/// The metrics stand for a common sans-serif font, in four faces (``FontWeight``):
/// - **Latin and ASCII**: the advance widths of Helvetica and Helvetica-Bold, as published in
///   Adobe's standard font metrics (1/1000 em per glyph; Arial and Liberation Sans share
///   them), for U+0020–U+007E, and the ellipsis "…" (1000). Medium and semibold are
///   interpolated between them. Other letters, digits and symbols outside CJK take the width
///   of the face's lowercase `n`.
/// - **Hangul, Han, kana and full-width forms**: one em each in every face, as CJK fonts draw
///   them.
/// - **Combining marks, zero-width spaces and joiners**: no width.
/// - **No kerning**: a text's width is the sum of its characters' advances.
///
/// Lines break after spaces, and between two CJK ideographs or kana (which need no spaces).
/// A word wider than the line is broken by character, as UIKit's word wrapping does. A line
/// feed always ends a line. Spaces at the end of a line take no width. A line is
/// ``lineHeightMultiple`` times the font size high, with its baseline ``ascenderFraction`` of
/// that height below its top. ``layout(of:style:maxWidth:maxHeight:)`` applies a label's line
/// limit, line-break mode and font shrinking (``TextStyle``).
///
/// ```swift
/// let measurer = TextMeasurer()
/// measurer.width(of: "Hello", fontSize: 10)  // 22.78: (722 + 556 + 222 + 222 + 556) / 1000 × 10
/// measurer.width(of: "Hello", fontSize: 10, weight: .bold)  // 24.45 (l 278, o 611)
/// measurer.size(of: "김치 불고기", fontSize: 10, maxWidth: 30)  // two lines: 30 wide, 24 high
/// ```
public struct TextMeasurer: Hashable, Sendable {
  /// The height of a line as a multiple of the font size (1.2 by default).
  public var lineHeightMultiple: Double

  /// Creates a measurer.
  ///
  /// - Parameter lineHeightMultiple: The height of a line as a multiple of the font size.
  ///   A value that is not positive and finite becomes 1.2.
  public init(lineHeightMultiple: Double = 1.2) {
    self.lineHeightMultiple =
      lineHeightMultiple.isFinite && lineHeightMultiple > 0 ? lineHeightMultiple : 1.2
  }

  /// The height of one line of text at `fontSize`.
  public func lineHeight(fontSize: Double) -> Double {
    Self.validFontSize(fontSize) * lineHeightMultiple
  }

  /// The advance width of one character at `fontSize`, in points.
  public func advance(of character: Character, fontSize: Double, weight: FontWeight = .regular)
    -> Double
  {
    Double(GlyphAdvances.of(weight).units(of: character)) * Self.validFontSize(fontSize) / 1000
  }

  /// The width of `text` on one line (line feeds ignored), in points.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public func width<S: StringProtocol>(
    of text: S, fontSize: Double, weight: FontWeight = .regular
  ) -> Double {
    let advances = GlyphAdvances.of(weight)
    var units = 0
    for character in text where !character.isNewline {
      units += advances.units(of: character)
    }
    return Double(units) * Self.validFontSize(fontSize) / 1000
  }

  /// The size of `text` broken by word into lines no wider than `maxWidth`.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - fontSize: The font size in points.
  ///   - weight: The face.
  ///   - maxWidth: The widest a line may be; `nil`, infinite or NaN for no limit.
  ///   - maxLines: The most lines to keep; 0 for no limit.
  /// - Returns: The widest line's width and the lines' total height; zero for empty text.
  /// - Complexity: O(n) in the length of `text`.
  public func size(
    of text: String, fontSize: Double, weight: FontWeight = .regular, maxWidth: Double? = nil,
    maxLines: Int = 0
  ) -> (width: Double, height: Double) {
    guard !text.isEmpty else { return (0, 0) }
    let size = Self.validFontSize(fontSize)
    let metrics = wrapMetrics(
      of: text, limitUnits: Self.limitUnits(fontSize: size, maxWidth: maxWidth),
      advances: .of(weight), breaksEverywhere: false, lineLimit: Swift.max(0, maxLines))
    return (
      Double(metrics.widestUnits) * size / 1000,
      Double(metrics.lineCount) * lineHeight(fontSize: size)
    )
  }

  /// `text` broken by word into lines no wider than `maxWidth` (each at least one character
  /// wide).
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - fontSize: The font size in points.
  ///   - weight: The face.
  ///   - maxWidth: The widest a line may be; `nil`, infinite or NaN for no limit.
  ///   - maxLines: The most lines to keep; 0 for no limit. The last kept line is not ellipsized
  ///     (``layout(of:style:maxWidth:maxHeight:)`` truncates as a label does).
  /// - Complexity: O(n) in the length of `text`.
  public func lines(
    of text: String, fontSize: Double, weight: FontWeight = .regular, maxWidth: Double? = nil,
    maxLines: Int = 0
  ) -> [TextLine] {
    let size = Self.validFontSize(fontSize)
    let wrapped = wrap(
      text, limitUnits: Self.limitUnits(fontSize: size, maxWidth: maxWidth),
      advances: .of(weight), breaksEverywhere: false, lineLimit: Swift.max(0, maxLines))
    return wrapped.lines.map {
      TextLine(text: String(text[$0.range]), width: Double($0.units) * size / 1000)
    }
  }

  /// The widest a line may be in 1/1000 em of `fontSize` (a valid size): infinite without a
  /// finite `maxWidth` or at size 0; a negative width is 0.
  static func limitUnits(fontSize: Double, maxWidth: Double?) -> Double {
    if let maxWidth, maxWidth.isFinite, fontSize > 0 {
      Swift.max(0, maxWidth) * 1000 / fontSize
    } else {
      .infinity
    }
  }

  /// A font size that is positive and finite: anything else measures as 0.
  static func validFontSize(_ fontSize: Double) -> Double {
    fontSize.isFinite && fontSize > 0 ? fontSize : 0
  }
}

/// One line of text broken by a ``TextMeasurer``.
public struct TextLine: Hashable, Sendable {
  /// The line's characters, without the spaces that end it.
  public var text: String
  /// The line's width in points, without the spaces that end it.
  public var width: Double

  /// Creates a line.
  public init(text: String, width: Double) {
    self.text = text
    self.width = width
  }
}
