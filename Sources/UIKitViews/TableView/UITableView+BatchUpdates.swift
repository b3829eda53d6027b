import Foundation
import Geometry
import TableLayout

extension UITableView {
  /// Applies the insertions, deletions, moves and reloads made in `updates` together, checked
  /// against the data source's counts as UIKit checks them.
  ///
  /// UIKit raises an exception for an inconsistent batch; this table reloads its data instead,
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
  /// On a refusal the table is unchanged and ``lastBatchUpdateError`` holds the error.
  /// - Throws: `TableBatchError`.
  /// - Complexity: O(n) for n rows, plus measuring the visible rows at the next layout.
  public func applyBatchUpdates(_ updates: () -> Void) throws(TableBatchError) {
    batchRecording.begin()
    updates()
    guard let batch = batchRecording.end() else { return }
    try commit(batch)
  }

  /// UIKit's older spelling: starts a batch that ``endUpdates()`` applies.
  public func beginUpdates() {
    batchRecording.begin()
  }

  /// Applies the batch started by ``beginUpdates()`` (a refused batch reloads, as in
  /// ``performBatchUpdates(_:completion:)``).
  public func endUpdates() {
    guard let batch = batchRecording.end() else { return }
    do { try commit(batch) } catch { reloadData() }
  }

  /// Inserts rows (paths after the batch).
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.insertedRows.formUnion(indexPaths.map(ItemPath.init)) }
  }

  /// Deletes rows (paths before the batch).
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.deletedRows.formUnion(indexPaths.map(ItemPath.init)) }
  }

  /// Reloads rows (paths before the batch): they are asked for again and measured anew.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.reloadedRows.formUnion(indexPaths.map(ItemPath.init)) }
  }

  /// Moves a row from a path before the batch to a path after it.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.movedRows.append((ItemPath(indexPath), ItemPath(newIndexPath))) }
  }

  /// Inserts sections (indices after the batch).
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes sections (indices before the batch).
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.deletedSections.formUnion(sections) }
  }

  /// Reloads sections (indices before the batch).
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.reloadedSections.formUnion(sections) }
  }

  /// Moves a section from an index before the batch to one after it.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.movedSections.append((section, newSection)) }
  }

  /// Adds an operation to the open batch, or applies it at once as a batch of its own.
  private func record(_ change: (inout TableBatch) -> Void) {
    guard let batch = batchRecording.record(change) else { return }
    do { try commit(batch) } catch { reloadData() }
  }

  /// Checks and applies a batch against the data source's new counts.
  private func commit(_ batch: TableBatch) throws(TableBatchError) {
    guard let dataSource else { return }
    let sectionCount = Swift.max(0, dataSource.numberOfSections(in: self))
    let rowCounts = (0..<sectionCount).map {
      Swift.max(0, dataSource.tableView(self, numberOfRowsInSection: $0))
    }
    do {
      try engine.apply(
        batch, rowCounts: rowCounts,
        freshSection: { section in self.sectionSupplementaries(section) },
        freshRow: { path in self.initialHeight(of: IndexPath(path)) })
      lastBatchUpdateError = nil
    } catch {
      lastBatchUpdateError = error
      throw error
    }
    for (path, cell) in cellsByIndexPath {
      enqueue(cell)
      cellsByIndexPath[path] = nil
    }
    setNeedsLayout()
  }
}

extension UITableView {
  /// How rows enter and leave in an animated update (UIKit's `UITableView.RowAnimation`).
  public enum RowAnimation: Int, Hashable, Sendable {
    /// Fades in or out.
    case fade
    /// Slides in from, or out to, the right.
    case right
    /// Slides in from, or out to, the left.
    case left
    /// Slides in from, or out to, the top.
    case top
    /// Slides in from, or out to, the bottom.
    case bottom
    /// Appears or disappears at once.
    case none
    /// Grows from, or shrinks to, the middle.
    case middle
    /// The system's choice (a fade here).
    case automatic
  }
}
