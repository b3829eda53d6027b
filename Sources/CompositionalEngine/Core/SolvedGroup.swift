import Geometry

/// A supplementary placed relative to a group's origin.
struct Attachment: Hashable, Sendable {
  /// The frame relative to the top-level group's origin.
  package var frame: Rect
  /// The element kind.
  package var kind: String
  /// The z-index.
  package var zIndex: Int
  /// The ordinal of the leaf that owns it (for a group: its first leaf).
  package var leaf: Int
  /// Whether it is reported as a decoration view.
  package var isDecoration = false
  /// For a group's supplementary: the group's ordinal among the groups with supplementaries in
  /// one top-level group (nil for an item's supplementary).
  var groupOrdinal: Int?
}

/// What a leaf needs for measuring: the proposal and the axes that take the measurement.
struct LeafInfo: Hashable, Sendable {
  /// The size proposed to the measure callback.
  package var proposal: Size
  /// Whether the width is estimated.
  var estimatedWidth: Bool
  /// Whether the height is estimated.
  var estimatedHeight: Bool
  /// The z-index (custom groups only; else 0).
  package var zIndex: Int = 0
  /// Whether the height is uniform across siblings.
  var uniformHeight: Bool = false

  /// Whether either axis is estimated.
  package var isEstimated: Bool { estimatedWidth || estimatedHeight }
}

/// A group solved once: its size, its leaves' frames and slots, and attachments.
package struct SolvedGroup: Hashable, Sendable {
  /// The group's outer size.
  package var size: Size
  /// Leaf cell frames (after content insets), relative to the group's origin.
  package var leaves: [Rect] = []
  /// Leaf slots (before content insets), relative to the group's origin.
  package var slots: [Rect] = []
  /// Per-leaf measuring information.
  var info: [LeafInfo] = []
  /// Supplementaries anchored to leaves and groups, sorted by owning leaf.
  var attachments: [Attachment] = []
  /// How many groups (this one and nested ones) carry supplementaries.
  var groupsWithSupplementaries = 0
  /// A top-level group's size before its own edge spacing is added around it (`nil`: it has
  /// none, or the group is nested); the content size across the scroll axis counts this one.
  var sizeWithoutEdgeSpacing: Size?

  /// The number of leaves (cells) a full group holds.
  package var capacity: Int { leaves.count }

  /// Whether any leaf is estimated on an axis.
  var hasEstimatedLeaves: Bool { info.contains { $0.isEstimated } }

  /// The group's extent along `axis` when it holds only the first `count` leaves.
  ///
  /// The group is trimmed to its leaves' reach plus the trailing slack of a full group.
  func trimmedLength(along axis: LayoutAxis, holding count: Int) -> Double {
    let full = size.length(along: axis)
    guard count < capacity, count > 0 else { return full }
    var fullReach = 0.0
    var partialReach = 0.0
    for (index, slot) in slots.enumerated() {
      let reach = slot.maximum(along: axis)
      fullReach = max(fullReach, reach)
      if index < count { partialReach = max(partialReach, reach) }
    }
    return max(0, partialReach + max(0, full - fullReach))
  }

  /// The group moved by `dx`, `dy` (all leaves and attachments).
  package func offsetBy(dx: Double, dy: Double) -> SolvedGroup {
    var copy = self
    copy.leaves = leaves.map { $0.offsetBy(dx: dx, dy: dy) }
    copy.slots = slots.map { $0.offsetBy(dx: dx, dy: dy) }
    copy.attachments = attachments.map {
      var moved = $0
      moved.frame = $0.frame.offsetBy(dx: dx, dy: dy)
      return moved
    }
    return copy
  }
}

/// Places an anchored supplementary on a container frame.
enum AnchorPlacement {
  /// The coordinate of the point that `edges` name on `[minimum, minimum + length]`.
  private static func point(
    _ edges: RectEdges, leading: RectEdges, trailing: RectEdges, minimum: Double, length: Double
  ) -> Double {
    let hasLeading = edges.contains(leading)
    let hasTrailing = edges.contains(trailing)
    if hasLeading && !hasTrailing { return minimum }
    if hasTrailing && !hasLeading { return minimum + length }
    return minimum + length / 2
  }

  /// The anchor point of `edges` on `rect`.
  static func anchorPoint(_ edges: RectEdges, on rect: Rect) -> Point {
    Point(
      x: point(
        edges, leading: .leading, trailing: .trailing, minimum: rect.minX, length: rect.width),
      y: point(edges, leading: .top, trailing: .bottom, minimum: rect.minY, length: rect.height))
  }

  /// The offset of an anchor in points, for a supplementary of `size`.
  package static func offset(_ anchor: AnchorSpec, size: Size) -> Point {
    anchor.isFractional
      ? Point(x: anchor.offset.x * size.width, y: anchor.offset.y * size.height) : anchor.offset
  }

  /// The frame of `spec` anchored to `container`; its size resolves against `basis`.
  ///
  /// The supplementary's own anchor point (its item anchor's edges, or the container anchor's)
  /// lands on the container's anchor point, and both anchors' offsets are then added to the
  /// frame (rule 25). UIKit adds the item anchor's offset too, although offsetting the point
  /// that lands would move the frame the other way: measured by kern0x1b/charon's
  /// "badges with offsets, anchors of the item and fractional sizes" case (issue 26).
  package static func frame(
    of spec: SupplementarySpec, on container: Rect, basis: Size, scale: Double
  )
    -> Rect
  {
    let size = spec.size.resolved(in: basis, scale: scale)
    let target = anchorPoint(spec.containerAnchor.edges, on: container)
    let shift = offset(spec.containerAnchor, size: size)
    let ownAnchor = spec.itemAnchor ?? AnchorSpec(edges: spec.containerAnchor.edges)
    let own = anchorPoint(ownAnchor.edges, on: Rect(origin: .zero, size: size))
    let ownShift = spec.itemAnchor.map { offset($0, size: size) } ?? .zero
    let x = target.x + shift.x - own.x + ownShift.x
    let y = target.y + shift.y - own.y + ownShift.y
    let frame = Rect(x: x, y: y, width: size.width, height: size.height)
    return frame.inset(by: spec.contentInsets)
  }
}
