import Compositional
import SectionedData
import UIKitGeometry

/// The sections shown by a collection view and the closures that turn them into cells and
/// supplementary views: RxDataSources' `CollectionViewSectionedDataSource`, without Rx.
///
/// It answers the collection view's counts, configures cells and supplementary views, and
/// sizes self-sizing items by asking a configured cell for `sizeThatFits` (installed on the
/// compositional or flow layout by `apply(_:to:)`).
open class CollectionViewSectionedDataSource<Section: SectionModelType>:
  SectionedDataSource<Section>, UICollectionViewDataSource, UICollectionViewCellSource
{
  /// Makes and configures the cell of an item.
  public typealias ConfigureCell = (
    CollectionViewSectionedDataSource<Section>, UICollectionView, IndexPath, Item
  ) -> UICollectionViewCell
  /// Makes and configures a supplementary view of a kind.
  public typealias ConfigureSupplementaryView = (
    CollectionViewSectionedDataSource<Section>, UICollectionView, String, IndexPath
  ) -> UICollectionReusableView
  /// Whether an item can be moved.
  public typealias CanMoveItemAtIndexPath = (
    CollectionViewSectionedDataSource<Section>, IndexPath
  ) -> Bool

  /// Makes and configures the cell of an item.
  public var configureCell: ConfigureCell
  /// Makes and configures a supplementary view.
  public var configureSupplementaryView: ConfigureSupplementaryView?
  /// Whether an item can be moved.
  public var canMoveItemAtIndexPath: CanMoveItemAtIndexPath

  /// Creates a data source from RxDataSources' closures.
  public init(
    configureCell: @escaping ConfigureCell,
    configureSupplementaryView: ConfigureSupplementaryView? = nil,
    canMoveItemAtIndexPath: @escaping CanMoveItemAtIndexPath = { _, _ in false }
  ) {
    self.configureCell = configureCell
    self.configureSupplementaryView = configureSupplementaryView
    self.canMoveItemAtIndexPath = canMoveItemAtIndexPath
  }

  // MARK: The collection view's questions

  /// The number of sections.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { sectionModels.count }

  /// The number of items in a section.
  public func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  {
    itemCount(inSection: section)
  }

  /// The configured cell of an item.
  public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    configureCell(self, collectionView, indexPath, self[indexPath])
  }

  /// The configured supplementary view (an empty one without ``configureSupplementaryView``).
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    configureSupplementaryView?(self, collectionView, kind, indexPath)
      ?? UICollectionReusableView(frame: .zero)
  }

  /// Makes `collectionView` show these sections: sets itself as the data source, sizes
  /// self-sizing items with configured cells, reloads and lays the visible cells out.
  func show(in collectionView: UICollectionView) {
    collectionView.dataSource = self
    installMeasuring(on: collectionView)
    collectionView.reloadData()
    collectionView.layoutCells(using: self)
  }

  /// Installs the measuring of self-sizing items (and supplementary views) on the layout.
  func installMeasuring(on collectionView: UICollectionView) {
    let measure: (IndexPath, CGSize) -> CGSize = {
      [weak self, weak collectionView] path, proposed in
      guard let self, let collectionView, self.contains(path) else { return proposed }
      let cell = self.collectionView(collectionView, cellForItemAt: path)
      cell.frame = CGRect(origin: .zero, size: proposed)
      let size = cell.sizeThatFits(proposed)
      CollectionCellRegistry.of(collectionView).enqueue(cell, poolKey: cell.reuseIdentifier ?? "")
      return size
    }
    if let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout {
      layout.measureItem = measure
      layout.measureSupplementary = { [weak self, weak collectionView] kind, path, proposed in
        guard let self, let collectionView else { return proposed }
        let view = self.collectionView(
          collectionView, viewForSupplementaryElementOfKind: kind, at: path)
        return view.sizeThatFits(proposed)
      }
    } else if let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout {
      layout.measureItem = measure
    }
  }
}
