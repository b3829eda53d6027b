import Compositional
import UIKitGeometry

/// What a collection view asks for its cells and supplementary views: the view half of UIKit's
/// `UICollectionViewDataSource`, whose counts half is Compositional's data source protocol.
public protocol UICollectionViewCellSource: AnyObject {
  /// The configured cell of an item (dequeue it from the collection view).
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// The configured supplementary view of a kind at an index path.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
}

extension UICollectionViewCellSource {
  /// An empty reusable view.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }
}

extension UICollectionView {
  /// Registers the class of the cells dequeued with `identifier` (`nil` unregisters).
  public func register(
    _ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String
  ) {
    CollectionCellRegistry.of(self).cellClasses[identifier] = cellClass
  }

  /// Registers the class of the supplementary views of `kind` dequeued with `identifier`.
  public func register(
    _ viewClass: UICollectionReusableView.Type?, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    CollectionCellRegistry.of(self).supplementaryClasses[kind, default: [:]][identifier] = viewClass
  }

  /// A cell for `indexPath`: a reused one of the registered class, or a new one.
  ///
  /// An identifier that was never registered gives a plain ``UICollectionViewCell`` (UIKit
  /// raises an exception instead).
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let registry = CollectionCellRegistry.of(self)
    let cellClass = registry.cellClasses[identifier] ?? UICollectionViewCell.self
    return registry.dequeue(identifier) { cellClass.init(dequeuedWithIdentifier: identifier) }
  }

  /// A supplementary view of `kind` for `indexPath`: reused or new.
  public func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let registry = CollectionCellRegistry.of(self)
    let viewClass =
      registry.supplementaryClasses[kind]?[identifier] ?? UICollectionReusableView.self
    return registry.dequeue(kind + "\u{1F}" + identifier) {
      viewClass.init(dequeuedWithIdentifier: identifier)
    }
  }

  /// The cells on screen after ``layoutCells(using:)``, in index-path order.
  public var visibleCells: [UICollectionViewCell] {
    let cells = CollectionCellRegistry.of(self).visibleCells
    return cells.keys.sorted().compactMap { cells[$0] }
  }

  /// The cell on screen at `indexPath`, if the item is visible.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    CollectionCellRegistry.of(self).visibleCells[indexPath]
  }

  /// Gives every visible item a configured cell at its frame (and every visible supplementary
  /// element a view), reusing the views that left the visible area: UIKit's layout pass.
  public func layoutCells(using source: any UICollectionViewCellSource) {
    layoutIfNeeded()
    let registry = CollectionCellRegistry.of(self)
    let attributes = visibleLayoutAttributes()
    let cellPaths = Set(
      attributes.filter { $0.representedElementCategory == .cell }.map(\.indexPath))
    for (path, cell) in registry.visibleCells where !cellPaths.contains(path) {
      registry.enqueue(cell, poolKey: cell.reuseIdentifier ?? "")
      registry.visibleCells[path] = nil
    }
    var supplementaryKeys: Set<CollectionCellRegistry.SupplementaryKey> = []
    for attribute in attributes {
      switch attribute.representedElementCategory {
      case .cell:
        let cell =
          registry.visibleCells[attribute.indexPath]
          ?? source.collectionView(self, cellForItemAt: attribute.indexPath)
        registry.visibleCells[attribute.indexPath] = cell
        cell.frame = attribute.frame
        cell.layoutIfNeeded()
      case .supplementaryView:
        guard let kind = attribute.representedElementKind else { continue }
        let key = CollectionCellRegistry.SupplementaryKey(
          kind: kind, indexPath: attribute.indexPath)
        supplementaryKeys.insert(key)
        let view =
          registry.visibleSupplementaries[key]
          ?? source.collectionView(
            self, viewForSupplementaryElementOfKind: kind, at: attribute.indexPath)
        registry.visibleSupplementaries[key] = view
        view.frame = attribute.frame
        view.layoutIfNeeded()
      case .decorationView:
        continue
      }
    }
    for (key, view) in registry.visibleSupplementaries where !supplementaryKeys.contains(key) {
      registry.enqueue(view, poolKey: key.kind + "\u{1F}" + (view.reuseIdentifier ?? ""))
      registry.visibleSupplementaries[key] = nil
    }
  }
}
