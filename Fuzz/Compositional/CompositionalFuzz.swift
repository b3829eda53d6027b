// Fuzz target: Compositional. The bytes describe a layout (container, scale, sections of nested
// groups of items with absolute, fractional and estimated sizes, spacing, insets, headers,
// orthogonal scrolling, item counts); the layout is then queried at random offsets and rects.
// Every frame must be finite, and every rect query must equal the scan of all attributes.
// Built and run by Scripts/fuzz.sh.

import Compositional

extension FuzzBytes {
  mutating func dimension() -> NSCollectionLayoutDimension {
    let value = CGFloat(number())
    switch choice(5) {
    case 0: return .fractionalWidth(pick([0.25, 0.5, 1, 2, value]))
    case 1: return .fractionalHeight(pick([0.25, 0.5, 1, value]))
    case 2: return .estimated(value)
    case 3: return .uniformAcrossSiblings(estimate: value)
    default: return .absolute(value)
    }
  }

  mutating func layoutSize() -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: dimension(), heightDimension: dimension())
  }

  mutating func insets() -> NSDirectionalEdgeInsets {
    guard flag() else { return .zero }
    return NSDirectionalEdgeInsets(
      top: CGFloat(number()), leading: CGFloat(number()), bottom: CGFloat(number()),
      trailing: CGFloat(number()))
  }

  mutating func group(depth: Int) -> NSCollectionLayoutGroup {
    var subitems: [NSCollectionLayoutItem] = []
    for _ in 0..<(1 + choice(3)) {
      if depth < 2, choice(4) == 0 {
        subitems.append(group(depth: depth + 1))
      } else {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize())
        item.contentInsets = insets()
        subitems.append(item)
      }
    }
    let size = layoutSize()
    let group: NSCollectionLayoutGroup
    switch choice(4) {
    case 0: group = .vertical(layoutSize: size, subitems: subitems)
    case 1: group = .horizontal(layoutSize: size, subitem: subitems[0], count: choice(5))
    default: group = .horizontal(layoutSize: size, subitems: subitems)
    }
    if flag() {
      group.interItemSpacing = flag() ? .fixed(CGFloat(number())) : .flexible(CGFloat(number()))
    }
    group.contentInsets = insets()
    return group
  }

  mutating func section() -> NSCollectionLayoutSection {
    let section = NSCollectionLayoutSection(group: group(depth: 0))
    section.interGroupSpacing = CGFloat(number())
    section.contentInsets = insets()
    section.orthogonalScrollingBehavior = pick([
      .none, .none, .continuous, .paging, .groupPaging, .groupPagingCentered,
    ])
    if flag() {
      section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: layoutSize(), elementKind: "header", alignment: pick([.top, .bottom]))
      ]
    }
    return section
  }
}

func isFinite(_ rect: CGRect) -> Bool {
  [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(\.isFinite)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompositional(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzBytes(data, size)
  let sections = (0..<(1 + input.choice(3))).map { _ in input.section() }
  let counts = sections.map { _ in input.pick([0, 1, 3, 7, 20, 100]) }
  let layout = UICollectionViewCompositionalLayout { index, _ in sections[index] }
  layout.context = CollectionViewContext(
    size: CGSize(width: CGFloat(abs(input.number())), height: CGFloat(abs(input.number()))),
    itemCounts: counts, displayScale: input.pick([1, 2, 3, 0.5]))
  if input.flag() {
    layout.measureItem = { path, proposal in
      CGSize(width: proposal.width, height: CGFloat(20 + (path.item * 7) % 50))
    }
    _ = layout.measureItems(in: CGRect(x: 0, y: 0, width: 1000, height: 1000))
  }
  let content = layout.collectionViewContentSize
  guard content.width.isFinite, content.height.isFinite else {
    fatalError("content size \(content) is not finite")
  }
  let everything = layout.allLayoutAttributes()
  for attributes in everything where !isFinite(attributes.frame) {
    fatalError("\(attributes) is not finite")
  }
  func key(_ item: UICollectionViewLayoutAttributes) -> String {
    "\(item.representedElementCategory)\(item.representedElementKind ?? "")\(item.indexPath)"
  }
  for _ in 0..<8 {
    let rect = CGRect(
      x: CGFloat(input.number()), y: CGFloat(input.number()), width: CGFloat(abs(input.number())),
      height: CGFloat(abs(input.number())))
    // Empty rects are left out, as query and as elements: the engine counts an empty rect
    // inside or touching the query as meeting it, `CGRect.intersects` never does (a known
    // issue, FuzzFindingTests.emptyQueryRectMatchesTheScan).
    guard isFinite(rect), rect.width > 0, rect.height > 0 else { continue }
    func isEmpty(_ item: UICollectionViewLayoutAttributes) -> Bool {
      item.frame.width == 0 || item.frame.height == 0
    }
    let expected = Set(everything.filter { !isEmpty($0) && $0.frame.intersects(rect) }.map(key))
    let found = Set(
      (layout.layoutAttributesForElements(in: rect) ?? []).filter { !isEmpty($0) }.map(key))
    if found != expected {
      let differing = found.symmetricDifference(expected)
      let frames = everything.filter { differing.contains(key($0)) }.map(\.frame)
      fatalError(
        "rect \(rect): query minus scan \(found.subtracting(expected)), scan minus query "
          + "\(expected.subtracting(found)); their frames \(frames); context \(layout.context)")
    }
  }
  return 0
}
