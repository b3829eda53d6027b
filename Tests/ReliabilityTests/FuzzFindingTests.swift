import Compositional
import FlexCore
import Geometry
import Testing

/// Regression tests for what the fuzz targets found (Fuzz/, Scripts/fuzz.sh); each names the
/// target and describes the input it minimizes.
@Suite struct FuzzFindingTests {
  // FlexTree target: a text leaf's frame is rounded down (text is never clipped by rounding);
  // when its content becomes `.none`, the next relayout must round it as a box, as a fresh
  // layout does. The leaf is 0 wide and centered in a 101-point column: x = 50.5, which
  // rounds down to 50 as text and to 51 (half up) as a box.
  @Test func contentNoLongerTextIsRoundedAsABox() throws {
    var tree = FlexTree()
    let leaf = tree.addNode(
      FlexStyle().with { $0.alignSelf = .center }, content: .text("", fontSize: 0))
    let root = tree.addNode(FlexStyle().with { $0.width = 101 }, children: [leaf])
    try tree.computeLayout(of: root)
    #expect(tree.frame(of: leaf).minX == 50)
    tree.setContent(.none, for: leaf)
    try tree.computeLayout(of: root)
    #expect(tree.frame(of: leaf).minX == 51)
  }
}

extension FuzzFindingTests {
  // FlexTree target: a root that becomes `display: none` hides its subtree; an absolute child
  // measured at 0 × 1000 (measure: height 1000 at width 0) must then have the empty frame, as
  // in a fresh layout, not keep its old one. Web defaults, no rounding.
  @Test func hiddenRootHidesAMeasuredAbsoluteChild() throws {
    var tree = FlexTree(configuration: FlexConfiguration(defaults: .web, pointScaleFactor: 0))
    let root = tree.addNode()
    let text = tree.addNode(content: .text("", fontSize: 0))
    try tree.appendChild(text, to: root)
    let child = tree.addNode(
      FlexStyle().with {
        $0.positionType = .absolute
        $0.flexDirection = .columnReverse
      }, content: .measured)
    try tree.appendChild(child, to: root)
    let measure: MeasureFunction = { _ in Size(width: 0, height: 1000) }
    try tree.computeLayout(of: root, measure: measure)
    #expect(tree.frame(of: child).height == 1000)
    tree.updateStyle(of: root) { $0.display = .none }
    tree.removeFromParent(text)
    try tree.computeLayout(of: root, availableWidth: 100, availableHeight: 50, measure: measure)
    #expect(tree.frame(of: child) == .zero)
  }
}

extension FuzzFindingTests {
  // Compositional target: "every element" (the export query) stopped at −1e12 and 2e12 points, so an
  // element further down was answered by a rect query but missing from the scan. 70,000 rows
  // of B points (an absolute height of 1e300, clamped to B = 33,554,431) put the last row at
  // 69,999 × B ≈ 2.35 × 10¹², past the old limit (2 × 10¹²).
  @Test func everyElementReachesPastATrillionPoints() {
    let layout = UICollectionViewCompositionalLayout { _, _ in
      let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(1e300))
      let item = NSCollectionLayoutItem(layoutSize: size)
      return NSCollectionLayoutSection(
        group: .horizontal(layoutSize: size, subitems: [item]))
    }
    layout.context = CollectionViewContext(
      size: CGSize(width: 320, height: 480), itemCounts: [70_000], displayScale: 1)
    let everything = layout.allLayoutAttributes()
    #expect(everything.count == 70_000)
    #expect(everything.map(\.frame.origin.y).max() == 69_999 * CGFloat(bound))
  }

  // Compositional target: a container of 1e15 × 1e300 points is clamped to B × B, so frames
  // stay finite and a full-width item is B wide.
  @Test func hugeContainerIsClamped() {
    let layout = UICollectionViewCompositionalLayout { _, _ in
      let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
      let item = NSCollectionLayoutItem(layoutSize: size)
      return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [item]))
    }
    layout.context = CollectionViewContext(
      size: CGSize(width: 1e15, height: 1e300), itemCounts: [2], displayScale: 1)
    #expect(
      layout.frame(1)
        == CGRect(x: 0, y: CGFloat(bound), width: CGFloat(bound), height: CGFloat(bound)))
  }

  // Compositional target: an empty query rect returned the zero-size elements at its corner,
  // where the scan's `CGRect.intersects` counted none. Since the Apple-named layer's rework
  // (queries through the engine's paths) both agree.
  @Test func emptyQueryRectMatchesTheScan() {
    let layout = UICollectionViewCompositionalLayout { _, _ in
      let size = NSCollectionLayoutSize(
        widthDimension: .absolute(0), heightDimension: .absolute(0))
      return NSCollectionLayoutSection(
        group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    }
    layout.context = CollectionViewContext(
      size: CGSize(width: 320, height: 480), itemCounts: [1], displayScale: 1)
    let rect = CGRect(x: 0, y: 0, width: 0, height: 0)
    let scan = layout.allLayoutAttributes().filter { $0.frame.intersects(rect) }.count
    #expect((layout.layoutAttributesForElements(in: rect) ?? []).count == scan)
  }
}

