import TextMeasurement

/// A drawing made of labelled rectangles, rounded rectangles, borders, paths, bands, text, and
/// groups that can be moved, transformed, clipped and faded, rendered as deterministic SVG.
///
/// The scene is neutral: it knows nothing of layout models. Every adapter (a flex tree, a
/// compositional layout, a view tree…) goes through one tree builder,
/// ``init(root:children:node:)``, which takes any `Hashable` identifier.
///
/// ```swift
/// var scene = SVGScene(width: 120, height: 60)
/// scene.elements.append(.rectangle(SVGRectangle(x: 10, y: 10, width: 100, height: 40)))
/// print(scene.svgString)
/// ```
///
/// Output is the same byte for byte for the same scene: numbers are written with at most two
/// decimals (``SVGNumber``), attributes in a fixed order, one element per line.
public struct SVGScene: Hashable, Sendable {
  /// The width of the drawing, in points.
  public var width: Double
  /// The height of the drawing, in points.
  public var height: Double
  /// A fill for the whole drawing, if any.
  public var background: String?
  /// The elements, drawn in order (later ones on top).
  public var elements: [SVGElement]
  /// The font family of the drawing's text.
  public var fontFamily: String

  /// Creates a scene.
  public init(
    width: Double, height: Double, background: String? = nil, elements: [SVGElement] = [],
    fontFamily: String = SVGScene.defaultFontFamily
  ) {
    self.width = width
    self.height = height
    self.background = background
    self.elements = elements
    self.fontFamily = fontFamily
  }
}

extension SVGScene {
  /// The measurer of every text SVGExport draws: the one the layouts measure text with, so
  /// that text fits the boxes laid out for it (Hangul and other CJK text included).
  public static let textMeasurer = TextMeasurer()

  /// The fonts of every drawing's text: those whose Latin metrics ``textMeasurer`` uses, then
  /// fonts with Hangul (and Han and kana) that each system ships or installs, then any
  /// sans-serif font.
  ///
  /// - Latin: Helvetica (macOS, iOS), Arial (Windows, macOS), Liberation Sans (Linux,
  ///   `fonts-liberation`); the three share Helvetica's advance widths.
  /// - Hangul: Apple SD Gothic Neo (macOS, iOS), Noto Sans CJK KR (Linux, `fonts-noto-cjk`),
  ///   NanumGothic (Linux, `fonts-nanum`), Malgun Gothic (Windows).
  ///
  /// A renderer takes each character from the first font in the list that has it, so Latin
  /// text keeps Helvetica's shapes and Hangul falls through to a Korean font; where none of
  /// them is installed Hangul shows as boxes (install `fonts-noto-cjk` or `fonts-nanum`).
  /// Every text is drawn at its measured width (`textLength`), whatever font draws it.
  public static let defaultFontFamily =
    "Helvetica, Arial, 'Liberation Sans', 'Apple SD Gothic Neo', 'Noto Sans CJK KR', NanumGothic, "
    + "'Malgun Gothic', sans-serif"
}

/// One element of an ``SVGScene``.
public enum SVGElement: Hashable, Sendable {
  /// A rectangle, with an optional label drawn in its top-left corner.
  case rectangle(SVGRectangle)
  /// A line of text.
  case text(SVGText)
  /// A group of elements, optionally moved, clipped or faded.
  case group(SVGGroup)
  /// The area between two nested rectangles (a margin, border or padding band).
  case band(SVGBand)
  /// A filled rectangle with rounded corners, optionally blurred (a background, a shadow).
  case roundedRectangle(SVGRoundedRectangle)
  /// A border inside a rounded rectangle's edge.
  case border(SVGBorder)
  /// A shape of straight segments (a glyph, a line).
  case path(SVGPath)
}

/// A rectangle of an ``SVGScene``.
public struct SVGRectangle: Hashable, Sendable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double
  /// The fill colour (any SVG paint).
  public var fill: String
  /// The stroke colour (any SVG paint).
  public var stroke: String
  /// The stroke width.
  public var strokeWidth: Double
  /// The corner radius.
  public var cornerRadius: Double
  /// The identity written as `data-node`, if any.
  public var nodeID: String?
  /// A label drawn inside the top-left corner, if any.
  public var label: String?
  /// The opacity of the whole rectangle, from 0 to 1.
  public var opacity: Double
  /// The lengths of the stroke's dashes and gaps; empty for a solid stroke.
  public var dashes: [Double]

  /// Creates a rectangle.
  public init(
    x: Double, y: Double, width: Double, height: Double, fill: String = "none",
    stroke: String = "#333333", strokeWidth: Double = 1, cornerRadius: Double = 0,
    nodeID: String? = nil, label: String? = nil, opacity: Double = 1, dashes: [Double] = []
  ) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.fill = fill
    self.stroke = stroke
    self.strokeWidth = strokeWidth
    self.cornerRadius = cornerRadius
    self.nodeID = nodeID
    self.label = label
    self.opacity = opacity
    self.dashes = dashes
  }
}
