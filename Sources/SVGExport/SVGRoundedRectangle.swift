import Geometry

/// A filled rectangle with rounded corners of an ``SVGScene``: a view's background, a track, a
/// thumb; blurred, a shadow.
///
/// It is written as a `<rect>` (with `rx` when every corner has the same radius) or, when the
/// corners differ, as a `<path>`; the radii are clamped to half the shorter side
/// (``SVGCornerRadii/clamped(to:)``). A ``blur`` above zero draws the shape through a Gaussian
/// blur (a `<filter>` numbered in document order, `blur1`, `blur2`…, whose region reaches
/// three standard deviations past the shape), as a layer's shadow is drawn.
///
/// ```swift
/// let background = SVGRoundedRectangle(
///   frame: Rect(x: 12, y: 12, width: 80, height: 80), radii: SVGCornerRadii(all: 12),
///   fill: "#d1d1d6")
/// ```
public struct SVGRoundedRectangle: Hashable, Sendable {
  /// The rectangle.
  public var frame: Rect
  /// The corners' radii.
  public var radii: SVGCornerRadii
  /// The fill colour (any SVG paint).
  public var fill: String
  /// The fill's opacity, from 0 to 1, written as `fill-opacity` below 1.
  public var opacity: Double
  /// The standard deviation of a Gaussian blur, in points; 0 for none.
  public var blur: Double

  /// Creates a rounded rectangle.
  public init(
    frame: Rect, radii: SVGCornerRadii = .zero, fill: String, opacity: Double = 1,
    blur: Double = 0
  ) {
    self.frame = frame
    self.radii = radii
    self.fill = fill
    self.opacity = opacity
    self.blur = blur
  }
}

/// A border drawn inside the edge of a rounded rectangle, following its corners, as a layer
/// draws its `borderWidth` (inside the bounds, the inner edge's radii shorter by the width).
///
/// It is written as a stroked `<rect>` half the width inside the edge when every corner has
/// the same radius, at least half the width (or none); otherwise as a `<path>` of the outer
/// and inner edges filled with the even-odd rule. A border as wide as half the shorter side
/// or more fills the rectangle.
///
/// ```swift
/// let border = SVGBorder(
///   frame: Rect(x: 0, y: 0, width: 120, height: 44), radii: SVGCornerRadii(all: 8), width: 2,
///   color: "#007aff")
/// ```
public struct SVGBorder: Hashable, Sendable {
  /// The outer edge of the border.
  public var frame: Rect
  /// The outer edge's corner radii.
  public var radii: SVGCornerRadii
  /// The border's width, inside the edge.
  public var width: Double
  /// The border's colour (any SVG paint).
  public var color: String
  /// The border's opacity, from 0 to 1.
  public var opacity: Double

  /// Creates a border.
  public init(
    frame: Rect, radii: SVGCornerRadii = .zero, width: Double, color: String, opacity: Double = 1
  ) {
    self.frame = frame
    self.radii = radii
    self.width = width
    self.color = color
    self.opacity = opacity
  }

  /// Whether the border draws nothing (no width or an empty rectangle).
  public var isEmpty: Bool {
    !(width > 0) || !(frame.width > 0) || !(frame.height > 0) || !width.isFinite
  }
}

/// An outline or a filled shape of straight segments, for glyphs (a picture, a battery) and
/// lines.
///
/// ```swift
/// let diagonal = SVGPath(
///   commands: [.move(Point(x: 0, y: 0)), .line(Point(x: 40, y: 40))], stroke: "#9ca3af")
/// ```
public struct SVGPath: Hashable, Sendable {
  /// One step of a path.
  public enum Command: Hashable, Sendable {
    /// Starts a subpath at a point (`M`).
    case move(Point)
    /// A straight segment to a point (`L`).
    case line(Point)
    /// Closes the subpath (`Z`).
    case close
  }

  /// The steps, in order.
  public var commands: [Command]
  /// The fill colour (`none` for an outline).
  public var fill: String
  /// The stroke colour, if the path is stroked.
  public var stroke: String?
  /// The stroke's width.
  public var strokeWidth: Double
  /// The opacity of the path, from 0 to 1.
  public var opacity: Double

  /// Creates a path.
  public init(
    commands: [Command], fill: String = "none", stroke: String? = nil, strokeWidth: Double = 1,
    opacity: Double = 1
  ) {
    self.commands = commands
    self.fill = fill
    self.stroke = stroke
    self.strokeWidth = strokeWidth
    self.opacity = opacity
  }
}
