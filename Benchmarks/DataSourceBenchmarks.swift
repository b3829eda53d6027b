// The data-source suite: a 100,000-row self-sizing table (100 sections of 1,000 rows, cells
// measuring Korean text), edited by 1 % through the animated data source, and scrolled from
// top to bottom through an 812-point viewport in 60 steps. Figures in milliseconds.

import DataSources
import Geometry
import SectionedData

/// A row as an app's model would be: a string identity and a text.
private struct BenchRow: IdentifiableType, Equatable {
  var id: String
  var text: String
  var identity: String { id }
}

private typealias BenchRowSection = AnimatableSectionModel<String, BenchRow>

/// A cell that measures its label at the row's width less 32, plus 24.
private final class BenchCell: UITableViewCell {
  let label = UILabel()

  required init?(coder: NSCoder) {

    fatalError("init(coder:) has not been implemented")

  }

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    label.numberOfLines = 0
    contentView.addSubview(label)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let text = label.sizeThatFits(CGSize(width: size.width - 32, height: .greatestFiniteMagnitude))
    return CGSize(width: size.width, height: text.height + 24)
  }
}

private let texts = [
  "김치", "삼계탕 불고기", "짜장면 탕수육 마라탕 마라샹궈 스시 우동 텐동 타코야끼 김치 삼계탕 불고기",
]

private func makeSections() -> [BenchRowSection] {
  (0..<100).map { section in
    BenchRowSection(
      model: "section \(section)",
      items: (0..<1000).map { row in
        BenchRow(id: "\(section)-\(row)", text: texts[(section + row) % texts.count])
      })
  }
}

/// 1 % of rows edited: per section 4 deleted, 4 inserted, 2 updated.
private func edited(_ sections: [BenchRowSection]) -> [BenchRowSection] {
  var result = sections
  for index in result.indices {
    var items = result[index].items
    for step in 0..<4 { items.remove(at: 100 + step * 200) }
    for step in 0..<4 {
      items.insert(BenchRow(id: "new-\(index)-\(step)", text: texts[2]), at: 50 + step * 230)
    }
    for step in 0..<2 { items[10 + step * 500].text += " 추가" }
    result[index].items = items
  }
  return result
}

private func makeDataSource() -> RxTableViewSectionedAnimatedDataSource<BenchRowSection> {
  RxTableViewSectionedAnimatedDataSource<BenchRowSection>(
    configureCell: { _, tableView, indexPath, row in
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      (cell as? BenchCell)?.label.text = row.text
      return cell
    })
}

private func makeTable() -> UITableView {
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 812), style: .plain)
  table.register(BenchCell.self, forCellReuseIdentifier: "row")
  return table
}

func runDataSourceBenchmarks() {
  let before = makeSections()
  let after = edited(before)

  var checksum = 0
  let edit = measure(
    warmup: 1, iterations: 10,
    prepare: { () -> (RxTableViewSectionedAnimatedDataSource<BenchRowSection>, UITableView) in
      let dataSource = makeDataSource()
      let table = makeTable()
      dataSource.apply(before, to: table)
      return (dataSource, table)
    },
    { state in
      let update = state.0.apply(after, to: state.1)
      checksum &+= (update.plan?.elements.count ?? -1) &+ Int(state.1.contentSize.height)
    })
  print(
    "100,000 self-sizing rows, 1 % edited (diff, batch update, visible rows measured, plan): "
      + "median \(formatted(edit.median / 1000, decimals: 2)) ms, "
      + "min \(formatted(edit.minimum / 1000, decimals: 2)) ms (checksum \(checksum))")

  let diffOnly = measure(
    warmup: 1, iterations: 10, prepare: {},
    { _ in
      let changesets = (try? Diff.sectionedDifference(from: before, to: after).changesets) ?? []
      checksum &+= changesets.count
    })
  print(
    "  of which the diff alone: median \(formatted(diffOnly.median / 1000, decimals: 2)) ms, "
      + "min \(formatted(diffOnly.minimum / 1000, decimals: 2)) ms")

  let scroll = measure(
    warmup: 1, iterations: 10,
    prepare: { () -> (RxTableViewSectionedAnimatedDataSource<BenchRowSection>, UITableView) in
      let dataSource = makeDataSource()
      let table = makeTable()
      dataSource.apply(before, to: table)
      return (dataSource, table)
    },
    { state in
      let table = state.1
      let end = Double(table.contentSize.height) - 812
      for step in 1...60 {
        table.contentOffset = CGPoint(x: 0, y: end * Double(step) / 60)
        table.setNeedsLayout()
        table.layoutIfNeeded()
      }
      checksum &+= table.visibleCells.count &+ Int(table.contentSize.height)
    })
  print(
    "scrolling 100,000 self-sizing rows top to bottom in 60 steps (lazy measuring): "
      + "median \(formatted(scroll.median / 1000, decimals: 2)) ms, "
      + "min \(formatted(scroll.minimum / 1000, decimals: 2)) ms (checksum \(checksum))")
}
