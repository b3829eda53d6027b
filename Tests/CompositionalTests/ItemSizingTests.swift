import Compositional
import Testing

@Suite struct ItemSizingTests {
  // Rule 4: sizes floor to the pixel grid. 1/3 of 320 = 106.67 → 106.5 at scale 2; three fit
  // (319.5 ≤ 320), positions accumulate: 0, 106.5, 213.
  @Test func thirdsFloorToHalfPoints() {
    let (_, layout) = makeView(counts: [3]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)),
        subitems: [item(.fractionalWidth(1.0 / 3.0), .fractionalHeight(1))])
      return NSCollectionLayoutSection(group: group)
    }
    #expect(layout.frame(0) == CGRect(x: 0, y: 0, width: 106.5, height: 100))
    #expect(layout.frame(1) == CGRect(x: 106.5, y: 0, width: 106.5, height: 100))
    #expect(layout.frame(2) == CGRect(x: 213, y: 0, width: 106.5, height: 100))
  }

  // At scale 3 the same third floors to 106.333…: 320 × 3 = 960 pixels / 3 = 320 px each.
  @Test func thirdsAtScaleThree() {
    let (view, layout) = makeView(counts: [1]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)),
        subitems: [item(.fractionalWidth(1.0 / 3.0), .fractionalHeight(1))])
      return NSCollectionLayoutSection(group: group)
    }
    view.displayScale = 3
    let width = layout.frame(0)?.width ?? 0
    #expect(abs(width - 320.0 / 3.0) < 1e-9)
  }

  // Rule 2: the top-level group's height fraction is of the whole 480-pt height, not of the
  // height less the 10/30 vertical insets: FH(0.5) → 240. Items FH(1) fill it.
  @Test func topLevelHeightFractionUsesWholeHeight() {
    let (_, layout) = makeView(counts: [2]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 30, trailing: 0)
      return section
    }
    #expect(layout.frame(0) == CGRect(x: 0, y: 10, width: 320, height: 240))
    #expect(layout.frame(1) == CGRect(x: 0, y: 250, width: 320, height: 240))
    // 10 + 2 × 240 + 30.
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 520))
  }

  // Rule 3: a fractionalWidth used for a height is still a fraction of the width: 0.5 × 320.
  @Test func widthFractionForAHeight() {
    let (_, layout) = makeView(counts: [1]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.5)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      return NSCollectionLayoutSection(group: group)
    }
    #expect(layout.frame(0) == CGRect(x: 0, y: 0, width: 320, height: 160))
  }

  // Rule 3: a subitem resolves against its parent less the parent's insets: 320 − 2 × 10 = 300,
  // so FW(0.5) = 150, placed after the 10-pt leading inset.
  @Test func nestedFractionsUseTheParentLessItsInsets() {
    let (_, layout) = makeView(counts: [2]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)),
        subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
      group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
      return NSCollectionLayoutSection(group: group)
    }
    #expect(layout.frame(0) == CGRect(x: 10, y: 0, width: 150, height: 100))
    #expect(layout.frame(1) == CGRect(x: 160, y: 0, width: 150, height: 100))
  }

  // Absolute sizes are kept; an item taller than its group sticks out across the axis (rule 8).
  @Test func absoluteSizesAndCrossAxisOverflow() {
    let (_, layout) = makeView(counts: [2]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [item(.absolute(200), .absolute(80))])
      return NSCollectionLayoutSection(group: group)
    }
    #expect(layout.frame(0) == CGRect(x: 0, y: 0, width: 200, height: 80))
    // One 200-pt item per 320-pt group; the next group starts 50 lower, overlapping.
    #expect(layout.frame(1) == CGRect(x: 0, y: 50, width: 200, height: 80))
  }
}
