import Geometry

/// A leaf of a layout: one cell slot.
public struct ItemSpec: Hashable, Sendable {
  /// The item's size.
  public var size: LayoutSize
  /// Insets from the slot to the cell's frame (ignored on an estimated axis).
  public var contentInsets: EdgeInsets = .zero
  /// Spacing outside the slot.
  public var edgeSpacing: LayoutEdgeSpacing?
  /// Supplementaries anchored to the item.
  public var supplementaries: [SupplementarySpec] = []

  /// Creates an item description.
  public init(size: LayoutSize) { self.size = size }
}

/// How a group fills its axis with its subitems.
public enum GroupRepetition: Hashable, Sendable {
  /// Repeats the subitems until the next one does not fit.
  case fill
  /// Exactly `count` equal slots; the item's own size along the axis is ignored (legacy API).
  case equalSlots(Int)
  /// Exactly `count` copies of the subitem at its own size.
  case repeating(Int)
}

/// A custom group's item: a frame relative to the group's origin and a z-index.
public struct CustomItemFrame: Hashable, Sendable {
  /// The frame relative to the group's corner.
  public var frame: Rect
  /// The z-index of the cell placed there.
  public var zIndex: Int

  /// Creates a custom frame.
  public init(frame: Rect, zIndex: Int = 0) {
    self.frame = frame
    self.zIndex = zIndex
  }
}

/// A group: a container that arranges subitems along one axis, or by custom frames.
public struct GroupSpec: Hashable, Sendable {
  /// The axis along which subitems are arranged.
  public var axis: LayoutAxis
  /// The group's size.
  public var size: LayoutSize
  /// The subitems (walked repeatedly for `.fill`).
  public var subitems: [LayoutElement]
  /// How the subitems fill the group.
  public var repetition: GroupRepetition
  /// Spacing between neighbouring subitems along the axis.
  public var interItemSpacing: LayoutSpacing?
  /// Insets from the group's frame to its subitems' area.
  public var contentInsets: EdgeInsets = .zero
  /// Spacing outside the group.
  public var edgeSpacing: LayoutEdgeSpacing?
  /// Supplementaries anchored to the group.
  public var supplementaries: [SupplementarySpec] = []
  /// For a custom group: the item frames, already produced by its provider.
  public var customFrames: [CustomItemFrame]?

  /// Creates a group description.
  public init(
    axis: LayoutAxis, size: LayoutSize, subitems: [LayoutElement],
    repetition: GroupRepetition = .fill
  ) {
    self.axis = axis
    self.size = size
    self.subitems = subitems
    self.repetition = repetition
  }
}

/// An element of a group: an item or a nested group.
public indirect enum LayoutElement: Hashable, Sendable {
  /// A leaf item.
  case item(ItemSpec)
  /// A nested group.
  case group(GroupSpec)

  /// The element's size.
  package var size: LayoutSize {
    switch self {
    case .item(let item): return item.size
    case .group(let group): return group.size
    }
  }

  /// The element's edge spacing.
  package var edgeSpacing: LayoutEdgeSpacing? {
    switch self {
    case .item(let item): return item.edgeSpacing
    case .group(let group): return group.edgeSpacing
    }
  }
}

/// How an orthogonal section rests after scrolling.
public enum OrthogonalBehavior: Hashable, Sendable {
  /// The section does not scroll on its own.
  case none
  /// Rests at any offset.
  case continuous
  /// Rests at a group's leading edge.
  case continuousGroupLeadingBoundary
  /// Rests at multiples of the visible width.
  case paging
  /// Rests at a group's leading edge, one group per fling.
  case groupPaging
  /// Rests with a group centred.
  case groupPagingCentered
}

/// What a section's cross-axis insets are measured from.
public enum InsetsReference: Hashable, Sendable {
  /// The system picks (the safe area).
  case automatic
  /// No reference: insets from the bounds.
  case none
  /// The safe area.
  case safeArea
  /// The layout margins.
  case layoutMargins
  /// The readable content guide: the layout margins, widened to the readable width.
  case readableContent
}

/// A section: one group stamped repeatedly, with insets, spacing, boundary items and decorations.
public struct SectionSpec: Hashable, Sendable {
  /// The group that repeats.
  public var group: GroupSpec
  /// Space between neighbouring groups.
  public var interGroupSpacing: Double = 0
  /// Insets around the section's content.
  public var contentInsets: EdgeInsets = .zero
  /// The reference for the cross-axis insets.
  public var contentInsetsReference: InsetsReference = .automatic
  /// The reference for boundary items' cross-axis insets: `.automatic` follows the section
  /// (its insets and `contentInsetsReference`); `.none` ignores the section's insets; any other
  /// value measures the section's insets from that reference instead.
  public var supplementaryContentInsetsReference: InsetsReference = .automatic
  /// Whether boundary items use the section's cross-axis insets (false is the same as a
  /// `supplementaryContentInsetsReference` of `.none`, as in UIKit since iOS 16).
  public var supplementariesFollowContentInsets: Bool {
    get { supplementaryContentInsetsReference != .none }
    set { supplementaryContentInsetsReference = newValue ? .automatic : .none }
  }
  /// The orthogonal scrolling behaviour.
  public var orthogonalBehavior: OrthogonalBehavior = .none
  /// Headers, footers and other boundary items.
  public var boundaryItems: [BoundarySpec] = []
  /// Background decorations.
  public var decorations: [DecorationSpec] = []

  /// Creates a section description.
  public init(group: GroupSpec) { self.group = group }
}
