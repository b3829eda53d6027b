import Compositional
import Testing

// Measured widths reflow nested groups (reference rules 5, 6 and 33 applied inside a nested
// group): a top-level vertical group 100 high, spacing 10, of full-width rows 40 high, each
// row a repeating group of tags estimated 50 wide. By estimate a group holds 2 rows (40 + 10 +
// 40 = 90 ≤ 100; a third needs 140) of 6 tags (300 ≤ 320; 7 need 350): 12 items.
@Suite struct NestedReflowTests {
  /// The section described above, with `count` items.
  private func tagRows(count: Int) -> (HeadlessCollectionView, UICollectionViewCompositionalLayout)
  {
    makeView(counts: [count]) {
      let tag = NSCollectionLayoutItem(layoutSize: size(.estimated(50), .fractionalHeight(1)))
      let row = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [tag])
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [row])
      group.interItemSpacing = .fixed(10)
      return NSCollectionLayoutSection(group: group)
    }
  }

  /// Widths: item 0 is 200 wide, every other item 100; heights as proposed (40).
  private func measure(_ path: IndexPath, _ proposal: CGSize) -> CGSize {
    CGSize(width: path.item == 0 ? 200 : 100, height: proposal.height)
  }

  // Measured: row 0 of group 0 holds 200 + 100 = 300 (another 100 needs 400 > 320), row 1
  // holds 3 × 100: group 0 holds 5 items, not 12. Group 1 starts with item 5 at y 100: rows
  // [5, 6, 7] and [8, 9]. Before measuring, all 10 fit one group (item 7 is the second tag of
  // row 1 at x 50). The last group (rule 6): its rows reach 90, plus a full group's slack of
  // 100 − 90 = 10 → 100; content 200. With 7 items the last group is one row: 40 + 10 → 150.
  @Test func measuredWidthsReflowNestedRows() {
    let (_, layout) = tagRows(count: 10)
    #expect(layout.frame(7) == CGRect(x: 50, y: 50, width: 50, height: 40))
    #expect(layout.collectionViewContentSize.height == 100)
    layout.measureItem = measure
    layout.measureAllItems()
    #expect(layout.frame(0) == CGRect(x: 0, y: 0, width: 200, height: 40))
    #expect(layout.frame(1) == CGRect(x: 200, y: 0, width: 100, height: 40))
    #expect(layout.frame(4) == CGRect(x: 200, y: 50, width: 100, height: 40))
    #expect(layout.frame(5) == CGRect(x: 0, y: 100, width: 100, height: 40))
    #expect(layout.frame(9) == CGRect(x: 100, y: 150, width: 100, height: 40))
    #expect(layout.collectionViewContentSize.height == 200)
    let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 145, width: 320, height: 10))
    #expect(found?.map(\.indexPath.item).sorted() == [8, 9])

    let (_, short) = tagRows(count: 7)
    short.measureItem = measure
    short.measureAllItems()
    #expect(short.frame(6) == CGRect(x: 100, y: 100, width: 100, height: 40))
    #expect(short.collectionViewContentSize.height == 150)
  }

  // Lazily, measuring the rect 0–10 solves group 0 only. To know what fits, item 2 (row 0's
  // third) and item 5 (row 1's fourth) are measured too: 6 calls. The remaining 5 items keep
  // the estimated capacity (one group; item 5 at its estimate 50 wide at y 100), and that last
  // group holds one row of 6 by estimate: 40 + 10 → content 100 + 50 = 150.
  @Test func lazyNestedReflowMeasuresOneGroup() {
    let (_, layout) = tagRows(count: 10)
    var calls = 0
    layout.measureItem = { path, proposal in
      calls += 1
      return self.measure(path, proposal)
    }
    layout.measureItems(in: CGRect(x: 0, y: 0, width: 320, height: 10))
    #expect(calls == 6)
    #expect(layout.frame(4) == CGRect(x: 200, y: 50, width: 100, height: 40))
    #expect(layout.frame(5) == CGRect(x: 0, y: 100, width: 50, height: 40))
    #expect(layout.collectionViewContentSize.height == 150)
  }
}
