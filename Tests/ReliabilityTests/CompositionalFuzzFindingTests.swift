import Compositional
import Testing

/// Regression tests for what the Compositional fuzz target found (Fuzz/Compositional,
/// `Scripts/fuzz.sh Compositional`): each finding reduced to a small layout that shows the
/// same fault, with the expected answer derived by hand.
@Suite struct CompositionalFuzzFindingTests {
  /// The items a rect query returns, as item numbers of section 0, sorted.
  func queriedItems(_ layout: UICollectionViewCompositionalLayout, in rect: CGRect) -> [Int] {
    (layout.layoutAttributesForElements(in: rect) ?? [])
      .filter { $0.representedElementCategory == .cell }.map(\.indexPath.item).sorted()
  }

  /// The items whose frames share area with `rect`, standardized as `CGRect` reads a negative
  /// size (the fuzz target's scan; Foundation's `intersects` on Linux also counts touching
  /// edges, which UIKit's queries do not).
  func scannedItems(_ layout: UICollectionViewCompositionalLayout, in rect: CGRect) -> [Int] {
    func meets(_ frame: CGRect) -> Bool {
      let frame = frame.standardized
      return frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY
        && rect.minY < frame.maxY
    }
    return layout.allLayoutAttributes()
      .filter { $0.representedElementCategory == .cell && meets($0.frame) }
      .map(\.indexPath.item).sorted()
  }

  // Findings query-mismatch-e8896d21 and -f0da45f1: in an orthogonal section, measured items
  // grow taller than their group (whose height is absolute), below the row the template
  // described; the query looked only within the template's row and missed them.
  //
  // Container 100 × 200 at scale 1, groups 50 × 10 (absolute) in a continuous row, each
  // holding one item 50 wide with an estimated height, measured at 40. Items sit at
  // x = 50k, y = 0, 50 × 40. The rect (0, 20, 100, 10) spans y 20–30, inside items' 0–40, and
  // x 0–100, which items 0 (0–50) and 1 (50–100) cover; item 2 starts at x = 100, touching only.
  @Test func measuredItemsTallerThanAnOrthogonalRowAreFound() {
    let layout = UICollectionViewCompositionalLayout { _, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(10)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(50), heightDimension: .absolute(10)),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuous
      return section
    }
    layout.context = CollectionViewContext(
      size: CGSize(width: 100, height: 200), itemCounts: [4], displayScale: 1)
    layout.measureItem = { _, proposal in CGSize(width: proposal.width, height: 40) }
    layout.measureItems(in: CGRect(x: 0, y: 0, width: 100, height: 200))
    #expect(layout.frame(1) == CGRect(x: 50, y: 0, width: 50, height: 40))
    let rect = CGRect(x: 0, y: 20, width: 100, height: 10)
    #expect(queriedItems(layout, in: rect) == [0, 1])
    #expect(scannedItems(layout, in: rect) == [0, 1])
  }

  // The same fault along the scroll axis: measured items overflow their group by more than
  // the one group the query widened its search by.
  //
  // Container 100 × 200 at scale 1, groups 100 × 10 (absolute), each holding one item
  // 100 wide with an estimated height, measured at 100; 20 items. The groups keep their
  // length, so item k sits at y = 10k, 100 tall (10k–10k + 100). The rect (0, 150, 100, 10)
  // spans y 150–160: item k meets it when 10k < 160 and 10k + 100 > 150, so k = 6…15.
  @Test func measuredItemsOverflowingManyGroupsAreFound() {
    let layout = UICollectionViewCompositionalLayout { _, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(10)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)),
        subitems: [item])
      return NSCollectionLayoutSection(group: group)
    }
    layout.context = CollectionViewContext(
      size: CGSize(width: 100, height: 200), itemCounts: [20], displayScale: 1)
    layout.measureItem = { _, proposal in CGSize(width: proposal.width, height: 100) }
    layout.measureItems(in: CGRect(x: 0, y: 0, width: 100, height: 1000))
    #expect(layout.frame(6) == CGRect(x: 0, y: 60, width: 100, height: 100))
    let rect = CGRect(x: 0, y: 150, width: 100, height: 10)
    #expect(queriedItems(layout, in: rect) == Array(6...15))
    #expect(scannedItems(layout, in: rect) == Array(6...15))
  }

  // Finding query-mismatch-aeed50b5: content insets wider than an item left a frame of
  // negative size, which `CGRect.intersects` reads standardized (the area it spans) and the
  // query read as nothing. Since issue 26 such insets clamp the frame to zero at the item's
  // centre (`FuzzFindingTests.insetsWiderThanTheItemLeaveNoNegativeSize`); the query must still
  // find what it returns.
  //
  // One item 100 × 50 at (0, 0), insets 100 leading and trailing, 40 top and bottom: both axes
  // clamp, so the frame is the point (50, 25), 0 × 0. A rect around it, (40, 20, 20, 10), finds
  // it (the engine counts a zero-size frame inside the rect, as UIKit's queries return
  // zero-size cells); (10, 45, 20, 20) does not.
  @Test func framesClampedFromNegativeSizesAreQueriedWhereTheyLie() {
    let layout = UICollectionViewCompositionalLayout { _, _ in
      let size = NSCollectionLayoutSize(
        widthDimension: .absolute(100), heightDimension: .absolute(50))
      let item = NSCollectionLayoutItem(layoutSize: size)
      item.contentInsets = NSDirectionalEdgeInsets(top: 40, leading: 100, bottom: 40, trailing: 100)
      return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [item]))
    }
    layout.context = CollectionViewContext(
      size: CGSize(width: 320, height: 480), itemCounts: [1], displayScale: 1)
    #expect(layout.frame(0) == CGRect(x: 50, y: 25, width: 0, height: 0))
    #expect(queriedItems(layout, in: CGRect(x: 40, y: 20, width: 20, height: 10)) == [0])
    #expect(queriedItems(layout, in: CGRect(x: 10, y: 45, width: 20, height: 20)) == [])
  }
}

