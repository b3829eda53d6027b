import Compositional
import Testing

@Suite struct AnchoredSupplementaryTests {
  /// A layout of 100 × 100 items carrying `badge`, with item insets `inset` on every edge.
  private func badged(
    inset: CGFloat = 0, _ badge: @escaping () -> NSCollectionLayoutSupplementaryItem
  ) -> UICollectionViewCompositionalLayout {
    makeView(counts: [2]) {
      let cell = NSCollectionLayoutItem(
        layoutSize: size(.absolute(100), .absolute(100)), supplementaryItems: [badge()])
      cell.contentInsets = NSDirectionalEdgeInsets(
        top: inset, leading: inset, bottom: inset, trailing: inset)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [cell])
      return NSCollectionLayoutSection(group: group)
    }.1
  }

  /// The badge of item `item`.
  private func badge(_ layout: UICollectionViewLayout, item: Int = 0) -> CGRect? {
    layout.layoutAttributesForSupplementaryView(
      ofKind: "badge", at: IndexPath(item: item, section: 0))?.frame
  }

  // Rules 24–25: inside the top-trailing corner (80, 0), then moved by (0.5, −0.5) × 20:
  // (90, −10). The second item's badge is 100 points further right.
  @Test func fractionalOffsetIsOfTheBadgeSize() {
    let layout = badged {
      NSCollectionLayoutSupplementaryItem(
        layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
        containerAnchor: NSCollectionLayoutAnchor(
          edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
    }
    #expect(badge(layout) == CGRect(x: 90, y: -10, width: 20, height: 20))
    #expect(badge(layout, item: 1) == CGRect(x: 190, y: -10, width: 20, height: 20))
  }

  // Rule 24: the container is the frame after insets (10, 10, 80, 80): top-trailing corner
  // (90, 10) → badge at (70, 10), plus an absolute offset (3, 4).
  @Test func containerIsTheFrameAfterInsets() {
    let layout = badged(inset: 10) {
      NSCollectionLayoutSupplementaryItem(
        layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
        containerAnchor: NSCollectionLayoutAnchor(
          edges: [.top, .trailing], absoluteOffset: CGPoint(x: 3, y: 4)))
    }
    #expect(badge(layout) == CGRect(x: 73, y: 14, width: 20, height: 20))
  }

  // Rule 24: with an item anchor, the badge's bottom-leading point lands on the item's
  // top-trailing corner (100, 0): badge at (100, −20).
  @Test func itemAnchorPointLandsOnContainerAnchorPoint() {
    let layout = badged {
      NSCollectionLayoutSupplementaryItem(
        layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]),
        itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
    }
    #expect(badge(layout) == CGRect(x: 100, y: -20, width: 20, height: 20))
  }

  // Rule 24: an unnamed axis is centred: bottom edge only → x = (100 − 20) / 2 = 40, y = 80;
  // its size resolves against the item: FW(0.5) → 50 wide, x = 25. Default zIndex 1.
  @Test func unnamedAxisIsCentred() {
    let layout = badged {
      NSCollectionLayoutSupplementaryItem(
        layoutSize: size(.fractionalWidth(0.5), .absolute(20)), elementKind: "badge",
        containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom]))
    }
    #expect(badge(layout) == CGRect(x: 25, y: 80, width: 50, height: 20))
    let attributes = layout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 0, width: 320, height: 100))
    #expect(attributes?.first { $0.representedElementKind == "badge" }?.zIndex == 1)
  }

  // Rule 25: group supplementaries anchor to the group's frame and size against the space the
  // group is laid out in: FW(1) on a nested 160-pt group → 320.
  @Test func groupSupplementarySizesAgainstItsContainer() {
    let (_, layout) = makeView(counts: [2]) {
      let inner = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.absolute(160), .absolute(100)),
        subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
      inner.supplementaryItems = [
        NSCollectionLayoutSupplementaryItem(
          layoutSize: size(.fractionalWidth(1), .absolute(10)), elementKind: "badge",
          containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading]))
      ]
      let outer = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [inner])
      return NSCollectionLayoutSection(group: outer)
    }
    #expect(badge(layout)?.width == 320)
  }

  // A badge sticking out above its item (y −10…10) is found by a rect above the item.
  @Test func badgeOutsideItsItemIsFoundByRectQueries() {
    let layout = badged {
      NSCollectionLayoutSupplementaryItem(
        layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
        containerAnchor: NSCollectionLayoutAnchor(
          edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
    }
    let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: -8, width: 320, height: 4))
    #expect(found?.filter { $0.representedElementKind == "badge" }.count == 2)
  }
}
