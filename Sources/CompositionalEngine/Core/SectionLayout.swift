import Geometry

/// A boundary item placed relative to its section's (or the layout's) start.
package struct PlacedBoundary: Hashable, Sendable {
  /// The item's description.
  package var spec: BoundarySpec
  /// Its natural frame, in content coordinates.
  package var frame: Rect
  /// Room taken by extending items before the section's content (for pinning caps).
  var leadingRoom: Double
  /// Room taken by extending items after the section's content.
  var trailingRoom: Double
}

/// A decoration placed in content coordinates.
package struct PlacedDecoration: Hashable, Sendable {
  /// The decoration's description.
  package var spec: DecorationSpec
  /// Its frame.
  package var frame: Rect
}

/// One section laid out: the template group and how it is stamped, plus boundary items.
///
/// Frames are stored in the canonical (vertical-scrolling) space; a horizontal layout is
/// transposed on the way out. Item frames are computed on demand from the template, so a
/// section of any size costs O(1) to lay out unless its items are measured.
package struct SectionLayout: Sendable {
  /// The section's index.
  package var index: Int
  /// The section's description.
  package var spec: SectionSpec
  /// The number of items in the section.
  package var itemCount: Int
  /// The start of the section along the scroll axis (content coordinates).
  package var start = 0.0
  /// The section's length along the scroll axis.
  package var length = 0.0
  /// The solved group template.
  package var template: SolvedGroup
  /// The first group's origin, relative to the section's start (x) and start (y).
  var groupOrigin = Point.zero
  /// The number of stamped groups.
  var groupCount = 0
  /// The room taken before the content by extending boundary items.
  var leadingRoom = 0.0
  /// The room taken after the content by extending boundary items.
  var trailingRoom = 0.0
  /// The effective insets (section insets plus the inset reference on the cross axis).
  package var insets = EdgeInsets.zero
  /// The cross-axis insets boundary items sit within (`supplementaryContentInsetsReference`).
  var boundaryInsets = EdgeInsets.zero
  /// The container's width (cross axis).
  package var containerWidth = 0.0
  /// The size boundary items resolve against.
  var boundaryBasis = Size.zero
  /// Boundary items with frames relative to the section's start.
  package var boundary: [PlacedBoundary] = []
  /// Decorations with frames relative to the section's start.
  package var decorations: [PlacedDecoration] = []
  /// Per-group measured data, when the section has estimated leaves.
  var variable: VariableGroups?
  /// The smallest and largest leaf coordinate along the stacking axis, relative to a group:
  /// the template's widened by every measured instance's (rect queries search by it).
  var leafReach = (minimum: 0.0, maximum: 0.0)
  /// The template's own leaf reach along the stacking axis (what an unmeasured group places).
  var templateReach = (minimum: 0.0, maximum: 0.0)
  /// The smallest and largest coordinate across the stacking axis of what a group places.
  var crossReach = (minimum: 0.0, maximum: 0.0)
  /// The size the top-level group resolves against.
  var groupBasis = Size.zero
  /// The inset viewport width of an orthogonal section.
  package var orthogonalViewport = 0.0

  /// Whether the section scrolls on its own across the layout's scroll axis.
  package var isOrthogonal: Bool { spec.orthogonalBehavior != .none }

  /// The axis along which groups are stamped.
  var stackingAxis: LayoutAxis { isOrthogonal ? .horizontal : .vertical }

  /// The distance between neighbouring group starts in a uniform section.
  var pitch: Double { template.size.length(along: stackingAxis) + spec.interGroupSpacing }

  /// The zIndex of cells: 1 when the section has decorations, else 0 (reference rule 27).
  var cellZIndex: Int { spec.decorations.isEmpty ? 0 : 1 }

  /// The number of items the group at `group` holds.
  func itemsInGroup(_ group: Int) -> Int {
    if let counts = variable?.counts { return counts[group] }
    let capacity = template.capacity
    guard capacity > 0 else { return 0 }
    return group < groupCount - 1 ? capacity : itemCount - capacity * (groupCount - 1)
  }

  /// The index of the first item of group `group`.
  func firstItem(ofGroup group: Int) -> Int {
    if let firstItems = variable?.firstItems { return firstItems[group] }
    return group * template.capacity
  }

  /// The group holding item `item` and the item's leaf ordinal in it, if the item is placed.
  func locate(item: Int) -> (group: Int, leaf: Int)? {
    let capacity = template.capacity
    guard item >= 0, item < itemCount, capacity > 0, groupCount > 0 else { return nil }
    guard let firstItems = variable?.firstItems else { return (item / capacity, item % capacity) }
    var low = 0
    var high = firstItems.count
    while low < high {
      let mid = (low + high) / 2
      if firstItems[mid] <= item { low = mid + 1 } else { high = mid }
    }
    let group = low - 1
    guard group >= 0 else { return nil }
    let leaf = item - firstItems[group]
    return leaf < itemsInGroup(group) ? (group, leaf) : nil
  }

  /// The start of group `group` along the stacking axis, relative to the first group.
  func groupStart(_ group: Int) -> Double {
    if let variable { return variable.start(group) }
    return Double(group) * pitch
  }

  /// The solved group used for group `group`.
  func solvedGroup(_ group: Int) -> SolvedGroup {
    variable?.instances[group] ?? template
  }

  /// The length of group `group` along the stacking axis (the last one is trimmed).
  func groupLength(_ group: Int) -> Double {
    if let variable { return variable.lengths[group] }
    let held = itemsInGroup(group)
    return template.trimmedLength(along: stackingAxis, holding: held)
  }

  /// The height of an orthogonal row: its tallest group, measured or not.
  package var rowHeight: Double {
    var height = template.size.height
    for instance in (variable?.instances.values).map(Array.init) ?? [] {
      height = max(height, instance.size.height)
    }
    return height
  }

  /// The length of all groups and the spacing between them.
  var groupsLength: Double {
    guard groupCount > 0 else { return 0 }
    return groupStart(groupCount - 1) + groupLength(groupCount - 1)
  }

  /// The origin of group `group` relative to the section's start, before any orthogonal offset.
  package func origin(ofGroup group: Int) -> Point {
    let along = groupStart(group)
    return stackingAxis == .vertical
      ? Point(x: groupOrigin.x, y: groupOrigin.y + along)
      : Point(x: groupOrigin.x + along, y: groupOrigin.y)
  }

  /// The unscrolled frame of item `item`, relative to the section's start.
  func localFrame(ofItem item: Int) -> Rect? {
    guard let (group, leaf) = locate(item: item) else { return nil }
    let origin = origin(ofGroup: group)
    return solvedGroup(group).leaves[leaf].offsetBy(dx: origin.x, dy: origin.y)
  }
}

