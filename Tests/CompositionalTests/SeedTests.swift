import Compositional
import Testing

/// The seed laid out in a 320 × 480 view at scale 2 with 6, 5 and 2 items.
@Suite struct SeedTests {
  // A collection view over the seed layout.
  private func makeView() -> UICollectionView {
    UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout(),
      itemCounts: [6, 5, 2])
  }

  // Section 0 is an orthogonal row: its group resolves against the whole width (rule 28), so
  // 0.95 × 320 = 304 wide and 360 tall. The legacy count 1 gives the vertical group the whole
  // 304; its count 3 cuts 360 into 120-pt slots; insets 2 leave 300 × 116 frames.
  @Test func sectionZeroStacksThreeItemsPerPage() {
    let layout = makeView().collectionViewLayout
    let expected: [(Int, CGRect)] = [
      (0, CGRect(x: 2, y: 2, width: 300, height: 116)),
      (1, CGRect(x: 2, y: 122, width: 300, height: 116)),
      (2, CGRect(x: 2, y: 242, width: 300, height: 116)),
      // The second group starts one group width (304) later along the row.
      (3, CGRect(x: 306, y: 2, width: 300, height: 116)),
      (5, CGRect(x: 306, y: 242, width: 300, height: 116)),
    ]
    for (item, frame) in expected {
      #expect(layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame == frame)
    }
  }

  // Section 1 starts below section 0's 360 points. Each 200 × 400 group holds two 200-pt slots;
  // five items make three groups side by side at x = 0, 200, 400.
  @Test func sectionOneIsAContinuousRowOfColumns() {
    let layout = makeView().collectionViewLayout
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
        == CGRect(x: 2, y: 362, width: 196, height: 196))
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame
        == CGRect(x: 2, y: 562, width: 196, height: 196))
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 1))?.frame
        == CGRect(x: 402, y: 362, width: 196, height: 196))
  }

  // Section 2 starts at 360 + 400 = 760; each group is the whole 320 × 480 container, so each
  // item is a full page less its 2-pt insets.
  @Test func defaultSectionIsFullPages() {
    let layout = makeView().collectionViewLayout
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame
        == CGRect(x: 2, y: 762, width: 316, height: 476))
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 2))?.frame
        == CGRect(x: 2, y: 1242, width: 316, height: 476))
    // 360 + 400 + 2 × 480.
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 1720))
  }

  // Section 0's row is 2 × 304 = 608 wide in a 320 viewport: range [0, 288]. Group paging
  // rests on group edges (0, and 304 clamped to 288).
  @Test func orthogonalRangesAndRestingOffsets() throws {
    let view = makeView()
    let layout = try #require(view.collectionViewLayout as? UICollectionViewCompositionalLayout)
    #expect(layout.orthogonalScrollRange(forSection: 0) == 0...288)
    #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 100) == 0)
    #expect(layout.restingOrthogonalOffset(forSection: 0, proposedOffset: 200) == 288)
    // Section 1: 3 × 200 = 600 in 320 → [0, 280]; continuous rests anywhere in range.
    #expect(layout.orthogonalScrollRange(forSection: 1) == 0...280)
    #expect(layout.restingOrthogonalOffset(forSection: 1, proposedOffset: 123) == 123)
    #expect(layout.orthogonalScrollRange(forSection: 2) == nil)
  }

  // Scrolling section 0's row by 100 moves its cells left by 100 on screen; other sections
  // stay. UIKit's query keeps the row unscrolled (item 0 at x 2).
  @Test func orthogonalOffsetMovesOnlyThatRow() {
    let view = makeView()
    view.setOrthogonalScrollOffset(100, forSection: 0)
    #expect(view.collectionViewLayout.frame(0)?.minX == 2)
    let attributes =
      view.collectionViewLayout.layoutAttributesForElementsOnScreen(
        in: CGRect(x: 0, y: 0, width: 320, height: 480)) ?? []
    let first = attributes.first { $0.indexPath == IndexPath(item: 0, section: 0) }
    let fourth = attributes.first { $0.indexPath == IndexPath(item: 3, section: 0) }
    #expect(first?.frame == CGRect(x: -98, y: 2, width: 300, height: 116))
    #expect(fourth?.frame == CGRect(x: 206, y: 2, width: 300, height: 116))
    let row = attributes.first { $0.indexPath == IndexPath(item: 0, section: 1) }
    #expect(row?.frame == CGRect(x: 2, y: 362, width: 196, height: 196))
  }
}