extension UICollectionViewLayout {
  /// The frame of item `item` in section `section`.
  func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
    layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }
}

extension FuzzFindingTests {
  // Compositional target (a slow input, ~1 s): a group repeating tiny items summed every item
  // again for each candidate count, quadratic up to its 10,000-item limit. The fill is now one
  // pass; it must still place the same items: half-point items in a 320-point row at scale 2
  // make 640 items a row, the last at x = 639 × 0.5 = 319.5, and item 640 starts row two.
  @Test func tinyRepeatedItemsFillTheGroupInOnePass() {
    let layout = UICollectionViewCompositionalLayout { _, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(0.5), heightDimension: .absolute(10)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)),
        subitems: [item])
      return NSCollectionLayoutSection(group: group)
    }
    layout.context = CollectionViewContext(
      size: CGSize(width: 320, height: 480), itemCounts: [700], displayScale: 2)
    #expect(layout.frame(639) == CGRect(x: 319.5, y: 0, width: 0.5, height: 10))
    #expect(layout.frame(640) == CGRect(x: 0, y: 10, width: 0.5, height: 10))
  }
}

extension FuzzFindingTests {
  // Compositional target: an inter-group spacing of the largest double made the content
  // height infinite (two gaps). Every finite length of a section is now clamped to B: three
  // 10-point rows with two gaps of B are 30 + 2B tall, and the last row starts at 20 + 2B.
  @Test func hugeSpacingKeepsTheContentFinite() {
    let layout = UICollectionViewCompositionalLayout { _, _ in
      let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(10))
      let section = NSCollectionLayoutSection(
        group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
      section.interGroupSpacing = .greatestFiniteMagnitude
      return section
    }
    layout.context = CollectionViewContext(
      size: CGSize(width: 320, height: 480), itemCounts: [3], displayScale: 1)
    #expect(layout.collectionViewContentSize.height == 30 + 2 * CGFloat(bound))
    #expect(layout.frame(2)?.origin.y == 20 + 2 * CGFloat(bound))
  }
}

extension FuzzFindingTests {
  /// The same nodes, styles, contents and children in a new tree, with nothing cached.
  func freshCopy(of tree: FlexTree) throws -> FlexTree {
    var copy = FlexTree(configuration: tree.configuration)
    for node in tree.nodes { copy.addNode(tree.style(of: node), content: tree.content(of: node)) }
    for node in tree.nodes {
      for child in tree.children(of: node) { try copy.appendChild(child, to: node) }
    }
    return copy
  }

