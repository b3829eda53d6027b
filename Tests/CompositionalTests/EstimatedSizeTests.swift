import Compositional
import Testing

@Suite struct EstimatedSizeTests {
  /// Full-width rows of estimated height 50 (item and group, as rule 35 asks).
  private func rows(count: Int, insets: CGFloat = 0) -> (
    UICollectionView, UICollectionViewCompositionalLayout
  ) {
    makeView(counts: [count]) {
      let cell = item(.fractionalWidth(1), .estimated(50))
      cell.contentInsets = NSDirectionalEdgeInsets(
        top: insets, leading: insets, bottom: insets, trailing: insets)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .estimated(50)), subitems: [cell])
      return NSCollectionLayoutSection(group: group)
    }
  }

  // Rule 33: unmeasured items keep their estimate: 10 × 50 = 500.
  @Test func unmeasuredItemsKeepTheirEstimate() {
    let (_, layout) = rows(count: 10)
    #expect(layout.collectionViewContentSize.height == 500)
    #expect(layout.frame(3) == CGRect(x: 0, y: 150, width: 320, height: 50))
  }

  // Rule 12: insets apply on the fixed axis (width 320 − 10) but not on the estimated one.
  @Test func insetsIgnoredOnTheEstimatedAxis() {
    let (_, layout) = rows(count: 2, insets: 5)
    #expect(layout.frame(0) == CGRect(x: 5, y: 0, width: 310, height: 50))
  }

  // Rule 33: measuring the rect 0–100 measures rows 0 and 1 (80 each); they push the rest:
  // 2 × 80 + 8 × 50 = 560. Measuring everything gives 10 × 80 = 800.
  @Test func measuringInARectThenEverything() {
    let (_, layout) = rows(count: 10)
    var calls = 0
    layout.measureItem = { _, proposal in
      calls += 1
      return CGSize(width: proposal.width, height: 80)
    }
    layout.measureItems(in: CGRect(x: 0, y: 0, width: 320, height: 100))
    #expect(calls == 2)
    #expect(layout.frame(1) == CGRect(x: 0, y: 80, width: 320, height: 80))
    #expect(layout.frame(2) == CGRect(x: 0, y: 160, width: 320, height: 50))
    #expect(layout.collectionViewContentSize.height == 560)
    layout.measureAllItems()
    #expect(layout.collectionViewContentSize.height == 800)
    #expect(calls == 10)
  }

  // Measured sizes are cached by identity and width: re-solving keeps them without calling
  // the callback again; a new width measures again.
  @Test func measurementsAreCachedByIdentityAndWidth() {
    let (view, layout) = rows(count: 4)
    var calls = 0
    layout.measureItem = { _, proposal in
      calls += 1
      return CGSize(width: proposal.width, height: proposal.width / 4)
    }
    layout.measureAllItems()
    #expect(calls == 4)
    #expect(layout.collectionViewContentSize.height == 320)
    layout.invalidateLayout()
    #expect(layout.collectionViewContentSize.height == 320)
    #expect(calls == 4)
    view.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
    #expect(layout.collectionViewContentSize.height == 200)
    layout.measureAllItems()
    #expect(calls == 8)
    #expect(layout.collectionViewContentSize.height == 400)
  }

  // The cache is keyed by identity: after an insert at the top shifts every index path, the
  // old rows keep their sizes without being measured again; only the new row is measured.
  @Test func cacheSurvivesInsertsThroughIdentity() {
    let (view, layout) = rows(count: 3)
    var ids = ["a", "b", "c"]
    var calls = 0
    layout.itemIdentifier = { ids[$0.item] }
    layout.measureItem = { path, proposal in
      calls += 1
      return CGSize(width: proposal.width, height: ids[path.item] == "new" ? 20 : 70)
    }
    layout.measureAllItems()
    #expect(calls == 3)
    ids.insert("new", at: 0)
    view.itemCounts = [4]
    layout.measureAllItems()
    #expect(calls == 4)
    // 20 + 3 × 70.
    #expect(layout.collectionViewContentSize.height == 230)
    #expect(layout.frame(1) == CGRect(x: 0, y: 20, width: 320, height: 70))
  }

  // Rule 34: an estimated-height group is as tall as its tallest measured item; siblings keep
  // their own heights. Items 60 and 90 → group 90; the next row starts at 90.
  @Test func groupTakesTheTallestItem() {
    let (_, layout) = makeView(counts: [4]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .estimated(50)),
        subitems: [item(.fractionalWidth(0.5), .estimated(50))])
      return NSCollectionLayoutSection(group: group)
    }
    layout.measureItem = { path, proposal in
      CGSize(width: proposal.width, height: path.item % 2 == 0 ? 60 : 90)
    }
    layout.measureAllItems()
    #expect(layout.frame(0) == CGRect(x: 0, y: 0, width: 160, height: 60))
    #expect(layout.frame(1) == CGRect(x: 160, y: 0, width: 160, height: 90))
    #expect(layout.frame(2)?.minY == 90)
    #expect(layout.collectionViewContentSize.height == 180)
  }

  // Rule 34: a fixed-height group keeps its height; a taller measured item overflows it.
  @Test func fixedGroupKeepsItsHeight() {
    let (_, layout) = makeView(counts: [2]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [item(.fractionalWidth(1), .estimated(40))])
      return NSCollectionLayoutSection(group: group)
    }
    layout.measureItem = { _, proposal in CGSize(width: proposal.width, height: 70) }
    layout.measureAllItems()
    #expect(layout.frame(0) == CGRect(x: 0, y: 0, width: 320, height: 70))
    #expect(layout.frame(1)?.minY == 50)
  }

  // Rule 36: uniform-across-siblings items all take the largest measured height (90).
  @Test func uniformAcrossSiblings() {
    let (_, layout) = makeView(counts: [2]) {
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .estimated(50)),
        subitems: [item(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 50))])
      return NSCollectionLayoutSection(group: group)
    }
    layout.measureItem = { path, proposal in
      CGSize(width: proposal.width, height: path.item == 0 ? 60 : 90)
    }
    layout.measureAllItems()
    #expect(layout.frame(0)?.height == 90)
    #expect(layout.frame(1)?.height == 90)
  }

  // Rule 36: on the outermost group, uniform-across-siblings shares the largest measured
  // group height across the section: rows measured 30 then 70 → every row 70, even rows
  // not measured yet (4 rows → 280).
  @Test func uniformOutermostGroupSharesAcrossTheSection() {
    let (_, layout) = makeView(counts: [4]) {
      let row = size(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 50))
      return NSCollectionLayoutSection(
        group: NSCollectionLayoutGroup.horizontal(
          layoutSize: row,
          subitems: [NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(50)))])
      )
    }
    layout.measureItem = { path, proposal in
      CGSize(width: proposal.width, height: path.item == 1 ? 70 : 30)
    }
    layout.measureItems(in: CGRect(x: 0, y: 0, width: 320, height: 60))
    #expect(layout.frame(2)?.minY == 140)
    #expect(layout.collectionViewContentSize.height == 280)
  }

  // Rule 9: a vertical group of estimated height holds exactly one pass of its subitems and is
  // as long as they are: two items measured 30 and 40 → group 70; next group at 70.
  @Test func estimatedGroupHoldsOnePass() {
    let (_, layout) = makeView(counts: [4]) {
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: size(.fractionalWidth(1), .estimated(100)),
        subitems: [
          item(.fractionalWidth(1), .estimated(20)), item(.fractionalWidth(1), .estimated(20)),
        ])
      return NSCollectionLayoutSection(group: group)
    }
    #expect(layout.frame(2)?.minY == 40)
    layout.measureItem = { path, proposal in
      CGSize(width: proposal.width, height: path.item % 2 == 0 ? 30 : 40)
    }
    layout.measureAllItems()
    #expect(layout.frame(1) == CGRect(x: 0, y: 30, width: 320, height: 40))
    #expect(layout.frame(2)?.minY == 70)
  }

  // The headless view measures what it shows: at offset 500 the visible rows (10…) are
  // measured; rows above keep their estimates, so the first visible row stays at 500.
  @Test func visibleMeasuringKeepsTheFirstVisibleItem() {
    let (view, layout) = rows(count: 100)
    layout.measureItem = { _, proposal in CGSize(width: proposal.width, height: 80) }
    view.contentOffset = CGPoint(x: 0, y: 500)
    view.layoutIfNeeded()
    #expect(layout.frame(10) == CGRect(x: 0, y: 500, width: 320, height: 80))
    #expect(view.contentOffset.y == 500)
    // Rule 33: measuring runs top-down and shifts later rows, so rows 10–15 (now 80 each) fill
    // the 500–980 viewport and push row 16 out before it is measured: 10 × 50 + 6 × 80 + 84 × 50.
    #expect(layout.collectionViewContentSize.height == CGFloat(500 + 480 + 4200))
  }

  // A horizontal layout measures widths: columns of estimated width 50 measured at 70 each.
  @Test func horizontalLayoutMeasuresWidths() {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let (_, layout) = makeView(counts: [3], configuration: configuration) {
      let column = size(.estimated(50), .fractionalHeight(1))
      return NSCollectionLayoutSection(
        group: NSCollectionLayoutGroup.vertical(
          layoutSize: column, subitems: [NSCollectionLayoutItem(layoutSize: column)]))
    }
    #expect(layout.collectionViewContentSize == CGSize(width: 150, height: 480))
    layout.measureItem = { _, proposal in
      #expect(proposal.height == 480)
      return CGSize(width: 70, height: proposal.height)
    }
    layout.measureAllItems()
    #expect(layout.frame(1) == CGRect(x: 70, y: 0, width: 70, height: 480))
    #expect(layout.collectionViewContentSize == CGSize(width: 210, height: 480))
  }
}

