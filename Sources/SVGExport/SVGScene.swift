/// A drawing made of labelled rectangles, text labels and groups, rendered as deterministic SVG.
///
/// The scene is neutral: it knows nothing of layout models. Adapters such as
/// ``init(flexTree:root:labels:)`` turn a laid-out tree into a scene.
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

  /// Creates a scene.
  public init(
    width: Double, height: Double, background: String? = nil, elements: [SVGElement] = []
  ) {
    self.width = width
    self.height = height
    self.background = background
    self.elements = elements
  }
}

/// One element of an ``SVGScene``.
public enum SVGElement: Hashable, Sendable {
  /// A rectangle, with an optional label drawn in its top-left corner.
  case rectangle(SVGRectangle)
  /// A line of text.
  case text(SVGText)
  /// A group of elements, optionally moved.
  case group(SVGGroup)
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

  /// Creates a rectangle.
  public init(
    x: Double, y: Double, width: Double, height: Double, fill: String = "none",
    stroke: String = "#333333", strokeWidth: Double = 1, cornerRadius: Double = 0,
    nodeID: String? = nil, label: String? = nil
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
  }
}

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

/// A group of elements of an ``SVGScene``, moved by an offset.
public struct SVGGroup: Hashable, Sendable {
  /// The horizontal offset of the group's elements.
  public var offsetX: Double
  /// The vertical offset of the group's elements.
  public var offsetY: Double
  /// The identity written as `data-node`, if any.
  public var nodeID: String?
  /// The elements of the group.
  public var elements: [SVGElement]

  /// Creates a group.
  public init(
    offsetX: Double = 0, offsetY: Double = 0, nodeID: String? = nil, elements: [SVGElement] = []
  ) {
    self.offsetX = offsetX
    self.offsetY = offsetY
    self.nodeID = nodeID
    self.elements = elements
  }
}
