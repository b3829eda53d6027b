import Geometry
import Testing

@testable import TableLayout

@Suite struct TableLayoutTests {
  /// Two plain sections: a titled header and three 44-point rows, then no header and two
  /// 60-point rows, under a 100-point table header.
  func plainTable() -> TableLayout {
    var layout = TableLayout(
      style: .plain, width: 375,
      sections: [
        TableSection(rowCount: 3, rowHeight: 44, isMeasured: true, header: .title),
        TableSection(rowCount: 2, rowHeight: 60, isMeasured: true),
      ])
    layout.tableHeaderHeight = 100
    return layout
  }

  @Test func plainSectionsStackUnderTheTableHeader() throws {
    var layout = plainTable()
    // Section 0: top 100, padding 22, header 28 (100 + 22 = 122 to 150), rows 150, 194, 238.
    #expect(try layout.rectForHeader(inSection: 0) == Rect(x: 0, y: 122, width: 375, height: 28))
    #expect(
      try layout.rectForRow(at: ItemPath(item: 2, section: 0))
        == Rect(x: 0, y: 238, width: 375, height: 44))
    // Section 1 starts at 282 with no header (no padding): rows 282 and 342; content 402.
    #expect(try layout.rect(forSection: 1) == Rect(x: 0, y: 282, width: 375, height: 120))
    #expect(
      try layout.rectForRow(at: ItemPath(item: 1, section: 1))
        == Rect(x: 0, y: 342, width: 375, height: 60))
    #expect(layout.contentSize() == Size(width: 375, height: 402))
  }

  @Test func groupedSectionsHaveGapsAndInsetGroupedRowsAreInset() throws {
    var layout = TableLayout(
      style: .insetGrouped, width: 390,
      sections: [
        TableSection(rowCount: 1, rowHeight: 50, isMeasured: true),
        TableSection(rowCount: 1, rowHeight: 50, isMeasured: true, header: .title),
      ])
    // Section 0: empty header 18 + 17 extra = 35, row 35–85, footer 18 → 103.
    // Section 1: title header 38 (103–141), row 141–191, footer 18 → 209.
    #expect(
      try layout.rectForRow(at: ItemPath(item: 0, section: 0))
        == Rect(x: 20, y: 35, width: 350, height: 50))
    #expect(try layout.rectForHeader(inSection: 1) == Rect(x: 20, y: 103, width: 350, height: 38))
    #expect(try layout.rectForFooter(inSection: 1) == Rect(x: 20, y: 191, width: 350, height: 18))
    #expect(layout.contentSize().height == 209)
  }

  @Test func rowsInARect() {
    var layout = plainTable()
    // Rows span 150–194, 194–238, 238–282 | 282–342, 342–402.
    #expect(
      layout.rows(in: Rect(x: 0, y: 194, width: 375, height: 100))
        == [
          ItemPath(item: 1, section: 0), ItemPath(item: 2, section: 0),
          ItemPath(item: 0, section: 1),
        ])
    #expect(layout.rows(in: Rect(x: 0, y: 0, width: 375, height: 150)).isEmpty)
    #expect(layout.rows(in: Rect(x: 0, y: 401, width: 375, height: 1000)).count == 1)
  }

  @Test func measuringARowMovesTheRowsBelow() throws {
    var layout = plainTable()
    try layout.setMeasuredHeight(100, at: ItemPath(item: 0, section: 0))
    // Row 0 grows by 56: row 1 moves from 194 to 250.
    #expect(try layout.rectForRow(at: ItemPath(item: 1, section: 0)).minY == 250)
    #expect(layout.contentSize().height == 458)
  }

  @Test func outOfRangeQueriesThrowAndBadHeightsClampToZero() throws {
    var layout = plainTable()
    #expect(throws: TableLayoutError.sectionOutOfRange(section: 5, sectionCount: 2)) {
      try layout.rect(forSection: 5)
    }
    #expect(throws: TableLayoutError.rowOutOfRange(section: 1, row: 2, rowCount: 2)) {
      try layout.rectForRow(at: ItemPath(item: 2, section: 1))
    }
    try layout.setMeasuredHeight(.nan, at: ItemPath(item: 0, section: 1))
    try layout.setMeasuredHeight(-5, at: ItemPath(item: 1, section: 1))
    #expect(layout.contentSize().height == 282)
    #expect(layout.rows(in: Rect(x: 0, y: .nan, width: 1, height: 1)).isEmpty)
  }
}
