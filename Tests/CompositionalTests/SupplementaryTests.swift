import Compositional
import Testing

@Suite struct SupplementaryTests {
  /// A boundary item of `height` points, full width.
  private func boundary(
    _ kind: String, _ alignment: NSRectAlignment,
    width: NSCollectionLayoutDimension = .fractionalWidth(1),
    height: NSCollectionLayoutDimension = .absolute(30)
  ) -> NSCollectionLayoutBoundarySupplementaryItem {
    NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: size(width, height), elementKind: kind, alignment: alignment)
  }

  /// A section of 100-pt full-width rows with `items` boundary items and `insets`.
  private func rows(
    counts: [Int], insets: NSDirectionalEdgeInsets = .zero,
    _ items: @escaping () -> [NSCollectionLayoutBoundarySupplementaryItem]
  ) -> (UICollectionView, UICollectionViewCompositionalLayout) {
    makeView(counts: counts) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = insets
      section.boundarySupplementaryItems = items()
      return section
    }
  }

  /// The supplementary of `kind` in section `section`.
  private func find(
    _ layout: UICollectionViewLayout, _ kind: String, section: Int = 0
  ) -> UICollectionViewLayoutAttributes? {
    layout.layoutAttributesForSupplementaryView(
      ofKind: kind, at: IndexPath(item: 0, section: section))
  }

  // Rule 18: an extending header sits outside the insets: header 0–30, top inset 3, items at 33.
  // A footer likewise after the bottom inset: 33 + 100 + 3 = 136, footer 136–166.
  @Test func extendingHeaderAndFooter() {
    let (_, layout) = rows(
      counts: [1], insets: NSDirectionalEdgeInsets(top: 3, leading: 0, bottom: 3, trailing: 0)
    ) { [self.boundary("header", .top), self.boundary("footer", .bottom)] }
    #expect(find(layout, "header")?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(layout.frame(0)?.minY == 33)
    #expect(find(layout, "footer")?.frame == CGRect(x: 0, y: 136, width: 320, height: 30))
    #expect(layout.collectionViewContentSize.height == 166)
    #expect(find(layout, "header")?.zIndex == 1)
    #expect(find(layout, "header")?.representedElementCategory == .supplementaryView)
  }

  // Rule 16: FH(0.1) resolves against the whole 480-pt height: 48.
  @Test func heightFractionOfTheWholeHeight() {
    let (_, layout) = rows(counts: [1]) {
      [self.boundary("header", .top, height: .fractionalHeight(0.1))]
    }
    #expect(find(layout, "header")?.frame.height == 48)
  }

  // Rule 18: a non-extending header sits inside the section frame and overlaps the cells.
  @Test func nonExtendingHeaderOverlaps() {
    let (_, layout) = rows(counts: [1]) {
      let header = self.boundary("header", .top)
      header.extendsBoundary = false
      return [header]
    }
    #expect(find(layout, "header")?.frame.minY == 0)
    #expect(layout.frame(0)?.minY == 0)
    #expect(layout.collectionViewContentSize.height == 100)
  }

  // Rule 17 and 16: with section insets 10/20 the header follows them: width basis 290;
  // a 100-pt header is centred (10 + 95 = 105) for .top, at 10 for .topLeading, at
  // 320 − 20 − 100 = 200 for .topTrailing.
  @Test func alignmentsAcrossTheAxis() {
    let (_, layout) = rows(
      counts: [1], insets: NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20)
    ) {
      [
        self.boundary("a", .top, width: .absolute(100)),
        self.boundary("b", .topLeading, width: .absolute(100)),
        self.boundary("c", .topTrailing, width: .absolute(100)),
        self.boundary("d", .top, width: .fractionalWidth(1)),
      ]
    }
    #expect(find(layout, "a")?.frame.minX == 105)
    #expect(find(layout, "b")?.frame.minX == 10)
    #expect(find(layout, "c")?.frame.minX == 200)
    #expect(find(layout, "d")?.frame.width == 290)
  }

  // Rule 19 with the measured correction: two top items do not stack; the section
  // grows by the larger (50), and both line up against the content edge (y 50): the 50-pt item
  // at 0, the 30-pt one at 50 − 30 = 20, next to the content.
  @Test func sameSideItemsDoNotStack() {
    let (_, layout) = rows(counts: [1]) {
      [self.boundary("a", .top), self.boundary("b", .top, height: .absolute(50))]
    }
    #expect(find(layout, "a")?.frame.minY == 20)
    #expect(find(layout, "b")?.frame.minY == 0)
    #expect(layout.frame(0)?.minY == 50)
  }

  // Rule 17 with the measured correction: across the section the offset moves the item
  // (centred x 110 + 5 = 115); along it, an extending header stays at the section's edge (y 0)
  // and the content moves instead: the header takes 30 − (−7) = 37, so the cell starts at 37.
  @Test func absoluteOffsetAdds() {
    let (_, layout) = rows(counts: [1]) {
      [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: size(.absolute(100), .absolute(30)), elementKind: "h", alignment: .top,
          absoluteOffset: CGPoint(x: 5, y: -7))
      ]
    }
    #expect(find(layout, "h")?.frame == CGRect(x: 115, y: 0, width: 100, height: 30))
    #expect(layout.frame(0) == CGRect(x: 0, y: 37, width: 320, height: 100))
  }

  // Rule 20: a leading item is centred along the section (30 + 2 × 100 = 230 tall → y = 100)
  // and does not push the cells.
  @Test func leadingItemIsCentredAlongTheSection() {
    let (_, layout) = rows(counts: [2]) {
      [self.boundary("h", .top), self.boundary("side", .leading, width: .absolute(20))]
    }
    #expect(find(layout, "side")?.frame == CGRect(x: 0, y: 100, width: 20, height: 30))
    #expect(layout.frame(0) == CGRect(x: 0, y: 30, width: 320, height: 100))
  }

  // Rule 14: an empty section with boundary items = its insets + their room: 4 + 30 + 6 = 40.
  @Test func emptySectionWithHeader() {
    let (_, layout) = rows(
      counts: [0], insets: NSDirectionalEdgeInsets(top: 4, leading: 0, bottom: 6, trailing: 0)
    ) { [self.boundary("h", .top)] }
    #expect(layout.collectionViewContentSize.height == 40)
  }

  // Rule 22: a pinned header of section 0 (30 + 10 × 100 = 1030 tall) follows the viewport top:
  // at offset 100 it is at 100; at 1020 it is capped at 1030 − 30 = 1000. Its zIndex is
  // 1e9 + 1 whether or not it is displaced (the measured rule for pinned items).
  @Test func pinnedHeaderFollowsTheViewport() {
    let (view, layout) = rows(counts: [10, 3]) {
      let header = self.boundary("h", .top)
      header.pinToVisibleBounds = true
      return [header]
    }
    #expect(find(layout, "h")?.frame.minY == 0)
    #expect(find(layout, "h")?.zIndex == 1_000_000_001)
    view.contentOffset = CGPoint(x: 0, y: 100)
    #expect(find(layout, "h")?.frame.minY == 100)
    #expect(find(layout, "h")?.zIndex == 1_000_000_001)
    view.contentOffset = CGPoint(x: 0, y: 1020)
    #expect(find(layout, "h")?.frame.minY == 1000)
    // Section 1's header at its natural 1030 is pinned to 1020.
    #expect(find(layout, "h", section: 1)?.frame.minY == 1030)
    view.contentOffset = CGPoint(x: 0, y: 1100)
    #expect(find(layout, "h", section: 1)?.frame.minY == 1100)
  }

  // Rule 22: a pinned footer = min(natural, viewport bottom − height). Section: 10 rows + footer
  // 30 → natural 1000; at offset 0 the viewport bottom is 480 → 450.
  @Test func pinnedFooterFollowsTheViewportBottom() {
    let (view, layout) = rows(counts: [10]) {
      let footer = self.boundary("f", .bottom)
      footer.pinToVisibleBounds = true
      return [footer]
    }
    #expect(find(layout, "f")?.frame.minY == 450)
    view.contentOffset = CGPoint(x: 0, y: 700)
    #expect(find(layout, "f")?.frame.minY == 1000)
  }

  // Rule 21: layout-level items span the full width, ignore section insets, sit at item
  // Int.max of section 0, and push the sections.
  @Test func layoutLevelHeaderAndFooter() {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.boundarySupplementaryItems = [
      boundary("top", .top, height: .absolute(40)), boundary("bottom", .bottom),
    ]
    let (_, layout) = makeView(counts: [1], configuration: configuration) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
      return section
    }
    let path = IndexPath(item: Int.max, section: 0)
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: "top", at: path)?.frame
        == CGRect(x: 0, y: 0, width: 320, height: 40))
    #expect(layout.frame(0) == CGRect(x: 10, y: 40, width: 300, height: 100))
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: "bottom", at: path)?.frame
        == CGRect(x: 0, y: 140, width: 320, height: 30))
    #expect(layout.collectionViewContentSize.height == 170)
  }

  // Estimated boundary items take the size `measureSupplementary` answers: a 28-pt estimate
  // measured at 52 pushes the first row to 52.
  @Test func estimatedHeaderIsMeasured() {
    let (_, layout) = rows(counts: [1]) {
      [self.boundary("h", .top, height: .estimated(28))]
    }
    #expect(layout.frame(0)?.minY == 28)
    layout.measureSupplementary = { kind, path, proposal in
      #expect(kind == "h" && path == IndexPath(item: 0, section: 0) && proposal.width == 320)
      return CGSize(width: proposal.width, height: 52)
    }
    layout.invalidateLayout()
    #expect(find(layout, "h")?.frame == CGRect(x: 0, y: 0, width: 320, height: 52))
    #expect(layout.frame(0)?.minY == 52)
  }

  // With supplementariesFollowContentInsets = false a header spans the whole width (320)
  // although the section is inset 10/20.
  @Test func headerIgnoringSectionInsets() {
    let (_, layout) = makeView(counts: [1]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20)
      section.supplementariesFollowContentInsets = false
      section.boundarySupplementaryItems = [self.boundary("h", .top)]
      return section
    }
    #expect(find(layout, "h")?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(layout.frame(0) == CGRect(x: 10, y: 30, width: 290, height: 100))
  }

  // In a horizontal layout a pinned leading header follows the viewport's leading edge.
  @Test func pinnedHeaderInAHorizontalLayout() {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let (view, layout) = makeView(counts: [10], configuration: configuration) {
      let section = NSCollectionLayoutSection(
        group: NSCollectionLayoutGroup.vertical(
          layoutSize: size(.absolute(100), .fractionalHeight(1)),
          subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.absolute(30), .fractionalHeight(1)), elementKind: "h",
        alignment: .leading)
      header.pinToVisibleBounds = true
      section.boundarySupplementaryItems = [header]
      return section
    }
    view.contentOffset = CGPoint(x: 250, y: 0)
    #expect(find(layout, "h")?.frame == CGRect(x: 250, y: 0, width: 30, height: 480))
    // The section is 30 + 10 × 100 = 1030 wide.
    #expect(layout.collectionViewContentSize == CGSize(width: 1030, height: 480))
  }

  // The provider's environment: the container is the view's size, its insets the safe area.
  @Test func providerEnvironment() {
    var seen: (CGSize, CGSize, CGFloat) = (.zero, .zero, 0)
    let layout = UICollectionViewCompositionalLayout { _, environment in
      seen = (
        environment.container.contentSize, environment.container.effectiveContentSize,
        environment.traitCollection.displayScale
      )
      return nil
    }
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemCounts: [0])
    view.setSafeAreaInsets(UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 10))
    view.displayScale = 3
    _ = layout.collectionViewContentSize
    #expect(seen.0 == CGSize(width: 320, height: 480))
    #expect(seen.1 == CGSize(width: 300, height: 430))
    #expect(seen.2 == 3)
  }

  // All eight alignments of a 40 × 20 item on a section of two 100-pt rows (no insets):
  // top-side items take 20 above the rows, bottom-side 20 below (section 240 tall); leading and
  // trailing ones are centred along the section at (240 − 20) / 2 = 110.
  @Test func everyAlignment() {
    let alignments: [(NSRectAlignment, CGPoint)] = [
      (.top, CGPoint(x: 140, y: 0)), (.topLeading, CGPoint(x: 0, y: 0)),
      (.topTrailing, CGPoint(x: 280, y: 0)), (.bottom, CGPoint(x: 140, y: 220)),
      (.bottomLeading, CGPoint(x: 0, y: 220)), (.bottomTrailing, CGPoint(x: 280, y: 220)),
      (.leading, CGPoint(x: 0, y: 110)), (.trailing, CGPoint(x: 280, y: 110)),
    ]
    let (_, layout) = rows(counts: [2]) {
      alignments.map { alignment, _ in
        self.boundary("\(alignment)", alignment, width: .absolute(40), height: .absolute(20))
      }
    }
    for (alignment, origin) in alignments {
      #expect(find(layout, "\(alignment)")?.frame.origin == origin, "\(alignment)")
    }
    #expect(layout.frame(0)?.minY == 20)
    #expect(layout.collectionViewContentSize.height == 240)
  }
}
