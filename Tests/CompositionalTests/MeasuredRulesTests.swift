import Compositional
import Foundation
import Testing

/// The rules where real UIKit disagreed with the first round (issue 9), derived by hand.
///
/// Views are 320 × 480 at scale 2 unless a test says.
@Suite struct MeasuredRulesTests {
  /// A boundary item of `height` points, full width.
  private func boundary(
    _ kind: String, _ alignment: NSRectAlignment, height: CGFloat = 30,
    offset: CGPoint = .zero
  ) -> NSCollectionLayoutBoundarySupplementaryItem {
    NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(height)), elementKind: kind,
      alignment: alignment, absoluteOffset: offset)
  }

  /// Full-width 100-pt rows carrying `items` as boundary items.
  private func rows(
    counts: [Int], _ items: @escaping () -> [NSCollectionLayoutBoundarySupplementaryItem]
  ) -> UICollectionViewCompositionalLayout {
    makeView(counts: counts) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      let section = NSCollectionLayoutSection(group: group)
      section.boundarySupplementaryItems = items()
      return section
    }.1
  }

  /// The supplementary of `kind` at item `item` of section `section`.
  private func find(
    _ layout: UICollectionViewLayout, _ kind: String, item: Int = 0, section: Int = 0
  ) -> UICollectionViewLayoutAttributes? {
    layout.layoutAttributesForSupplementaryView(
      ofKind: kind, at: IndexPath(item: item, section: section))
  }

  // Top-level group edge spacing: leading 10, top 5, bottom 7 (fixed). Each 200 × 100 group
  // takes 5 + 100 + 7 = 112 along the section and sits 10 in from the leading inset (3):
  // group 0 at (13, 4 + 5 = 9) under a top inset of 4; group 1 at 9 + 112 = 121. The section is
  // 4 + 2 × 112 + 6 = 234 tall.
  @Test func topLevelGroupEdgeSpacingOffsetsAndAddsToTheSection() {
    let (_, layout) = makeView(counts: [2]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.absolute(200), .absolute(100)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      group.edgeSpacing = NSCollectionLayoutEdgeSpacing(
        leading: .fixed(10), top: .fixed(5), trailing: nil, bottom: .fixed(7))
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 3, bottom: 6, trailing: 0)
      return section
    }
    #expect(layout.frame(0) == CGRect(x: 13, y: 9, width: 200, height: 100))
    #expect(layout.frame(1) == CGRect(x: 13, y: 121, width: 200, height: 100))
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 234))
  }

  // UIKit's measured case (kern0x1b/charon, tests/backports/device/compositional-cases.m,
  // "group edge spacing and group spacing"; recorded in compositional-expectations.h): a
  // full-width 30-pt group of FW(0.5) items with fixed edge spacing leading 4, top 5,
  // trailing 6, bottom 7 and a group spacing of 8; five items in three groups. The spacing
  // moves each group (items at x 4 and 164, 160 wide: the fraction is of the group's own 320),
  // and each group takes 5 + 30 + 7 = 42 along the section: rows at y 5, 5 + 42 + 8 = 55 and
  // 105, content 3 × 42 + 2 × 8 = 142 tall. Across the scroll axis the content stays 320: the
  // group is 320 wide and its leading and trailing spacing (4 + 6) do not widen the content
  // (Trellis made it 330 until issue 26).
  @Test func topLevelGroupEdgeSpacingDoesNotWidenTheContent() {
    let (_, layout) = makeView(counts: [5]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(30)),
        subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
      group.edgeSpacing = NSCollectionLayoutEdgeSpacing(
        leading: .fixed(4), top: .fixed(5), trailing: .fixed(6), bottom: .fixed(7))
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = 8
      return section
    }
    #expect(layout.frame(0) == CGRect(x: 4, y: 5, width: 160, height: 30))
    #expect(layout.frame(1) == CGRect(x: 164, y: 5, width: 160, height: 30))
    #expect(layout.frame(2) == CGRect(x: 4, y: 55, width: 160, height: 30))
    #expect(layout.frame(4) == CGRect(x: 4, y: 105, width: 160, height: 30))
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 142))
  }

  // The same spacing on an orthogonal row (leading inset 4): along the row each group takes
  // 10 + 200 = 210, so group 0 is at 4 + 10 = 14 and group 1 at 4 + 210 + 10 = 224; across it
  // the top spacing moves the row down by 5 and the row is 5 + 100 + 7 = 112 tall.
  @Test func topLevelGroupEdgeSpacingInAnOrthogonalRow() {
    let (_, layout) = makeView(counts: [2]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.absolute(200), .absolute(100)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      group.edgeSpacing = NSCollectionLayoutEdgeSpacing(
        leading: .fixed(10), top: .fixed(5), trailing: nil, bottom: .fixed(7))
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0)
      section.orthogonalScrollingBehavior = .continuous
      return section
    }
    #expect(layout.frame(0) == CGRect(x: 14, y: 5, width: 200, height: 100))
    #expect(layout.frame(1) == CGRect(x: 224, y: 5, width: 200, height: 100))
    #expect(layout.collectionViewContentSize.height == 112)
  }

  // An extending header with offset y +10 stays at the section's top (0–30) and the content
  // moves up by 10 instead: the header takes 30 − 10 = 20, so row 0 starts at 20. A footer
  // with offset y −10 stays at the section's end and the content gap shrinks: after rows
  // 20–220 the footer sits at 220 − 10 = 210 and the section ends at 210 + 30 = 240 (the first
  // round placed it at 220 − 10 and kept 250).
  @Test func extendingItemsWithAnOffsetMoveTheContentInstead() {
    let layout = rows(counts: [2]) {
      [
        self.boundary("h", .top, offset: CGPoint(x: 0, y: 10)),
        self.boundary("f", .bottom, offset: CGPoint(x: 0, y: -10)),
      ]
    }
    #expect(find(layout, "h")?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(layout.frame(0) == CGRect(x: 0, y: 20, width: 320, height: 100))
    #expect(find(layout, "f")?.frame == CGRect(x: 0, y: 210, width: 320, height: 30))
    #expect(layout.collectionViewContentSize.height == 240)
  }

  // Footers of 30 and 50 at the bottom both line up against the content's end (100): 100–130
  // and 100–150; the section grows by the larger, to 150.
  @Test func sameSideFootersLineUpAgainstTheContent() {
    let layout = rows(counts: [1]) {
      [self.boundary("a", .bottom), self.boundary("b", .bottom, height: 50)]
    }
    #expect(find(layout, "a")?.frame.minY == 100)
    #expect(find(layout, "b")?.frame.minY == 100)
    #expect(layout.collectionViewContentSize.height == 150)
  }

  // A layout-level leading item 20 × 600 in a vertical layout: inside the content from its
  // start (0, 0), and the content (two 100-pt rows: 200) grows to hold it: 600.
  @Test func layoutLevelCrossAxisItemSitsInsideAndGrowsTheContent() {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.absolute(20), .absolute(600)), elementKind: "side",
        alignment: .leading)
    ]
    let (_, layout) = makeView(counts: [2], configuration: configuration) {
      NSCollectionLayoutSection(
        group: NSCollectionLayoutGroup.horizontal(
          layoutSize: size(.fractionalWidth(1), .absolute(100)),
          subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
    }
    #expect(
      find(layout, "side", item: Int.max)?.frame == CGRect(x: 0, y: 0, width: 20, height: 600))
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 600))
  }

  // The mirror image: a top item 600 × 20 in a horizontal layout of two 100-pt columns sits at
  // (0, 0) and widens the content from 200 to 600.
  @Test func layoutLevelCrossAxisItemInAHorizontalLayout() {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.absolute(600), .absolute(20)), elementKind: "band", alignment: .top)
    ]
    let (_, layout) = makeView(counts: [2], configuration: configuration) {
      NSCollectionLayoutSection(
        group: NSCollectionLayoutGroup.vertical(
          layoutSize: size(.absolute(100), .fractionalHeight(1)),
          subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
    }
    #expect(
      find(layout, "band", item: Int.max)?.frame == CGRect(x: 0, y: 0, width: 600, height: 20))
    #expect(layout.collectionViewContentSize == CGSize(width: 600, height: 480))
  }

  // UIKit's measured case (kern0x1b/charon, compositional-cases.m, "boundary items of the
  // layout, sideways"; recorded in compositional-expectations.h): a horizontal layout of two
  // sections (3 and 2 items) of 100-pt groups holding FW(0.5) × FH(1) items, section insets
  // (top 3, leading 4, bottom 5, trailing 6), and two layout-level items: a top band FW(1) × 30
  // and a trailing column 20 × FH(1).
  // - The cells are 50 × (480 − 3 − 5) = 50 × 472. Section 0: items at x 4 and 54, then a last
  //   group of one item at 104, trimmed to 50; its length is 4 + 100 + 50 + 6 = 160. Section 1
  //   starts at 160: items at 164 and 214; length 4 + 100 + 6 = 110. The sections end at 270.
  // - The band, on the cross axis, sits inside the content from its start, (0, 0, 320, 30)
  //   (FW(1) of the collection's 320), and the content first grows to hold it: 320.
  // - Then the trailing column follows that growth: at x 320, 20 × 480, and the content is
  //   320 + 20 = 340 wide. (Trellis placed the column at 270 and kept 320 until issue 26.)
  @Test func trailingLayoutItemsFollowTheGrowthForCrossAxisItems() {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "h", alignment: .top),
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.absolute(20), .fractionalHeight(1)), elementKind: "f",
        alignment: .trailing),
    ]
    let (_, layout) = makeView(counts: [3, 2], configuration: configuration) {
      let section = NSCollectionLayoutSection(
        group: NSCollectionLayoutGroup.horizontal(
          layoutSize: size(.absolute(100), .fractionalHeight(1)),
          subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))]))
      section.contentInsets = NSDirectionalEdgeInsets(top: 3, leading: 4, bottom: 5, trailing: 6)
      return section
    }
    #expect(layout.frame(2) == CGRect(x: 104, y: 3, width: 50, height: 472))
    #expect(layout.frame(1, 1) == CGRect(x: 214, y: 3, width: 50, height: 472))
    #expect(find(layout, "h", item: Int.max)?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(find(layout, "f", item: Int.max)?.frame == CGRect(x: 320, y: 0, width: 20, height: 480))
    #expect(layout.collectionViewContentSize == CGSize(width: 340, height: 480))
  }

  // A pinned footer at its natural place (section 0: rows 0–200, footer 200–230, in view)
  // still reports the lifted zIndex 1e9 + 1.
  @Test func pinnedItemsAlwaysReportTheLiftedZIndex() {
    let layout = rows(counts: [2]) {
      let footer = self.boundary("f", .bottom)
      footer.pinToVisibleBounds = true
      return [footer]
    }
    #expect(find(layout, "f")?.frame.minY == 200)
    #expect(find(layout, "f")?.zIndex == 1_000_000_001)
  }

  // A 20 × 20 badge on a 100 × 100 item's top-trailing corner sits at (80, 0); a positive
  // absolute offset (5, 5) moves it right and down: (85, 5). The same in a horizontal layout.
  @Test(arguments: [UICollectionView.ScrollDirection.vertical, .horizontal])
  func absoluteOffsetMovesABadgeRightAndDown(direction: UICollectionView.ScrollDirection) {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = direction
    let (_, layout) = makeView(counts: [1], configuration: configuration) {
      let cell = NSCollectionLayoutItem(
        layoutSize: size(.absolute(100), .absolute(100)),
        supplementaryItems: [
          NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(
              edges: [.top, .trailing], absoluteOffset: CGPoint(x: 5, y: 5)))
        ])
      return NSCollectionLayoutSection(
        group: NSCollectionLayoutGroup.horizontal(
          layoutSize: size(.absolute(100), .absolute(100)), subitems: [cell]))
    }
    #expect(find(layout, "badge")?.frame == CGRect(x: 85, y: 5, width: 20, height: 20))
  }

  // A group supplementary on groups of three 100-pt items: 7 items make 3 groups at y 0, 100,
  // 200; the n-th group's supplementary is at item n (not at the group's first item, 3n).
  @Test func groupSupplementariesCountGroups() {
    let (_, layout) = makeView(counts: [7]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)),
        subitems: [item(.fractionalWidth(1.0 / 3.0), .fractionalHeight(1))])
      group.supplementaryItems = [
        NSCollectionLayoutSupplementaryItem(
          layoutSize: size(.absolute(10), .absolute(10)), elementKind: "g",
          containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading]))
      ]
      return NSCollectionLayoutSection(group: group)
    }
    #expect(find(layout, "g", item: 2)?.frame == CGRect(x: 0, y: 200, width: 10, height: 10))
    #expect(find(layout, "g", item: 1)?.frame.minY == 100)
    #expect(find(layout, "g", item: 3) == nil)
    let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 100, width: 320, height: 50))
    let paths = (found ?? []).filter { $0.representedElementKind == "g" }.map(\.indexPath)
    #expect(paths == [IndexPath(item: 1, section: 0)])
  }

  // A vertical group of estimated height 150 made with subitem:count: 3 cuts 150 into 50-pt
  // slots; measured items (80 tall) keep them (UIKit ignores measured sizes there). Five items
  // make a full group (0–150) and a last group of two, trimmed to 100: content 250.
  @Test func countedGroupKeepsItsSlotsWhenMeasured() {
    let (_, layout) = makeView(counts: [5]) {
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: size(.fractionalWidth(1), .estimated(150)),
        subitem: item(.fractionalWidth(1), .estimated(50)), count: 3)
      return NSCollectionLayoutSection(group: group)
    }
    layout.measureItem = { _, proposal in CGSize(width: proposal.width, height: 80) }
    layout.measureAllItems()
    #expect(layout.frame(1) == CGRect(x: 0, y: 50, width: 320, height: 50))
    #expect(layout.frame(4) == CGRect(x: 0, y: 200, width: 320, height: 50))
    #expect(layout.collectionViewContentSize.height == 250)
  }

}
