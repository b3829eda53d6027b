/// Text laid out by ``TextMeasurer/layout(of:style:maxWidth:maxHeight:)``: its visible lines
/// as ranges of the text, where an ellipsis replaces characters, the font size used and the
/// vertical metrics, in points, with the origin at the top-left corner of the first line.
///
/// A layout holds no strings: its ranges index the text it was made from, and
/// ``displayedText(of:in:)`` builds a line's string (with its ellipsis) from that text.
///
/// ```swift
/// let text = "Ada Lovelace wrote the first program"
/// let layout = TextMeasurer().layout(
///   of: text, style: TextStyle(fontSize: 10, numberOfLines: 1, lineBreakMode: .byTruncatingTail),
///   maxWidth: 60)
/// layout.displayedText(of: layout.lines[0], in: text)  // "Ada Lovel…"
/// ```
public struct TextLayout: Hashable, Sendable {
  /// One visible line.
  public struct Line: Hashable, Sendable {
    /// The characters of the text the line stands for, without the spaces that end it; for a
    /// truncated line, the characters the ellipsis replaces are included.
    public var range: Range<String.Index>
    /// The width of the line as drawn (its ellipsis included), in points.
    public var width: Double
    /// The distance from the top of the layout down to the line's baseline.
    public var baseline: Double
    /// Where an ellipsis replaces characters of the line, if it does.
    public var ellipsis: Ellipsis?
    /// Whether the line is wider than the width it was laid out in, so that a drawing clipped
    /// to that width cuts it (``LineBreakMode/byClipping``, or a single glyph or an ellipsis
    /// wider than the line).
    public var isClipped: Bool

    /// Creates a line.
    public init(
      range: Range<String.Index>, width: Double, baseline: Double, ellipsis: Ellipsis? = nil,
      isClipped: Bool = false
    ) {
      self.range = range
      self.width = width
      self.baseline = baseline
      self.ellipsis = ellipsis
      self.isClipped = isClipped
    }
  }

  /// Where the ellipsis "…" of a truncated line stands.
  public struct Ellipsis: Hashable, Sendable {
    /// The characters of the line it replaces.
    public var replacedRange: Range<String.Index>
    /// The distance from the start of the line to the ellipsis, in points.
    public var offset: Double
    /// The ellipsis's advance width, in points.
    public var width: Double

    /// Creates an ellipsis.
    public init(replacedRange: Range<String.Index>, offset: Double, width: Double) {
      self.replacedRange = replacedRange
      self.offset = offset
      self.width = width
    }
  }

  /// The ellipsis character, U+2026.
  public static let ellipsisCharacter: Character = "\u{2026}"

  /// The visible lines, from the top.
  public var lines: [Line]
  /// The font size the text was laid out at: the style's, or smaller when the font shrank to
  /// fit (``TextStyle/adjustsFontSizeToFitWidth``).
  public var fontSize: Double
  /// The face.
  public var weight: FontWeight
  /// The height of each line.
  public var lineHeight: Double
  /// The distance from the top of a line down to its baseline.
  public var ascender: Double
  /// The widest visible line (a clipped line counts as the width it was laid out in).
  public var width: Double
  /// Whether text is left out: lines past the limit, an ellipsis, or a line cut at the edge.
  public var isTruncated: Bool

  /// Creates a layout.
  public init(
    lines: [Line], fontSize: Double, weight: FontWeight, lineHeight: Double, ascender: Double,
    width: Double, isTruncated: Bool
  ) {
    self.lines = lines
    self.fontSize = fontSize
    self.weight = weight
    self.lineHeight = lineHeight
    self.ascender = ascender
    self.width = width
    self.isTruncated = isTruncated
  }

  /// The height of the visible lines.
  public var height: Double { Double(lines.count) * lineHeight }

  /// The distance from the top of the layout down to the first line's baseline (Auto Layout's
  /// `firstBaseline`); the ascender when there are no lines.
  public var firstBaselineOffset: Double { lines.first?.baseline ?? ascender }

  /// The distance from the top of the layout down to the last line's baseline (Auto Layout's
  /// `lastBaseline`); the ascender when there are no lines.
  public var lastBaselineOffset: Double { lines.last?.baseline ?? ascender }

  /// The string a line shows, taken from `text` (the text the layout was made from): its
  /// characters with the ellipsis in place of those it replaces.
  ///
  /// - Complexity: O(n) in the length of the line.
  public func displayedText(of line: Line, in text: String) -> String {
    guard let ellipsis = line.ellipsis else { return String(text[line.range]) }
    var shown = String(text[line.range.lowerBound..<ellipsis.replacedRange.lowerBound])
    shown.append(Self.ellipsisCharacter)
    shown += text[ellipsis.replacedRange.upperBound..<line.range.upperBound]
    return shown
  }

  /// The strings of every visible line, from the top (see ``displayedText(of:in:)``).
  public func displayedTexts(in text: String) -> [String] {
    lines.map { displayedText(of: $0, in: text) }
  }
}
