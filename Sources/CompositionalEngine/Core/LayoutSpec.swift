import Geometry

/// The edges of a rectangle, as a set (leading is left: layouts are left-to-right).
public struct RectEdges: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates a set from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = RectEdges(rawValue: 1)
  /// The leading edge.
  public static let leading = RectEdges(rawValue: 2)
  /// The bottom edge.
  public static let bottom = RectEdges(rawValue: 4)
  /// The trailing edge.
  public static let trailing = RectEdges(rawValue: 8)

  /// The same edges with the axes exchanged (top becomes leading).
  package var transposed: RectEdges {
    var result: RectEdges = []
    if contains(.top) { result.insert(.leading) }
    if contains(.leading) { result.insert(.top) }
    if contains(.bottom) { result.insert(.trailing) }
    if contains(.trailing) { result.insert(.bottom) }
    return result
  }
}

/// Where an anchored supplementary sits on its container.
public struct AnchorSpec: Hashable, Sendable {
  /// The edges the anchor names.
  public var edges: RectEdges
  /// The offset: points, or multiples of the supplementary's size when `isFractional`.
  public var offset: Point
  /// Whether `offset` is a fraction of the supplementary's size.
  public var isFractional: Bool

  /// Creates an anchor.
  public init(edges: RectEdges, offset: Point = .zero, isFractional: Bool = false) {
    self.edges = edges
    self.offset = offset
    self.isFractional = isFractional
  }

  /// The same anchor with the axes exchanged.
  package var transposed: AnchorSpec {
    AnchorSpec(
      edges: edges.transposed, offset: Point(x: offset.y, y: offset.x), isFractional: isFractional)
  }
}

/// A supplementary view anchored to an item or a group (a badge, say).
public struct SupplementarySpec: Hashable, Sendable {
  /// The size, resolved against the frame it is anchored to.
  public var size: LayoutSize
  /// The element kind reported in its attributes.
  public var kind: String
  /// The anchor on the container.
  public var containerAnchor: AnchorSpec
  /// The anchor on the supplementary itself, if any.
  public var itemAnchor: AnchorSpec?
  /// The z-index (1 by default, as measured).
  public var zIndex: Int
  /// Insets applied to the supplementary's own frame.
  public var contentInsets: EdgeInsets = .zero
  /// Whether the element is reported as a decoration view (list separators).
  public var isDecoration = false

  /// Creates a supplementary description.
  public init(
    size: LayoutSize, kind: String, containerAnchor: AnchorSpec, itemAnchor: AnchorSpec? = nil,
    zIndex: Int = 1
  ) {
    self.size = size
    self.kind = kind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    self.zIndex = zIndex
  }
}

/// An edge or a corner of a rectangle.
public enum RectAlignment: Hashable, Sendable {
  /// No alignment.
  case none
  /// The top edge.
  case top
  /// The top-leading corner.
  case topLeading
  /// The leading edge.
  case leading
  /// The bottom-leading corner.
  case bottomLeading
  /// The bottom edge.
  case bottom
  /// The bottom-trailing corner.
  case bottomTrailing
  /// The trailing edge.
  case trailing
  /// The top-trailing corner.
  case topTrailing

  /// The edges the alignment names.
  package var edges: RectEdges {
    switch self {
    case .none: return []
    case .top: return .top
    case .topLeading: return [.top, .leading]
    case .leading: return .leading
    case .bottomLeading: return [.bottom, .leading]
    case .bottom: return .bottom
    case .bottomTrailing: return [.bottom, .trailing]
    case .trailing: return .trailing
    case .topTrailing: return [.top, .trailing]
    }
  }

  /// The alignment naming `edges` (the inverse of `edges`).
  package init(edges: RectEdges) {
    switch (edges.contains(.top), edges.contains(.bottom)) {
    case (true, false):
      self =
        edges.contains(.leading) ? .topLeading : edges.contains(.trailing) ? .topTrailing : .top
    case (false, true):
      self =
        edges.contains(.leading)
        ? .bottomLeading : edges.contains(.trailing) ? .bottomTrailing : .bottom
    default:
      self = edges.contains(.leading) ? .leading : edges.contains(.trailing) ? .trailing : .none
    }
  }

  /// The same alignment with the axes exchanged.
  package var transposed: RectAlignment { RectAlignment(edges: edges.transposed) }
}

/// A header, footer or other item attached to the boundary of a section or of the layout.
public struct BoundarySpec: Hashable, Sendable {
  /// The size, resolved against the section's width and the whole container height.
  public var size: LayoutSize
  /// The element kind.
  public var kind: String
  /// The edge or corner the item sits on.
  public var alignment: RectAlignment
  /// An offset added to the aligned position.
  public var offset: Point
  /// Whether the item sits outside the section's insets and grows the section.
  public var extendsBoundary: Bool = true
  /// Whether the item stays in the visible bounds while its section is on screen.
  public var pinToVisibleBounds: Bool = false
  /// The z-index (1 by default).
  public var zIndex: Int = 1
  /// Insets applied to the item's frame.
  public var contentInsets: EdgeInsets = .zero
  /// Extra room before the item on its edge (a list's `headerTopPadding`).
  public var padding: Double = 0

  /// Creates a boundary item description.
  public init(size: LayoutSize, kind: String, alignment: RectAlignment, offset: Point = .zero) {
    self.size = size
    self.kind = kind
    self.alignment = alignment
    self.offset = offset
  }
}

/// A decoration view (a section background).
public struct DecorationSpec: Hashable, Sendable {
  /// The element kind.
  public var kind: String
  /// Insets from the section frame.
  public var contentInsets: EdgeInsets = .zero
  /// The z-index (0 by default).
  public var zIndex: Int = 0

  /// Creates a background decoration description.
  public init(kind: String) { self.kind = kind }
}
