import Compositional
import Testing

@Suite struct BadInputTests {
  /// A section of one horizontal group holding `cell`.
  private func section(_ cell: NSCollectionLayoutItem) -> NSCollectionLayoutSection {
    NSCollectionLayoutSection(
      group: NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [cell]))
  }

  // A fraction ≤ 0 or NaN resolves to 0 and is reported; a repeating group whose pass takes no
  // room holds one pass (no endless repetition): one 0-wide item per 50-pt group.
  @Test func nonPositiveOrNaNFractionsResolveToZero() {
    for fraction in [0.0, -0.5, .nan, .infinity] {
      let (_, layout) = makeView(counts: [3]) {
        self.section(item(.fractionalWidth(fraction), .fractionalHeight(1)))
      }
      #expect(layout.frame(0) == CGRect(x: 0, y: 0, width: 0, height: 50))
      #expect(layout.frame(2)?.minY == 100)
      #expect(layout.diagnostics == [.invalidFraction(section: 0)])
    }
  }

  // A count of 0 makes a group that holds no items: the section's items get no attributes,
  // the section is empty, and the problem is reported.
  @Test func countZeroHoldsNoItems() {
    let (_, layout) = makeView(counts: [3, 1]) {
      NSCollectionLayoutSection(
        group: NSCollectionLayoutGroup.horizontal(
          layoutSize: size(.fractionalWidth(1), .absolute(50)),
          subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 0))
    }
    #expect(layout.frame(0) == nil)
    #expect(layout.collectionViewContentSize.height == 0)
    #expect(layout.diagnostics.contains(.groupHoldsNoItems(section: 0)))
  }

  // The provider returning nil for a section with items: laid out empty and reported.
  @Test func providerReturningNil() {
    let (_, layout) = makeView(counts: [2, 0, 1]) { index in
      index == 0 ? nil : self.section(item(.fractionalWidth(1), .fractionalHeight(1)))
    }
    #expect(layout.frame(0, 0) == nil)
    #expect(layout.frame(0, 2) == CGRect(x: 0, y: 0, width: 320, height: 50))
    #expect(layout.diagnostics == [.missingSection(section: 0, itemCount: 2)])
  }

  // An item wider than its group lays out nothing (rule 8) and is reported.
  @Test func itemWiderThanItsGroup() {
    let (_, layout) = makeView(counts: [2]) { self.section(item(.absolute(500), .absolute(50))) }
    #expect(layout.frame(0) == nil)
    #expect(layout.diagnostics == [.groupHoldsNoItems(section: 0)])
    #expect(
      layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480))?.isEmpty
        == true)
  }

  // Negative counts, a zero-size view and NaN spacing do not trap.
  @Test func degenerateContexts() {
    let (view, layout) = makeView(width: 0, height: 0, counts: [-3, 2]) {
      let section = self.section(item(.fractionalWidth(0.5), .fractionalHeight(1)))
      section.interGroupSpacing = .nan
      section.contentInsets = NSDirectionalEdgeInsets(
        top: .nan, leading: .infinity, bottom: 1, trailing: 1)
      return section
    }
    view.displayScale = 0
    _ = layout.collectionViewContentSize
    _ = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(layout.frame(0, 0) == nil)
  }

  // Counts above 100,000,000 per section are clamped; NaN or huge query rects return quickly.
  @Test func hugeCountsAndStrangeRects() {
    let (_, layout) = makeView(counts: [Int.max]) {
      self.section(item(.fractionalWidth(1), .fractionalHeight(1)))
    }
    #expect(layout.collectionViewContentSize.height == CGFloat(50 * 100_000_000))
    // Far-out coordinates carry float error of a few ulps.
    #expect(abs((layout.frame(99_999_999)?.minY ?? 0) - 4_999_999_950) < 1e-3)
    #expect(layout.frame(100_000_000) == nil)
    let nan = CGRect(x: CGFloat.nan, y: .nan, width: .nan, height: .nan)
    #expect(layout.layoutAttributesForElements(in: nan)?.isEmpty == true)
    let far = CGRect(x: 0, y: -1e300, width: 320, height: 1e290)
    #expect(layout.layoutAttributesForElements(in: far)?.isEmpty == true)
  }

  // Rule 35: an estimated group over fractional-height items is reported (those items cannot
  // self-size); the items resolve against the 50-pt estimate.
  @Test func estimatedGroupOverFractionalItemsIsReported() {
    let (_, layout) = makeView(counts: [1]) {
      NSCollectionLayoutSection(
        group: NSCollectionLayoutGroup.horizontal(
          layoutSize: size(.fractionalWidth(1), .estimated(50)),
          subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
    }
    #expect(layout.frame(0) == CGRect(x: 0, y: 0, width: 320, height: 50))
    #expect(layout.diagnostics == [.estimatedGroupWithFractionalItems(section: 0)])
  }

  // Insets wider or taller than what they inset clamp that axis to zero at its centre (a
  // documented clamp: no frame has a negative size; no UIKit measurement says otherwise).
  // - The item: a 100 × 50 slot at (0, 30), below the 30-pt header, with leading/trailing
  //   insets 60 + 60 > 100 and top 10: x clamps to the slot's centre 50, width 0; y 30 + 10 =
  //   40, height 50 − 10 = 40.
  // - Its badge, 20 × 20 inside the frame's top-leading corner (50, 40) with insets 15 + 15 on
  //   each axis: clamped at its centre (60, 50), 0 × 0.
  // - The header: 320 × 30 from the section's top with insets 20 + 20 top and bottom: its
  //   height clamps at 15, the centre; x 0, width 320.
  // - The background covers the section (0, 0, 320, 80: header 30 + row 50) less insets of
  //   200 on each side: x clamps to 160, y to 40, 0 × 0.
  @Test func insetsLargerThanTheirFrameClampAtTheCentre() {
    let (_, layout) = makeView(counts: [1]) {
      let badge = NSCollectionLayoutSupplementaryItem(
        layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading]))
      badge.contentInsets = NSDirectionalEdgeInsets(top: 15, leading: 15, bottom: 15, trailing: 15)
      let cell = NSCollectionLayoutItem(
        layoutSize: size(.absolute(100), .absolute(50)), supplementaryItems: [badge])
      cell.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 60, bottom: 0, trailing: 60)
      let section = NSCollectionLayoutSection(
        group: NSCollectionLayoutGroup.horizontal(
          layoutSize: size(.absolute(100), .absolute(50)), subitems: [cell]))
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "header",
        alignment: .top)
      header.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0)
      section.boundarySupplementaryItems = [header]
      let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
      background.contentInsets = NSDirectionalEdgeInsets(
        top: 200, leading: 200, bottom: 200, trailing: 200)
      section.decorationItems = [background]
      return section
    }
    let path = IndexPath(item: 0, section: 0)
    #expect(layout.frame(0) == CGRect(x: 50, y: 40, width: 0, height: 40))
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: path)?.frame
        == CGRect(x: 60, y: 50, width: 0, height: 0))
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: "header", at: path)?.frame
        == CGRect(x: 0, y: 15, width: 320, height: 0))
    #expect(
      layout.layoutAttributesForDecorationView(
        ofKind: "background", at: IndexPath(item: 0, section: 0))?
        .frame == CGRect(x: 160, y: 40, width: 0, height: 0))
    let everything = layout.layoutAttributesForElements(
      in: CGRect(x: -1000, y: -1000, width: 3000, height: 3000))
    // `CGRect.width` standardizes (Foundation); the stored size is what must not be negative.
    #expect(
      everything?.allSatisfy { $0.frame.size.width >= 0 && $0.frame.size.height >= 0 } == true)
  }
}
