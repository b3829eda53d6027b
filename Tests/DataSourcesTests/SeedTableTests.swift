import DataSources
import Foundation
import Geometry
import SectionedData
import Testing

/// The seed's grey text cell: a label of 15 points in a grey box inset 16 points from the
/// sides and 8 from the top and bottom, with 12 points of padding inside the box.
final class GreyTextCell: UITableViewCell {
  let box = UIView()
  let label = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    box.backgroundColor = .systemGray6
    label.font = .systemFont(ofSize: 15)
    label.numberOfLines = 0
    contentView.addSubview(box)
    box.addSubview(label)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let text = label.sizeThatFits(CGSize(width: size.width - 56, height: .greatestFiniteMagnitude))
    return CGSize(width: size.width, height: text.height + 24 + 16)
  }
}

/// The seed's toggle text cell: a 17-point label and a 51 × 31 switch on the trailing side,
/// 16 points from the sides, 8 between them, 11 above and below.
final class ToggleTextCell: UITableViewCell {
  let label = UILabel()
  let toggle = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    label.numberOfLines = 0
    contentView.addSubview(label)
    contentView.addSubview(toggle)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let text = label.sizeThatFits(CGSize(width: size.width - 91, height: .greatestFiniteMagnitude))
    return CGSize(width: size.width, height: max(text.height, 31) + 22)
  }
}

struct SeedRow: IdentifiableType, Equatable {
  enum Kind { case grey, toggle }
  var id: String
  var kind: Kind
  var text: String
  var identity: String { id }
}

@Suite struct SeedTableTests {
  typealias Section = AnimatableSectionModel<String, SeedRow>

  /// Words of three syllables: 45 points wide at 15 points, 51 at 17; a space is 0.278 em.
  static func paragraph(words: Int) -> String {
    Array(repeating: "가나다", count: words).joined(separator: " ")
  }

  static let sections: [Section] = (0..<4).map { index in
    let kind: SeedRow.Kind = index.isMultiple(of: 2) ? .grey : .toggle
    let short = kind == .grey ? "안녕하세요" : "알림 받기"
    let long = paragraph(words: kind == .grey ? 20 : 15)
    return Section(
      model: "section \(index)",
      items: [
        SeedRow(id: "\(index)-short", kind: kind, text: short),
        SeedRow(id: "\(index)-long", kind: kind, text: long),
      ])
  }

  func makeDataSource() -> RxTableViewSectionedAnimatedDataSource<Section> {
    RxTableViewSectionedAnimatedDataSource<Section>(
      animationConfiguration: AnimationConfiguration(
        insertAnimation: .fade, reloadAnimation: .fade, deleteAnimation: .fade),
      configureCell: { _, tableView, indexPath, row in
        switch row.kind {
        case .grey:
          let cell = tableView.dequeueReusableCell(withIdentifier: "grey", for: indexPath)
          (cell as? GreyTextCell)?.label.text = row.text
          return cell
        case .toggle:
          let cell = tableView.dequeueReusableCell(withIdentifier: "toggle", for: indexPath)
          (cell as? ToggleTextCell)?.label.text = row.text
          return cell
        }
      })
  }

