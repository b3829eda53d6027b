import Compositional
import Testing

@Suite struct SpacingTests {
  // Rule 10: three 90-pt items fit in 320 (a fourth would need 360); flexible spacing shares
  // the leftover 320 − 270 = 50 between two gaps: 25 each → x = 0, 115, 230.
  @Test func flexibleInterItemSpacingSharesLeftover() {
    let (_, layout) = makeView(counts: [3]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [item(.absolute(90), .fractionalHeight(1))])
      group.interItemSpacing = .flexible(0)
      return NSCollectionLayoutSection(group: group)
    }
    #expect(layout.frame(0)?.minX == 0)
    #expect(layout.frame(1)?.minX == 115)
    #expect(layout.frame(2)?.minX == 230)
  }

  // Rule 10: the share may be negative. Three 120-pt copies in 320 leave −40: gaps of −20.
  @Test func flexibleShareCanBeNegative() {
    let (_, layout) = makeView(counts: [3]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        repeatingSubitem: item(.absolute(120), .fractionalHeight(1)), count: 3)
      group.interItemSpacing = .flexible(0)
      return NSCollectionLayoutSection(group: group)
    }
    #expect(layout.frame(1)?.minX == 100)
    #expect(layout.frame(2)?.minX == 200)
  }

  // Rule 11: fixed edge spacing takes room: FW(0.5) = 160 plus 4 + 6 = 170; two would need
  // 340 > 320, so one item per row, shifted by its leading 4.
  @Test func fixedEdgeSpacingPushesTheNextItemOut() {
    let (_, layout) = makeView(counts: [2]) {
      let cell = item(.fractionalWidth(0.5), .fractionalHeight(1))
      cell.edgeSpacing = NSCollectionLayoutEdgeSpacing(
        leading: .fixed(4), top: nil, trailing: .fixed(6), bottom: nil)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [cell])
      return NSCollectionLayoutSection(group: group)
    }
    #expect(layout.frame(0) == CGRect(x: 4, y: 0, width: 160, height: 50))
    #expect(layout.frame(1) == CGRect(x: 4, y: 50, width: 160, height: 50))
  }

  // Rule 11: across the axis a flexible top edge moves a 50-pt item to the bottom of a 100-pt
  // group: y = 50.
  @Test func flexibleCrossEdgeMovesToTheFarSide() {
    let (_, layout) = makeView(counts: [1]) {
      let cell = item(.absolute(50), .absolute(50))
      cell.edgeSpacing = NSCollectionLayoutEdgeSpacing(
        leading: nil, top: .flexible(0), trailing: nil, bottom: nil)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [cell])
      return NSCollectionLayoutSection(group: group)
    }
    #expect(layout.frame(0) == CGRect(x: 0, y: 50, width: 50, height: 50))
  }

  // Flexible leading and trailing edges share the leftover equally. One 200-pt item fits
  // (two would need 400); its two flexible edges take (320 − 200) / 2 = 60 each: centred.
  @Test func flexibleEdgesCentre() {
    let (_, layout) = makeView(counts: [1]) {
      let cell = item(.absolute(200), .absolute(50))
      cell.edgeSpacing = NSCollectionLayoutEdgeSpacing(
        leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [cell])
      return NSCollectionLayoutSection(group: group)
    }
    #expect(layout.frame(0)?.minX == 60)
  }

  // Rule 13: interGroupSpacing 10 between 100-pt groups: the second at 110; no spacing after
  // the last, so three groups take 320.
  @Test func interGroupSpacing() {
    let (_, layout) = makeView(counts: [3]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)),
        subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 1)
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = 10
      return section
    }
    #expect(layout.frame(1)?.minY == 110)
    #expect(layout.collectionViewContentSize.height == 320)
  }

  // Rule 14: interSectionSpacing 20 goes between every pair, the empty middle section
  // included (its size is 0): the third section starts at 100 + 20 + 0 + 20 = 140.
  @Test func interSectionSpacingCountsEmptySections() {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    let (_, layout) = makeView(counts: [1, 0, 1], configuration: configuration) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0)
      return section
    }
    // Section 0 = 5 + 100 + 5 = 110; section 2 starts at 110 + 20 + 0 + 20 = 150.
    #expect(layout.frame(0, 2)?.minY == 155)
    #expect(layout.collectionViewContentSize.height == 260)
  }
}
