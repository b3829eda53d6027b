import Compositional
import Testing

@Suite struct InsetsTests {
  // Rule 12: the frame is the slot less the item's insets; the slot keeps its size. A 100-pt
  // square slot with insets 1/2/3/4 (top/leading/bottom/trailing): (2, 1, 94, 96).
  @Test func itemInsetsShrinkTheFrameNotTheSlot() {
    let (_, layout) = makeView(counts: [2]) {
      let cell = item(.absolute(100), .absolute(100))
      cell.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [cell])
      return NSCollectionLayoutSection(group: group)
    }
    #expect(layout.frame(0) == CGRect(x: 2, y: 1, width: 94, height: 96))
    #expect(layout.frame(1) == CGRect(x: 102, y: 1, width: 94, height: 96))
  }

  // Rule 12: group insets 10 shrink the basis to 300 × 80: FW(0.5) = 150, FH(1) = 80.
  @Test func groupInsetsShrinkTheBasis() {
    let (_, layout) = makeView(counts: [2]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)),
        subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
      group.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
      return NSCollectionLayoutSection(group: group)
    }
    #expect(layout.frame(0) == CGRect(x: 10, y: 10, width: 150, height: 80))
    #expect(layout.frame(1) == CGRect(x: 160, y: 10, width: 150, height: 80))
  }

  // Rule 12: section insets offset the first group (11, 5), shrink the width to
  // 320 − 11 − 13 = 296, and add room after the last: 5 + 50 + 7 = 62.
  @Test func sectionInsets() {
    let (_, layout) = makeView(counts: [1]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 11, bottom: 7, trailing: 13)
      return section
    }
    #expect(layout.frame(0) == CGRect(x: 11, y: 5, width: 296, height: 50))
    #expect(layout.collectionViewContentSize.height == 62)
  }

  // Rule 14: an empty section without boundary items has size 0, its insets included.
  @Test func emptySectionDropsItsInsets() {
    let (_, layout) = makeView(counts: [0, 1]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0)
      return section
    }
    #expect(layout.frame(0, 1)?.minY == 5)
    #expect(layout.collectionViewContentSize.height == 60)
  }

  // Rule 38 and §2: the safe area (left/right 20) adds to the cross-axis insets by default;
  // with the reference `.none` it does not.
  @Test func contentInsetsReference() {
    for (reference, x, width) in [
      (UIContentInsetsReference.automatic, 20.0, 280.0), (.safeArea, 20, 280), (.none, 0, 320),
    ] {
      let (view, layout) = makeView(counts: [1]) {
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: size(.fractionalWidth(1), .absolute(50)),
          subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsetsReference = reference
        return section
      }
      view.setSafeAreaInsets(UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
      #expect(layout.frame(0) == CGRect(x: x, y: 0, width: width, height: 50))
    }
  }

  // Layout margins 16 (measured from a zero safe area) as the reference: x 16, width 288.
  @Test func layoutMarginsReference() {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.contentInsetsReference = .layoutMargins
    let (view, layout) = makeView(counts: [1], configuration: configuration) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      return NSCollectionLayoutSection(group: group)
    }
    view.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    #expect(layout.frame(0) == CGRect(x: 16, y: 0, width: 288, height: 50))
  }
}
