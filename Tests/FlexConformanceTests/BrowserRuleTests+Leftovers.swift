import FlexCore
import Testing

/// The last three browser mismatches of issue 26 (`min_b_fresh22_22_298`,
/// `min_d_fresh22_22_914`, `randweb_2_435`), each as one rule with Chromium's frames for more
/// cases in `Fixtures/chrome-rules` (`aspect-ratio-keyword-width-contribution`,
/// `aspect-ratio-wrap-column-minimum`, `stretch-size-baseline`). CSS Flexbox §4.5 (automatic
/// minimum size, https://www.w3.org/TR/css-flexbox-1/#min-size-auto), §9.9.1 (intrinsic main
/// sizes) and §9.4 step 8 (baselines); CSS Sizing 4 §5 (aspect ratios).
extension BrowserRuleTests {
  @Test("A keyword width the ratio gives still contributes its content's width to the row")
  func keywordWidthRatioContributesItsContent() throws {
    var web = WebTree()
    let content = web.tree.addNode(FlexStyle().with { $0.width = 10 })
    let item = web.tree.addNode(
      FlexStyle().with {
        $0.width = .fitContent
        $0.height = 4
        $0.aspectRatio = 1
      }, children: [content])
    let row = web.tree.addNode(FlexStyle(), children: [item])
    try web.tree.computeLayout(of: row)
    // The item's width is `fit-content` and its height 4: the ratio gives its min- and
    // max-content widths, 4 × 1 = 4 (CSS Sizing 4 §5.1), and it is laid out 4 wide. But its
    // automatic minimum width (`min-width: auto`, `overflow: visible`) is its content's width,
    // 10, and Chromium floors the item's max-content contribution at it: the row, sized by
    // that contribution, is 10 wide. (FlexCore gave the row the item's 4.)
    #expect(web.frame(row) == [0, 0, 10, 4])
    #expect(web.frame(item) == [0, 0, 4, 4])
  }

  @Test("An explicit min-width takes the content floor off a keyword width's contribution")
  func keywordWidthRatioWithMinWidthContributesTheRatio() throws {
    var web = WebTree()
    let content = web.tree.addNode(FlexStyle().with { $0.width = 10 })
    let item = web.tree.addNode(
      FlexStyle().with {
        $0.width = .fitContent
        $0.height = 4
        $0.minWidth = 0
        $0.aspectRatio = 1
      }, children: [content])
    let row = web.tree.addNode(FlexStyle(), children: [item])
    try web.tree.computeLayout(of: row)
    // With `min-width: 0` there is no automatic minimum, so the contribution is the ratio's
    // 4 × 1 = 4 alone (Chromium: the row is 4 wide).
    #expect(web.frame(row) == [0, 0, 4, 4])
  }

  @Test("A stretched ratio item in a multi-line column has the ratio's automatic minimum")
  func wrappingColumnRatioItemKeepsTheRatioMinimum() throws {
    var web = WebTree()
    let content = web.tree.addNode(FlexStyle().with { $0.minWidth = 10 })
    let item = web.tree.addNode(
      FlexStyle().with {
        $0.flexBasis = 0
        $0.aspectRatio = 2
      }, children: [content])
    let column = web.tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .column
        $0.flexWrap = .wrap
      }, children: [item])
    try web.tree.computeLayout(of: column)
    // The column's width is unknown while its items are sized (a multi-line column finds it
    // from its lines), so the item's width is its content's, 10. Its flex basis is 0, but its
    // automatic minimum height is what the ratio makes of that width, 10 / 2 = 5 (CSS Sizing
    // 4 §5.2 with Flexbox §4.5), as in a single-line column. Chromium: 10 × 5; FlexCore gave
    // it the content's height, 0.
    #expect(web.frame(item) == [0, 0, 10, 5])
    #expect(web.frame(column) == [0, 0, 10, 5])
  }

  @Test("A stretch height in a line of indefinite height keeps its baseline alignment")
  func stretchHeightKeepsBaselineAlignment() throws {
    var web = WebTree()
    let tall = web.boxes(1, width: 10, height: 30)[0]
    let content = web.tree.addNode(FlexStyle().with { $0.height = 5 })
    let stretched = web.tree.addNode(
      FlexStyle().with {
        $0.width = 10
        $0.height = .stretch
      }, children: [content])
    let row = web.tree.addNode(
      FlexStyle().with { $0.alignItems = .baseline }, children: [tall, stretched])
    try web.tree.computeLayout(of: row)
    // The row has no definite height, so the `stretch` height is stretched to the line like
    // `align-self: stretch` (30, the tall box's height), but the item is still placed by its
    // own alignment, `baseline`: its baseline is its content's bottom, 5, and the tall box's
    // its bottom, 30, so it sits 30 − 5 = 25 down (and overflows the row). Chromium: 10, 25,
    // 10 × 30; FlexCore placed it at the top.
    #expect(web.frame(stretched) == [10, 25, 10, 30])
    #expect(web.frame(row) == [0, 0, 20, 30])
  }
}
