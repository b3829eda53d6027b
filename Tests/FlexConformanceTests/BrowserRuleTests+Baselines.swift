import FlexCore
import Testing

/// Baseline rules won from the known browser mismatches of issue 26, with Chromium's frames for
/// more cases in `Fixtures/chrome-rules/baselines.json`. CSS Flexbox §8.5 and §9.4 step 8
/// (https://www.w3.org/TR/css-flexbox-1/#flex-baselines), CSS Box Alignment 3 §9.
extension BrowserRuleTests {
  @Test("A scroll container's baseline is clamped to its border box")
  func scrollContainerBaselineIsClamped() throws {
    var web = WebTree()
    let text = web.tree.addNode(content: .text("x", fontSize: 10))
    let clipped = web.tree.addNode(
      FlexStyle().with {
        $0.overflow = .hidden
        $0.height = 5
      }, children: [text])
    let box = web.boxes(1, width: 10, height: 10)[0]
    let row = web.tree.addNode(
      FlexStyle().with { $0.alignItems = .baseline }, children: [clipped, box])
    try web.tree.computeLayout(of: row)
    // The text's baseline is 8 below the top of the 5-high box, past its bottom edge: with
    // `overflow: hidden` the box's baseline is clamped to its border box (CSS Box Alignment 3
    // §9.1), 5. The 10-high box's baseline is its bottom, 10, so the clipped box sits 5 lower.
    #expect(web.frame(clipped) == [0, 5, 10, 5])
    #expect(web.frame(box) == [10, 0, 10, 10])
  }

  @Test("A multi-line column with baseline-aligned items is as wide as their aligned lines")
  func columnWrapWidthCountsBaselineAlignment() throws {
    var tree = FlexTree(configuration: FlexConfiguration(defaults: .yoga))
    let margined = tree.addNode(FlexStyle().with { $0.margin = Edges(all: 10) })
    let wide = tree.addNode(FlexStyle().with { $0.width = 100 })
    let column = tree.addNode(
      FlexStyle().with {
        $0.flexWrap = .wrap
        $0.alignItems = .baseline
      }, children: [margined, wide])
    try tree.computeLayout(of: column)
    // In a column, baseline alignment lines up the items' line-left border edges: the first
    // item's is 10 in (its margin), so the 100-wide item starts at 10 too, and the line is
    // 10 + 100 = 110 wide. A multi-line column sizes its width from its lines (§9.4 step 8),
    // so it is 110 wide, not its widest item's 100.
    #expect(tree.frame(of: column).size.width == 110)
    #expect(tree.frame(of: wide).origin.x == 10)
  }

  @Test("Under wrap-reverse, an item whose baseline is below its bottom sits on its line")
  func wrapReverseNegativeDescent() throws {
    var tree = FlexTree(configuration: FlexConfiguration(defaults: .yoga))
    let content = tree.addNode(FlexStyle().with { $0.padding.vertical = 10 })
    let item = tree.addNode(FlexStyle().with { $0.height = 0 }, children: [content])
    let row = tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .row
        $0.flexWrap = .wrapReverse
        $0.alignItems = .baseline
      }, children: [item])
    try tree.computeLayout(of: row)
    // The item is 0 high and its baseline is its content's bottom, 20: its descent is -20.
    // Under wrap-reverse the baseline-aligned items sit flush against the line's cross start
    // (its bottom), shifted by the line's largest descent less their own: alone, it is not
    // shifted at all (the largest descent is its own -20, not 0), and stays at 0.
    #expect(tree.frame(of: item).origin.y == 0)
  }

  @Test("A column's baseline is its first item's, whatever the items' align-self")
  func columnBaselineComesFromItsFirstItem() throws {
    var tree = FlexTree(configuration: FlexConfiguration(defaults: .yoga))
    let spacer = tree.addNode(FlexStyle().with { $0.height = 5 })
    let text = tree.addNode(content: .text("x", fontSize: 10))
    let labelled = tree.addNode(
      FlexStyle().with {
        $0.alignSelf = .baseline
        $0.height = 20
      }, children: [text])
    let column = tree.addNode(FlexStyle(), children: [spacer, labelled])
    let box = tree.addNode(
      FlexStyle().with {
        $0.width = 10
        $0.height = 10
      })
    let row = tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .row
        $0.alignItems = .baseline
      }, children: [column, box])
    try tree.computeLayout(of: row)
    // A column's items cannot take part in (horizontal) baseline alignment, so the column's
    // baseline is its first item's (§8.5): the 5-high spacer's bottom, 5, not the text's
    // 5 + 8 = 13. The 10-high box (baseline 10) puts the column 5 lower.
    #expect(tree.frame(of: column).origin.y == 5)
    #expect(tree.frame(of: box).origin.y == 0)
  }

  @Test("A baseline-aligned column item widened in its line keeps its line-left edge aligned")
  func widenedBaselineItemKeepsItsLineLeftEdge() throws {
    var web = WebTree()
    let wide = web.tree.addNode(FlexStyle().with { $0.minWidth = 100 })
    let text = web.tree.addNode(content: .text("xxx xxx", fontSize: 10))
    let column = web.tree.addNode(
      FlexStyle().with {
        $0.width = 0
        $0.flexDirection = .column
        $0.flexWrap = .wrapReverse
        $0.alignItems = .baseline
      }, children: [wide, text])
    try web.tree.computeLayout(of: column)
    // Fit-content within 0, the text is measured at its min-content 30 (two lines, 20 high),
    // then laid out in its 100-wide line at its max-content 70. Under wrap-reverse the line
    // runs from the column's right edge, 0, to -100, and baseline alignment lines up the items'
    // line-left edges: both start at -100 (with the text's measured width the edge came out
    // at -140).
    #expect(web.frame(wide) == [-100, 0, 100, 0])
    #expect(web.frame(text) == [-100, 0, 70, 20])
  }
}
