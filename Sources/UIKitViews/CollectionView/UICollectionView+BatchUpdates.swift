import Foundation
import Geometry
import TableLayout

/// A batch update that UIKit's collection view would refuse with an
/// `NSInternalInconsistencyException`.
///
/// A collection view checks a batch by the same rules as a table view (indices in range before
/// and after the batch, no element named by two operations that exclude each other, counts that
/// add up), so the cases are the table's; ``description`` words them as the collection view does,
/// with items for rows.
public struct CollectionBatchError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The refusal, in the table view's terms (a row is an item).
  public var reason: TableBatchError

  /// Creates the error for a refusal.
  public init(_ reason: TableBatchError) {
    self.reason = reason
  }

  /// UIKit's message for the same refusal.
  public var description: String { reason.message(element: "item", container: "collection view") }
}

/// The open batch and the last refusal of one collection view.
struct CollectionBatchState {
  /// The batch being recorded, while `performBatchUpdates` runs.
  var recording = BatchRecording()
  /// The last batch refused, cleared by the next one applied.
  var lastError: CollectionBatchError?
}

extension UICollectionView {
  /// Applies the insertions, deletions, moves and reloads made in `updates` together, checked
  /// against the counts before (the ones the layout last read) and the data source's counts
  /// after, as UIKit checks them.
  ///
  /// UIKit raises an exception for an inconsistent batch; this view reloads its data instead,
  /// keeps the refusal in ``lastBatchUpdateError`` and passes `false` to `completion`. Use
  /// ``applyBatchUpdates(_:)`` to get the error thrown.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    do {
      try applyBatchUpdates { updates?() }
      completion?(true)
    } catch {
      reloadData()
      completion?(false)
    }
  }

  /// Applies the changes made in `updates` as one batch, or throws UIKit's refusal.
  ///
  /// A refused batch leaves the counts the layout read before it, and sets
  /// ``lastBatchUpdateError``.
  /// - Throws: ``CollectionBatchError``.
  /// - Complexity: O(n) for n items.
  public func applyBatchUpdates(_ updates: () -> Void) throws(CollectionBatchError) {
    batchState.recording.begin()
    updates()
    guard let batch = batchState.recording.end() else { return }
    try commit(batch)
  }

  /// The last batch update refused (by ``performBatchUpdates(_:completion:)`` or
  /// ``applyBatchUpdates(_:)``), or nil once a batch has been applied.
  public var lastBatchUpdateError: CollectionBatchError? { batchState.lastError }

  /// Inserts items (paths after the batch).
  public func insertItems(at indexPaths: [IndexPath]) {
    record { $0.insertedRows.formUnion(indexPaths.map(ItemPath.init)) }
  }

  /// Deletes items (paths before the batch).
  public func deleteItems(at indexPaths: [IndexPath]) {
    record { $0.deletedRows.formUnion(indexPaths.map(ItemPath.init)) }
  }

  /// Reloads items (paths before the batch): they are configured and measured anew.
  public func reloadItems(at indexPaths: [IndexPath]) {
    record { $0.reloadedRows.formUnion(indexPaths.map(ItemPath.init)) }
  }

  /// Moves an item from a path before the batch to a path after it.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.movedRows.append((ItemPath(indexPath), ItemPath(newIndexPath))) }
  }

  /// Inserts sections (indices after the batch).
  public func insertSections(_ sections: IndexSet) {
    record { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes sections (indices before the batch).
  public func deleteSections(_ sections: IndexSet) {
    record { $0.deletedSections.formUnion(sections) }
  }

  /// Reloads sections (indices before the batch).
  public func reloadSections(_ sections: IndexSet) {
    record { $0.reloadedSections.formUnion(sections) }
  }

  /// Moves a section from an index before the batch to one after it.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.movedSections.append((section, newSection)) }
  }

  /// Adds an operation to the open batch, or applies it at once as a batch of its own (a
  /// refused one reloads, as in ``performBatchUpdates(_:completion:)``).
  private func record(_ change: (inout TableBatch) -> Void) {
    guard let batch = batchState.recording.record(change) else { return }
    do { try commit(batch) } catch { reloadData() }
  }

  /// Checks a batch (the table's rules, on counts alone) and applies it by reading the new
  /// counts into the layout.
  ///
  /// Without a data source the counts come from `itemCounts`, which takes effect when set, so
  /// there is nothing to check a batch against: it only reloads.
  private func commit(_ batch: TableBatch) throws(CollectionBatchError) {
    guard dataSource != nil else {
      reloadData()
      return
    }
    let after = (0..<Swift.max(0, numberOfSections)).map {
      Swift.max(0, numberOfItems(inSection: $0))
    }
    do {
      try batch.check(
        rowCountsBefore: collectionViewLayout.context.itemCounts, rowCountsAfter: after)
    } catch {
      batchState.lastError = CollectionBatchError(error)
      throw CollectionBatchError(error)
    }
    batchState.lastError = nil
    collectionViewLayout.prepare(forCollectionViewUpdates: batch.updateItems)
    applyCounts()
    collectionViewLayout.finalizeCollectionViewUpdates()
  }

  /// Reads the new counts into the layout after a batch update: the cells on screen are
  /// configured again where their items moved, and the layout recomputes.
  private func applyCounts() {
    pushContext()
    let invalidation = UICollectionViewLayoutInvalidationContext()
    invalidation.invalidateDataSourceCounts = true
    collectionViewLayout.invalidateLayout(with: invalidation)
    for (_, cell) in visibleCellsByIndexPath { enqueue(cell) }
    visibleCellsByIndexPath = [:]
    for (key, view) in visibleSupplementaries { enqueue(view, kind: key.kind) }
    visibleSupplementaries = [:]
    setNeedsLayout()
  }
}

extension TableBatch {
  /// The batch as UIKit's update items, deletions first.
  var updateItems: [UICollectionViewUpdateItem] {
    var items: [UICollectionViewUpdateItem] = []
    for section in deletedSections.sorted() {
      items.append(.init(before: IndexPath(index: section), after: nil, action: .delete))
    }
    for section in insertedSections.sorted() {
      items.append(.init(before: nil, after: IndexPath(index: section), action: .insert))
    }
    for section in reloadedSections.sorted() {
      items.append(
        .init(before: IndexPath(index: section), after: IndexPath(index: section), action: .reload))
    }
    for (from, to) in movedSections {
      items.append(
        .init(before: IndexPath(index: from), after: IndexPath(index: to), action: .move))
    }
    for row in deletedRows.sorted() {
      items.append(.init(before: IndexPath(row), after: nil, action: .delete))
    }
    for row in insertedRows.sorted() {
      items.append(.init(before: nil, after: IndexPath(row), action: .insert))
    }
    for row in reloadedRows.sorted() {
      items.append(.init(before: IndexPath(row), after: IndexPath(row), action: .reload))
    }
    for (from, to) in movedRows {
      items.append(.init(before: IndexPath(from), after: IndexPath(to), action: .move))
    }
    return items
  }
}
