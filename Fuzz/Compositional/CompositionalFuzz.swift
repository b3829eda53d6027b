// Fuzz target: Compositional. The bytes describe a layout (container, scale, sections of nested
// groups of items with absolute, fractional and estimated sizes, spacing, insets, headers,
// orthogonal scrolling, item counts); the layout is then queried at random offsets and rects.
// Every frame must be finite, and every rect query must equal the scan of all attributes.
// Built and run by Scripts/fuzz.sh; `FUZZ_TRACE=1` prints a replayed input's layout as Swift.

import Compositional

/// Whether to print the decoded layout as Swift (set `FUZZ_TRACE=1` when replaying a finding).
let isTracing = getenv("FUZZ_TRACE") != nil

func trace(_ message: @autoclosure () -> String) {
  guard isTracing else { return }
  print(message())
  fflush(stdout)
}

/// A number spelled as Swift source (empty unless tracing: spelling numbers is slow).
func code(_ value: Double) -> String {
  guard isTracing else { return "" }
  return value == .greatestFiniteMagnitude ? ".greatestFiniteMagnitude" : "\(value)"
}

extension FuzzBytes {
  mutating func dimension() -> (NSCollectionLayoutDimension, String) {
    let value = number()
    switch choice(5) {
    case 0:
      let fraction = pick([0.25, 0.5, 1, 2, value])
      return (.fractionalWidth(CGFloat(fraction)), ".fractionalWidth(\(code(fraction)))")
    case 1:
      let fraction = pick([0.25, 0.5, 1, value])
      return (.fractionalHeight(CGFloat(fraction)), ".fractionalHeight(\(code(fraction)))")
    case 2: return (.estimated(CGFloat(value)), ".estimated(\(code(value)))")
    case 3:
      return (
        .uniformAcrossSiblings(estimate: CGFloat(value)),
        ".uniformAcrossSiblings(estimate: \(code(value)))"
      )
    default: return (.absolute(CGFloat(value)), ".absolute(\(code(value)))")
    }
  }

  mutating func layoutSize() -> (NSCollectionLayoutSize, String) {
    let (width, widthCode) = dimension()
    let (height, heightCode) = dimension()
    return (
      NSCollectionLayoutSize(widthDimension: width, heightDimension: height),
      "NSCollectionLayoutSize(widthDimension: \(widthCode), heightDimension: \(heightCode))"
    )
  }

  mutating func insets(of name: String) -> NSDirectionalEdgeInsets {
    guard flag() else { return .zero }
    let (top, leading, bottom, trailing) = (number(), number(), number(), number())
    trace(
      "\(name).contentInsets = NSDirectionalEdgeInsets(top: \(code(top)), "
        + "leading: \(code(leading)), bottom: \(code(bottom)), trailing: \(code(trailing)))")
    return NSDirectionalEdgeInsets(
      top: CGFloat(top), leading: CGFloat(leading), bottom: CGFloat(bottom),
      trailing: CGFloat(trailing))
  }

  mutating func group(depth: Int, name: String) -> NSCollectionLayoutGroup {
    var subitems: [NSCollectionLayoutItem] = []
    var names: [String] = []
    for index in 0..<(1 + choice(3)) {
      let child = "\(name)_\(index)"
      names.append(child)
      if depth < 2, choice(4) == 0 {
        subitems.append(group(depth: depth + 1, name: child))
      } else {
        let (size, sizeCode) = layoutSize()
        trace("let \(child) = NSCollectionLayoutItem(layoutSize: \(sizeCode))")
        let item = NSCollectionLayoutItem(layoutSize: size)
        item.contentInsets = insets(of: child)
        subitems.append(item)
      }
    }
    let (size, sizeCode) = layoutSize()
    let group: NSCollectionLayoutGroup
    let list = names.joined(separator: ", ")
    switch choice(4) {
    case 0:
      trace(
        "let \(name) = NSCollectionLayoutGroup.vertical(layoutSize: \(sizeCode), subitems: [\(list)])"
      )
      group = .vertical(layoutSize: size, subitems: subitems)
    case 1:
      let count = choice(5)
      trace(
        "let \(name) = NSCollectionLayoutGroup.horizontal(layoutSize: \(sizeCode), subitem: \(names[0]), count: \(count))"
      )
      group = .horizontal(layoutSize: size, subitem: subitems[0], count: count)
    default:
      trace(
        "let \(name) = NSCollectionLayoutGroup.horizontal(layoutSize: \(sizeCode), subitems: [\(list)])"
      )
      group = .horizontal(layoutSize: size, subitems: subitems)
    }
    if flag() {
      let fixed = flag()
      let spacing = number()
      trace("\(name).interItemSpacing = .\(fixed ? "fixed" : "flexible")(\(code(spacing)))")
      group.interItemSpacing = fixed ? .fixed(CGFloat(spacing)) : .flexible(CGFloat(spacing))
    }
    group.contentInsets = insets(of: name)
    return group
  }

