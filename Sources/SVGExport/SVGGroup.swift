import Geometry

/// A group of elements of an ``SVGScene``, moved by an offset and a transform, optionally
/// clipped (with rounded corners) and faded as one.
///
/// The clip rectangle is in the group's own coordinates (before the offset and the transform),
/// so it moves and turns with the group. Each clipped group gets a `<clipPath>` numbered in
/// document order (`clip1`, `clip2`…), so ids are stable. The opacity is group opacity: the
/// elements are composited together, then faded, so overlapping ones do not show through each
/// other (as a layer's opacity fades its sublayers).
public struct SVGGroup: Hashable, Sendable {
  /// The horizontal offset of the group's elements.
  public var offsetX: Double
  /// The vertical offset of the group's elements.
  public var offsetY: Double
  /// The identity written as `data-node`, if any.
  public var nodeID: String?
  /// The elements of the group.
  public var elements: [SVGElement]
  /// The rectangle outside which nothing of the group is drawn, if any.
  public var clip: Rect?
  /// The opacity of the whole group, from 0 to 1.
  public var opacity: Double
  /// A transform applied to the elements after the offset, if any (written after the
  /// `translate`, so it acts first).
  public var transform: SVGTransform?
  /// The corner radii of ``clip`` (square unless set).
  public var clipRadii: SVGCornerRadii
  /// The box the group stands for, written as `data-frame="x y width height"` so that a line
  /// diff can tell where it moved (a view's frame in the drawing's coordinates), if any.
  public var frame: Rect?

  /// Creates a group.
  public init(
    offsetX: Double = 0, offsetY: Double = 0, nodeID: String? = nil, elements: [SVGElement] = [],
    clip: Rect? = nil, opacity: Double = 1, transform: SVGTransform? = nil,
    clipRadii: SVGCornerRadii = .zero, frame: Rect? = nil
  ) {
    self.offsetX = offsetX
    self.offsetY = offsetY
    self.nodeID = nodeID
    self.elements = elements
    self.clip = clip
    self.opacity = opacity
    self.transform = transform
    self.clipRadii = clipRadii
    self.frame = frame
  }
}