extension CompositionalFuzzFindingTests {
  // Finding out-of-memory-1: nested repeating groups multiplied their fill limits (8,388
  // columns of 10,000 groups of 4 items: 335 million leaves, about 4 GB). A top-level group now
  // solves at most 10,000 elements, items and nested groups alike (Docs/Bounds.md).
  //
  // Container 1,000 × 1,000 at scale 1: a row 1,000 × 1,000 repeats columns 1 × 1,000, each
  // repeating items 1 × 1, so unbounded it would hold 1,000 × 1,000 items. Counting each
  // column and then its items: after column k (k = 0…8) the count is 1,001 × (k + 1), 9,009
  // after column 8; column 9 brings it to 9,010 and holds the 990 items left (10,000 in all);
  // no tenth column is solved. The group holds 9 × 1,000 + 990 = 9,990 items: item 9,989 is
  // column 9's last, at (9, 989), and item 9,990 starts the next group, at y = 1,000.
  @Test func nestedRepeatingGroupsStopAtTheElementLimit() {
    let layout = UICollectionViewCompositionalLayout { _, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(1), heightDimension: .absolute(1)))
      let column = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(1), heightDimension: .fractionalHeight(1)),
        subitems: [item])
      let row = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(1000)),
        subitems: [column])
      return NSCollectionLayoutSection(group: row)
    }
    layout.context = CollectionViewContext(
      size: CGSize(width: 1000, height: 1000), itemCounts: [20_000], displayScale: 1)
    #expect(layout.frame(999) == CGRect(x: 0, y: 999, width: 1, height: 1))
    #expect(layout.frame(9989) == CGRect(x: 9, y: 989, width: 1, height: 1))
    #expect(layout.frame(9990) == CGRect(x: 0, y: 1000, width: 1, height: 1))
  }
}

