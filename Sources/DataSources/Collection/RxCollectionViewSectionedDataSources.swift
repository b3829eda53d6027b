import Compositional
import Geometry
import SectionedData
import UIKitGeometry

/// A collection data source that shows each new value of its sections with a plain reload
/// (RxDataSources' `RxCollectionViewSectionedReloadDataSource`).
open class RxCollectionViewSectionedReloadDataSource<Section: SectionModelType>:
  CollectionViewSectionedDataSource<Section>
{
  /// Shows `sections` in `collectionView` (the Rx binding `items(dataSource:)` per value):
  /// the data source takes them, reloads, measures the visible self-sizing items and lays the
  /// visible cells out.
  public func apply(_ sections: [Section], to collectionView: UICollectionView) {
    setSections(sections)
    show(in: collectionView)
  }
}

/// What an update of an animated collection data source did: frames before and after, the
/// plan between them, and the error that forced a plain reload, if any.
///
/// Frames cover the items visible before or after the update (and where those items are, or
/// were, in the other layout); section frames are the section headers'.
public struct CollectionUpdate: Sendable {
  /// The old items' frames before the update.
  public var oldFrames: [ItemPath: Rect]
  /// The new items' frames after the update.
  public var newFrames: [ItemPath: Rect]
  /// The animation between them; `nil` for a plain reload.
  public var plan: TransitionPlan?
  /// Why the update fell back to a reload (duplicate identities), if it did.
  public var error: Diff.Error?
  /// The stage of the batch updates the collection view refused, if it did (as UIKit would
  /// with an exception); the update then fell back to a reload.
  public var batchError: CollectionBatchError? = nil
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

  /// How items appear, change and disappear (collection views animate all of them as fades).
  public var animationConfiguration: AnimationConfiguration
  /// Decides whether to animate or reload (animated unless set).
  public var decideViewTransition: DecideViewTransition
  private var hasShownSections = false

  /// The diff, made where the data source is created: the initializer is inlined into the
  /// caller's module, so the diff is specialized for the caller's section type there (called
  /// from this generic class instead, it ran unspecialized, several times slower).
  @usableFromInline let differ:
    ([Section], [Section]) throws(Diff.Error) -> SectionedDifference<Section>

  /// Creates a data source from RxDataSources' closures.
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
    differ = { old, new throws(Diff.Error) in try Diff.sectionedDifference(from: old, to: new) }
    super.init(
      configureCell: configureCell, configureSupplementaryView: configureSupplementaryView,
      canMoveItemAtIndexPath: canMoveItemAtIndexPath)
  }

  /// Shows `sections` in `collectionView`, animating from the sections shown before.
  ///
  /// The first value reloads; duplicate identities fall back to a reload and are reported in
  /// ``CollectionUpdate/error``, as RxDataSources does.
  @discardableResult
  public func apply(_ sections: [Section], to collectionView: UICollectionView)
    -> CollectionUpdate
  {
    guard hasShownSections else {
      hasShownSections = true
      return reload(sections, collectionView, error: nil)
    }
    let difference: SectionedDifference<Section>
    do {
      difference = try differ(sectionModels, sections)
    } catch {
      return reload(sections, collectionView, error: error)
    }
    guard decideViewTransition(self, collectionView, difference.changesets) == .animated else {
      return reload(sections, collectionView, error: nil)
    }
    let old = Self.visibleFrames(of: collectionView)
    // Where every old item was, for the items that scroll into view with the update.
    let oldEverywhere = Self.itemFrames(of: collectionView)
    if difference.changesets.contains(where: { !$0.updatedItems.isEmpty }),
      let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout
    {
      layout.invalidateMeasurements()  // changed content measures again
    }
    // Each stage as a checked batch update, as RxDataSources applies them.
    for changeset in difference.changesets {
      setSections(changeset.finalSections)
      do {
        try collectionView.applyBatchUpdates { Self.record(changeset, on: collectionView) }
      } catch {
        var update = reload(sections, collectionView, error: nil)
        update.batchError = error
        return update
      }
    }
    setSections(sections)
    show(in: collectionView)
    let new = Self.visibleFrames(of: collectionView)
    let map = difference.identityMap
    var oldItems = old.items
    var newItems = new.items
    // Items that cross the visible area's edge: their frame on the other side.
    for path in new.items.keys {
      if let oldPath = map.oldPath(forNew: path), oldItems[oldPath] == nil,
        let frame = oldEverywhere[oldPath]
      {
        oldItems[oldPath] = frame
      }
    }
    for path in old.items.keys {
      if let newPath = map.newPath(forOld: path), newItems[newPath] == nil,
        let attributes = collectionView.layoutAttributesForItem(at: IndexPath(newPath))
      {
        newItems[newPath] = Rect(attributes.frame)
      }
    }
    let plan = TransitionPlan(
      oldFrames: oldItems, newFrames: newItems, oldSectionFrames: old.headers,
      newSectionFrames: new.headers, identityMap: map)
    return CollectionUpdate(oldFrames: oldItems, newFrames: newItems, plan: plan, error: nil)
  }

  /// Records one stage's operations on the collection view.
  private static func record(_ changeset: Changeset<Section>, on collectionView: UICollectionView) {
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

  /// Keys the layout's measured sizes by item identity, so they survive moves and insertions.
  private func identifyItems(on collectionView: UICollectionView) {
    guard let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout
    else { return }
    layout.itemIdentifier = { [weak self] path in
      guard let self, self.contains(path) else { return AnyHashable(path) }
      return AnyHashable(self[path].identity)
    }
  }

  private func reload(
    _ sections: [Section], _ collectionView: UICollectionView, error: Diff.Error?
  ) -> CollectionUpdate {
    identifyItems(on: collectionView)
    setSections(sections)
    show(in: collectionView)
    return CollectionUpdate(
      oldFrames: [:], newFrames: Self.visibleFrames(of: collectionView).items, plan: nil,
      error: error)
  }

  /// The frames of the visible items and of the visible section headers.
  static func visibleFrames(of collectionView: UICollectionView)
    -> (items: [ItemPath: Rect], headers: [Int: Rect])
  {
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

  /// The frame of every item the layout has placed in the content.
  ///
  /// - Complexity: O(n) for n items.
  static func itemFrames(of collectionView: UICollectionView) -> [ItemPath: Rect] {
    var frames: [ItemPath: Rect] = [:]
    let size = collectionView.contentSize
    for attributes in collectionView.collectionViewLayout.layoutAttributesForElements(
      in: CGRect(origin: .zero, size: size)) ?? []
    where attributes.representedElementCategory == .cell {
      frames[ItemPath(attributes.indexPath)] = Rect(attributes.frame)
    }
    return frames
  }
}