  mutating func section(_ index: Int) -> NSCollectionLayoutSection {
    let name = "section\(index)"
    let section = NSCollectionLayoutSection(group: group(depth: 0, name: "group\(index)"))
    trace("let \(name) = NSCollectionLayoutSection(group: group\(index))")
    let spacing = number()
    trace("\(name).interGroupSpacing = \(code(spacing))")
    section.interGroupSpacing = CGFloat(spacing)
    section.contentInsets = insets(of: name)
    let behaviors: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [
      .none, .none, .continuous, .paging, .groupPaging, .groupPagingCentered,
    ]
    let behavior = pick(behaviors)
    trace("\(name).orthogonalScrollingBehavior = .\(behavior)")
    section.orthogonalScrollingBehavior = behavior
    if flag() {
      let (size, sizeCode) = layoutSize()
      let alignment: NSRectAlignment = pick([.top, .bottom])
      trace(
        "\(name).boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem("
          + "layoutSize: \(sizeCode), elementKind: \"header\", alignment: .\(alignment))]")
      section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: size, elementKind: "header", alignment: alignment)
      ]
    }
    return section
  }
}

/// Whether two rectangles share area, read standardized as `CGRect` reads a negative size.
///
/// This is what UIKit's rect queries and the engine's count; Foundation's `intersects` on
/// Linux also counts rectangles that only touch.
///
/// Each edge is read as it is stored (origin, origin + size): `CGRect.standardized` moves the
/// origin to origin + size and adds the size back, which can miss the edge by a rounding error
/// and make rectangles that only touch meet.
func meets(_ one: CGRect, _ other: CGRect) -> Bool {
  func span(_ origin: CGFloat, _ length: CGFloat) -> (low: CGFloat, high: CGFloat) {
    let end = origin + length
    return (min(origin, end), max(origin, end))
  }
  let (oneX, oneY) = (span(one.origin.x, one.size.width), span(one.origin.y, one.size.height))
  let (otherX, otherY) = (
    span(other.origin.x, other.size.width), span(other.origin.y, other.size.height)
  )
  return oneX.low < otherX.high && otherX.low < oneX.high && oneY.low < otherY.high
    && otherY.low < oneY.high
}

func isFinite(_ rect: CGRect) -> Bool {
  [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(\.isFinite)
}

extension FuzzBytes {
  /// The extras read after the query rects (inputs written before they were added read zeros
  /// there, which leave them off): the scroll direction, spacing and a banner of the layout,
  /// backgrounds and pinned or inner headers of the sections, and the scroll offsets.
  mutating func extras(
    _ sections: [NSCollectionLayoutSection], context: inout CollectionViewContext
  ) -> UICollectionViewCompositionalLayoutConfiguration {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    if flag() {
      trace("configuration.scrollDirection = .horizontal")
      configuration.scrollDirection = .horizontal
    }
    let spacing = number()
    trace("configuration.interSectionSpacing = \(code(spacing))")
    configuration.interSectionSpacing = CGFloat(spacing)
    if flag() {
      let (size, sizeCode) = layoutSize()
      let alignment: NSRectAlignment = pick([.top, .bottom, .leading, .trailing])
      let pinned = flag()
      trace(
        "configuration.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem("
          + "layoutSize: \(sizeCode), elementKind: \"banner\", alignment: .\(alignment))], "
          + "pinned: \(pinned)")
      let banner = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size, elementKind: "banner", alignment: alignment)
      banner.pinToVisibleBounds = pinned
      configuration.boundarySupplementaryItems = [banner]
    }
    for (index, section) in sections.enumerated() {
      if flag() {
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        trace("section\(index).decorationItems = [.background(elementKind: \"background\")]")
        background.contentInsets = insets(of: "section\(index).decorationItems[0]")
        section.decorationItems = [background]
      }
      if let header = section.boundarySupplementaryItems.first {
        header.pinToVisibleBounds = flag()
        header.extendsBoundary = !flag()
        trace(
          "header\(index).pinToVisibleBounds = \(header.pinToVisibleBounds), "
            + "extendsBoundary = \(header.extendsBoundary)")
      }
    }
    context.contentOffset = CGPoint(x: CGFloat(number()), y: CGFloat(number()))
    if flag() { context.orthogonalOffsets[choice(sections.count)] = CGFloat(number()) }
    trace("contentOffset \(context.contentOffset), orthogonalOffsets \(context.orthogonalOffsets)")
    return configuration
  }
}

