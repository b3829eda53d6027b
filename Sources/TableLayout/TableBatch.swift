import Geometry

/// The changes of one batch update of a table, in UIKit's index spaces.
///
/// Deletions and reloads name positions before the batch, insertions positions after it, moves
/// go from before to after. Untouched sections and rows keep their order and fill the remaining places.
public struct TableBatch: Hashable, Sendable {
  /// Sections deleted (indices before the batch).
  public var deletedSections: Set<Int> = []
  /// Sections inserted (indices after the batch).
  public var insertedSections: Set<Int> = []
  /// Sections reloaded (indices before the batch).
  public var reloadedSections: Set<Int> = []
  /// Sections moved (from before to after).
  public var movedSections: [(from: Int, to: Int)] = []
  /// Rows deleted (paths before the batch).
  public var deletedRows: Set<ItemPath> = []
  /// Rows inserted (paths after the batch).
  public var insertedRows: Set<ItemPath> = []
  /// Rows reloaded (paths before the batch).
  public var reloadedRows: Set<ItemPath> = []
  /// Rows moved (from before to after).
  public var movedRows: [(from: ItemPath, to: ItemPath)] = []
  /// Every problem found while recording (an index given twice, say).
  var recordingErrors: [TableBatchError] = []

  /// Creates an empty batch.
  public init() {}

  /// Whether the batch changes nothing.
  public var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
      && movedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty
      && reloadedRows.isEmpty && movedRows.isEmpty
  }

  /// Two batches are equal when they hold the same operations.
  public static func == (lhs: TableBatch, rhs: TableBatch) -> Bool {
    lhs.deletedSections == rhs.deletedSections && lhs.insertedSections == rhs.insertedSections
      && lhs.reloadedSections == rhs.reloadedSections
      && lhs.movedSections.elementsEqual(rhs.movedSections) { $0 == $1 }
      && lhs.deletedRows == rhs.deletedRows && lhs.insertedRows == rhs.insertedRows
      && lhs.reloadedRows == rhs.reloadedRows
      && lhs.movedRows.elementsEqual(rhs.movedRows) { $0 == $1 }
  }

  /// Hashes the operations.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(deletedSections)
    hasher.combine(insertedSections)
    hasher.combine(reloadedSections)
    hasher.combine(deletedRows)
    hasher.combine(insertedRows)
    hasher.combine(reloadedRows)
  }
}

/// A batch update that UIKit would refuse with an `NSInternalInconsistencyException`: the
/// cases and, in ``description``, UIKit's wording of each.
public enum TableBatchError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A section index outside the table before (deletions, reloads, move sources) or after
  /// (insertions, move targets) the batch.
  case sectionOutOfRange(section: Int, count: Int, isAfterBatch: Bool)
  /// A row outside its section before or after the batch.
  case rowOutOfRange(path: ItemPath, isAfterBatch: Bool)
  /// The same section or row named by two operations that exclude each other.
  case conflictingOperations(String)
  /// The data source's section count does not match the one before, less deletions, plus
  /// insertions.
  case sectionCountMismatch(before: Int, deleted: Int, inserted: Int, after: Int)
  /// The data source's row count of a section does not match the one before, less deletions
  /// and moves out, plus insertions and moves in.
  case rowCountMismatch(
    section: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int,
    after: Int)

  /// UIKit's message for the same refusal.
  public var description: String { message(element: "row", container: "table view") }

  /// UIKit's message for the same refusal by a view whose elements are `element`s ("row" in a
  /// table view, "item" in a collection view, whose wording is otherwise the same).
  package func message(element: String, container: String) -> String {
    switch self {
    case .sectionOutOfRange(let section, let count, let isAfter):
      return "attempt to \(isAfter ? "insert" : "delete") section \(section), but there are only "
        + "\(count) sections \(isAfter ? "after" : "before") the update"
    case .rowOutOfRange(let path, let isAfter):
      return "attempt to \(isAfter ? "insert" : "delete") \(element) \(path.item) "
        + "\(isAfter ? "into" : "from") section \(path.section), which is out of range "
        + "\(isAfter ? "after" : "before") the update"
    case .conflictingOperations(let detail):
      return "Invalid batch updates detected: \(detail)"
    case .sectionCountMismatch(let before, let deleted, let inserted, let after):
      return "Invalid update: invalid number of sections. The number of sections contained in "
        + "the \(container) after the update (\(after)) must be equal to the number of sections "
        + "contained in the \(container) before the update (\(before)), plus or minus the number "
        + "of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    case .rowCountMismatch(
      let section, let before, let inserted, let deleted, let movedIn, let movedOut, let after):
      return "Invalid update: invalid number of \(element)s in section \(section). The number of "
        + "\(element)s contained in an existing section after the update (\(after)) must be equal "
        + "to the number of \(element)s contained in that section before the update (\(before)), "
        + "plus or minus the number of \(element)s inserted or deleted from that section "
        + "(\(inserted) inserted, \(deleted) deleted) and plus or minus the number of "
        + "\(element)s moved into or out of that section (\(movedIn) moved in, \(movedOut) moved "
        + "out)."
    }
  }
}
