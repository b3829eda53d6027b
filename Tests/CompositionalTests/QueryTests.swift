import Compositional
import Testing

@Suite struct QueryTests {
  /// A 3-column grid of 100-pt rows with a 40-pt header per section.
  private func grid(counts: [Int]) -> UICollectionViewCompositionalLayout {
    makeView(counts: counts) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)),
        subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 3)
      let section = NSCollectionLayoutSection(group: group)
      section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: "h", alignment: .top)
      ]
      return section
    }.1
  }

  // Each section: 40 + ceil(n / 3) × 100. The rect y 150–350 in section 0 (rows at 40, 140,
  // 240, 340) meets rows 1–3: items 3–11, and no header (0–40).
  @Test func rectQueryReturnsOnlyIntersectingElements() {
    let layout = grid(counts: [30, 30])
    let found = layout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 150, width: 320, height: 200))
    let items = (found ?? []).filter { $0.representedElementCategory == .cell }.map(
      \.indexPath.item)
    #expect(items.sorted() == Array(3...11))
    #expect(found?.contains { $0.representedElementKind == "h" } == false)
  }

  // A rect query equals a brute-force filter over every element, anywhere in the content.
  @Test func rectQueryMatchesBruteForce() {
    let layout = grid(counts: [7, 0, 31, 2, 100])
    let everything = layout.allLayoutAttributes()
    for top in stride(from: -50.0, to: layout.collectionViewContentSize.height, by: 137) {
      let rect = CGRect(x: 0, y: top, width: 320, height: 480)
      let expected = Set(
        everything.filter { meets($0.frame, rect) }.map {
          "\($0.representedElementCategory)\($0.representedElementKind ?? "")\($0.indexPath)"
        })
      let found = Set(
        (layout.layoutAttributesForElements(in: rect) ?? []).map {
          "\($0.representedElementCategory)\($0.representedElementKind ?? "")\($0.indexPath)"
        })
      #expect(found == expected)
    }
  }

  // Content size: 3 sections of 40 + rows: 7 → 40 + 300, 0 → 40, 2 → 40 + 100.
  @Test func contentSizeSumsSections() {
    let layout = grid(counts: [7, 0, 2])
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 520))
  }

  // Rule 15: across the scroll axis the content is the widest group if wider than the view.
  @Test func wideGroupWidensTheContent() {
    let (_, layout) = makeView(counts: [1]) {
      NSCollectionLayoutSection(
        group: NSCollectionLayoutGroup.horizontal(
          layoutSize: size(.absolute(400), .absolute(50)),
          subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
    }
    #expect(layout.collectionViewContentSize == CGSize(width: 400, height: 50))
  }

  // A horizontal layout is the mirror image: the group FW(0.5) × FH(1) = 160 × 480 holds four
  // FH(0.25) = 120-pt items stacked down; the next group starts at x = 160.
  @Test func horizontalScrollDirection() {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let (_, layout) = makeView(counts: [6], configuration: configuration) {
      NSCollectionLayoutSection(
        group: NSCollectionLayoutGroup.vertical(
          layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)),
          subitems: [item(.fractionalWidth(1), .fractionalHeight(0.25))]))
    }
    #expect(layout.frame(0) == CGRect(x: 0, y: 0, width: 160, height: 120))
    #expect(layout.frame(3) == CGRect(x: 0, y: 360, width: 160, height: 120))
    #expect(layout.frame(4) == CGRect(x: 160, y: 0, width: 160, height: 120))
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 480))
    let found = layout.layoutAttributesForElements(in: CGRect(x: 170, y: 0, width: 10, height: 10))
    #expect(found?.map(\.indexPath) == [IndexPath(item: 4, section: 0)])
  }

  // In a horizontal layout a leading header is the mirror of a top header: it takes room
  // before the items along x and spans the height.
  @Test func horizontalLayoutLeadingHeader() {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let (_, layout) = makeView(counts: [1], configuration: configuration) {
      let section = NSCollectionLayoutSection(
        group: NSCollectionLayoutGroup.vertical(
          layoutSize: size(.absolute(100), .fractionalHeight(1)),
          subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
      section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: size(.absolute(30), .fractionalHeight(1)), elementKind: "h",
          alignment: .leading)
      ]
      return section
    }
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: "h", at: IndexPath(item: 0, section: 0))?
        .frame == CGRect(x: 0, y: 0, width: 30, height: 480))
    #expect(layout.frame(0) == CGRect(x: 30, y: 0, width: 100, height: 480))
  }

  // Lookups outside the data answer nil rather than trapping.
  @Test func outOfRangeLookupsAreNil() {
    let layout = grid(counts: [3])
    #expect(layout.frame(3) == nil)
    #expect(layout.frame(0, 5) == nil)
    #expect(layout.frame(-1) == nil)
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: "x", at: IndexPath(item: 0, section: 0))
        == nil)
  }

  // The headless view reports visible items from its bounds and content offset.
  @Test func visibleItemsFollowTheContentOffset() {
    let (view, _) = makeView(height: 200, counts: [30]) {
      NSCollectionLayoutSection(
        group: NSCollectionLayoutGroup.horizontal(
          layoutSize: size(.fractionalWidth(1), .absolute(100)),
          subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 3))
    }
    view.contentOffset = CGPoint(x: 0, y: 250)
    // Rows at 200 and 300 and 400 meet 250–450: items 6–14.
    #expect(view.indexPathsForVisibleItems.map(\.item) == Array(6...14))
  }

  /// Counts from a data source, as UIKit asks them.
  private final class Counts: UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { section == 0 ? 4 : 1 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    { UICollectionViewCell() }
  }

  // A data source supplies the counts; UIKit's spellings on the view forward to the layout.
  @Test func dataSourceAndViewForwarding() {
    let layout = grid(counts: [])
    let source = Counts()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    view.dataSource = source
    layout.register(nil, forDecorationViewOfKind: "bg")
    // Section 0: 40 + 2 rows; section 1 starts at 240: header then its row at 280.
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 280)
    #expect(
      view.layoutAttributesForSupplementaryElement(ofKind: "h", at: IndexPath(item: 0, section: 1))?
        .frame.minY == 240)
    view.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
    #expect(view.bounds == CGRect(x: 0, y: 100, width: 320, height: 480))
  }

  // As in UIKit, `configuration` hands out a copy: changing it in place does nothing until it
  // is assigned back, which re-lays out (here with 20 points between the two sections).
  @Test func configurationIsCopied() {
    let layout = grid(counts: [1, 1])
    layout.configuration.interSectionSpacing = 50
    #expect(layout.collectionViewContentSize.height == 280)
    let configuration = layout.configuration
    configuration.interSectionSpacing = 20
    layout.configuration = configuration
    #expect(layout.collectionViewContentSize.height == 300)
  }

  // A layout can be driven without a view, by handing it a context: 3 rows of 100 + header 40
  // in a 300-wide container at scale 1 (thirds of 300 are exact 100s).
  @Test func layoutDrivenByAContext() {
    let layout = grid(counts: [])
    layout.context = CollectionViewContext(
      size: CGSize(width: 300, height: 600), itemCounts: [7], displayScale: 1)
    #expect(layout.collectionViewContentSize == CGSize(width: 300, height: 340))
    #expect(layout.frame(4) == CGRect(x: 100, y: 140, width: 100, height: 100))
  }

  // Randomized: for varied sections (orthogonal rows, badges, headers with offsets, measured
  // rows, decorations) and rects, a rect query returns exactly the brute-force filter.
  @Test func randomizedRectQueriesMatchBruteForce() {
    var state: UInt64 = 42
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for round in 0..<12 {
      let kinds = (0..<5).map { _ in next(4) }
      let counts = (0..<5).map { _ in next(30) }
      let (view, layout) = makeView(counts: counts) { index in
        let kind = kinds[index]
        let height: NSCollectionLayoutDimension = kind == 2 ? .estimated(40) : .absolute(60)
        let cell = NSCollectionLayoutItem(
          layoutSize: size(.fractionalWidth(kind == 1 ? 1 : 0.5), height),
          supplementaryItems: [
            NSCollectionLayoutSupplementaryItem(
              layoutSize: size(.absolute(10), .absolute(10)), elementKind: "badge",
              containerAnchor: NSCollectionLayoutAnchor(
                edges: [.top, .trailing], absoluteOffset: CGPoint(x: 5, y: -8)))
          ])
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: size(.fractionalWidth(kind == 1 ? 0.7 : 1), height), subitems: [cell])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 4
        section.contentInsets = NSDirectionalEdgeInsets(top: 3, leading: 5, bottom: 7, trailing: 5)
        section.orthogonalScrollingBehavior = kind == 1 ? .groupPagingCentered : .none
        section.boundarySupplementaryItems = [
          NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: "header",
            alignment: .top, absoluteOffset: CGPoint(x: 0, y: kind == 3 ? -15 : 0))
        ]
        section.decorationItems = kind == 3 ? [.background(elementKind: "bg")] : []
        return section
      }
      layout.measureItem = { path, proposal in
        CGSize(width: proposal.width, height: 30 + CGFloat((path.item * 7 + round) % 5) * 9)
      }
      layout.measureItems(in: CGRect(x: 0, y: 0, width: 320, height: 400))
      view.setOrthogonalScrollOffset(CGFloat(next(200)), forSection: kinds.firstIndex(of: 1) ?? 0)
      let everything = layout.allLayoutAttributes()
      let height = layout.collectionViewContentSize.height
      for _ in 0..<20 {
        let rect = CGRect(
          x: CGFloat(next(300)) - 50, y: CGFloat(next(Int(height) + 100)) - 50,
          width: CGFloat(next(400)) + 1, height: CGFloat(next(300)) + 1)
        let key = { (item: UICollectionViewLayoutAttributes) in
          "\(item.representedElementCategory)\(item.representedElementKind ?? "")\(item.indexPath)"
        }
        let expected = Set(everything.filter { meets($0.frame, rect) }.map(key))
        let found = Set((layout.layoutAttributesForElements(in: rect) ?? []).map(key))
        #expect(found == expected, "round \(round), rect \(rect)")
      }
    }
  }

  // Attributes and layout values compare by value, as UIKit's objects do.
  @Test func valuesCompareByValue() {
    let layout = grid(counts: [3])
    let first = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
    let again = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
    #expect(first == again)
    #expect(first != layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
    #expect(NSCollectionLayoutDimension.fractionalWidth(0.5) == .fractionalWidth(0.5))
    #expect(NSCollectionLayoutDimension.fractionalWidth(0.5) != .fractionalHeight(0.5))
    #expect(size(.absolute(3), .estimated(4)) == size(.absolute(3), .estimated(4)))
  }
}
