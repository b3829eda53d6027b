import DataSources
import Foundation
import Geometry
import SectionedData
import Testing

@Suite struct AnimatedDataSourceTests {
  typealias Section = AnimatableSectionModel<String, String>

  func makeDataSource() -> RxTableViewSectionedAnimatedDataSource<Section> {
    RxTableViewSectionedAnimatedDataSource<Section>(
      animationConfiguration: AnimationConfiguration(
        insertAnimation: .fade, reloadAnimation: .fade, deleteAnimation: .fade),
      configureCell: { _, tableView, indexPath, item in
        let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
        (cell as? TextCell)?.label.text = item
        return cell
      },
      titleForHeaderInSection: { dataSource, section in dataSource[section].model })
  }

  func makeTable() -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 812), style: .plain)
    table.contentScaleFactor = 2
    table.register(TextCell.self, forCellReuseIdentifier: "text")
    return table
  }

  @Test func deletingTheFirstSectionFadesItsRowsAndSlidesTheRestUp() throws {
    let dataSource = makeDataSource()
    let table = makeTable()
    let sections = (1...4).map { Section(model: "섹션 \($0)", items: ["김치 \($0)", "불고기 \($0)"]) }
    let first = dataSource.apply(sections, to: table)
    #expect(first.plan == nil)  // the first value reloads
    // Each section: 22 padding + 28 header, two rows of 45 ("김치 1" fits one line: 20.5 +
    // 24 + 0.5): 140 per section. Section 1's first row starts at 140 + 50 = 190.
    #expect(first.newFrames[ItemPath(sectionIndex: 1, itemIndex: 0)]?.minY == 190)

    let update = dataSource.apply(Array(sections.dropFirst()), to: table)
    let plan = try #require(update.plan)
    #expect(update.error == nil)
    let disappearing = plan.elements.filter { $0.kind == .disappearing }.compactMap(\.oldPath)
    #expect(
      Set(disappearing) == [
        ItemPath(sectionIndex: 0, itemIndex: 0), ItemPath(sectionIndex: 0, itemIndex: 1),
      ])
    // Old section 1's first row slides from 190 to 50, where section 0 now starts its rows.
    let moved = try #require(
      plan.elements.first { $0.oldPath == ItemPath(sectionIndex: 1, itemIndex: 0) })
    #expect(moved.kind == .moving)
    #expect(moved.startFrame.minY == 190 && moved.endFrame.minY == 50)
    #expect(dataSource.sectionModels.count == 3)
  }

  @Test func duplicateIdentitiesFallBackToAReloadAndReportTheError() {
    let dataSource = makeDataSource()
    let table = makeTable()
    dataSource.apply([Section(model: "a", items: ["x"])], to: table)
    let update = dataSource.apply([Section(model: "a", items: ["x", "x"])], to: table)
    #expect(update.plan == nil)
    #expect(update.error != nil)
    // Nothing is lost: both rows are shown.
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(throws: DataSourceError.self) {
      try dataSource.model(at: IndexPath(row: 5, section: 0))
    }
  }

  @Test func decideViewTransitionCanChooseAReload() {
    let dataSource = makeDataSource()
    dataSource.decideViewTransition = { _, _, _ in .reload }
    let table = makeTable()
    dataSource.apply([Section(model: "a", items: ["x"])], to: table)
    let update = dataSource.apply([Section(model: "a", items: ["y", "x"])], to: table)
    #expect(update.plan == nil && update.error == nil)
    #expect(table.numberOfRows(inSection: 0) == 2)
  }
}
