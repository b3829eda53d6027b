import Geometry

/// How one node of a tree is drawn by ``SVGScene/init(root:children:node:)``.
///
/// ```swift
/// SVGTreeNode(frame: Rect(x: 0, y: 0, width: 320, height: 44), nodeID: "cell-0", label: "Inbox")
/// ```
public struct SVGTreeNode: Hashable, Sendable {
  /// The node's box relative to its parent's box, moved by the parent's ``childOffset``.
  public var frame: Rect
  /// The identity written as `data-node` (unique within the drawing, for line diffs).
  public var nodeID: String
  /// A label drawn inside the top-left corner, if any.
  public var label: String?
  /// The colours and stroke; `nil` colours the node by its depth.
  public var style: SVGBoxStyle?
  /// Margin, border and padding drawn as a browser's box-model overlay, if any.
  public var boxModel: SVGBoxModel?
  /// Whether the children are clipped to the node's box (a scroll view, a viewport).
  public var clipsChildren: Bool
  /// Where the children's frames start, relative to the node's origin (minus a scroll offset).
  public var childOffset: Point
  /// The opacity of the node with its subtree, from 0 to 1.
  public var opacity: Double
  /// What the node shows inside its box (a label's lines of text, say), in the box's own
  /// coordinates: drawn above the box, below the children.
  public var content: [SVGElement]
  /// Whether the box's rectangle carries ``nodeID`` as `data-node` (true unless set; an
  /// overlay over a drawing whose own elements carry the ids turns it off, and its labels
  /// still name the node with `data-label-of`).
  public var identifiesBox = true

  /// Creates the drawing of a node.
  public init(
    frame: Rect, nodeID: String, label: String? = nil, style: SVGBoxStyle? = nil,
    boxModel: SVGBoxModel? = nil, clipsChildren: Bool = false, childOffset: Point = .zero,
    opacity: Double = 1, content: [SVGElement] = []
  ) {
    self.frame = frame
    self.nodeID = nodeID
    self.label = label
    self.style = style
    self.boxModel = boxModel
    self.clipsChildren = clipsChildren
    self.childOffset = childOffset
    self.opacity = opacity
    self.content = content
  }
}

/// The paint of a box: fill, stroke, corner radius and dashes.
public struct SVGBoxStyle: Hashable, Sendable {
  /// The fill colour (any SVG paint).
  public var fill: String
  /// The stroke colour (any SVG paint).
  public var stroke: String
  /// The stroke width.
  public var strokeWidth: Double
  /// The corner radius.
  public var cornerRadius: Double
  /// The lengths of the stroke's dashes and gaps; empty for a solid stroke.
  public var dashes: [Double]

  /// Creates a style.
  public init(
    fill: String, stroke: String = "#333333", strokeWidth: Double = 1, cornerRadius: Double = 0,
    dashes: [Double] = []
  ) {
    self.fill = fill
    self.stroke = stroke
    self.strokeWidth = strokeWidth
    self.cornerRadius = cornerRadius
    self.dashes = dashes
  }
}

/// A box's margin, border and padding, drawn as browser developer tools draw them: margin in
/// orange outside the border box, border in yellow, padding in green, content in blue.
public struct SVGBoxModel: Hashable, Sendable {
  /// The margin (outside the border box); negative margins are drawn as zero.
  public var margin: EdgeInsets
  /// The border widths (inside the border box).
  public var border: EdgeInsets
  /// The padding (inside the border).
  public var padding: EdgeInsets

  /// Creates a box model.
  public init(margin: EdgeInsets = .zero, border: EdgeInsets = .zero, padding: EdgeInsets = .zero) {
    self.margin = margin
    self.border = border
    self.padding = padding
  }

  /// The margin band's fill (developer tools' orange).
  public static let marginFill = "#f6b26b"
  /// The border band's fill (developer tools' yellow).
  public static let borderFill = "#ffd966"
  /// The padding band's fill (developer tools' green).
  public static let paddingFill = "#93c47d"
  /// The content box's fill (developer tools' blue).
  public static let contentFill = "#6fa8dc"
  /// The opacity of the overlay's fills.
  public static let opacity = 0.66

  /// The overlay of a node whose border box is `box`: the margin, border and padding bands and,
  /// for a leaf, the content box, in that order (a container's content is its children's).
  func append(box: Rect, nodeID: String, isLeaf: Bool, to elements: inout [SVGElement]) {
    func clamped(_ insets: EdgeInsets) -> EdgeInsets {
      EdgeInsets(
        top: max(0, insets.top.isFinite ? insets.top : 0),
        left: max(0, insets.left.isFinite ? insets.left : 0),
        bottom: max(0, insets.bottom.isFinite ? insets.bottom : 0),
        right: max(0, insets.right.isFinite ? insets.right : 0))
    }
    let margin = clamped(self.margin)
    let border = clamped(self.border)
    let padding = clamped(self.padding)
    let marginBox = box.inset(
      by: EdgeInsets(
        top: -margin.top, left: -margin.left, bottom: -margin.bottom, right: -margin.right))
    let paddingBox = box.inset(by: border)
    let contentBox = paddingBox.inset(by: padding)
    let opacity = Self.opacity
    elements += [
      .band(
        SVGBand(
          outer: marginBox, inner: box, fill: Self.marginFill, opacity: opacity,
          bandID: nodeID + ".margin")),
      .band(
        SVGBand(
          outer: box, inner: paddingBox, fill: Self.borderFill, opacity: opacity,
          bandID: nodeID + ".border")),
      .band(
        SVGBand(
          outer: paddingBox, inner: contentBox, fill: Self.paddingFill, opacity: opacity,
          bandID: nodeID + ".padding")),
    ]
    guard isLeaf else { return }
    elements.append(
      .rectangle(
        SVGRectangle(
          x: contentBox.minX, y: contentBox.minY, width: contentBox.width,
          height: contentBox.height, fill: Self.contentFill, stroke: "none", strokeWidth: 0,
          opacity: opacity)))
  }

  /// The margin box of a border box, for the drawing's extent.
  func marginBox(of box: Rect) -> Rect {
    let top = max(0, margin.top.isFinite ? margin.top : 0)
    let left = max(0, margin.left.isFinite ? margin.left : 0)
    let bottom = max(0, margin.bottom.isFinite ? margin.bottom : 0)
    let right = max(0, margin.right.isFinite ? margin.right : 0)
    return Rect(
      x: box.minX - left, y: box.minY - top, width: box.width + left + right,
      height: box.height + top + bottom)
  }
}