  // FlexTree target: edits and relayouts of a tree whose sizes reach the bound (borders of
  // 33,554,432 and a grow factor clamped to B, in wrapping containers) ended with a frame that
  // differed from a fresh layout of the same tree (node #1: x 33,554,418 and width 13 against
  // 33,554,374.7 and 56.3). The steps are the fuzzer's, transcribed. The bound was a red
  // herring: node #3 held a percentage maximum height, then a new style without it, but its
  // ancestors kept the flag saying a node below has one, as `forgetsAPercentageHeight...`
  // below shows on a small tree.
  @Test func relayoutAtTheBoundMatchesAFreshLayout() throws {
    var tree = FlexTree(configuration: FlexConfiguration(defaults: .yoga, pointScaleFactor: 0))
    let measure: MeasureFunction = { request in
      let wanted = Double(request.node.index % 64) + 5
      let width = request.widthMode == .undefined ? wanted : min(wanted, request.width)
      return Size(width: width, height: 1000 / max(width, 1))
    }
    let wrap = FlexStyle().with { $0.flexWrap = .wrap }
    let root = tree.addNode(
      FlexStyle().with {
        $0.flexWrap = .wrap
        $0.alignSelf = .center
        $0.minWidth = 1e9
        $0.minHeight = .maxContent
        $0.maxWidth = 1e15
      })
    let one = tree.addNode(
      FlexStyle().with {
        $0.alignSelf = .center
        $0.maxWidth = 50
      },
      content: .text("a", fontSize: 0.1))
    try tree.insertChild(one, at: 0, in: root)
    try tree.computeLayout(of: root, availableHeight: 2.5, direction: .rtl, measure: measure)
    tree.setStyle(
      FlexStyle().with {
        $0.flexWrap = .wrap
        $0.flex = 0
        $0.maxWidth = .percent(50)
        $0.gap = 33.3
      }, for: one)
    try tree.insertChild(tree.addNode(wrap, content: .measured), at: 0, in: one)
    let three = tree.addNode(
      FlexStyle().with {
        $0.maxHeight = .percent(0.1)
        $0.border.top = 1
      })
    try tree.insertChild(three, at: 1, in: one)
    try tree.computeLayout(
      of: root, availableWidth: 0.1, availableHeight: 1000, direction: .rtl, measure: measure)
    let four = tree.addNode(wrap, content: .measured)
    try tree.insertChild(four, at: 0, in: one)
    try tree.insertChild(tree.addNode(wrap, content: .measured), at: 0, in: three)
    let six = tree.addNode(
      FlexStyle().with {
        $0.positionType = .absolute
        $0.flexDirection = .columnReverse
        $0.border.top = 33_554_432
      })
    try tree.insertChild(six, at: 1, in: three)
    for _ in 0..<2 { try tree.computeLayout(of: root, direction: .rtl, measure: measure) }
    let seven = tree.addNode()
    try tree.insertChild(seven, at: 0, in: three)
    for _ in 0..<2 { try tree.computeLayout(of: root, direction: .rtl, measure: measure) }
    tree.setStyle(
      FlexStyle().with {
        $0.flexWrap = .wrap
        $0.border.top = 1
      }, for: seven)
    try tree.insertChild(tree.addNode(wrap, content: .measured), at: 1, in: one)
    tree.markDirty(one)
    try tree.computeLayout(
      of: root, availableWidth: 250, availableHeight: 0.1, direction: .rtl, measure: measure)
    tree.removeFromParent(four)
    tree.setStyle(
      FlexStyle().with {
        $0.justifyContent = .spaceEvenly
        $0.flexGrow = 33_554_432
        $0.border.top = 33_554_432
      }, for: three)
    try tree.computeLayout(of: root, direction: .rtl, measure: measure)
    var fresh = try freshCopy(of: tree)
    try fresh.computeLayout(of: root, direction: .rtl, measure: measure)
    let differing = subtree(of: root, in: tree).filter { tree.frame(of: $0) != fresh.frame(of: $0) }
    #expect(differing.isEmpty, "\(differing)")
  }
}

