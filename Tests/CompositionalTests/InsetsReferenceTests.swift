import Compositional
import Testing

// `contentInsetsReference` = readableContent and `supplementaryContentInsetsReference`
// (reference rule 38 and the §2 table; Apple's documentation for the readable width and for
// what the supplementary reference replaces).
@Suite struct InsetsReferenceTests {
  /// A section of one 50-pt full-width row, inset 10/20 across, with a 30-pt top header.
  private func section(
    reference: UIContentInsetsReference = .automatic,
    supplementaryReference: UIContentInsetsReference = .automatic
  ) -> NSCollectionLayoutSection {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)),
      subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20)
    section.contentInsetsReference = reference
    section.supplementaryContentInsetsReference = supplementaryReference
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "h", alignment: .top)
    ]
    return section
  }

  /// The header's frame in section 0.
  private func header(_ layout: UICollectionViewLayout) -> CGRect? {
    layout.layoutAttributesForSupplementaryView(ofKind: "h", at: IndexPath(item: 0, section: 0))?
      .frame
  }

  // A 320-wide view with a safe area of 20 left and right; margins 8 from the safe area (28).
  // The cell always follows the section: x = 20 + 10 = 30, width = 320 − 30 − (20 + 20) = 250,
  // below the 30-pt header. The header's cross-axis insets depend on the supplementary reference:
  // automatic follows the section (30/250); none ignores the section's insets (0/320, what
  // `supplementariesFollowContentInsets = false` did); layoutMargins measures the section's insets
  // from the margins: x = 28 + 10 = 38, width = 320 − 38 − (28 + 20) = 234; safeArea = automatic
  // here because the section's own reference is the safe area.
  @Test func supplementaryReferenceMovesOnlyTheBoundaryItems() {
    let cases: [(UIContentInsetsReference, CGRect)] = [
      (.automatic, CGRect(x: 30, y: 0, width: 250, height: 30)),
      (.none, CGRect(x: 0, y: 0, width: 320, height: 30)),
      (.layoutMargins, CGRect(x: 38, y: 0, width: 234, height: 30)),
      (.safeArea, CGRect(x: 30, y: 0, width: 250, height: 30)),
    ]
    for (reference, expected) in cases {
      let (view, layout) = makeView(counts: [1]) {
        self.section(supplementaryReference: reference)
      }
      view.setSafeAreaInsets(UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
      #expect(header(layout) == expected, "\(reference)")
      #expect(layout.frame(0) == CGRect(x: 30, y: 30, width: 250, height: 50), "\(reference)")
    }
  }

  // The deprecated flag is the supplementary reference's `.none` (Apple: "use
  // supplementaryContentInsetsReference"): false → .none, true → .automatic.
  @Test func followFlagIsTheNoneReference() {
    let section = self.section()
    #expect(section.supplementariesFollowContentInsets)
    section.supplementariesFollowContentInsets = false
    #expect(section.supplementaryContentInsetsReference == .none)
    section.supplementaryContentInsetsReference = .layoutMargins
    #expect(section.supplementariesFollowContentInsets)
    section.supplementariesFollowContentInsets = true
    #expect(section.supplementaryContentInsetsReference == .automatic)
  }

  // The readable content guide is the margins guide narrowed, centred, to the readable width
  // (672 at the default text size). 1024 wide, margins 20: 984 between the margins > 672, so
  // (984 − 672) / 2 = 156 more on each side: the cell at x = 176 + 10 = 186, width
  // 1024 − 186 − (176 + 20) = 642; the header follows the section (186/642).
  @Test func readableContentOnAWideView() {
    let (view, layout) = makeView(width: 1024, height: 768, counts: [1]) {
      self.section(reference: .readableContent)
    }
    view.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    #expect(layout.frame(0) == CGRect(x: 186, y: 30, width: 642, height: 50))
    #expect(header(layout) == CGRect(x: 186, y: 0, width: 642, height: 30))
    // A larger text size widens the guide: 704 → (984 − 704) / 2 = 140 → x = 160 + 10 = 170,
    // width 1024 − 170 − 180 = 674.
    view.readableContentWidth = 704
    #expect(layout.frame(0) == CGRect(x: 170, y: 30, width: 674, height: 50))
  }

  // On a narrow view the margins are already inside the readable width (320 − 16 = 304 < 672):
  // readableContent is the layout margins, x = 8 + 10 = 18, width 320 − 18 − 28 = 274.
  @Test func readableContentOnANarrowViewIsTheMargins() {
    let (_, layout) = makeView(counts: [1]) { self.section(reference: .readableContent) }
    #expect(layout.frame(0) == CGRect(x: 18, y: 30, width: 274, height: 50))
  }

  // A configuration-level readableContent reference reaches the provider's environment:
  // container insets leading/trailing = 176 on the 1024-wide view with margins 20.
  @Test func environmentReportsTheReadableInsets() {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.contentInsetsReference = .readableContent
    var leading: CGFloat = -1
    var effectiveWidth: CGFloat = -1
    let layout = UICollectionViewCompositionalLayout(
      sectionProvider: { _, environment in
        leading = environment.container.contentInsets.leading
        effectiveWidth = environment.container.effectiveContentSize.width
        return self.section()
      }, configuration: configuration)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 1024, height: 768), collectionViewLayout: layout,
      itemCounts: [1])
    view.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    #expect(layout.frame(0) == CGRect(x: 186, y: 30, width: 642, height: 50))
    #expect(leading == 176)
    #expect(effectiveWidth == 672)
  }
}