/// Whether every rect query of `layout` (as reported, or on screen) equals a scan of all its
/// elements; stops the fuzzer with the difference when one does not.
func checkQueries(_ layout: UICollectionViewCompositionalLayout, _ rects: [CGRect], onScreen: Bool)
{
  let everything = layout.allLayoutAttributes(onScreen: onScreen)
  for attributes in everything where !isFinite(attributes.frame) {
    fatalError("\(attributes) is not finite")
  }
  func key(_ item: UICollectionViewLayoutAttributes) -> String {
    "\(item.representedElementCategory)\(item.representedElementKind ?? "")\(item.indexPath)"
  }
  func isEmpty(_ item: UICollectionViewLayoutAttributes) -> Bool {
    item.frame.width == 0 || item.frame.height == 0
  }
  for rect in rects {
    // Empty rects are left out, as query and as elements: the engine counts an empty rect
    // inside or touching the query as meeting it, `meets` never does.
    guard isFinite(rect), rect.width > 0, rect.height > 0 else { continue }
    let expected = Set(everything.filter { !isEmpty($0) && meets($0.frame, rect) }.map(key))
    let answer =
      onScreen
      ? layout.layoutAttributesForElementsOnScreen(in: rect)
      : layout.layoutAttributesForElements(in: rect)
    let found = Set((answer ?? []).filter { !isEmpty($0) }.map(key))
    if found != expected {
      let differing = found.symmetricDifference(expected)
      let frames = everything.filter { differing.contains(key($0)) }.map(\.frame)
      fatalError(
        "rect \(rect) (on screen: \(onScreen)): query minus scan \(found.subtracting(expected)), "
          + "scan minus query \(expected.subtracting(found)); their frames \(frames); "
          + "context \(layout.context)")
    }
  }
}

/// Lays out the layout the bytes describe and checks every frame and rect query.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompositional(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzBytes(data, size)
  let sections = (0..<(1 + input.choice(3))).map { input.section($0) }
  let counts = sections.map { _ in input.pick([0, 1, 3, 7, 20, 100]) }
  trace("item counts \(counts)")
  var context = CollectionViewContext(
    size: CGSize(width: CGFloat(abs(input.number())), height: CGFloat(abs(input.number()))),
    itemCounts: counts, displayScale: input.pick([1, 2, 3, 0.5]))
  let measures = input.flag()
  let rects = (0..<8).map { _ in
    CGRect(
      x: CGFloat(input.number()), y: CGFloat(input.number()), width: CGFloat(abs(input.number())),
      height: CGFloat(abs(input.number())))
  }
  let configuration = input.extras(sections, context: &context)
  let layout = UICollectionViewCompositionalLayout(
    sectionProvider: { index, _ in sections[index] }, configuration: configuration)
  layout.context = context
  trace("context \(layout.context)")
  if measures {
    trace("measured: height 20 + (item × 7) % 50 at the proposed width, in (0, 0, 1000, 1000)")
    layout.measureItem = { path, proposal in
      CGSize(width: proposal.width, height: CGFloat(20 + (path.item * 7) % 50))
    }
    _ = layout.measureItems(in: CGRect(x: 0, y: 0, width: 1000, height: 1000))
  }
  let content = layout.collectionViewContentSize
  guard content.width.isFinite, content.height.isFinite else {
    fatalError("content size \(content) is not finite")
  }
  trace("rects \(rects)")
  checkQueries(layout, rects, onScreen: false)
  checkQueries(layout, rects, onScreen: true)
  return 0
}