extension FuzzFindingTests {
  /// A row `maxHeight` 40 in a row root that aligns it to the start (so the row's height is
  /// not stretched, and indefinite for percentages), holding a wrapping column of three
  /// 10 × 20 cells and, while `percentage` is true, a 10-point item 50 % high.
  func rowWithAWrappingColumn(percentage: Bool) -> (FlexTree, root: NodeID, column: NodeID) {
    var tree = FlexTree()
    let cell = FlexStyle().with {
      $0.width = 10
      $0.height = 20
    }
    let cells = (0..<3).map { _ in tree.addNode(cell) }
    let column = tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .column
        $0.flexWrap = .wrap
      }, children: cells)
    var items = [column]
    if percentage {
      items.append(
        tree.addNode(
          FlexStyle().with {
            $0.width = 10
            $0.height = .percent(50)
          }))
    }
    let row = tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .row
        $0.maxHeight = 40
      }, children: items)
    let root = tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .row
        $0.alignItems = .flexStart
        $0.width = 100
      }, children: [row])
    return (tree, root, column)
  }

  // FlexTree target (the four relayouts in Fuzz/FlexTree/corpus/relayout-differs-*: frames at
  // the bound, and a width of 1e-300 against 0): a node keeps a flag saying that a node below
  // holds a percentage height, and without it its height counts as definite (nothing below
  // could tell), which a row's stretched items see: the wrapping column gets the row's 40
  // points as its height. The flag was set on attaching and never cleared, so after the
  // percentage's node left, a relayout saw an indefinite height (one column, 10 wide) where
  // a fresh layout saw a definite one (cells 20 high in 40 points: two columns, 20 wide).
  @Test func forgetsAPercentageHeightWhenItsNodeIsRemoved() throws {
    var (tree, root, column) = rowWithAWrappingColumn(percentage: true)
    try tree.computeLayout(of: root)
    #expect(tree.frame(of: column).width == 10)
    let row = try #require(tree.parent(of: column))
    let percentage = tree.children(of: row)[1]
    tree.removeFromParent(percentage)
    try tree.computeLayout(of: root)
    var (fresh, freshRoot, freshColumn) = rowWithAWrappingColumn(percentage: false)
    try fresh.computeLayout(of: freshRoot)
    #expect(fresh.frame(of: freshColumn).width == 20)
    #expect(tree.frame(of: column) == fresh.frame(of: freshColumn))
  }

  // The same, when the percentage goes with a new style (height 10 instead of 50 %).
  @Test func forgetsAPercentageHeightWhenItsStyleChanges() throws {
    var (tree, root, column) = rowWithAWrappingColumn(percentage: true)
    try tree.computeLayout(of: root)
    let row = try #require(tree.parent(of: column))
    let percentage = tree.children(of: row)[1]
    tree.updateStyle(of: percentage) { $0.height = 10 }
    try tree.computeLayout(of: root)
    // A fresh row holds the 10 × 10 item after the column; the row is definite at 40 there too.
    var (fresh, freshRoot, freshColumn) = rowWithAWrappingColumn(percentage: false)
    let freshRow = try #require(fresh.parent(of: freshColumn))
    let item = fresh.addNode(
      FlexStyle().with {
        $0.width = 10
        $0.height = 10
      })
    try fresh.appendChild(item, to: freshRow)
    try fresh.computeLayout(of: freshRoot)
    #expect(fresh.frame(of: freshColumn).width == 20)
    #expect(tree.frame(of: column) == fresh.frame(of: freshColumn))
  }
}

