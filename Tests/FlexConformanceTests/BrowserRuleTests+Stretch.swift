import FlexCore
import Testing

/// The `stretch` keyword as a flex item's cross size, with Chromium's frames for more cases in
/// `Fixtures/chrome-rules/stretch-keyword-lines.json` (CSS Sizing 4 §3.2 stretch-fit sizing;
/// CSS Flexbox §9.4 steps 8 and 11).
extension BrowserRuleTests {
  @Test("In a multi-line container a stretch height fills its line, at least the container")
  func stretchHeightFillsItsLineInAMultiLineRow() throws {
    var web = WebTree()
    let stretched = web.tree.addNode(FlexStyle().with { $0.height = .stretch })
    let margined = web.tree.addNode(FlexStyle().with { $0.margin.bottom = 10 })
    let row = web.tree.addNode(
      FlexStyle().with { $0.flexWrap = .wrapReverse }, children: [stretched, margined])
    let root = web.tree.addNode(FlexStyle().with { $0.height = 0 }, children: [row])
    try web.tree.computeLayout(of: root)
    // The parent stretches the multi-line row to 0. Its one line is 10 high (the second
    // item's margin), and the `stretch` item fills that line, not the row's 0: 10 high, and
    // under wrap-reverse the line runs up from the row's bottom, to -10.
    #expect(web.frame(row) == [0, 0, 0, 0])
    #expect(web.frame(stretched) == [0, -10, 0, 10])
  }

  @Test("A stretch height held below its line by a limit keeps its own alignment")
  func limitedStretchHeightKeepsItsAlignment() throws {
    var tree = FlexTree(configuration: FlexConfiguration(defaults: .yoga))
    let tall = tree.addNode(FlexStyle().with { $0.height = 10 })
    let centred = tree.addNode(
      FlexStyle().with {
        $0.height = .stretch
        $0.maxHeight = 0
        $0.alignSelf = .center
      })
    let row = tree.addNode(
      FlexStyle().with { $0.flexDirection = .row }, children: [tall, centred])
    try tree.computeLayout(of: row)
    // The row's height is its content's, so the `stretch` height fills the line (10) as
    // `align-self: stretch` would; max-height keeps it at 0, and its own `center` places it
    // in the middle of the line, at 5 (it was placed at the start).
    #expect(tree.frame(of: centred).origin.y == 5)
  }
}

extension BrowserRuleTests {
  @Test("An absolute box statically centred has the room around its anchor to fit in")
  func absoluteBoxFitsTheRoomAroundItsStaticAnchor() throws {
    var web = WebTree()
    let text = web.tree.addNode(
      FlexStyle().with { $0.positionType = .absolute }, content: .text("x x", fontSize: 10))
    let parent = web.tree.addNode(
      FlexStyle().with {
        $0.positionType = .static
        $0.justifyContent = .spaceAround
      }, children: [text])
    let spacer = web.tree.addNode(FlexStyle().with { $0.margin.horizontal = 10 })
    let row = web.tree.addNode(FlexStyle(), children: [parent, spacer])
    try web.tree.computeLayout(of: row)
    // The static parent is empty, at the row's start edge: its centre, where `space-around`
    // anchors an only item, is at 0. With both insets auto the box fits the widest range
    // centred on that anchor within the containing block (CSS Position 3 §4.1, as Chromium
    // sizes it): none, so the text breaks after every word, 10 × 20, centred at -5.
    #expect(web.frame(text) == [-5, 0, 10, 20])
  }
}
