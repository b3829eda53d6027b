import CompositionalEngine
import Geometry

// UIKit's layout objects compare by value (`isEqual:`); so do these.

extension NSCollectionLayoutDimension: Hashable {
  /// Whether the two dimensions are the same kind and number.
  public static func == (lhs: NSCollectionLayoutDimension, rhs: NSCollectionLayoutDimension)
    -> Bool
  {
    lhs.value == rhs.value
  }

  /// Hashes the dimension's kind and number.
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension NSCollectionLayoutSize: Hashable {
  /// Whether both dimensions are equal.
  public static func == (lhs: NSCollectionLayoutSize, rhs: NSCollectionLayoutSize) -> Bool {
    lhs.value == rhs.value
  }

  /// Hashes both dimensions.
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension NSCollectionLayoutSpacing: Hashable {
  /// Whether the two spacings are the same kind and length.
  public static func == (lhs: NSCollectionLayoutSpacing, rhs: NSCollectionLayoutSpacing) -> Bool {
    lhs.value == rhs.value
  }

  /// Hashes the spacing.
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension NSCollectionLayoutEdgeSpacing: Hashable {
  /// Whether all four edges are equal.
  public static func == (lhs: NSCollectionLayoutEdgeSpacing, rhs: NSCollectionLayoutEdgeSpacing)
    -> Bool
  {
    lhs.value == rhs.value
  }

  /// Hashes the four edges.
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension NSCollectionLayoutAnchor: Hashable {
  /// Whether the edges and offsets are equal.
  public static func == (lhs: NSCollectionLayoutAnchor, rhs: NSCollectionLayoutAnchor) -> Bool {
    lhs.value == rhs.value
  }

  /// Hashes the edges and offset.
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension UICollectionViewLayoutAttributes: Hashable {
  /// Whether every property is equal (as UIKit's `isEqual:` compares attributes).
  public static func == (
    lhs: UICollectionViewLayoutAttributes, rhs: UICollectionViewLayoutAttributes
  ) -> Bool {
    lhs.frame == rhs.frame && lhs.indexPath == rhs.indexPath
      && lhs.representedElementCategory == rhs.representedElementCategory
      && lhs.representedElementKind == rhs.representedElementKind && lhs.zIndex == rhs.zIndex
      && lhs.alpha == rhs.alpha && lhs.isHidden == rhs.isHidden && lhs.transform == rhs.transform
  }

  /// Hashes what identifies the element: its category, kind and index path.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(representedElementCategory)
    hasher.combine(representedElementKind)
    hasher.combine(indexPath)
  }
}