@Suite struct ReflowTests {
  // Tags: items of estimated width 100 in a full-width row with spacing 10 hold 2 per row by
  // estimate (210 ≤ 320 < 320 + …). Measured widths 150, 150, 60, 200, 100: row 0 takes 150 +
  // 10 + 150 = 310 (a third would need 380); row 1 takes 60 + 10 + 200 = 270 (+110 = 380 > 320);
  // row 2 holds the last. Rows are 30 high.
  @Test func measuredWidthsReflowRows() {
    let (_, layout) = makeView(counts: [5]) {
      let tag = NSCollectionLayoutItem(layoutSize: size(.estimated(100), .absolute(30)))
      let row = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(30)), subitems: [tag])
      row.interItemSpacing = .fixed(10)
      return NSCollectionLayoutSection(group: row)
    }
    #expect(layout.frame(2) == CGRect(x: 220, y: 0, width: 100, height: 30))
    let widths: [CGFloat] = [150, 150, 60, 200, 100]
    layout.measureItem = { path, proposal in
      CGSize(width: widths[path.item], height: proposal.height)
    }
    layout.measureAllItems()
    #expect(layout.frame(1) == CGRect(x: 160, y: 0, width: 150, height: 30))
    #expect(layout.frame(2) == CGRect(x: 0, y: 30, width: 60, height: 30))
    #expect(layout.frame(3) == CGRect(x: 70, y: 30, width: 200, height: 30))
    #expect(layout.frame(4) == CGRect(x: 0, y: 60, width: 100, height: 30))
    #expect(layout.collectionViewContentSize.height == 90)
    let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 35, width: 320, height: 10))
    #expect(found?.map(\.indexPath.item).sorted() == [2, 3])
  }

  // Lazy: measuring only the first row re-chunks the rest at the estimated capacity.
  @Test func lazyReflowMeasuresOnlyWhatIsShown() {
    let (_, layout) = makeView(counts: [9]) {
      let tag = NSCollectionLayoutItem(layoutSize: size(.estimated(100), .absolute(30)))
      let row = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(30)), subitems: [tag])
      return NSCollectionLayoutSection(group: row)
    }
    var calls = 0
    layout.measureItem = { _, proposal in
      calls += 1
      return CGSize(width: 300, height: proposal.height)
    }
    layout.measureItems(in: CGRect(x: 0, y: 0, width: 320, height: 10))
    // Row 0 holds one 300-pt item (a second would need 600); two items were measured to know.
    #expect(calls == 2)
    #expect(layout.frame(1) == CGRect(x: 0, y: 30, width: 100, height: 30))
    // The other 8 items stay at 3 per row by estimate: 1 + 3 rows → 4 × 30.
    #expect(layout.collectionViewContentSize.height == 120)
  }

  // UIKit's measured case (kern0x1b/charon, compositional-cases.m, "estimated heights in a
  // vertical group"; recorded in compositional-expectations.h, whose cells answer their
  // proposed size unchanged): 100-pt vertical groups of FW(1) × estimated(30) items, five
  // items. Three 30-pt items fit a group (90 ≤ 100; four would take 120), so the groups hold
  // 3 and 2; the last is trimmed to its items' reach, 60, plus a full group's slack, 100 − 90
  // = 10: content 100 + 70 = 170, items at y 0, 30, 60, 100, 130. Measured at 30 the answer is
  // the same (Trellis left the measured last group 100 long, content 200, until issue 26).
  // Measured at 40, two fit a group (80; three would take 120): groups at 0, 100 and 200, the
  // last holding item 4 and trimmed to 40 + 10 = 50: content 250.
  @Test(arguments: [
    (height: CGFloat(30), ys: [CGFloat(0), 30, 60, 100, 130], content: CGFloat(170)),
    (height: 40, ys: [0, 40, 100, 140, 200], content: 250),
  ])
  func measuredLastGroupIsTrimmed(_ expected: (height: CGFloat, ys: [CGFloat], content: CGFloat)) {
    let (height, ys, content) = expected
    let (view, layout) = makeView(counts: [5]) {
      NSCollectionLayoutSection(
        group: NSCollectionLayoutGroup.vertical(
          layoutSize: size(.fractionalWidth(1), .absolute(100)),
          subitems: [item(.fractionalWidth(1), .estimated(30))]))
    }
    #expect(layout.collectionViewContentSize.height == 170)
    layout.measureItem = { _, proposal in CGSize(width: proposal.width, height: height) }
    view.layoutIfNeeded()
    #expect((0..<5).map { layout.frame($0)?.minY } == ys)
    #expect(layout.frame(4)?.height == height)
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: content))
  }
}

