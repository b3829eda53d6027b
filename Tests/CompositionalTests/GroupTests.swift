import Compositional
import Testing

@Suite struct GroupTests {
  // Rule 5: with fixed spacing 10, n items resolve FW(0.3) in 320 − (n − 1) × 10. n = 3 gives
  // 0.3 × 300 = 90 and 3 × 90 + 20 = 290 ≤ 320; n = 4 gives 87 × 4 + 30 = 378 > 320. So three
  // items of 90 at 0, 100, 200.
  @Test func repeatingSubitemsResolveFractionsLessTheSpacing() {
    let (_, layout) = makeView(counts: [4]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [item(.fractionalWidth(0.3), .fractionalHeight(1))])
      group.interItemSpacing = .fixed(10)
      return NSCollectionLayoutSection(group: group)
    }
    #expect(layout.frame(0) == CGRect(x: 0, y: 0, width: 90, height: 50))
    #expect(layout.frame(1) == CGRect(x: 100, y: 0, width: 90, height: 50))
    #expect(layout.frame(2) == CGRect(x: 200, y: 0, width: 90, height: 50))
    #expect(layout.frame(3) == CGRect(x: 0, y: 50, width: 90, height: 50))
  }

  // Rule 7: subitem:count: makes (320 − 2 × 10) / 3 = 100-pt slots; the item's 50 is ignored.
  @Test func legacyCountMakesEqualSlots() {
    let (_, layout) = makeView(counts: [3]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitem: item(.absolute(50), .fractionalHeight(1)), count: 3)
      group.interItemSpacing = .fixed(10)
      return NSCollectionLayoutSection(group: group)
    }
    #expect(layout.frame(0) == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(layout.frame(1) == CGRect(x: 110, y: 0, width: 100, height: 50))
    #expect(layout.frame(2) == CGRect(x: 220, y: 0, width: 100, height: 50))
  }

  // Rule 7: repeatingSubitem:count: keeps the item's own 100 points: two copies at 0 and 100.
  @Test func repeatingCountKeepsTheItemSize() {
    let (_, layout) = makeView(counts: [3]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        repeatingSubitem: item(.absolute(100), .fractionalHeight(1)), count: 2)
      return NSCollectionLayoutSection(group: group)
    }
    #expect(layout.frame(0) == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(layout.frame(1) == CGRect(x: 100, y: 0, width: 100, height: 50))
    #expect(layout.frame(2) == CGRect(x: 0, y: 50, width: 100, height: 50))
  }

  // Rule 6: a 100-pt vertical group holds three 30-pt items (90 ≤ 100). Five items make a full
  // group (100) and a last one trimmed to its reach 60 plus the full group's slack 10: 170.
  @Test func lastGroupIsTrimmed() {
    let (_, layout) = makeView(counts: [5]) {
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: size(.fractionalWidth(1), .absolute(100)),
        subitems: [item(.fractionalWidth(1), .absolute(30))])
      return NSCollectionLayoutSection(group: group)
    }
    #expect(layout.frame(3) == CGRect(x: 0, y: 100, width: 320, height: 30))
    #expect(layout.collectionViewContentSize.height == 170)
  }

  // Rule 13: groups never sit side by side; a 0.6-wide group takes a whole row.
  @Test func groupsStackEvenWhenNarrow() {
    let (_, layout) = makeView(counts: [2]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(0.6), .absolute(40)),
        subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 1)
      return NSCollectionLayoutSection(group: group)
    }
    #expect(layout.frame(0) == CGRect(x: 0, y: 0, width: 192, height: 40))
    #expect(layout.frame(1) == CGRect(x: 0, y: 40, width: 192, height: 40))
  }

  // Nested groups: a vertical group FW(0.5) × FH(1) = 160 × 200 holding two FH(0.5) items,
  // then an FW(0.5) item beside it. Leaves in order: top-left, bottom-left, right.
  @Test func nestedGroupsFlattenInOrder() {
    let (_, layout) = makeView(counts: [4]) {
      let column = NSCollectionLayoutGroup.vertical(
        layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
      let outer = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(200)),
        subitems: [column, item(.fractionalWidth(0.5), .fractionalHeight(1))])
      return NSCollectionLayoutSection(group: outer)
    }
    #expect(layout.frame(0) == CGRect(x: 0, y: 0, width: 160, height: 100))
    #expect(layout.frame(1) == CGRect(x: 0, y: 100, width: 160, height: 100))
    #expect(layout.frame(2) == CGRect(x: 160, y: 0, width: 160, height: 200))
    #expect(layout.frame(3) == CGRect(x: 0, y: 200, width: 160, height: 100))
  }

  // Rule 37: custom frames are relative to the group's corner; the provider sees the group
  // resolved in the whole collection (320 × 100) and the group repeats every 100 points.
  @Test func customGroupRepeats() {
    var seen = CGSize.zero
    let (_, layout) = makeView(counts: [4]) {
      let group = NSCollectionLayoutGroup.custom(
        layoutSize: size(.fractionalWidth(1), .absolute(100))
      ) { environment in
        seen = environment.container.contentSize
        return [
          NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 50, height: 50)),
          NSCollectionLayoutGroupCustomItem(
            frame: CGRect(x: 60, y: 10, width: 100, height: 80), zIndex: 3),
        ]
      }
      return NSCollectionLayoutSection(group: group)
    }
    #expect(layout.frame(2) == CGRect(x: 0, y: 100, width: 50, height: 50))
    #expect(layout.frame(3) == CGRect(x: 60, y: 110, width: 100, height: 80))
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.zIndex == 3)
    #expect(seen == CGSize(width: 320, height: 100))
  }

  // Rule 8: an item longer than its group on the group axis: the group lays out nothing.
  @Test func oversizedFirstItemLaysOutNothing() {
    let (_, layout) = makeView(counts: [3]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [item(.absolute(400), .fractionalHeight(1))])
      return NSCollectionLayoutSection(group: group)
    }
    #expect(layout.frame(0) == nil)
    #expect(layout.diagnostics == [.groupHoldsNoItems(section: 0)])
  }

  // The debug dump names each group and item.
  @Test func visualDescriptionListsTheTree() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)),
      subitems: [item(.absolute(40), .absolute(40))])
    let text = group.visualDescription()
    #expect(text.contains("horizontal group"))
    #expect(text.contains("item"))
  }
}