extension FuzzFindingTests {
  // Compositional target: content insets wider than the item (100 on each side of a 100-point
  // item) left a frame 100 − 200 = −100 points wide, which a rect query returned where
  // `CGRect.intersects` (which standardizes it) did not. Now the width clamps to zero at the
  // item's centre (Docs/Compositional.md, "Bad input"): the slot is (0, 0, 100, 50), so the
  // frame is (50, 0, 0, 50), and the height, untouched by the insets, stays 50.
  @Test func insetsWiderThanTheItemLeaveNoNegativeSize() {
    let layout = UICollectionViewCompositionalLayout { _, _ in
      let size = NSCollectionLayoutSize(
        widthDimension: .absolute(100), heightDimension: .absolute(50))
      let item = NSCollectionLayoutItem(layoutSize: size)
      item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 100, bottom: 0, trailing: 100)
      return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [item]))
    }
    layout.context = CollectionViewContext(
      size: CGSize(width: 320, height: 480), itemCounts: [1], displayScale: 1)
    #expect(layout.frame(0) == CGRect(x: 50, y: 0, width: 0, height: 50))
    let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(found?.map(\.frame) == [CGRect(x: 50, y: 0, width: 0, height: 50)])
  }
}

extension FuzzFindingTests {
  // FlexTree target: a relayout after removing a wrapping subtree and a fresh layout of the
  // tree left disagreed on a text's lines. The fresh layout was wrong: the root, sized to fit
  // its content (it has a maximum width), measures `box` at min-content, where the text breaks
  // after every word ("abc", "de", "f": 3 lines) and `box` is still 1,000 wide (its minimum
  // width wins over its maximum). Then it lays `box` out at 1,000 points, and the cache
  // answered with that min-content measurement, as it may with one made at max-content. Now
  // the text is on one line: 7 × 1 points (zero-width space included, font size 1), and `box`,
  // 1 point high with automatic margins, is centred in the root. The root's height is not the
  // 33.3 points available: placed as an absolute box between the edges of that space, its
  // ratio box is 333 wide from that height, its content (`box`'s minimum width) raises its
  // width to 1,000, and the ratio carries that width to a height of 100 (Chromium, through
  // `chrome_oracle.py`, gives the root 1,000 × 100 and `box` y = 49.5).
  @Test func minContentMeasurementDoesNotAnswerALayoutAtItsWidth() throws {
    var tree = FlexTree(configuration: FlexConfiguration(defaults: .web, pointScaleFactor: 2))
    let text = tree.addNode(content: .text("abc\u{200B}de f", fontSize: 1))
    let inner = tree.addNode(content: .text("x x x x", fontSize: 1000), children: [text])
    let box = tree.addNode(
      FlexStyle().with {
        $0.flexShrink = 0.1
        $0.minWidth = 1000
        $0.minHeight = 0
        $0.maxWidth = 10
        $0.margin.all = .auto
      }, content: .measured, children: [inner])
    let root = tree.addNode(
      FlexStyle().with {
        $0.alignContent = .spaceAround
        $0.flexGrow = 250
        $0.maxWidth = .percent(1000)
        $0.aspectRatio = 10
      }, content: .measured, children: [box])
    try tree.computeLayout(
      of: root, availableWidth: 1e9, availableHeight: 33.3,
      measure: { _ in Size(width: 5, height: 200) })
    #expect(tree.frame(of: text) == Rect(x: 0, y: 0, width: 7, height: 1))
    #expect(tree.frame(of: box) == Rect(x: 0, y: 49.5, width: 1000, height: 1))
  }
}

extension FuzzFindingTests {
  /// A content-sized row (web defaults, no rounding) holding the text "ab cd" (font size 10:
  /// 50 points on one line, 20 at its longest word) and `stretcher`, a box with a top border
  /// whose width is `stretch` (or, before, a percentage minimum width), in a content-sized
  /// root.
  func rowWithAStretchedItem(stretched: Bool) throws -> (
    FlexTree, root: NodeID, text: NodeID, stretcher: NodeID
  ) {
    var tree = FlexTree(configuration: FlexConfiguration(defaults: .web, pointScaleFactor: 0))
    let text = tree.addNode(content: .text("ab cd", fontSize: 10))
    let stretcher = tree.addNode(
      FlexStyle().with {
        $0.border.top = 1
        if stretched { $0.width = .stretch } else { $0.minWidth = .percent(10) }
      })
    let row = tree.addNode(children: [text, stretcher])
    let root = tree.addNode(children: [row])
    return (tree, root, text, stretcher)
  }

