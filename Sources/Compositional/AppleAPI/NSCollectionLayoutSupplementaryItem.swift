import CompositionalEngine
import Geometry

/// Where a supplementary attaches: named edges plus an absolute or fractional offset.
public final class NSCollectionLayoutAnchor {
  /// The edges the anchor names.
  public let edges: NSDirectionalRectEdge
  /// The offset (points, or multiples of the supplementary's size).
  public let offset: CGPoint
  /// Whether the offset is in points.
  public let isAbsoluteOffset: Bool

  /// Whether the offset is a fraction of the supplementary's size.
  public var isFractionalOffset: Bool { !isAbsoluteOffset && offset != .zero }

  /// Creates an anchor on `edges` with no offset.
  public convenience init(edges: NSDirectionalRectEdge) {
    self.init(edges: edges, offset: .zero, absolute: true)
  }

  /// Creates an anchor on `edges` moved by `absoluteOffset` points.
  public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.init(edges: edges, offset: absoluteOffset, absolute: true)
  }

  /// Creates an anchor on `edges` moved by `fractionalOffset` × the supplementary's size.
  public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.init(edges: edges, offset: fractionalOffset, absolute: false)
  }

  /// Creates an anchor.
  private init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
    self.edges = edges
    self.offset = offset
    self.isAbsoluteOffset = absolute
  }

  /// The engine's anchor.
  var value: AnchorSpec {
    AnchorSpec(edges: edges.rectEdges, offset: Point(offset), isFractional: !isAbsoluteOffset)
  }
}

/// A supplementary view anchored to an item or a group: a badge, say (UIKit's name).
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The element kind reported in the attributes.
  public let elementKind: String
  /// The anchor on the container (the item or group).
  public let containerAnchor: NSCollectionLayoutAnchor
  /// The anchor on the supplementary itself.
  public let itemAnchor: NSCollectionLayoutAnchor?
  /// The z-index (1 by default).
  public var zIndex: Int = 1
  /// Whether the element is reported as a decoration view (list separators).
  var isDecoration = false

  /// Creates a supplementary whose frame sits inside the container anchor's edges.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
      itemAnchor: nil)
  }

  /// Creates a supplementary whose `itemAnchor` point lands on the container's anchor point.
  ///
  /// Both anchors' offsets are then added to the frame, as UIKit adds them.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// The engine's description, transposed for a horizontal layout.
  func supplementarySpec(transposed: Bool) -> SupplementarySpec {
    var spec = SupplementarySpec(
      size: layoutSize.value, kind: elementKind, containerAnchor: containerAnchor.value,
      itemAnchor: itemAnchor?.value, zIndex: zIndex)
    spec.contentInsets = contentInsets.engineInsets
    spec.isDecoration = isDecoration
    return transposed ? spec.transposed : spec
  }
}

/// A header, footer or other item on a section's or the layout's boundary (UIKit's name).
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem
{
  /// The edge or corner the item aligns to.
  public let alignment: NSRectAlignment
  /// The offset added to the aligned position.
  public let offset: CGPoint
  /// Whether the item sits outside the section's insets and grows the section (default true).
  public var extendsBoundary = true
  /// Whether the item stays in the visible bounds while its section shows (default false).
  public var pinToVisibleBounds = false
  /// Extra room before the item on its edge (set by list configurations' `headerTopPadding`).
  var padding: CGFloat = 0

  /// Creates a boundary item aligned to `alignment`.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
      absoluteOffset: .zero)
  }

  /// Creates a boundary item aligned to `alignment`, moved by `absoluteOffset`.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
    absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    self.offset = absoluteOffset
    let edges = NSDirectionalRectEdge(rawValue: alignment.rectAlignment.edges.rawValue)
    super.init(
      layoutSize: layoutSize, elementKind: elementKind,
      containerAnchor: NSCollectionLayoutAnchor(edges: edges, absoluteOffset: absoluteOffset),
      itemAnchor: nil)
  }

  /// The engine's description, transposed for a horizontal layout.
  func boundarySpec(transposed: Bool) -> BoundarySpec {
    var spec = BoundarySpec(
      size: layoutSize.value, kind: elementKind, alignment: alignment.rectAlignment,
      offset: Point(offset))
    spec.extendsBoundary = extendsBoundary
    spec.pinToVisibleBounds = pinToVisibleBounds
    spec.padding = padding.isFinite ? max(0, padding) : 0
    spec.zIndex = zIndex
    spec.contentInsets = contentInsets.engineInsets
    return transposed ? spec.transposed : spec
  }
}

/// A decoration view: a section background (UIKit's name).
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  /// The element kind reported in the attributes.
  public let elementKind: String
  /// The z-index (0 by default).
  public var zIndex: Int = 0

  /// Creates a decoration of `elementKind`.
  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [])
  }

  /// A background that fills its section (less its content insets).
  public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
    NSCollectionLayoutDecorationItem(elementKind: elementKind)
  }

  /// The engine's description, transposed for a horizontal layout.
  func decorationSpec(transposed: Bool) -> DecorationSpec {
    var spec = DecorationSpec(kind: elementKind)
    spec.zIndex = zIndex
    spec.contentInsets =
      transposed ? contentInsets.engineInsets.transposed : contentInsets.engineInsets
    return spec
  }
}
