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
}