  // FlexTree target (`relayout-differs-6`, 20 steps): a relayout gave the root 750 points of
  // height and a fresh layout of the same tree 250. The fresh layout was wrong, as Chromium
  // says (chrome_oracle.py on this tree: 50 × 20, both items 25 wide). A row sized by its
  // content finds its width (50: the text on one line, the stretched item 0) and then lays
  // its items out at that width, where `width: stretch` fills the row (basis 50) and both
  // items shrink to 25: the text wraps to two lines, 20 high. The row generated its items
  // again at the width it found only when one held a percentage, so the stretched item kept
  // its content size (0) and the text stayed on one line, 10 high. The relayout differed
  // because the cache then answered the layout at 50 points with that measurement, which it
  // may only for a container whose items do not depend on its width: in the fresh tree nothing
  // said this one's did; in the edited tree a flag left by an earlier style did.
  @Test func stretchedWidthResolvesAgainstTheWidthARowFound() throws {
    var (tree, root, text, stretcher) = try rowWithAStretchedItem(stretched: true)
    try tree.computeLayout(of: root)
    #expect(tree.frame(of: root) == Rect(x: 0, y: 0, width: 50, height: 20))
    #expect(tree.frame(of: text) == Rect(x: 0, y: 0, width: 25, height: 20))
    #expect(tree.frame(of: stretcher) == Rect(x: 25, y: 0, width: 25, height: 20))
  }

