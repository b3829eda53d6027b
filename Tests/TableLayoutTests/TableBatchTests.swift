import Geometry
import Testing

@testable import TableLayout

/// UIKit's batch-update rules, one by one, on a table of two plain sections of 3 and 2 rows
/// (rows 0–2 measured at 10, 20, 30; rows of section 1 estimated at 44).
@Suite struct TableBatchTests {
  func table() -> TableLayout {
    var first = TableSection(rowCount: 3, rowHeight: 0, isMeasured: true)
    first.rowHeights = [10, 20, 30]
    return TableLayout(
      style: .plain, width: 100,
      sections: [first, TableSection(rowCount: 2, rowHeight: 44, isMeasured: false)])
  }

  func apply(_ batch: TableBatch, counts: [Int], to layout: inout TableLayout)
    throws(TableBatchError)
  {
    try layout.apply(
      batch, rowCounts: counts, freshSection: { _ in (.none, .none) },
      freshRow: { _ in (height: 99, isFinal: false) })
  }

  @Test func rowCountsMustAddUp() {
    var layout = table()
    var batch = TableBatch()
    batch.deletedRows = [ItemPath(item: 1, section: 0)]
    // 3 − 1 deleted = 2, but the data source says 3: UIKit's "invalid number of rows".
    #expect(
      throws: TableBatchError.rowCountMismatch(
        section: 0, before: 3, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0, after: 3)
    ) {
      try apply(batch, counts: [3, 2], to: &layout)
    }
    #expect(layout.sections[0].rowCount == 3)  // unchanged after a refusal
    let message = TableBatchError.rowCountMismatch(
      section: 0, before: 3, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0, after: 3
    ).description
    #expect(message.hasPrefix("Invalid update: invalid number of rows in section 0."))
  }

  @Test func sectionCountsMustAddUp() {
    var layout = table()
    var batch = TableBatch()
    batch.deletedSections = [0]
    #expect(
      throws: TableBatchError.sectionCountMismatch(before: 2, deleted: 1, inserted: 0, after: 2)
    ) {
      try apply(batch, counts: [2, 2], to: &layout)
    }
  }

  @Test func indicesOutOfRangeAndConflictsAreRefused() {
    var layout = table()
    var batch = TableBatch()
    batch.deletedRows = [ItemPath(item: 3, section: 0)]
    #expect(
      throws: TableBatchError.rowOutOfRange(
        path: ItemPath(item: 3, section: 0), isAfterBatch: false)
    ) {
      try apply(batch, counts: [2, 2], to: &layout)
    }
    batch = TableBatch()
    batch.insertedSections = [5]
    #expect(throws: TableBatchError.sectionOutOfRange(section: 5, count: 3, isAfterBatch: true)) {
      try apply(batch, counts: [3, 2, 0], to: &layout)
    }
    batch = TableBatch()
    batch.deletedRows = [ItemPath(item: 0, section: 0)]
    batch.movedRows = [(ItemPath(item: 0, section: 0), ItemPath(item: 0, section: 1))]
    #expect(throws: TableBatchError.self) { try apply(batch, counts: [2, 3], to: &layout) }
  }

  @Test func movedAndUntouchedRowsKeepTheirHeightsAndNewRowsAreFresh() throws {
    var layout = table()
    var batch = TableBatch()
    batch.insertedRows = [ItemPath(item: 0, section: 0)]
    batch.movedRows = [(ItemPath(item: 2, section: 0), ItemPath(item: 0, section: 1))]
    batch.reloadedRows = [ItemPath(item: 1, section: 1)]
    try apply(batch, counts: [3, 3], to: &layout)
    // Section 0: the inserted row (fresh 99), then rows 0 and 1 (10, 20) fill the rest.
    #expect(layout.sections[0].rowHeights == [99, 10, 20])
    #expect(layout.sections[0].isMeasured == [false, true, true])
    // Section 1: the moved row (30, measured), then old rows 0 (44) and 1 (reloaded: fresh).
    #expect(layout.sections[1].rowHeights == [30, 44, 99])
  }

  @Test func deletingASectionAndReloadingAnother() throws {
    var layout = table()
    var batch = TableBatch()
    batch.deletedSections = [0]
    batch.insertedSections = [1]
    try apply(batch, counts: [2, 4], to: &layout)
    // Old section 1 becomes section 0 (heights kept); section 1 is new: 4 fresh rows.
    #expect(layout.sections[0].rowHeights == [44, 44])
    #expect(layout.sections[1].rowHeights == [99, 99, 99, 99])
  }
}
