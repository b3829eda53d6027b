import FlexLayout
import Testing

@Suite("Justify content")
struct JustifyContentTests {
  /// Two 50-wide items in a 400-wide row: the free space is 300.
  @Test(
    "the two items' x in a 400-wide row",
    arguments: [
      (Flex.JustifyContent.start, 0.0, 50.0),
      (.center, 150, 200),  // 300 / 2 before.
      (.end, 300, 350),
      (.spaceBetween, 0, 350),
      (.spaceAround, 75, 275),  // 150 around each: 75 at the edges.
      (.spaceEvenly, 100, 250),  // 300 / 3 in each gap.
    ])
  func justify(_ value: Flex.JustifyContent, _ first: Double, _ second: Double) {
    let root = makeRoot(width: 400, height: 100)
    let a = UIView()
    let b = UIView()
    root.flex.direction(.row).justifyContent(value).define { flex in
      flex.addItem(a).width(50)
      flex.addItem(b).width(50)
    }
    root.flex.layout()
    #expect(a.frame == rect(CGFloat(first), 0, 50, 100))
    #expect(b.frame == rect(CGFloat(second), 0, 50, 100))
  }

  @Test("justify content in a column")
  func column() {
    let root = makeRoot(width: 100, height: 400)
    let a = UIView()
    root.flex.justifyContent(.end).define { flex in flex.addItem(a).height(50) }
    root.flex.layout()
    #expect(a.frame == rect(0, 350, 100, 50))
  }
}
