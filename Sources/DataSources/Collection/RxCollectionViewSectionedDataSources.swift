import Compositional
import Geometry
import SectionedData
import UIKitViews

/// A collection data source that shows each new value of its sections with a plain reload
/// (RxDataSources' `RxCollectionViewSectionedReloadDataSource`).
open class RxCollectionViewSectionedReloadDataSource<Section: SectionModelType>:
  CollectionViewSectionedDataSource<Section>
{
  /// Shows `sections` in `collectionView` (the Rx binding `items(dataSource:)` per value):
  /// the data source takes them, reloads, and the collection view lays itself out.
  public func apply(_ sections: [Section], to collectionView: UICollectionView) {
    setSections(sections)
    show(in: collectionView)
  }
}

/// A collection data source that diffs each new value of its sections against the shown ones
/// and animates the difference (RxDataSources' `RxCollectionViewSectionedAnimatedDataSource`).
///
/// Self-sized items keep their measured sizes across updates by identity (the layout caches
/// them under each item's identity), so only inserted and changed items are measured again.
open class RxCollectionViewSectionedAnimatedDataSource<Section: AnimatableSectionModelType>:
  CollectionViewSectionedDataSource<Section>
{
  /// Decides, from the staged changes, whether to animate or reload.
  public typealias DecideViewTransition = (
    CollectionViewSectionedDataSource<Section>, UICollectionView, [Changeset<Section>]
  ) -> ViewTransition

  /// How items appear, change and disappear (collection views fade every change; `.none`
  /// makes a change instant).
  public var animationConfiguration: AnimationConfiguration
  /// Decides whether to animate or reload (animated unless set).
  public var decideViewTransition: DecideViewTransition
  /// The diffing and staging shared with the table data source.
  @usableFromInline var updater: AnimatedUpdater<Section>

  /// Creates a data source from RxDataSources' closures.
  ///
  /// The initializer is inlined into the caller's module, so the diff is specialized for the
  /// caller's section type there.
  @inlinable
  public init(
    animationConfiguration: AnimationConfiguration = AnimationConfiguration(),
    decideViewTransition: @escaping DecideViewTransition = { _, _, _ in .animated },
    configureCell: @escaping ConfigureCell,
    configureSupplementaryView: ConfigureSupplementaryView? = nil,
    canMoveItemAtIndexPath: @escaping CanMoveItemAtIndexPath = { _, _ in false }
  ) {
    self.animationConfiguration = animationConfiguration
    self.decideViewTransition = decideViewTransition
    updater = AnimatedUpdater { old, new throws(Diff.Error) in
      try Diff.sectionedDifference(from: old, to: new)
    }
    super.init(
      configureCell: configureCell, configureSupplementaryView: configureSupplementaryView,
      canMoveItemAtIndexPath: canMoveItemAtIndexPath)
  }

  /// Shows `sections` in `collectionView`, animating from the sections shown before.
  ///
  /// The first value reloads; duplicate identities, or a stage the collection view refuses,
  /// fall back to a reload reported in ``DataSourceUpdate/error``, as RxDataSources does.
  @discardableResult
  public func apply(_ sections: [Section], to collectionView: UICollectionView)
    -> DataSourceUpdate
  {
    if collectionView.dataSource !== self { collectionView.dataSource = self }
    identifyItems(on: collectionView)
    collectionView.layoutIfNeeded()
    return updater.update(
      to: sections, dataSource: self,
      target: CollectionUpdateTarget(collectionView: collectionView),
      animation: animationConfiguration,
      decide: { decideViewTransition(self, collectionView, $0) })
  }

  /// Keys the layout's measured sizes by item identity, so they survive moves and insertions.
  private func identifyItems(on collectionView: UICollectionView) {
    guard let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout
    else { return }
    layout.itemIdentifier = { [weak self] path in
      guard let self, self.contains(path) else { return AnyHashable(path) }
      return AnyHashable(self[path].identity)
    }
  }
}

/// A collection view as the target of an animated update.
struct CollectionUpdateTarget: AnimatedUpdateTarget {
  let collectionView: UICollectionView

  var animatesRows: Bool { false }

  func visibleFrames() -> (items: [ItemPath: Rect], headers: [Int: Rect]) {
    var items: [ItemPath: Rect] = [:]
    var headers: [Int: Rect] = [:]
    for attributes in collectionView.visibleLayoutAttributes() {
      switch attributes.representedElementCategory {
      case .cell: items[ItemPath(attributes.indexPath)] = Rect(attributes.frame)
      case .supplementaryView:
        if attributes.representedElementKind == UICollectionView.elementKindSectionHeader {
          headers[attributes.indexPath.section] = Rect(attributes.frame)
        }
      case .decorationView: continue
      }
    }
    return (items, headers)
  }

  /// The frame of every item the layout has placed in the content (O(n) for n items: the
  /// layout is a shared object, so its answers cannot be kept past the update otherwise).
  func frameSnapshot() -> (ItemPath) -> Rect? {
    var frames: [ItemPath: Rect] = [:]
    let size = collectionView.contentSize
    for attributes in collectionView.collectionViewLayout.layoutAttributesForElements(
      in: CGRect(origin: .zero, size: size)) ?? []
    where attributes.representedElementCategory == .cell {
      frames[ItemPath(attributes.indexPath)] = Rect(attributes.frame)
    }
    return { frames[$0] }
  }

  func currentFrame(of path: ItemPath) -> Rect? {
    collectionView.layoutAttributesForItem(at: IndexPath(path)).map { Rect($0.frame) }
  }

  func apply<Section: AnimatableSectionModelType>(
    _ changeset: Changeset<Section>, animation: AnimationConfiguration
  ) throws(DataSourceUpdateError) {
    if !changeset.updatedItems.isEmpty,
      let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout
    {
      layout.invalidateMeasurements()  // changed content measures again
    }
    do {
      try collectionView.applyBatchUpdates {
        collectionView.deleteSections(IndexSet(changeset.deletedSections))
        collectionView.insertSections(IndexSet(changeset.insertedSections))
        for move in changeset.movedSections {
          collectionView.moveSection(move.from, toSection: move.to)
        }
        collectionView.reloadSections(IndexSet(changeset.updatedSections))
        collectionView.deleteItems(at: changeset.deletedItems.map(IndexPath.init))
        collectionView.insertItems(at: changeset.insertedItems.map(IndexPath.init))
        for move in changeset.movedItems {
          collectionView.moveItem(at: IndexPath(move.from), to: IndexPath(move.to))
        }
        collectionView.reloadItems(at: changeset.updatedItems.map(IndexPath.init))
      }
    } catch {
      throw .batch(error.reason, message: error.description)
    }
  }

  func reloadAndLayOut() {
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
  }

  func layOutAfterUpdate() {
    collectionView.layoutIfNeeded()
  }
}
