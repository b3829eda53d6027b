import Geometry
import TextMeasurement

/// A neutral stand-in for an image whose pixels are not known: a light grey box the image's
/// size, a picture glyph (a framed landscape with a sun) in its middle, and the image's name
/// under the glyph where there is room.
///
/// Small boxes (shorter than 16 points) get a thin diagonal instead of the glyph; the name is
/// drawn in boxes at least 44 points high and 24 wide, cut at its tail with an ellipsis to fit
/// (measured by ``SVGScene/textMeasurer``).
///
/// ```swift
/// let avatar = SVGImagePlaceholder(
///   frame: Rect(x: 12, y: 12, width: 80, height: 80), name: "avatar")
/// scene.elements += avatar.elements
/// ```
public struct SVGImagePlaceholder: Hashable, Sendable {
  /// Where the image is drawn.
  public var frame: Rect
  /// The image's name, if any.
  public var name: String?

  /// Creates a placeholder.
  public init(frame: Rect, name: String? = nil) {
    self.frame = frame
    self.name = name
  }

  /// The box's fill (UIKit's `systemGray5`, 229, 229, 234).
  public static let fill = "#e5e5ea"
  /// The glyph's colour (UIKit's `systemGray2`, 174, 174, 178).
  public static let glyphColor = "#aeaeb2"
  /// The name's colour (UIKit's `systemGray`, 142, 142, 147).
  public static let nameColor = "#8e8e93"
  /// The name's font size.
  public static let nameFontSize = 10.0

  /// The elements that draw the placeholder: the box, the glyph (or a diagonal) and the name.
  public var elements: [SVGElement] {
    let box = frame
    guard box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite else {
      return []
    }
    var elements: [SVGElement] = [
      .roundedRectangle(SVGRoundedRectangle(frame: box, fill: Self.fill))
    ]
    let showsName = name.map { !$0.isEmpty } == true && box.height >= 44 && box.width >= 24
    let glyph = Swift.min(28, Swift.min(box.width, box.height) / 2)
    guard glyph >= 8 else {
      elements.append(
        .path(
          SVGPath(
            commands: [
              .move(Point(x: box.minX, y: box.maxY)), .line(Point(x: box.maxX, y: box.minY)),
            ], stroke: Self.glyphColor, strokeWidth: 1)))
      return elements
    }
    let nameHeight = showsName ? 14.0 : 0
    let centerX = box.minX + box.width / 2
    let centerY = box.minY + box.height / 2 - nameHeight / 2
    elements += Self.glyph(size: glyph, center: Point(x: centerX, y: centerY))
    if showsName, let name {
      let measurer = SVGScene.textMeasurer
      let layout = measurer.layout(
        of: name,
        style: TextStyle(
          fontSize: Self.nameFontSize, numberOfLines: 1, lineBreakMode: .byTruncatingTail),
        maxWidth: box.width - 8)
      if let line = layout.lines.first, !line.isClipped {
        elements.append(
          .text(
            SVGText(
              x: centerX, y: centerY + glyph * 0.4 + 13,
              text: layout.displayedText(of: line, in: name),
              fontSize: Self.nameFontSize, fill: Self.nameColor, anchor: .middle,
              measuredWidth: line.width)))
      }
    }
    return elements
  }

  /// A picture glyph `size` wide (four fifths as high) centred on `center`: a rounded frame,
  /// two hills and a sun.
  static func glyph(size: Double, center: Point) -> [SVGElement] {
    let height = size * 0.8
    let frame = Rect(
      x: center.x - size / 2, y: center.y - height / 2, width: size, height: height)
    let stroke = Swift.max(1, size / 14)
    let inner = Rect(
      x: frame.minX + stroke, y: frame.minY + stroke, width: frame.width - 2 * stroke,
      height: frame.height - 2 * stroke)
    let hills = SVGPath(
      commands: [
        .move(Point(x: inner.minX, y: inner.maxY)),
        .line(Point(x: inner.minX + inner.width * 0.35, y: inner.maxY - inner.height * 0.55)),
        .line(Point(x: inner.minX + inner.width * 0.6, y: inner.maxY - inner.height * 0.25)),
        .line(Point(x: inner.minX + inner.width * 0.75, y: inner.maxY - inner.height * 0.4)),
        .line(Point(x: inner.maxX, y: inner.maxY)), .close,
      ], fill: glyphColor)
    let sunRadius = inner.height * 0.12
    let sun = SVGRoundedRectangle(
      frame: Rect(
        x: inner.minX + inner.width * 0.72 - sunRadius,
        y: inner.minY + inner.height * 0.28 - sunRadius, width: 2 * sunRadius,
        height: 2 * sunRadius), radii: SVGCornerRadii(all: sunRadius), fill: glyphColor)
    return [
      .border(
        SVGBorder(
          frame: frame, radii: SVGCornerRadii(all: size * 0.12), width: stroke, color: glyphColor)),
      .path(hills), .roundedRectangle(sun),
    ]
  }
}