// Measured widths reflow nested groups (reference rules 5, 6 and 33 applied inside a nested
// group): a top-level vertical group 100 high, spacing 10, of full-width rows 40 high, each
// row a repeating group of tags estimated 50 wide. By estimate a group holds 2 rows (40 + 10 +
// 40 = 90 ≤ 100; a third needs 140) of 6 tags (300 ≤ 320; 7 need 350): 12 items.
@Suite struct NestedReflowTests {
  /// The section described above, with `count` items.
  private func tagRows(count: Int) -> (UICollectionView, UICollectionViewCompositionalLayout) {
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

  // The same groups 300 wide in an orthogonal row (rule 28: groups follow along x): measured,
  // group 0 holds items 0–4 as above and group 1 (x 300) holds [5, 6, 7] and [8, 9]; the row is
  // 600 long in a 320 viewport, so the range is [0, 280].
  @Test func nestedReflowInAnOrthogonalRow() {
    let (_, layout) = makeView(counts: [10]) {
      let tag = NSCollectionLayoutItem(layoutSize: size(.estimated(50), .fractionalHeight(1)))
      let row = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [tag])
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: size(.absolute(300), .absolute(100)), subitems: [row])
      group.interItemSpacing = .fixed(10)
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .groupPaging
      return section
    }
    layout.measureItem = measure
    layout.measureAllItems()
    #expect(layout.frame(4) == CGRect(x: 200, y: 50, width: 100, height: 40))
    #expect(layout.frame(5) == CGRect(x: 300, y: 0, width: 100, height: 40))
    #expect(layout.frame(9) == CGRect(x: 400, y: 50, width: 100, height: 40))
    #expect(layout.orthogonalScrollRange(forSection: 0) == 0...280)
  }
}
