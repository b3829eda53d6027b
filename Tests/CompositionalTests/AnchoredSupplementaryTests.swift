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

  // UIKit's measured case (kern0x1b/charon, tests/backports/device/compositional-cases.m,
  // "badges with offsets, anchors of the item and fractional sizes"; its recorded frames in
  // compositional-expectations.h): one 200-pt row in a 320 × 480 view, section insets 50, the
  // item FW(1) × FH(1) with insets (top 2, leading 3, bottom 4, trailing 5). The item's slot is
  // (50, 50, 220, 200); its frame, the badges' container, is (53, 52, 212, 194): top-trailing
  // corner (265, 52). Every badge is 40 × 20 unless said.
  // - one: inside the corner at (265 − 40, 52) = (225, 52), plus the absolute offset (7, 9):
  //   (232, 61).
  // - two: the same corner plus the fractional offset (0.5, 0.25) × (40, 20) = (20, 5):
  //   (245, 57).
  // - three: its item anchor's bottom-leading point (0, 20) lands on the corner: (265, 32);
  //   then the item anchor's fractional offset (20, 5) is added, as UIKit adds it: (285, 37).
  //   (Trellis subtracted it until issue 26: (245, 27).)
  // - four: the same with the item anchor's absolute offset (3, 4): (268, 36).
  // - five: FW(0.5) × FH(0.25) of the item's frame, 106 × 48.5, inside the corner: (159, 52).
  // - six: estimated 33 × 17, bottom edge only: centred across, x = 53 + (212 − 33) / 2 =
  //   142.5, y = 246 − 17 = 229, at its own zIndex 5.
  @Test func itemAnchorOffsetsAreAddedAsUIKitAddsThem() {
    let (_, layout) = makeView(counts: [1]) {
      let topTrailing: NSDirectionalRectEdge = [.top, .trailing]
      let bottomLeading: NSDirectionalRectEdge = [.bottom, .leading]
      func badge(
        _ kind: String, _ container: NSCollectionLayoutAnchor,
        _ own: NSCollectionLayoutAnchor? = nil,
        size badgeSize: NSCollectionLayoutSize = size(.absolute(40), .absolute(20))
      ) -> NSCollectionLayoutSupplementaryItem {
        guard let own else {
          return NSCollectionLayoutSupplementaryItem(
            layoutSize: badgeSize, elementKind: kind, containerAnchor: container)
        }
        return NSCollectionLayoutSupplementaryItem(
          layoutSize: badgeSize, elementKind: kind, containerAnchor: container, itemAnchor: own)
      }
      let six = badge(
        "six", NSCollectionLayoutAnchor(edges: .bottom),
        size: size(.estimated(33), .estimated(17)))
      six.zIndex = 5
      let cell = NSCollectionLayoutItem(
        layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)),
        supplementaryItems: [
          badge(
            "one",
            NSCollectionLayoutAnchor(edges: topTrailing, absoluteOffset: CGPoint(x: 7, y: 9))),
          badge(
            "two",
            NSCollectionLayoutAnchor(
              edges: topTrailing, fractionalOffset: CGPoint(x: 0.5, y: 0.25))),
          badge(
            "three", NSCollectionLayoutAnchor(edges: topTrailing),
            NSCollectionLayoutAnchor(
              edges: bottomLeading, fractionalOffset: CGPoint(x: 0.5, y: 0.25))),
          badge(
            "four", NSCollectionLayoutAnchor(edges: topTrailing),
            NSCollectionLayoutAnchor(edges: bottomLeading, absoluteOffset: CGPoint(x: 3, y: 4))),
          badge(
            "five", NSCollectionLayoutAnchor(edges: topTrailing),
            size: size(.fractionalWidth(0.5), .fractionalHeight(0.25))),
          six,
        ])
      cell.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 3, bottom: 4, trailing: 5)
      let section = NSCollectionLayoutSection(
        group: NSCollectionLayoutGroup.horizontal(
          layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [cell]))
      section.contentInsets = NSDirectionalEdgeInsets(
        top: 50, leading: 50, bottom: 50, trailing: 50)
      return section
    }
    func frame(_ kind: String) -> CGRect? {
      layout.layoutAttributesForSupplementaryView(
        ofKind: kind, at: IndexPath(item: 0, section: 0))?.frame
    }
    #expect(layout.frame(0) == CGRect(x: 53, y: 52, width: 212, height: 194))
    #expect(frame("one") == CGRect(x: 232, y: 61, width: 40, height: 20))
    #expect(frame("two") == CGRect(x: 245, y: 57, width: 40, height: 20))
    #expect(frame("three") == CGRect(x: 285, y: 37, width: 40, height: 20))
    #expect(frame("four") == CGRect(x: 268, y: 36, width: 40, height: 20))
    #expect(frame("five") == CGRect(x: 159, y: 52, width: 106, height: 48.5))
    #expect(frame("six") == CGRect(x: 142.5, y: 229, width: 33, height: 17))
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: "six", at: IndexPath(item: 0, section: 0))?.zIndex == 5)
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 300))
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
