// The compositional suite: a million-item grid, rect queries, and lazy self-sizing.
import Compositional

/// A 3-column grid of 100-pt rows with a 44-pt header per section.
private func gridLayout() -> UICollectionViewCompositionalLayout {
  UICollectionViewCompositionalLayout { _, _ in
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        elementKind: "header", alignment: .top)
    ]
    return section
  }
}

/// Full-width rows of estimated height 44 (item and group).
private func estimatedLayout() -> UICollectionViewCompositionalLayout {
  let layout = UICollectionViewCompositionalLayout { _, _ in
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    return NSCollectionLayoutSection(group: group)
  }
  layout.measureItem = { path, proposal in
    CGSize(width: proposal.width, height: 36 + CGFloat(path.item % 7) * 8)
  }
  return layout
}

/// The compositional suite: layout, rect queries and lazy self-sizing at a million items.
func runCompositionalBenchmarks() {
  let frame = CGRect(x: 0, y: 0, width: 375, height: 812)
  let counts = [Int](repeating: 10_000, count: 100)

  // 1. Lay out 1,000,000 items in 100 sections (provider calls, solve, content size).
  let layoutTiming = measure(warmup: 2, iterations: 20) {
    UICollectionView(frame: frame, collectionViewLayout: gridLayout(), itemCounts: counts)
  } _: { view in
    _ = view.collectionViewLayout.collectionViewContentSize
  }
  report("grid 1,000,000 items / 100 sections, layout", layoutTiming)

  // 1b. For scale: materialise every element (1,000,100 attributes) with one whole-content query.
  let allTiming = measure(warmup: 1, iterations: 5) {
    UICollectionView(frame: frame, collectionViewLayout: gridLayout(), itemCounts: counts)
  } _: { view in
    let size = view.contentSize
    let all = view.collectionViewLayout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 0, width: size.width, height: size.height))
    precondition(all?.count == 1_000_100)
  }
  report("  materialising all 1,000,100 attributes (one whole-content query)", allTiming)
  let valuesTiming = measure(warmup: 1, iterations: 5) {
    UICollectionView(frame: frame, collectionViewLayout: gridLayout(), itemCounts: counts)
  } _: { view in
    let size = view.contentSize
    let layout = view.collectionViewLayout as! UICollectionViewCompositionalLayout
    let all = layout.placedElements(in: CGRect(x: 0, y: 0, width: size.width, height: size.height))
    precondition(all.count == 1_000_100)
  }
  report(
    "  all 1,000,100 frames as values (placedElements(in:), no attribute objects)", valuesTiming)

  // 2. Query one screen-sized rect at pseudo-random offsets anywhere in the content.
  let view = UICollectionView(
    frame: frame, collectionViewLayout: gridLayout(), itemCounts: counts)
  let height = view.contentSize.height
  var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
  let queries = 200
  var found = 0
  let queryTiming = measure(warmup: 5, iterations: 50) {
    (0..<queries).map { _ -> CGFloat in
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return CGFloat(seed >> 11) / CGFloat(1 << 53) * (height - frame.height)
    }
  } _: { offsets in
    for offset in offsets {
      let rect = CGRect(x: 0, y: offset, width: frame.width, height: frame.height)
      found += view.collectionViewLayout.layoutAttributesForElements(in: rect)?.count ?? 0
    }
  }
  report(
    "rect query (375 × 812), per query", queryTiming, unit: "µs", scale: 1.0 / Double(queries))
  print("  (\(found / (55 * queries)) elements per query on average)")

  // 3. 100,000 estimated rows measured lazily, scrolled through an 812-pt viewport in 60 steps.
  var measured = 0
  let scrollTiming = measure(warmup: 1, iterations: 10) {
    UICollectionView(
      frame: frame, collectionViewLayout: estimatedLayout(), itemCounts: [100_000])
  } _: { view in
    for step in 0..<60 {
      let end = view.contentSize.height - frame.height
      view.contentOffset = CGPoint(x: 0, y: end * CGFloat(step) / 59)
      view.layoutIfNeeded()
      measured += view.visibleLayoutAttributes().count
    }
  }
  report("100,000 estimated rows, 60-step scroll (lazy measuring)", scrollTiming)
  print("  (\(measured / 11) visible elements summed over the 60 steps)")
}
