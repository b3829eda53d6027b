import FlexCore
import Testing

/// A `fit-content` flex basis or width takes the room of the row it is in (CSS Flexbox §9.2
/// step 3 E, https://www.w3.org/TR/css-flexbox-1/#algo-main-item, with CSS Sizing 3 §5.2's
/// fit-content size). A row of indefinite width finds its width from its items' contributions
/// first; a browser then lays the items out at that width, so where the row's own `max-width`
/// or `min-width` clamped it, the items' bases take the clamped room, not the room the row was
/// offered. Chromium's frames for more cases: `Fixtures/chrome-rules/fit-content-basis-room.json`
/// (FlexTree fuzz finding `relayout-differs-7`).
extension BrowserRuleTests {
  /// A root of indefinite width holding a column holding a `max-width` row around the text
  /// "abc", ZWSP, "de f" (font size 10: words of 3, 2 and 1 squares, a space before the last),
  /// styled by `item`; the text's unrounded size.
  func textInClampedRow(
    maxWidth: Double, defaults: FlexConfiguration.Defaults, item: (inout FlexStyle) -> Void
  ) throws -> (width: Double, height: Double) {
    var tree = FlexTree(configuration: FlexConfiguration(defaults: defaults, pointScaleFactor: 0))
    var style = FlexStyle()
    item(&style)
    let text = tree.addNode(style, content: .text("abc\u{200B}de f", fontSize: 10))
    let row = tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .row
        $0.maxWidth = .points(maxWidth)
      }, children: [text])
    let column = tree.addNode(children: [row])
    let root = tree.addNode(children: [column])
    try tree.computeLayout(of: root)
    let frame = tree.unroundedFrame(of: text)
    return (frame.size.width, frame.size.height)
  }

  // The row is offered unlimited room (its column has no width), so measured alone the text's
  // fit-content basis is its max-content width: 3 + 2 + 1 + 1 (the space) squares, 70 points,
  // on one line. The row's `max-width` makes it narrower; at the row's used width the
  // fit-content basis is min(max-content 70, max(min-content 30, room)).
  @Test func fitContentBasisTakesTheRoomOfAClampedRow() throws {
    for defaults in [FlexConfiguration.Defaults.yoga, .web] {
      // Room 0: the min-content width, 30 (the longest word), where "abc" / "de" / "f" make
      // three lines, 30 high (Chromium: 30 × 30 in Yoga's defaults, which have no automatic
      // minimum size, and in CSS's).
      let narrow = try textInClampedRow(maxWidth: 0, defaults: defaults) {
        $0.flexBasis = .fitContent
      }
      #expect(narrow == (30, 30), "\(defaults)")
      // Room 50: 50 wide; "abc" + "de" (no space at the ZWSP) fill it, "f" wraps: two lines.
      let middle = try textInClampedRow(maxWidth: 50, defaults: defaults) {
        $0.flexBasis = .fitContent
      }
      #expect(middle == (50, 20), "\(defaults)")
    }
  }

  // The same rule for a `fit-content` width (the flex basis `auto` takes it).
  @Test func fitContentWidthTakesTheRoomOfAClampedRow() throws {
    let size = try textInClampedRow(maxWidth: 50, defaults: .yoga) { $0.width = .fitContent }
    #expect(size == (50, 20))
  }
}
