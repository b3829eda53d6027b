import Compositional
import Testing

/// Where orthogonal rows come to rest, against UIKit's recorded offsets.
///
/// The scenario is kern0x1b/charon's (tests/backports/device/compositional-cases.m,
/// `orthogonal_lines`; the offsets UIKit settled at are the handler offsets recorded in
/// compositional-orthogonal-expectations.h): a 320 × 480 view of two sections holding 3 and 8
/// items, each item filling its group, section insets (top 3, leading 4, bottom 5, trailing 6),
/// so the inset viewport is 320 − 4 − 6 = 310. Variant 0 has 100-pt groups spaced 8 (pitch
/// 108; rows 3 × 100 + 2 × 8 = 316 and 8 × 100 + 7 × 8 = 856, ranges [0, 6] and [0, 546]);
/// variant 1 has FW(0.8) groups, 256 pt, spaced 8 (pitch 264; rows 784 and 2104, ranges
/// [0, 474] and [0, 1794]). Each row is set to 0, 40, 130, 200, 300, 400 and 700.
@Suite struct MeasuredOrthogonalTests {
  /// One behaviour and variant with UIKit's resting offsets for both sections.
  struct RestingCase: Sendable, CustomTestStringConvertible {
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// Variant 1's FW(0.8) groups rather than variant 0's 100-pt ones.
    var isWide: Bool
    var first: [CGFloat]
    var second: [CGFloat]
    var testDescription: String { "\(behavior), \(isWide ? "FW(0.8)" : "100-pt") groups" }
  }

  static let proposals: [CGFloat] = [0, 40, 130, 200, 300, 400, 700]

  static let cases: [RestingCase] = [
    // Paging: a proposal at or past the end of the range rests at the end; otherwise it rounds
    // to the nearest page of 310 and clamps to the range. Variant 0, section 0 (range [0, 6]):
    // 0 → 0; every other proposal is past 6 → 6. Section 1: 40 → 0.13 pages → 0; 130 → 0;
    // 200 → 0.65 → 310; 300, 400 → 310; 700 is past 546 → 546. Variant 1, section 0 (end 474):
    // 200, 300, 400 → 310 (1.29 pages rounds to 1 although 474 is nearer 400); 700 → 474.
    // Section 1: 700 → 2.26 → 620. (Rounding without the end rule sent 40 and 130 back to 0 in
    // variant 0's first section: the regression of f84d4c6.)
    RestingCase(
      behavior: .paging, isWide: false, first: [0, 6, 6, 6, 6, 6, 6],
      second: [0, 0, 0, 310, 310, 310, 546]),
    RestingCase(
      behavior: .paging, isWide: true, first: [0, 0, 0, 310, 310, 310, 474],
      second: [0, 0, 0, 310, 310, 310, 620]),
    // Group paging: the nearest group leading edge (pitch 108 or 264) or the end of the range,
    // the proposal clamped first. Variant 0, section 0: 40 → clamped 6 → 6. Section 1: 130 →
    // 108, 200 → 216, 300 → 324, 400 → 432, 700 → 546. Variant 1, section 0: 130 → 0 (132 is
    // the midpoint), 200 → 264, 400 → 474 (74 from 474, 136 from 264); section 1: 400 → 528.
    RestingCase(
      behavior: .groupPaging, isWide: false, first: [0, 6, 6, 6, 6, 6, 6],
      second: [0, 0, 108, 216, 324, 432, 546]),
    RestingCase(
      behavior: .groupPaging, isWide: true,
      first: [0, 0, 0, 264, 264, 474, 474], second: [0, 0, 0, 264, 264, 528, 792]),
    // Centred group paging: the offsets that centre a group in 310, pitch·k + width / 2 − 155:
    // −105, 3, 111, … for 100-pt groups (range [−105, 6 + 105] and [−105, 546 + 105]) and
    // −27, 237, 501, … for 256-pt ones; the nearest to the clamped proposal.
    RestingCase(
      behavior: .groupPagingCentered, isWide: false,
      first: [3, 3, 111, 111, 111, 111, 111], second: [3, 3, 111, 219, 327, 435, 651]),
    RestingCase(
      behavior: .groupPagingCentered, isWide: true,
      first: [-27, -27, 237, 237, 237, 501, 501], second: [-27, -27, 237, 237, 237, 501, 765]),
  ]

  @Test(arguments: cases)
  func restingOffsetsAreUIKits(_ expected: RestingCase) {
    let (_, layout) = makeView(counts: [3, 8]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(expected.isWide ? .fractionalWidth(0.8) : .absolute(100), .absolute(50)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = expected.behavior
      section.contentInsets = NSDirectionalEdgeInsets(top: 3, leading: 4, bottom: 5, trailing: 6)
      section.interGroupSpacing = 8
      return section
    }
    for (section, offsets) in [expected.first, expected.second].enumerated() {
      let resting = Self.proposals.map {
        layout.restingOrthogonalOffset(forSection: section, proposedOffset: $0)
      }
      #expect(resting == offsets, "section \(section)")
    }
  }

  // What UIKit drew for paging's first section set to 40 (the recorded frames, without the
  // header of charon's scenario): the row rests at 6, so item 0, at (4, 3) unscrolled, is drawn
  // at 4 − 6 = −2. A fling from 0 towards 40 rests at 6 as well: the end is the next stop.
  @Test func pagingARowSlightlyWiderThanItsViewport() {
    let (view, layout) = makeView(counts: [3]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.absolute(100), .absolute(50)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .paging
      section.contentInsets = NSDirectionalEdgeInsets(top: 3, leading: 4, bottom: 5, trailing: 6)
      section.interGroupSpacing = 8
      return section
    }
    #expect(layout.orthogonalScrollRange(forSection: 0) == 0...6)
    #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 40, velocity: 300) == 6)
    let resting = layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 40)
    view.setOrthogonalScrollOffset(resting, forSection: 0)
    #expect(layout.frame(0) == CGRect(x: 4, y: 3, width: 100, height: 50))
    #expect(layout.screenFrame(0) == CGRect(x: -2, y: 3, width: 100, height: 50))
  }
}