  // The fuzzer's steps, reduced: the stretched item first held a percentage (which flags its
  // ancestors as depending on their width, a flag never cleared), then is restyled to a
  // stretched width; the relayout must give the frames of a fresh tree.
  @Test func relayoutOfAStretchedItemMatchesAFreshLayout() throws {
    var (tree, root, _, stretcher) = try rowWithAStretchedItem(stretched: false)
    try tree.computeLayout(of: root)
    tree.updateStyle(of: stretcher) {
      $0.minWidth = .auto
      $0.width = .stretch
    }
    try tree.computeLayout(of: root)
    var fresh = try freshCopy(of: tree)
    try fresh.computeLayout(of: root)
    for node in tree.nodes { #expect(tree.frame(of: node) == fresh.frame(of: node)) }
    #expect(tree.frame(of: root).height == 20)
  }

  // PinFlex target (`relayout-differs-1`), in FlexCore terms: an absolute box two
  // `position: static` nodes below its containing block (the root). Only the containing block
  // changes (the root's available height, 100 then 20): the box is laid out again (20 high
  // between `top: 0` and `bottom: 0`); the outer static node too (its room changed), but not
  // the inner one, which keeps its layout from the cache. The rounding pass reaches a node only
  // through ancestors with a new layout or a new origin, and the box marked its static
  // ancestors only when its frame changed in its last step: its new size, already stored by
  // its own layout, looked unchanged there, so its rounded frame kept the old 100 (its
  // unrounded one was 20). Chromium gives 20 (`chrome_oracle.py`), as a fresh layout does.
  @Test func absoluteBoxBelowStaticAncestorsFollowsItsContainingBlock() throws {
    func build() -> (FlexTree, root: NodeID, box: NodeID) {
      var tree = FlexTree()
      let box = tree.addNode(
        FlexStyle().with {
          $0.positionType = .absolute
          $0.position.top = 0
          $0.position.bottom = 0
        })
      let isStatic = FlexStyle().with { $0.positionType = .static }
      let inner = tree.addNode(isStatic, children: [box])
      let outer = tree.addNode(isStatic, children: [inner])
      let root = tree.addNode(FlexStyle(), children: [outer])
      return (tree, root, box)
    }
    var (tree, root, box) = build()
    try tree.computeLayout(of: root, availableWidth: 100, availableHeight: 100)
    #expect(tree.frame(of: box) == Rect(x: 0, y: 0, width: 0, height: 100))
    try tree.computeLayout(of: root, availableWidth: 100, availableHeight: 20)
    #expect(tree.frame(of: box) == Rect(x: 0, y: 0, width: 0, height: 20))
    #expect(tree.frame(of: box) == tree.unroundedFrame(of: box))
    var (fresh, freshRoot, freshBox) = build()
    try fresh.computeLayout(of: freshRoot, availableWidth: 100, availableHeight: 20)
    #expect(tree.frame(of: box) == fresh.frame(of: freshBox))
  }

  // PinFlex's `relayout-differs-3`, in FlexCore terms: the box of
  // `absoluteBoxBelowStaticAncestorsFollowsItsContainingBlock` with a `display: contents`
  // parent between it and its static box parent. Its new layout marked the path for the
  // rounding pass from the box parent up, so the pass never went through the `display:
  // contents` node (which kept its layout) to the box: its rounded frame kept the 1,000 of
  // the first layout where its unrounded frame and a fresh tree's were 20 (the room between
  // `top: 0` and `bottom: 0` in a root 20 high, as in any browser).
  @Test func absoluteBoxBelowADisplayContentsParentFollowsItsContainingBlock() throws {
    func build() -> (FlexTree, root: NodeID, box: NodeID) {
      var tree = FlexTree()
      let box = tree.addNode(
        FlexStyle().with {
          $0.positionType = .absolute
          $0.position.top = 0
          $0.position.bottom = 0
        })
      let contents = tree.addNode(
        FlexStyle().with {
          $0.positionType = .static
          $0.display = .contents
        }, children: [box])
      let isStatic = FlexStyle().with { $0.positionType = .static }
      let inner = tree.addNode(isStatic, children: [contents])
      let outer = tree.addNode(isStatic, children: [inner])
      let root = tree.addNode(FlexStyle(), children: [outer])
      return (tree, root, box)
    }
    var (tree, root, box) = build()
    try tree.computeLayout(of: root, availableWidth: 100, availableHeight: 1000)
    #expect(tree.frame(of: box) == Rect(x: 0, y: 0, width: 0, height: 1000))
    try tree.computeLayout(of: root, availableWidth: 100, availableHeight: 20)
    #expect(tree.frame(of: box) == Rect(x: 0, y: 0, width: 0, height: 20))
    #expect(tree.frame(of: box) == tree.unroundedFrame(of: box))
    var (fresh, freshRoot, freshBox) = build()
    try fresh.computeLayout(of: freshRoot, availableWidth: 100, availableHeight: 20)
    #expect(tree.frame(of: box) == fresh.frame(of: freshBox))
  }

  // PinFlex's `relayout-differs-2`: an absolute box without insets below a static parent takes
  // its static position from that parent's content box, and the parent's percentage padding
  // was resolved (for that position only) against the width its own parent held in `layouts`.
  // For the containing block that is the layout being computed: a fresh tree read the 0 it
  // starts with, a relayout the width of the last layout, so the two disagreed (the fuzzer's
  // tree: a 33,554,432 % bottom padding, which 0 hid and the old width did not). It was also
  // the border-box width, not the content box that percentages resolve against. Chromium
  // (`chrome_oracle.py`, `Fixtures/chrome-rules/absolute-static-parent-percentages.json`)
  // centres the box in the static parent's content box with the padding of its layout.
  @Test func staticParentPercentagesResolveAgainstTheContainingBlock() throws {
    func build(width: Double) -> (FlexTree, root: NodeID, box: NodeID) {
      var tree = FlexTree()
      let box = tree.addNode(
        FlexStyle().with {
          $0.positionType = .absolute
          $0.alignSelf = .center
          $0.width = 10
          $0.height = 10
        })
      let parent = tree.addNode(
        FlexStyle().with {
          $0.positionType = .static
          $0.flexDirection = .row
          $0.height = 100
          $0.padding.bottom = .percent(50)
        }, children: [box])
      let root = tree.addNode(
        FlexStyle().with {
          $0.width = .points(width)
          $0.height = 300
          $0.padding = Edges(all: 10)
        }, children: [parent])
      return (tree, root, box)
    }
    // The root's content box is 80 wide: the parent's bottom padding is 40, its content box
    // 60 high, and the 10-high box is centred in it at 25 (a fresh tree read the root's width
    // as 0 there: 45).
    var (tree, root, box) = build(width: 100)
    try tree.computeLayout(of: root)
    #expect(tree.frame(of: box) == Rect(x: 0, y: 25, width: 10, height: 10))
    // 140 wide, the content box is 120: a padding of 60, a content box of 40, the box at 15
    // (the relayout read the last layout's width, 100, there: 20).
    tree.setStyle(
      FlexStyle().with {
        $0.width = 140
        $0.height = 300
        $0.padding = Edges(all: 10)
      }, for: root)
    try tree.computeLayout(of: root)
    #expect(tree.frame(of: box) == Rect(x: 0, y: 15, width: 10, height: 10))
    var (fresh, freshRoot, freshBox) = build(width: 140)
    try fresh.computeLayout(of: freshRoot)
    #expect(fresh.frame(of: freshBox) == tree.frame(of: box))
  }
}

extension FuzzFindingTests {
  // FlexTree target (`relayout-differs-7`, 5,474,019 executions into a 10-million run, 16
  // steps reduced to these): a column holding a `max-width` row (here 1e-300, the fuzzer's)
  // around a `flex-basis: fit-content` text "abc", ZWSP, "de f" at font size 33.3 (words of
  // 3, 2 and 1 squares of 33.3). Laid out at an indefinite width, the row measured the text's
  // basis in the unlimited room it was offered (its max-content width, one line), was then
  // clamped to its maximum, and kept that basis: the text was 99.9 wide (its minimum, the
  // longest word) but one line, 33.3, high. Laid out again at width 250, the cache answered
  // the row from that measurement, while a fresh tree, whose row got its width from the
  // column, gave the three lines at 99.9 ("abc" / "de" / "f"), 99.9 high. A browser lays the
  // items out at the row's used width, where the fit-content basis is the min-content width
  // (Chromium: 99.890625 high at an indefinite width; `BrowserRuleTests` has the rule).
  @Test func fitContentBasisInAClampedRowMatchesAFreshLayout() throws {
    var tree = FlexTree(configuration: FlexConfiguration(defaults: .yoga, pointScaleFactor: 1.5))
    let text = tree.addNode(
      FlexStyle().with { $0.flexBasis = .fitContent },
      content: .text("abc\u{200B}de f", fontSize: 33.3))
    let row = tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .row
        $0.maxWidth = .points(1e-300)
      }, children: [text])
    let column = tree.addNode(children: [row])
    let root = tree.addNode(children: [column])
    try tree.computeLayout(of: root, availableHeight: 50)
    let threeLines = 3 * 33.3
    #expect(tree.unroundedFrame(of: text).size == Size(width: threeLines, height: threeLines))
    try tree.computeLayout(of: root, availableWidth: 250, availableHeight: 0)
    var fresh = try freshCopy(of: tree)
    try fresh.computeLayout(of: root, availableWidth: 250, availableHeight: 0)
    for node in tree.nodes { #expect(tree.frame(of: node) == fresh.frame(of: node)) }
    #expect(tree.unroundedFrame(of: text).size == Size(width: threeLines, height: threeLines))
  }
}
