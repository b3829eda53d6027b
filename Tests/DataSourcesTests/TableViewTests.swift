import DataSources
import Foundation
import Testing

/// A cell written as an iOS cell is: a designated-initializer override that adds a label, and
/// the coder initializer every iOS view declares.
final class TextCell: UITableViewCell {
  let label = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    label.numberOfLines = 0
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// The label at the row's width less 16 on each side, plus 12 above and below.
  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let text = label.sizeThatFits(CGSize(width: size.width - 32, height: .greatestFiniteMagnitude))
    return CGSize(width: size.width, height: text.height + 24)
  }
}

final class TextSource: UITableViewDataSource {
  var sections: [[String]]
  var titles: [String?] = []

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
    (cell as? TextCell)?.label.text = sections[indexPath.section][indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    titles.indices.contains(section) ? titles[section] : nil
  }
}

@Suite struct TableViewTests {
  /// A 375-wide plain table at scale 2 with the text cell registered.
  func makeTable(height: CGFloat, source: TextSource) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: height), style: .plain)
    table.contentScaleFactor = 2
    table.register(TextCell.self, forCellReuseIdentifier: "text")
    table.dataSource = source
    table.reloadData()
    return table
  }

  @Test func selfSizingRowsMeasureTheirKoreanText() {
    let paragraph = String(repeating: "가", count: 30)
    let source = TextSource([["김치", paragraph]])
    let table = makeTable(height: 812, source: source)
    table.layoutIfNeeded()
    // "김치" at 17 points: one line, 1.2 × 17 = 20.4, rounded up at scale 2 to 20.5; the row
    // is 20.5 + 24 + a 0.5-point separator = 45.
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 0))
        == CGRect(x: 0, y: 0, width: 375, height: 45))
    // 30 syllables of 17 points in 375 − 32 = 343: 20 per line (340), so two lines:
    // 40.8 → 41; the row is 41 + 24 + 0.5 = 65.5, starting at 45.
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 45, width: 375, height: 65.5))
    #expect(table.contentSize == CGSize(width: 375, height: 110.5))
    #expect(table.visibleCells.count == 2)
    #expect(table.visibleCells.allSatisfy { $0 is TextCell })
  }

  @Test func onlyVisibleRowsAreMeasured() {
    let source = TextSource([Array(repeating: "김치", count: 100)])
    let table = makeTable(height: 100, source: source)
    table.layoutIfNeeded()
    // Rows 0 and 1 measure 45 (0–90); row 2 then starts at 90 < 100 and is measured too.
    #expect(table.indexPathsForVisibleRows == (0..<3).map { IndexPath(row: $0, section: 0) })
    // 3 measured rows of 45 and 97 estimated rows of 44.
    #expect(table.contentSize.height == CGFloat(3 * 45 + 97 * 44))
    // Scrolling to 1000 measures the rows that come into view: rows 0–2 end at 135, then
    // estimated rows of 44 put row 22 at 135 + 19 × 44 = 971 … the anchor row stays put.
    table.contentOffset = CGPoint(x: 0, y: 1000)
    table.setNeedsLayout()
    table.layoutIfNeeded()
    let visible = table.indexPathsForVisibleRows ?? []
    #expect(!visible.isEmpty)
    #expect(visible.allSatisfy { table.rectForRow(at: $0).height == 45 })
    #expect(table.visibleCells.count == visible.count)
  }

  @Test func headersWithTitlesAndOutOfRangeQueries() {
    let source = TextSource([["김치"], ["불고기"]])
    source.titles = ["첫번째 섹션", nil]
    let table = makeTable(height: 812, source: source)
    table.layoutIfNeeded()
    // Section 0: 22 top padding, a 28-point title header (22–50), the row 50–95.
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 375, height: 28))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
    // Section 1 has no header: its row follows at 95.
    #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 95, width: 375, height: 45))
    #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == .zero)
    #expect(table.rect(forSection: 9) == .zero)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) is TextCell)
  }

  @Test func fixedRowHeightsAndMeasuredNaNClampToZero() {
    let source = TextSource([["a", "b"]])
    let table = makeTable(height: 812, source: source)
    table.rowHeight = 60
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.contentSize.height == 120)

    final class BadCell: UITableViewCell {
      override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 1, height: CGFloat.nan) }
    }
    let badTable = makeTable(height: 812, source: source)
    badTable.register(BadCell.self, forCellReuseIdentifier: "text")
    badTable.separatorStyle = .none
    badTable.layoutIfNeeded()
    // A cell measuring NaN gives a row of 0 (documented clamp), not a NaN frame.
    #expect(badTable.contentSize.height == 0)
    #expect(
      badTable.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 0, width: 375, height: 0))
  }
}

@Suite struct TableInsetTests {
  @Test func aTableStartsAtTheTopOfItsAdjustedInsets() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    root.setSafeAreaInsets(UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    let table = UITableView(frame: root.bounds, style: .plain)
    root.addSubview(table)
    table.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    table.contentScaleFactor = 2
    table.register(TextCell.self, forCellReuseIdentifier: "text")
    let source = TextSource([Array(repeating: "김치", count: 30)])
    table.dataSource = source
    table.reloadData()
    // Adjusted inset: 10 + 44 on top, 34 at the bottom; the offset starts at −54.
    #expect(table.adjustedContentInset == UIEdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
    #expect(table.contentOffset == CGPoint(x: 0, y: -54))
    table.layoutIfNeeded()
    // Visible content: −54 to 758; rows of 45 from 0: rows 0–16 (row 16 starts at 720).
    #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 16, section: 0))
    // Row 0's cell sits at content y 0, 54 points below the table's top on screen.
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 0)
  }
}
