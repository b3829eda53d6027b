import Compositional
import Testing

@Suite struct OrthogonalScrollingTests {
  /// A row of FW(0.8) × FH(0.5) groups with insets 10/4/30/6 and group spacing 10.
  private func makeRow(
    _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, count: Int = 3
  ) -> (UICollectionView, UICollectionViewCompositionalLayout) {
    makeView(counts: [count]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(0.8), .fractionalHeight(0.5)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 4, bottom: 30, trailing: 6)
      section.interGroupSpacing = 10
      section.orthogonalScrollingBehavior = behavior
      return section
    }
  }

  // Rule 28: widths resolve against the whole 320 (0.8 → 256), heights against the height less
  // the vertical insets (480 − 40 = 440, 0.5 → 220). Groups follow along x every 266 points.
  // Section height = 10 + 220 + 30 = 260.
  @Test func rowSizingAndPlacement() {
    let (_, layout) = makeRow(.continuous)
    #expect(layout.frame(0) == CGRect(x: 4, y: 10, width: 256, height: 220))
    #expect(layout.frame(1) == CGRect(x: 270, y: 10, width: 256, height: 220))
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 260))
  }

  // Rule 29: viewport = 320 − 4 − 6 = 310; row = 3 × 256 + 2 × 10 = 788; range [0, 478].
  @Test func scrollRange() {
    let (_, layout) = makeRow(.continuous)
    #expect(layout.orthogonalScrollRange(forSection: 0) == 0...478)
    #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 600) == 478)
    #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: -5) == 0)
  }

  // Rule 29: a row that fits (one 256-pt group in 310) does not scroll.
  @Test func rowThatFitsDoesNotScroll() {
    let (_, layout) = makeRow(.continuous, count: 1)
    #expect(layout.orthogonalScrollRange(forSection: 0) == 0...0)
  }

  // Rule 30: leading-boundary stops are group edges 0, 266, 532 → clamped to 478.
  @Test func continuousGroupLeadingBoundaryStops() {
    let (_, layout) = makeRow(.continuousGroupLeadingBoundary)
    #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 300) == 266)
    #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 100) == 0)
    #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 470) == 478)
  }

  // Rule 30 with the measured rule: a proposal rounds to the nearest multiple of the
  // inset viewport (310), then clamps to the range [0, 478]. 200 / 310 = 0.65 → 310;
  // 100 / 310 = 0.32 → 0; 460 / 310 = 1.48 → 310 (the range's end is not a stop of its own);
  // 470 / 310 = 1.52 → 620, clamped to 478; −400 / 310 = −1.29 → −310, clamped to 0.
  @Test func pagingStops() {
    let (_, layout) = makeRow(.paging)
    #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 200) == 310)
    #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 100) == 0)
    #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 460) == 310)
    #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 470) == 478)
    #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: -400) == 0)
  }

  // Rule 30: group paging rests on group leading edges like the leading-boundary mode.
  @Test func groupPagingStops() {
    let (_, layout) = makeRow(.groupPaging)
    #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 140) == 266)
    #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 120) == 0)
  }

  // Rules 30–31: centring slack = (310 − 256) / 2 = 27; range [−27, 478 + 27]; the row starts
  // with group 0 centred (offset −27, so on screen x = 4 + 27 = 31; UIKit's query reports the
  // unscrolled 4); stops are 266k − 27.
  @Test func groupPagingCenteredStops() {
    let (_, layout) = makeRow(.groupPagingCentered)
    #expect(layout.orthogonalScrollRange(forSection: 0) == -27...505)
    #expect(layout.orthogonalScrollOffset(forSection: 0) == -27)
    #expect(layout.screenFrame(0)?.minX == 31)
    #expect(layout.frame(0)?.minX == 4)
    #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 250) == 239)
    #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 600) == 505)
  }

  // Rule 28: headers do not scroll with the row; cells do.
  @Test func headersStayWhileTheRowScrolls() {
    let (view, layout) = makeView(counts: [3]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(0.8), .absolute(100)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuous
      section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "header",
          alignment: .top)
      ]
      return section
    }
    view.setOrthogonalScrollOffset(50, forSection: 0)
    let all = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480))
    let header = all?.first { $0.representedElementKind == "header" }
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    // Section height = header 30 + tallest group 100.
    #expect(layout.collectionViewContentSize.height == 130)
    #expect(layout.screenFrame(1) == CGRect(x: 206, y: 30, width: 256, height: 100))
    #expect(layout.frame(1) == CGRect(x: 256, y: 30, width: 256, height: 100))
  }

  // Rule 32: the handler sees unscrolled frames and the row offset; its changes apply on top.
  // Setting the offset runs it too (the issue: whenever a row's offset changes).
  @Test func visibleItemsInvalidationHandler() {
    var seenOffset = CGPoint.zero
    var seenFirstX: CGFloat = -1
    let (view, layout) = makeView(counts: [3]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(0.8), .absolute(100)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuous
      section.visibleItemsInvalidationHandler = { items, offset, _ in
        seenOffset = offset
        seenFirstX = items.first { $0.indexPath.item == 0 }?.frame.minX ?? -1
        for visible in items {
          visible.alpha = 0.5
          visible.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        }
      }
      return section
    }
    view.setOrthogonalScrollOffset(40, forSection: 0)
    #expect(seenOffset == CGPoint(x: 40, y: 0))
    #expect(seenFirstX == 0)
    seenOffset = .zero
    seenFirstX = -1
    let all = layout.layoutAttributesForElementsOnScreen(
      in: CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(seenOffset == CGPoint(x: 40, y: 0))
    #expect(seenFirstX == 0)
    #expect(all?.first?.alpha == 0.5)
    #expect(all?.first?.transform == CGAffineTransform(scaleX: 0.9, y: 0.9))
    // Item 0 is 256 × 100 at x −40 (centre 88, 50); scaled 0.9 about its centre: 230.4 × 90.
    let scaled = all?.first { $0.indexPath.item == 0 }
    #expect(scaled?.center == CGPoint(x: 88, y: 50))
    #expect(abs((scaled?.frame.width ?? 0) - 230.4) < 1e-9)
    #expect(abs((scaled?.frame.minX ?? 0) - (88 - 115.2)) < 1e-9)
    #expect(scaled?.size == CGSize(width: 256, height: 100))
    // UIKit's query reports the row unscrolled: the same item centred at 128.
    let unscrolled = layout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(unscrolled?.first { $0.indexPath.item == 0 }?.center == CGPoint(x: 128, y: 50))
  }

  // Self-sizing in a row: groups of estimated width measured at 60, 70, … 110 sit at 0, 60, 130,
  // 210, 300, 400; the row is 510 in 320 → range [0, 190]; group paging rests on measured edges.
  @Test func measuredRowOfChips() {
    let (_, layout) = makeView(counts: [6]) {
      let chip = size(.estimated(100), .absolute(40))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: chip, subitems: [NSCollectionLayoutItem(layoutSize: chip)])
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .groupPaging
      return section
    }
    #expect(layout.frame(1) == CGRect(x: 100, y: 0, width: 100, height: 40))
    layout.measureItem = { path, proposal in
      CGSize(width: 60 + CGFloat(path.item) * 10, height: proposal.height)
    }
    layout.measureAllItems()
    #expect(layout.frame(2) == CGRect(x: 130, y: 0, width: 80, height: 40))
    #expect(layout.frame(5) == CGRect(x: 400, y: 0, width: 110, height: 40))
    #expect(layout.orthogonalScrollRange(forSection: 0) == 0...190)
    #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 100) == 130)
    #expect(layout.collectionViewContentSize.height == 40)
  }

  // In a horizontal layout an orthogonal row runs down: FH(0.5) of the whole 480 = 240-pt
  // groups, FW(0.5) of 320 = 160 wide; the row is 720 in a 480 viewport → range [0, 240];
  // scrolling it by 100 moves its cells up.
  @Test func orthogonalRowInAHorizontalLayout() {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let (view, layout) = makeView(counts: [3], configuration: configuration) {
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(0.5)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuous
      return section
    }
    #expect(layout.frame(1) == CGRect(x: 0, y: 240, width: 160, height: 240))
    // The section is one 160-pt column of the horizontally scrolling content.
    #expect(layout.collectionViewContentSize == CGSize(width: 160, height: 480))
    #expect(layout.orthogonalScrollRange(forSection: 0) == 0...240)
    view.setOrthogonalScrollOffset(100, forSection: 0)
    #expect(layout.screenFrame(1) == CGRect(x: 0, y: 140, width: 160, height: 240))
    #expect(layout.frame(1) == CGRect(x: 0, y: 240, width: 160, height: 240))
    let values = layout.placedElements(in: CGRect(x: 0, y: 0, width: 320, height: 480))
    let frames: [CGRect] = values.map { CGRect($0.frame) }
    let attributes = layout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(frames == attributes?.map(\.frame))
  }

  // Rule 30: "groupPaging: a fling moves at most one group". Ten groups, pitch 266, range
  // [0, 10 × 256 + 9 × 10 − 310 = 2340]. From the initial offset 0 a fling that would end at 900
  // (nearest stop 798) rests on the next group, 266; without velocity the stop is 798. From
  // 532 a backward fling to 0 rests at 266; a forward fling never rests behind where it began.
  // Paging moves one page (310, not the 930 nearest 1000); continuous rests where proposed;
  // centred paging moves from −27 (group 0 centred) to 266 − 27 = 239.
  @Test func flingsMoveAtMostOneGroup() {
    let (view, layout) = makeRow(.groupPaging, count: 10)
    #expect(layout.orthogonalScrollRange(forSection: 0) == 0...2340)
    #expect(
      layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 900, velocity: 800) == 266)
    #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 900, velocity: 0) == 798)
    view.setOrthogonalScrollOffset(532, forSection: 0)
    #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 0, velocity: -500) == 266)
    #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 500, velocity: 90) == 532)
    let (_, paging) = makeRow(.paging, count: 10)
    #expect(
      paging.restingOrthogonalOffset(forSection: 0, proposedOffset: 1000, velocity: 900) == 310)
    let (_, continuous) = makeRow(.continuous, count: 10)
    #expect(
      continuous.restingOrthogonalOffset(forSection: 0, proposedOffset: 900, velocity: 900) == 900)
    let (_, centred) = makeRow(.groupPagingCentered, count: 10)
    #expect(
      centred.restingOrthogonalOffset(forSection: 0, proposedOffset: 900, velocity: 900) == 239)
  }
}
