import CompositionalEngine
import Geometry

/// A cell slot in a compositional layout (UIKit's name).
///
/// Like UIKit's, it is a class: layouts configure it after creating it, often through a `let`.
public class NSCollectionLayoutItem {
  /// The item's size.
  public let layoutSize: NSCollectionLayoutSize
  /// Insets from the slot to the cell's frame (ignored on an estimated axis).
  public var contentInsets: NSDirectionalEdgeInsets = .zero
  /// Spacing outside the item.
  public var edgeSpacing: NSCollectionLayoutEdgeSpacing?
  /// Supplementaries anchored to the item.
  public internal(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem]

  /// Creates an item of `layoutSize` with anchored supplementaries.
  public init(
    layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  ) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }

  /// Creates an item of `layoutSize`.
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// The engine's description of the item, transposed for a horizontally scrolling layout.
  func itemSpec(transposed: Bool) -> ItemSpec {
    var spec = ItemSpec(size: layoutSize.value)
    spec.contentInsets = contentInsets.engineInsets
    spec.edgeSpacing = edgeSpacing?.value
    spec.supplementaries = supplementaryItems.map { $0.supplementarySpec(transposed: false) }
    return transposed ? spec.transposed : spec
  }

  /// The engine's element for this item (groups override it).
  func element(transposed: Bool, environment: any NSCollectionLayoutEnvironment) -> LayoutElement {
    .item(itemSpec(transposed: transposed))
  }
}

/// A frame a custom group's provider returns for one item (UIKit's name).
public final class NSCollectionLayoutGroupCustomItem {
  /// The frame relative to the group's corner.
  public let frame: CGRect
  /// The z-index of the cell placed there.
  public let zIndex: Int

  /// Creates a custom item with a frame.
  public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }

  /// Creates a custom item with a frame and a z-index.
  public init(frame: CGRect, zIndex: Int) {
    self.frame = frame
    self.zIndex = zIndex
  }
}

/// The closure a custom group calls for its item frames.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment)
  -> [NSCollectionLayoutGroupCustomItem]

extension ItemSpec {
  /// The item with its axes exchanged.
  var transposed: ItemSpec {
    var copy = self
    copy.size = size.transposed
    copy.contentInsets = contentInsets.transposed
    copy.edgeSpacing = edgeSpacing?.transposed
    copy.supplementaries = supplementaries.map(\.transposed)
    return copy
  }
}

extension SupplementarySpec {
  /// The supplementary with its axes exchanged.
  var transposed: SupplementarySpec {
    var copy = self
    copy.size = size.transposed
    copy.containerAnchor = containerAnchor.transposed
    copy.itemAnchor = itemAnchor?.transposed
    copy.contentInsets = contentInsets.transposed
    return copy
  }
}

extension BoundarySpec {
  /// The boundary item with its axes exchanged.
  var transposed: BoundarySpec {
    var copy = self
    copy.size = size.transposed
    copy.alignment = alignment.transposed
    copy.offset = Point(x: offset.y, y: offset.x)
    copy.contentInsets = contentInsets.transposed
    return copy
  }
}
