import Compositional
import SectionedData
import UIKitViews

/// The sections shown by a collection view and the closures that turn them into cells and
/// supplementary views: RxDataSources' `CollectionViewSectionedDataSource`, without Rx.
///
/// It is the collection view's `UICollectionViewDataSource`: it answers the counts and
/// configures cells and supplementary views; the collection view measures self-sizing items
/// with those cells and lays them out in its layout pass.
open class CollectionViewSectionedDataSource<Section: SectionModelType>:
  SectionedDataSource<Section>, UICollectionViewDataSource
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

  // MARK: UICollectionViewDataSource

  /// The number of sections.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { sectionModels.count }

  /// The number of items in a section.
  public func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
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

  /// Makes `collectionView` show these sections: becomes its data source, reloads and lays
  /// it out (measuring the visible self-sizing items and placing their cells).
  func show(in collectionView: UICollectionView) {
    if collectionView.dataSource !== self { collectionView.dataSource = self }
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
  }
}
