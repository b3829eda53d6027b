extension Flex {
  /// The main axis of a container: the direction its items are placed in.
  public enum Direction: Hashable, Sendable {
    /// Top to bottom (the default).
    case column
    /// Bottom to top.
    case columnReverse
    /// In the layout direction: left to right, or right to left in RTL.
    case row
    /// Against the layout direction.
    case rowReverse
  }

  /// Whether a container's items wrap onto several lines.
  public enum Wrap: Hashable, Sendable {
    /// One line (the default).
    case noWrap
    /// Lines stack in the cross axis's direction.
    case wrap
    /// Lines stack against the cross axis's direction.
    case wrapReverse
  }

  /// How a container distributes free space between its items on the main axis.
  public enum JustifyContent: Hashable, Sendable {
    /// Packed at the start (the default; CSS's `flex-start`).
    case start
    /// Centred.
    case center
    /// Packed at the end (CSS's `flex-end`).
    case end
    /// The first and last items at the edges, equal space between the others.
    case spaceBetween
    /// Equal space around each item (half of it at the edges).
    case spaceAround
    /// Equal space between the items and at the edges.
    case spaceEvenly
  }

  /// How a container aligns its items on the cross axis.
  public enum AlignItems: Hashable, Sendable {
    /// Stretched to fill the line (the default).
    case stretch
    /// At the line's cross start (CSS's `flex-start`).
    case start
    /// Centred in the line.
    case center
    /// At the line's cross end (CSS's `flex-end`).
    case end
    /// Aligned on their first baselines.
    case baseline
  }

  /// How an item aligns itself on its container's cross axis.
  public enum AlignSelf: Hashable, Sendable {
    /// As the container's ``AlignItems`` says (the default).
    case auto
    /// Stretched to fill the line.
    case stretch
    /// At the line's cross start.
    case start
    /// Centred in the line.
    case center
    /// At the line's cross end.
    case end
    /// Aligned on its first baseline.
    case baseline
  }

  /// How a multi-line container distributes its lines on the cross axis.
  public enum AlignContent: Hashable, Sendable {
    /// Lines stretched to fill the container.
    case stretch
    /// Lines packed at the start (the default, Yoga's).
    case start
    /// Lines centred.
    case center
    /// Lines packed at the end.
    case end
    /// The first and last lines at the edges, equal space between the others.
    case spaceBetween
    /// Equal space around each line.
    case spaceAround
    /// Equal space between the lines and at the edges.
    case spaceEvenly
  }

  /// How an item is positioned.
  public enum Position: Hashable, Sendable {
    /// In the flow, then offset by its insets (the default).
    case relative
    /// Out of the flow, placed by its insets in its container's padding box.
    case absolute
    /// In the flow; insets are ignored.
    case `static`
  }

  /// The direction text and rows run in.
  public enum LayoutDirection: Hashable, Sendable {
    /// The container's direction (left to right at the root; the default).
    case inherit
    /// Left to right.
    case ltr
    /// Right to left.
    case rtl
  }

  /// What ``Flex/layout(mode:)`` keeps of the container's current size.
  public enum LayoutMode: Hashable, Sendable {
    /// Both the width and the height (the default): the items are laid out inside them.
    case fitContainer
    /// The width only: the height grows or shrinks to fit the items and is written back.
    case adjustHeight
    /// The height only: the width grows or shrinks to fit the items and is written back.
    case adjustWidth
  }

  /// Whether an item takes part in layout.
  public enum Display: Hashable, Sendable {
    /// It does (the default).
    case flex
    /// It does not: it takes no space and its frame becomes empty.
    case none
    /// Its children take its place in its container; it gets an empty frame.
    case contents
  }

  /// Which box a width or height sets.
  public enum BoxSizing: Hashable, Sendable {
    /// The border box: padding is inside the size (the default).
    case borderBox
    /// The content box: padding is added to the size.
    case contentBox
  }
}