extension CompositionalFuzzFindingTests {
  // Finding crash-b0ba7df0 (second run): a group whose negative bottom inset is longer than
  // its content has a negative length, so each group starts above the one before; the query
  // bisected the starts as if they grew and found none of the groups above the first.
  //
  // Container 100 × 400 at scale 1: groups of estimated height hold one item 100 × 10
  // (estimated, not measured) and end 30 points before their content does, so each is
  // 10 − 30 = −20 long and group k starts at y = −20k: item k is (0, −20k, 100, 10). The rect
  // (0, −105, 100, 10) spans y −105…−95: item k meets it when −20k < −95 and −20k + 10 > −105,
  // so k = 5 only (y −100…−90).
  @Test func groupsOfNegativeLengthAreSearchedInOrder() {
    let layout = UICollectionViewCompositionalLayout { _, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(10)))
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(10)),
        subitems: [item])
      group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: -30, trailing: 0)
      return NSCollectionLayoutSection(group: group)
    }
    layout.context = CollectionViewContext(
      size: CGSize(width: 100, height: 400), itemCounts: [10], displayScale: 1)
    #expect(layout.frame(5) == CGRect(x: 0, y: -100, width: 100, height: 10))
    let rect = CGRect(x: 0, y: -105, width: 100, height: 10)
    #expect(queriedItems(layout, in: rect) == [5])
    #expect(scannedItems(layout, in: rect) == [5])
  }

  // Finding crash-961d731c (second run), as found: in an orthogonal row, item insets taller
  // than the item left frames of negative height; the row's reach across the scroll axis read
  // them backwards and the query skipped the row. (Minimized, the input is the next test's
  // fault.) Since issue 26 the height clamps to zero at the item's centre.
  //
  // Container 100 × 200 at scale 1, a continuous row of groups 50 × 50, each holding one item
  // filling it with insets of 40 at the top and bottom: 40 + 40 > 50, so item k is
  // (50k, 25, 50, 0). The rect (0, 20, 100, 10) spans y 20…30 and x 0…100: items 0 and 1
  // (item 2 starts at x 100, touching only).
  @Test func orthogonalFramesClampedFromNegativeHeightsAreFound() {
    let layout = UICollectionViewCompositionalLayout { _, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      item.contentInsets = NSDirectionalEdgeInsets(top: 40, leading: 0, bottom: 40, trailing: 0)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(50), heightDimension: .absolute(50)),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuous
      return section
    }
    layout.context = CollectionViewContext(
      size: CGSize(width: 100, height: 200), itemCounts: [4], displayScale: 1)
    #expect(layout.frame(1) == CGRect(x: 50, y: 25, width: 50, height: 0))
    #expect(queriedItems(layout, in: CGRect(x: 0, y: 20, width: 100, height: 10)) == [0, 1])
  }
}