extension SectionLayout {
  /// The item index an attachment reports: its item's for an item's supplementary; for a
  /// group's, the group's place among the section's groups that carry supplementaries (UIKit
  /// counts groups there: the n-th group's supplementary is at item n).
  func attachmentItem(_ attachment: Attachment, group: Int, firstItem: Int) -> Int {
    guard let ordinal = attachment.groupOrdinal else { return firstItem + attachment.leaf }
    return group * max(1, template.groupsWithSupplementaries) + ordinal
  }

  /// The attachment of `kind` reported at item `item`, with the group holding it.
  func attachment(kind: String, item: Int) -> (group: Int, attachment: Attachment)? {
    if let (group, leaf) = locate(item: item),
      let found = solvedGroup(group).attachments.first(where: {
        $0.groupOrdinal == nil && $0.leaf == leaf && $0.kind == kind
      })
    {
      return (group, found)
    }
    let perGroup = template.groupsWithSupplementaries
    guard perGroup > 0, item >= 0, item / perGroup < groupCount else { return nil }
    let group = item / perGroup
    let ordinal = item % perGroup
    let held = itemsInGroup(group)
    guard
      let found = solvedGroup(group).attachments.first(where: {
        $0.groupOrdinal == ordinal && $0.kind == kind && $0.leaf < held
      })
    else { return nil }
    return (group, found)
  }
}
