import Compositional
import Testing

@Suite struct DecorationTests {
  /// Sections of 50-pt rows with a 30-pt header, insets 10 and a background inset by 5.
  private func decorated(counts: [Int]) -> UICollectionViewCompositionalLayout {
    makeView(counts: counts) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(
        top: 10, leading: 10, bottom: 10, trailing: 10)
      section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "h", alignment: .top)
      ]
      let background = NSCollectionLayoutDecorationItem.background(elementKind: "bg")
      background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
      section.decorationItems = [background]
      return section
    }.1
  }

  // Rule 26: the section frame is 320 wide and 30 + 10 + 2 × 50 + 10 = 150 tall, extending
  // header included; less the decoration's insets 5: (5, 5, 310, 140).
  @Test func backgroundIsTheSectionFrameLessInsets() {
    let layout = decorated(counts: [2, 1])
    let background = layout.layoutAttributesForDecorationView(
      ofKind: "bg", at: IndexPath(item: 0, section: 0))
    #expect(background?.frame == CGRect(x: 5, y: 5, width: 310, height: 140))
    #expect(background?.representedElementCategory == .decorationView)
    // Section 1 starts at 150 and is 30 + 10 + 50 + 10 = 100 tall.
    let second = layout.layoutAttributesForDecorationView(
      ofKind: "bg", at: IndexPath(item: 0, section: 1))
    #expect(second?.frame == CGRect(x: 5, y: 155, width: 310, height: 90))
  }

  // Rule 27: decorations default to z 0; cells of a decorated section are at z 1.
  @Test func zOrder() {
    let layout = decorated(counts: [1])
    let all = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(all?.first { $0.representedElementCategory == .decorationView }?.zIndex == 0)
    #expect(all?.first { $0.representedElementCategory == .cell }?.zIndex == 1)
    let (_, plain) = makeView(counts: [1]) {
      NSCollectionLayoutSection(
        group: NSCollectionLayoutGroup.horizontal(
          layoutSize: size(.fractionalWidth(1), .absolute(50)),
          subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
    }
    #expect(plain.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 0)
  }

  // Rule 26: no decoration for a zero-size section (empty, no boundary items).
  @Test func noBackgroundForAnEmptySection() {
    let (_, layout) = makeView(counts: [0]) {
      let section = NSCollectionLayoutSection(
        group: NSCollectionLayoutGroup.horizontal(
          layoutSize: size(.fractionalWidth(1), .absolute(50)),
          subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
      section.decorationItems = [.background(elementKind: "bg")]
      return section
    }
    #expect(
      layout.layoutAttributesForDecorationView(ofKind: "bg", at: IndexPath(item: 0, section: 0))
        == nil)
  }
}