extension CompositionalFuzzFindingTests {
  // Finding crash-961d731c (second run), minimized: the groups of an orthogonal row have a
  // negative width, so each starts left of the one before; the query bisected their starts.
  //
  // Container 100 × 200 at scale 1, a continuous row of groups of estimated width, 50 tall,
  // each holding one item 10 wide (estimated) and as tall as the group, with a trailing inset
  // of −30: each group is 10 − 30 = −20 wide, and item k is (−20k, 0, 10, 50). The row is
  // shorter than its viewport, so it rests at offset 0. The rect (−105, 10, 10, 10) spans
  // x −105…−95: item k meets it when −20k < −95 and −20k + 10 > −105, so k = 5 only.
  @Test func orthogonalGroupsOfNegativeWidthAreSearchedInOrder() {
    let layout = UICollectionViewCompositionalLayout { _, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .estimated(10), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .estimated(10), heightDimension: .absolute(50)),
        subitems: [item])
      group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: -30)
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuous
      return section
    }
    layout.context = CollectionViewContext(
      size: CGSize(width: 100, height: 200), itemCounts: [10], displayScale: 1)
    #expect(layout.frame(5) == CGRect(x: -100, y: 0, width: 10, height: 50))
    let rect = CGRect(x: -105, y: 10, width: 10, height: 10)
    #expect(queriedItems(layout, in: rect) == [5])
    #expect(scannedItems(layout, in: rect) == [5])
  }

  // Finding crash-97e628e8 (second run): a section whose groups have negative lengths ends
  // above the one before it; the query bisected the sections' ends as if they grew and
  // skipped both.
  //
  // Container 100 × 400 at scale 1. Section 0 holds one item 100 × 10 at y 0…10. Section 1
  // starts at 10 and is the section of `groupsOfNegativeLengthAreSearchedInOrder`: 10 groups
  // of length −20, item k at y = 10 − 20k, so it is −200 long and ends at −190. The rect
  // (0, 2, 100, 5) spans y 2…7: section 0's item meets it; section 1's items 0 (10…20) and 1
  // (−10…0) are the nearest and miss it.
  @Test func sectionsEndingAboveTheirPredecessorAreSearched() {
    let layout = UICollectionViewCompositionalLayout { index, _ in
      let full = NSCollectionLayoutDimension.fractionalWidth(1)
      if index == 0 {
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: full, heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(widthDimension: full, heightDimension: .absolute(10)),
          subitems: [item])
        return NSCollectionLayoutSection(group: group)
      }
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: full, heightDimension: .estimated(10)))
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(widthDimension: full, heightDimension: .estimated(10)),
        subitems: [item])
      group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: -30, trailing: 0)
      return NSCollectionLayoutSection(group: group)
    }
    layout.context = CollectionViewContext(
      size: CGSize(width: 100, height: 400), itemCounts: [1, 10], displayScale: 1)
    #expect(layout.frame(0, 0) == CGRect(x: 0, y: 0, width: 100, height: 10))
    #expect(layout.frame(1, 1) == CGRect(x: 0, y: -10, width: 100, height: 10))
    let rect = CGRect(x: 0, y: 2, width: 100, height: 5)
    let found = (layout.layoutAttributesForElements(in: rect) ?? []).map(\.indexPath)
    #expect(found == [IndexPath(item: 0, section: 0)])
  }
}

extension CompositionalFuzzFindingTests {
  // Findings crash-6952c680, -72b5bf91, -a0a72576 and -e7124440 (run 7): a pinned header
  // rests between its natural place and its cap, the section's end less its own height,
  // which lies above the section when the header is taller than the section; the query
  // searched the section only where the header sits unpinned.
  //
  // Container 100 × 100 at scale 1, a section with no items and a header 100 × 250 inside it
  // (not extending it), pinned: the section is 0 long, the header's natural place is y = 0 and
  // its cap 0 − 250 = −250, so it rests at y = min(max(0, viewport top 0), −250) = −250, at
  // x = (100 − 100) / 2 = 0. The rect (0, −100, 10, 10) lies inside it.
  @Test func pinnedHeadersAboveTheirSectionAreFound() {
    let layout = UICollectionViewCompositionalLayout { _, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)))
      let section = NSCollectionLayoutSection(
        group: .horizontal(layoutSize: item.layoutSize, subitems: [item]))
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(100), heightDimension: .absolute(250)),
        elementKind: "header", alignment: .top)
      header.extendsBoundary = false
      header.pinToVisibleBounds = true
      section.boundarySupplementaryItems = [header]
      return section
    }
    layout.context = CollectionViewContext(
      size: CGSize(width: 100, height: 100), itemCounts: [0], displayScale: 1)
    let path = IndexPath(item: 0, section: 0)
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: "header", at: path)?.frame
        == CGRect(x: 0, y: -250, width: 100, height: 250))
    let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: -100, width: 10, height: 10))
    #expect((found ?? []).map(\.representedElementKind) == ["header"])
  }
}