  func makeTable() -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 812), style: .plain)
    table.contentScaleFactor = 2
    table.register(GreyTextCell.self, forCellReuseIdentifier: "grey")
    table.register(ToggleTextCell.self, forCellReuseIdentifier: "toggle")
    return table
  }

  @Test func rowHeightsComeFromTheMeasuredKoreanText() {
    let table = makeTable()
    let first = makeDataSource().apply(Self.sections, to: table)
    func height(_ section: Int, _ row: Int) -> CGFloat? {
      first.newFrames[ItemPath(sectionIndex: section, itemIndex: row)].map { CGFloat($0.height) }
    }
    // Grey, short: "안녕하세요" is 75 points: one 18-point line; 18 + 24 + 16 + 0.5 separator.
    #expect(height(0, 0) == 58.5)
    // Grey, 20 words in 375 − 56 = 319: six words take 6 × 45 + 5 × 4.17 = 290.85 and seven
    // 340.02, so 6 + 6 + 6 + 2 words on 4 lines of 18: 72 + 40 + 0.5.
    #expect(height(0, 1) == 112.5)
    // Toggle, short: one line of 20.4, rounded up to 20.5, under the 31-point switch: 31 + 22.
    #expect(height(1, 0) == 53.5)
    // Toggle, 15 words in 375 − 91 = 284: five words take 5 × 51 + 4 × 4.726 = 273.9, so
    // three lines: 61.2, rounded up to 61.5; 61.5 + 22 + 0.5 = 84.
    #expect(height(1, 1) == 84)
    // Sections: 171 (grey) and 137.5 (toggle), alternating: content 2 × 308.5.
    #expect(table.contentSize.height == 617)
  }

  @Test func deletingTheFirstSectionFadesItsRowsAndSlidesTheRestUp() throws {
    let table = makeTable()
    let dataSource = makeDataSource()
    dataSource.apply(Self.sections, to: table)
    let update = dataSource.apply(Array(Self.sections.dropFirst()), to: table)
    let plan = try #require(update.plan)
    let gone = plan.elements.filter { $0.kind == .disappearing }
    #expect(
      Set(gone.compactMap(\.oldPath)) == [
        ItemPath(sectionIndex: 0, itemIndex: 0), ItemPath(sectionIndex: 0, itemIndex: 1),
      ])
    // A fade: in place, opacity 1 → 0.
    #expect(gone.allSatisfy { $0.startFrame == $0.endFrame && $0.fades })
    // The last row (old section 3, row 1) starts at 171 + 137.5 + 171 + 53.5 = 533 and slides
    // up by the deleted section's 171 points to 362.
    let last = try #require(
      plan.elements.first { $0.oldPath == ItemPath(sectionIndex: 3, itemIndex: 1) })
    #expect(last.kind == .moving)
    #expect(last.startFrame == Rect(x: 0, y: 533, width: 375, height: 84))
    #expect(last.endFrame == Rect(x: 0, y: 362, width: 375, height: 84))
    let halfway = try #require(plan.state(ofOld: ItemPath(sectionIndex: 0, itemIndex: 0), at: 0.5))
    #expect(halfway.opacity == 0.5)  // ease-in-out is symmetric: half faded at half time
    #expect(table.contentSize.height == 446)
  }

  @Test func slidingRowAnimations() throws {
    let table = makeTable()
    let dataSource = makeDataSource()
    dataSource.animationConfiguration = AnimationConfiguration(
      insertAnimation: .top, reloadAnimation: .none, deleteAnimation: .left)
    dataSource.apply(Self.sections, to: table)
    var edited = Self.sections
    edited[0].items.remove(at: 0)
    edited[1].items.insert(SeedRow(id: "new", kind: .toggle, text: "알림 받기"), at: 0)
    let plan = try #require(dataSource.apply(edited, to: table).plan)
    // The deleted grey row (0 to 58.5) leaves to the left by its width.
    let left = try #require(
      plan.elements.first { $0.oldPath == ItemPath(sectionIndex: 0, itemIndex: 0) })
    #expect(left.endFrame == Rect(x: -375, y: 0, width: 375, height: 58.5))
    // The inserted toggle row lands at 112.5 (after the grey paragraph) and comes down from
    // one row height above it.
    let top = try #require(
      plan.elements.first { $0.newPath == ItemPath(sectionIndex: 1, itemIndex: 0) })
    #expect(top.kind == .appearing)
    #expect(top.endFrame == Rect(x: 0, y: 112.5, width: 375, height: 53.5))
    #expect(top.startFrame == Rect(x: 0, y: 59, width: 375, height: 53.5))
  }
}
