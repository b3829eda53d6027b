import FlexCore
import Testing

/// The browser mismatches of the seed 79–81 regression guards (`gen_random_flex.py --allow all
/// --seed 79`, 80 and 81), each as one rule with Chromium's frames for more cases in
/// `Fixtures/chrome-rules`.
extension BrowserRuleTests {
  /// The left edges of `count` zero-width items of a `width`-wide row under `justifyContent`.
  func distributedLefts(
    _ justifyContent: JustifyContent, count: Int, width: Double,
    direction: FlexDirection = .row, defaults: FlexConfiguration.Defaults = .yoga
  ) throws -> [Double] {
    var tree = FlexTree(configuration: FlexConfiguration(defaults: defaults))
    let items = (0..<count).map { _ in tree.addNode(FlexStyle()) }
    let row = tree.addNode(
      FlexStyle().with {
        $0.flexDirection = direction
        $0.justifyContent = justifyContent
        $0.width = .points(width)
      }, children: items)
    try tree.computeLayout(of: row)
    return items.map { tree.frame(of: $0).origin.x }
  }

  @Test(
    "Distributed free space is shared in layout units, rounded per box from the line's start",
    arguments: [FlexConfiguration.Defaults.yoga, .web])
  func distributedSpaceInLayoutUnits(defaults: FlexConfiguration.Defaults) throws {
    // Chromium lays out in layout units of 1/64 px. `space-around` around three boxes in 79 px
    // (5,056 units): the start share is 5,056 / 6 = 842.67, truncated to 842; the second box
    // is one gap further, round(5,056 / 3) = 1,685 units, at 2,527 units = 39 + 31/64 px,
    // which rounds to 39 (an exact 13.17 + 26.33 = 39.5 rounded to 40). The third is at
    // 842 + round(2 × 5,056 / 3) = 842 + 3,371 = 4,213 units = 65.83, so 66. (Chromium 156;
    // the `rand_80_46` and `rand_80_494` cases, minimized: `space_around_gap_padding`,
    // `space_around_content_box` in `layout-unit-content-distribution.json`.)
    #expect(
      try distributedLefts(.spaceAround, count: 3, width: 79, defaults: defaults) == [13, 39, 66])
    // `space-evenly`, five boxes in 7 px (448 units): the start share is 448 / 6 = 74.67,
    // truncated to 74; box k is at 74 + round(448 k / 6): 74, 149, 223, 298, 373 units, which
    // round to 1, 2, 3 (223 / 64 = 3.48, an exact 3.5 gave 4), 5, 6.
    #expect(
      try distributedLefts(.spaceEvenly, count: 5, width: 7, defaults: defaults) == [1, 2, 3, 5, 6])
    // `space-between` rounds the running share, not each gap: seven boxes in 7 px put the
    // fourth at round(448 × 3 / 6) = 224 units = 3.5 px, so 4 (truncating each gap to 74 units
    // gave 222, so 3).
    #expect(
      try distributedLefts(.spaceBetween, count: 7, width: 7, defaults: defaults)
        == [0, 1, 2, 4, 5, 6, 7])
  }

  @Test("A reversed row shares its free space from its left, the line's writing-mode start")
  func reversedRowSharesFromItsLeft() throws {
    // Chromium places a `row-reverse` line's boxes from the left, the last box first: box k
    // from the left at round(free × k / gaps). Five boxes in 149 units (2 + 21/64 px) under
    // `space-between`: from the left 0, 37, 75, 112, 149 units (round(74.5) = 75). Counted
    // from the flex start (the right), the free space before the middle box is 149 − 75 = 74
    // units, where rounding from the right would have given 75. Unrounded lefts, in units:
    var tree = FlexTree(configuration: FlexConfiguration(pointScaleFactor: 0))
    let items = (0..<5).map { _ in tree.addNode(FlexStyle()) }
    let row = tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .rowReverse
        $0.justifyContent = .spaceBetween
        $0.width = .points(149 / 64)
      }, children: items)
    try tree.computeLayout(of: row)
    #expect(items.map { tree.frame(of: $0).origin.x * 64 } == [149, 112, 75, 37, 0])
  }

  @Test("A free space off the layout-unit grid is shared exactly")
  func offGridFreeSpaceIsSharedExactly() throws {
    // 100.01 px is not a whole number of layout units, so the sizes already differ from the
    // browser's in the last unit; FlexCore shares such a free space exactly, as before:
    // `space-between` with three boxes puts the middle one at 100.01 / 2 = 50.005.
    var tree = FlexTree(configuration: FlexConfiguration(pointScaleFactor: 0))
    let items = (0..<3).map { _ in tree.addNode(FlexStyle()) }
    let row = tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .row
        $0.justifyContent = .spaceBetween
        $0.width = 100.01
      }, children: items)
    try tree.computeLayout(of: row)
    #expect(abs(tree.frame(of: items[1]).origin.x - 50.005) < 1e-9)
  }

  @Test(
    "A stretch height stretched to its line is placed by its baseline at the stretched size",
    arguments: [FlexConfiguration.Defaults.yoga, .web])
  func stretchedBaselineItemIsPlacedAtItsStretchedBaseline(
    defaults: FlexConfiguration.Defaults
  ) throws {
    var tree = FlexTree(configuration: FlexConfiguration(defaults: defaults))
    let text = tree.addNode(FlexStyle(), content: .text("x"))
    let box = tree.addNode(FlexStyle().with { $0.height = .stretch })
    let row = tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .row
        $0.alignItems = .baseline
      }, children: [text, box])
    try tree.computeLayout(of: row)
    // The row's height is indefinite, so the empty `height: stretch` box is sized with the
    // line as if auto: 0 high, its baseline (its bottom edge) at 0. The line's baseline is the
    // text's, 0.8 × 10 = 8 (8 + 0 above it from the box, whose descent is 0), and the line
    // is 10 high. The box is then stretched to 10, so its baseline is 10, and it is placed
    // with that baseline on the line's: at 8 − 10 = −2. (CSS Flexbox §9.4 steps 8 and 11,
    // https://www.w3.org/TR/css-flexbox-1/#cross-sizing: the line's baseline comes from the
    // hypothetical sizes; Chromium 156: the box at −2, 10 high, the text at 0; FlexCore
    // placed the box by its hypothetical baseline, at 8. The `rand_79_303` case, minimized;
    // `stretch-size-rebaseline.json`.)
    let frame = tree.frame(of: box)
    #expect(
      [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height] == [10, -2, 0, 10])
    #expect(tree.frame(of: text).origin.y == 0)
    #expect(tree.frame(of: row).size.height == 10)
  }

  /// The heights of a web row's `aspect-ratio: 1` item holding a `height: 100%` child and a
  /// 10-high child, and of that first child, beside a 5-wide box `siblingHeight` high.
  func ratioItemPercentChild(besideBoxOf siblingHeight: Double?) throws -> [Double] {
    var web = WebTree()
    let percent = web.tree.addNode(FlexStyle().with { $0.height = .percent(100) })
    let fixed = web.tree.addNode(FlexStyle().with { $0.height = 10 })
    let item = web.tree.addNode(
      FlexStyle().with { $0.aspectRatio = 1 }, children: [percent, fixed])
    let siblings = siblingHeight.map { [web.boxes(1, width: 5, height: $0)[0]] } ?? []
    let row = web.tree.addNode(FlexStyle(), children: siblings + [item])
    try web.tree.computeLayout(of: row)
    return [web.tree.frame(of: item).size.height, web.tree.frame(of: percent).size.height]
  }

  @Test("A ratio item stretched to its own height resolves percentages against the ratio's")
  func ratioItemStretchedToItsOwnHeight() throws {
    // The item's content is 0 wide, so the ratio makes it 0 high, and its automatic minimum
    // (its content, 10) raises it to 10 (CSS Sizing 4 §5.2); its children's percentages
    // resolve against the ratio's 0 (an existing rule). Alone in a row of indefinite height,
    // the line is the item's own 10 and stretching leaves it 10 high: Chromium does not make
    // that height the percentages' basis, and the `height: 100%` child stays 0 high (FlexCore
    // gave it 10: the `rand_80_719` case, minimized). Beside a box 10 high it is the same.
    #expect(try ratioItemPercentChild(besideBoxOf: nil) == [10, 0])
    #expect(try ratioItemPercentChild(besideBoxOf: 10) == [10, 0])
    // Beside a box 11 high the line is taller than the item, the stretch changes its height,
    // and the stretched 11 is definite for its children (CSS Flexbox §9.8 rule 1,
    // https://www.w3.org/TR/css-flexbox-1/#definite-sizes): the child is 11 high.
    #expect(try ratioItemPercentChild(besideBoxOf: 11) == [11, 11])
  }

  @Test("An absolute ratio box its content raises resolves percentages against the ratio's")
  func absoluteRatioBoxPercentBasis() throws {
    var web = WebTree()
    let half = web.tree.addNode(
      FlexStyle().with {
        $0.width = 4
        $0.height = .percent(50)
      })
    let tall = web.boxes(1, width: 4, height: 10)[0]
    let box = web.tree.addNode(
      FlexStyle().with {
        $0.positionType = .absolute
        $0.aspectRatio = 1
      }, children: [half, tall])
    let block = web.tree.addNode(FlexStyle(), children: [box])
    try web.tree.computeLayout(of: block)
    // The box's width is its content's, 4 + 4 = 8, and the ratio's height 8 / 1 = 8; under CSS
    // defaults its automatic minimum (its content, 10 high) raises it to 10 (CSS Sizing 4
    // §5.2). The ratio's 8 stays the definite height its children's percentages resolve
    // against, as for a flex item: `height: 50%` is 4 (Chromium 156; FlexCore gave 5, half of
    // the raised height: the `rand_80_579` case, minimized, `aspect-ratio-absolute-percent-basis`).
    #expect(web.frame(box) == [0, 0, 8, 10])
    #expect(web.frame(half) == [0, 0, 4, 4])
  }

  @Test(
    "A keyword height's ratio transfer is raised past a transferred max-width by its content",
    arguments: [Length.fitContent, .maxContent])
  func keywordHeightRatioItemKeepsItsContentFloor(height: Length) throws {
    var web = WebTree()
    let content = web.boxes(1, width: 10, height: 10)[0]
    let item = web.tree.addNode(
      FlexStyle().with {
        $0.height = height
        $0.maxWidth = 5
        $0.aspectRatio = 1
      }, children: [content])
    let row = web.tree.addNode(FlexStyle(), children: [item])
    try web.tree.computeLayout(of: row)
    // The item is 5 wide (its max-width), so the ratio makes its keyword height 5 / 1 = 5, and
    // `max-width: 5` transfers a maximum height of 5 through the ratio. Under CSS defaults its
    // automatic minimum height is its content's, 10, which a transferred maximum does not
    // bound (CSS Sizing 4 §5.2, https://www.w3.org/TR/css-sizing-4/#aspect-ratio-minimum),
    // so it is 10 high, as with `height: auto`. Chromium 156: 5 × 10 for `fit-content` and
    // `max-content`; FlexCore held it at the transferred 5 (the `rand_80_13` case,
    // minimized: `max-width: 0` around a text, 0 × 10 in Chromium, 0 × 0 in FlexCore).
    #expect(web.frame(item) == [0, 0, 5, 10])
    #expect(web.frame(row) == [0, 0, 5, 10])
  }

  @Test(
    "A keyword-width ratio item's contribution is floored at its content's min-content width",
    arguments: [Length.fitContent, .maxContent], [nil, 4.0])
  func keywordWidthRatioItemContributesItsMinContentWidth(width: Length, height: Double?)
    throws
  {
    var web = WebTree()
    let text = web.tree.addNode(FlexStyle(), content: .text("x xxx"))
    let item = web.tree.addNode(
      FlexStyle().with {
        $0.width = width
        $0.aspectRatio = 1
        if let height { $0.height = .points(height) } else { $0.flexBasis = 0 }
      }, children: [text])
    let row = web.tree.addNode(FlexStyle(), children: [item])
    try web.tree.computeLayout(of: row)
    // The text is 30 wide at its min-content width (the word `xxx`) and 50 at its max-content
    // width. The item cannot grow, so its max-content contribution is capped by its flex base
    // size (0, or the 4 its height's ratio gives), and then floored by its automatic minimum
    // width, its content's min-content width, 30 (CSS Flexbox §9.9.1 and §4.5,
    // https://www.w3.org/TR/css-flexbox-1/#intrinsic-item-contributions), not by its
    // max-content width, whatever the keyword: the row is 30 wide. Chromium 156: 30 in all
    // four; FlexCore floored at the max-content 50 (the `rand_80_505` case, minimized:
    // `width: fit-content; flex-basis: 0`).
    #expect(web.frame(row)[2] == 30)
  }

  @Test(
    "align-content: stretch shares whole layout units, rounded per line from the start",
    arguments: [FlexWrap.wrap, .wrapReverse])
  func stretchedLinesShareLayoutUnits(wrap: FlexWrap) throws {
    var tree = FlexTree(configuration: FlexConfiguration(defaults: .web))
    let items = (0..<3).map { _ in tree.addNode(FlexStyle().with { $0.width = 1 }) }
    let row = tree.addNode(
      FlexStyle().with {
        $0.width = 1
        $0.height = .points(95 / 64)
        $0.flexWrap = wrap
        $0.alignItems = .flexStart
      }, children: items)
    try tree.computeLayout(of: row)
    // Three lines of zero-height items share 95 layout units (1 + 31/64 px). Taken from the
    // top, the first j lines grow by round(95 j / 3) units together: 32, 63 and 95, so the
    // line boundaries are at 32 units (0.5 px, rounded to 1) and 63 (0.98 px, so 1), where an
    // exact 31.67 rounded to 0. Under `wrap-reverse` the first line is the bottom one and
    // its items sit at its bottom (their cross start), so the boundaries are the same, taken
    // from the top. (Chromium 156; `layout-unit-line-stretch.json`.)
    let tops = items.map { tree.frame(of: $0).origin.y }
    #expect(tops == (wrap == .wrap ? [0, 1, 1] : [1, 1, 1]))
  }
}
