/// A line of text of an ``SVGScene``.
public struct SVGText: Hashable, Sendable {
  /// How text is placed relative to its x coordinate.
  public enum Anchor: String, Hashable, Sendable {
    /// The text starts at x.
    case start
    /// The text is centred on x.
    case middle
    /// The text ends at x.
    case end
  }

  /// The x coordinate of the anchor.
  public var x: Double
  /// The y coordinate of the baseline.
  public var y: Double
  /// The text.
  public var text: String
  /// The font size in points.
  public var fontSize: Double
  /// The fill colour.
  public var fill: String
  /// How the text is placed relative to `x`.
  public var anchor: Anchor

  /// Creates a line of text.
  public init(
    x: Double, y: Double, text: String, fontSize: Double = 10, fill: String = "#222222",
    anchor: Anchor = .start
  ) {
    self.x = x
    self.y = y
    self.text = text
    self.fontSize = fontSize
    self.fill = fill
    self.anchor = anchor
  }
}
