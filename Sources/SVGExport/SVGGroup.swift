import Geometry

/// A group of elements of an ``SVGScene``, moved by an offset, optionally clipped and faded.
///
/// The clip rectangle is in the group's own coordinates (before the offset). Each clipped
/// group gets a `<clipPath>` numbered in document order (`clip1`, `clip2`…), so ids are stable.
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

  /// Creates a group.
  public init(
    offsetX: Double = 0, offsetY: Double = 0, nodeID: String? = nil, elements: [SVGElement] = [],
    clip: Rect? = nil, opacity: Double = 1
  ) {
    self.offsetX = offsetX
    self.offsetY = offsetY
    self.nodeID = nodeID
    self.elements = elements
    self.clip = clip
    self.opacity = opacity
  }
}
