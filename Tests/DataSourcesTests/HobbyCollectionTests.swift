import DataSources
import Foundation
import Geometry
import Testing

/// A chip: a 15-point label with 12 points of padding on the sides and 8 above and below.
final class ChipCell: UICollectionViewCell {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.font = .systemFont(ofSize: 15)
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let text = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 100))
    return CGSize(width: text.width + 24, height: text.height + 16)
  }
}

/// A 375 × 812 collection view at scale 2 with a self-sizing flow layout of chips: section
/// insets 8 and 16, 8 points between chips and lines, and headers `headerHeight` high.
func makeChipCollectionView(headerHeight: CGFloat) -> UICollectionView {
  let layout = UICollectionViewFlowLayout()
  layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
  layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
  layout.minimumInteritemSpacing = 8
  layout.minimumLineSpacing = 8
  layout.headerReferenceSize = CGSize(width: 375, height: headerHeight)
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 375, height: 812), collectionViewLayout: layout)
  view.displayScale = 2
  view.register(ChipCell.self, forCellWithReuseIdentifier: "chip")
  return view
}

struct Hobby: IdentifiableType, Equatable {
  var name: String
  var identity: String { name }
}

@Suite struct HobbyCollectionTests {
  typealias Section = AnimatableSectionModel<String, Hobby>

  static let sections = [
    Section(model: "첫번째 섹션", items: ["김치", "삼계탕", "불고기"].map(Hobby.init)),
    Section(model: "두번째 섹션", items: ["짜장면", "탕수육", "마라탕", "마라샹궈"].map(Hobby.init)),
    Section(model: "세번째 섹션", items: ["스시", "우동", "텐동", "타코야끼"].map(Hobby.init)),
  ]

  func makeCollectionView() -> UICollectionView {
    makeChipCollectionView(headerHeight: 40)
  }

  func makeDataSource() -> RxCollectionViewSectionedAnimatedDataSource<Section> {
    RxCollectionViewSectionedAnimatedDataSource<Section>(
      configureCell: { _, collectionView, indexPath, hobby in
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath)
        (cell as? ChipCell)?.label.text = "메뉴: \(hobby.name)"
        return cell
      })
  }

  @Test func chipsAreSizedToTheirLabelsInSections() throws {
    let view = makeCollectionView()
    let update = makeDataSource().apply(Self.sections, to: view)
    func frame(_ section: Int, _ item: Int) throws -> Rect {
      try #require(update.newFrames[ItemPath(sectionIndex: section, itemIndex: item)])
    }
    // "메뉴: 김치": four syllables (4 em) and ": " (0.556 em) at 15 points = 68.34, rounded up
    // at scale 2 to 68.5; the chip is 68.5 + 24 wide and 18 + 16 high.
    #expect(try frame(0, 0).size == Size(width: 92.5, height: 34))
    // Three-syllable dishes: 83.34 → 83.5 + 24; four: 98.34 → 98.5 + 24.
    #expect(try frame(0, 1).width == 107.5)
    #expect(try frame(1, 3).width == 122.5)
    // Section 0: a 40-point header, 8 of inset, one line of chips at 48.
    #expect(try frame(0, 0).minX == 16 && frame(0, 0).minY == 48)
    // Section 1 starts at 48 + 34 + 8 = 90: its header to 130, its first line at 138; three
    // chips fill 338.5 of 343 points, so 마라샹궈 wraps to a second line at 138 + 34 + 8.
    #expect(try frame(1, 0).minY == 138)
    #expect(try frame(1, 3).minY == 180 && frame(1, 3).minX == 16)
    #expect(view.visibleCells.count == 11)
    #expect(view.visibleCells.allSatisfy { $0 is ChipCell })
  }

  @Test func movingAnItemBetweenSectionsSlidesIt() throws {
    let view = makeCollectionView()
    let dataSource = makeDataSource()
    dataSource.apply(Self.sections, to: view)
    var edited = Self.sections
    let moved = edited[0].items.removeLast()  // 불고기
    edited[1].items.append(moved)
    let update = dataSource.apply(edited, to: view)
    // The stage was applied as a checked batch update: one item moved between sections.
    #expect(update.error == nil && view.lastBatchUpdateError == nil)
    let plan = try #require(update.plan)
    let element = try #require(
      plan.elements.first { $0.oldPath == ItemPath(sectionIndex: 0, itemIndex: 2) })
    #expect(element.kind == .moving)
    #expect(element.newPath == ItemPath(sectionIndex: 1, itemIndex: 4))
    // From section 0's line (y 48) to section 1's second line (y 180), same size.
    #expect(element.startFrame.minY == 48 && element.endFrame.minY == 180)
    #expect(element.startFrame.size == element.endFrame.size)
    #expect(plan.elements.allSatisfy { $0.kind == .moving })
  }
}

@Suite struct ScrollingIntoViewTests {
  @Test func anItemThatScrollsIntoViewMovesFromWhereItWas() throws {
    let view = makeChipCollectionView(headerHeight: 0)
    view.frame = CGRect(x: 0, y: 0, width: 375, height: 100)
    let dataSource = RxCollectionViewSectionedAnimatedDataSource<
      AnimatableSectionModel<String, Hobby>
    >(configureCell: { _, collectionView, indexPath, hobby in
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath)
      (cell as? ChipCell)?.label.text = "메뉴: \(hobby.name)"
      return cell
    })
    let names = (10..<40).map { Hobby(name: "\($0)") }
    dataSource.apply([AnimatableSectionModel(model: "s", items: names)], to: view)
    // "메뉴: 10" is 2 em + ": " + two digits = 3.668 em at 15 points = 55.02 → 55.5, a chip
    // 79.5 wide: four fit in 343 (4 × 79.5 + 3 × 8 = 342). Lines of 34 at y 8, 50, 92 and
    // 134: items 0–11 are visible in 100 points, items 12–15 are on the line at 134.
    let update = dataSource.apply(
      [AnimatableSectionModel(model: "s", items: Array(names.dropFirst(4)))], to: view)
    let plan = try #require(update.plan)
    // Old item 12 becomes item 8, on the line at 92: it slides up from its old line.
    let arriving = try #require(
      plan.elements.first { $0.oldPath == ItemPath(sectionIndex: 0, itemIndex: 12) })
    #expect(arriving.kind == .moving)
    #expect(arriving.newPath == ItemPath(sectionIndex: 0, itemIndex: 8))
    #expect(arriving.startFrame.minY == 134 && arriving.endFrame.minY == 92)
  }
}
