/// How a node takes part in layout (CSS `display`).
public enum Display: Hashable, Sendable {
  /// The node is a flex container (and a flex item of its parent).
  case flex
  /// The node and its subtree take no part in layout; their frames are zero.
  case none
  /// The node generates no box; its children take part in its parent's layout in its place.
  case contents
}

/// How a node is positioned (CSS `position`).
public enum PositionType: Hashable, Sendable {
  /// In flow, then offset by its insets.
  case relative
  /// Out of flow, placed by its insets in its containing block.
  case absolute
  /// In flow; insets are ignored, and the node does not form a containing block.
  case `static`
}

/// The inline direction used to resolve start/end edges and row directions.
public enum Direction: Hashable, Sendable {
  /// The parent's direction (left-to-right at the root).
  case inherit
  /// Left to right.
  case ltr
  /// Right to left.
  case rtl
}

/// The main axis of a flex container and its direction (CSS `flex-direction`).
public enum FlexDirection: Hashable, Sendable {
  /// Items run along the inline direction.
  case row
  /// Items run against the inline direction.
  case rowReverse
  /// Items run top to bottom.
  case column
  /// Items run bottom to top.
  case columnReverse

  /// Whether the main axis is horizontal.
  public var isRow: Bool { self == .row || self == .rowReverse }
  /// Whether items run from the main end to the main start.
  public var isReverse: Bool { self == .rowReverse || self == .columnReverse }
}

/// Whether items wrap onto several lines (CSS `flex-wrap`).
public enum FlexWrap: Hashable, Sendable {
  /// One line.
  case noWrap
  /// Lines stack from the cross start.
  case wrap
  /// Lines stack from the cross end.
  case wrapReverse
}

/// Distribution of free space along the main axis (CSS `justify-content`).
public enum JustifyContent: Hashable, Sendable {
  /// Packed at the main start.
  case flexStart
  /// Centred.
  case center
  /// Packed at the main end.
  case flexEnd
  /// Equal space between items, none at the ends.
  case spaceBetween
  /// Equal space around each item (half at the ends).
  case spaceAround
  /// Equal space between items and at the ends.
  case spaceEvenly
}

/// Cross-axis alignment of items or lines (`align-items`, `align-self`, `align-content`).
public enum Alignment: Hashable, Sendable {
  /// For `alignSelf`: the parent's `alignItems`. For the others: the default.
  case auto
  /// At the cross start.
  case flexStart
  /// Centred.
  case center
  /// At the cross end.
  case flexEnd
  /// Stretched to fill the line (or the container, for lines).
  case stretch
  /// Aligned on their first baselines.
  case baseline
  /// Lines only: equal space between lines.
  case spaceBetween
  /// Lines only: equal space around lines.
  case spaceAround
  /// Lines only: equal space between lines and at the ends.
  case spaceEvenly
}

/// What happens to content that overflows the box (CSS `overflow`).
public enum Overflow: Hashable, Sendable {
  /// Content may overflow; under CSS defaults the box keeps an automatic minimum size.
  case visible
  /// Content is clipped; the automatic minimum size is 0.
  case hidden
  /// Content scrolls; the automatic minimum size is 0.
  case scroll
}

/// Which box `width` and `height` size (CSS `box-sizing`).
public enum BoxSizing: Hashable, Sendable {
  /// Sizes include padding and border.
  case borderBox
  /// Sizes exclude padding and border.
  case contentBox
}
