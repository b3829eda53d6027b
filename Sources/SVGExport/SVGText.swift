import Geometry
import TextMeasurement

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
  /// The face, written as `font-weight` (500, 600 or 700; nothing for regular).
  public var weight: FontWeight
  /// The fill colour.
  public var fill: String
  /// How the text is placed relative to `x`.
  public var anchor: Anchor
  /// The text's width as the layout measured it, if known: written as `textLength` (with
  /// `lengthAdjust="spacingAndGlyphs"`), so a renderer's font draws it exactly that wide.
  public var measuredWidth: Double?
  /// The `data-node` id of the box this text labels, written as `data-label-of`, if any.
  public var labelOf: String?
  /// The opacity of the fill, from 0 to 1, written as `fill-opacity` below 1 (a text colour's
  /// alpha).
  public var opacity: Double = 1

  /// Creates a line of text.
  public init(
    x: Double, y: Double, text: String, fontSize: Double = 10, weight: FontWeight = .regular,
    fill: String = "#222222", anchor: Anchor = .start, measuredWidth: Double? = nil
  ) {
    self.x = x
    self.y = y
    self.text = text
    self.fontSize = fontSize
    self.weight = weight
    self.fill = fill
    self.anchor = anchor
    self.measuredWidth = measuredWidth
  }

  /// Creates a line of text whose width is measured by `measurer` (``SVGScene/textMeasurer``
  /// by default), the measurer the layouts use.
  public init(
    measuring text: String, x: Double, y: Double, fontSize: Double = 10,
    weight: FontWeight = .regular, fill: String = "#222222", anchor: Anchor = .start,
    measurer: TextMeasurer = SVGScene.textMeasurer
  ) {
    self.init(
      x: x, y: y, text: text, fontSize: fontSize, weight: weight, fill: fill, anchor: anchor,
      measuredWidth: measurer.width(of: text, fontSize: fontSize, weight: weight))
  }

  /// The font size of labels drawn in boxes' corners.
  public static let labelFontSize = 9.0

  /// A box's label in its top-left corner (3 points in, baseline at `baseline`), measured with
  /// ``SVGScene/textMeasurer``: cut at its tail with an ellipsis to the box's width less 6
  /// points, as a one-line label truncates, or `nil` when not even the ellipsis fits or the
  /// line would end below the box.
  public static func label(_ text: String, in box: Rect, baseline: Double) -> SVGText? {
    let measurer = SVGScene.textMeasurer
    let size = labelFontSize
    let room = box.width - 6
    // The baseline sits 2 points above the bottom of a 9-point label's line.
    guard room > 0, baseline + 2 <= box.maxY + 0.01, !text.isEmpty else { return nil }
    let width = measurer.width(of: text, fontSize: size)
    guard width > room else {
      return SVGText(
        x: box.minX + 3, y: baseline, text: text, fontSize: size, fill: "#222222",
        measuredWidth: width)
    }
    let layout = measurer.layout(
      of: text,
      style: TextStyle(fontSize: size, numberOfLines: 1, lineBreakMode: .byTruncatingTail),
      maxWidth: room)
    guard let line = layout.lines.first, !line.isClipped else { return nil }
    return SVGText(
      x: box.minX + 3, y: baseline, text: layout.displayedText(of: line, in: text),
      fontSize: size, fill: "#222222", measuredWidth: line.width)
  }
}
