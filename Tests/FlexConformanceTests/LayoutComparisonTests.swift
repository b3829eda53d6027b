import FlexCaseFormat
import Testing

@Suite struct LayoutComparisonTests {
  let expected = FlexLayoutNode(
    left: 0, top: 0, width: 100, height: 100,
    children: [
      FlexLayoutNode(left: 5, top: 45, width: 10, height: 10),
      FlexLayoutNode(
        left: 20, top: 0, width: 30, height: 30,
        children: [FlexLayoutNode(left: 1, top: 2, width: 3, height: 4)]),
    ])

  @Test func withinToleranceMatches() {
    var actual = expected
    actual.children[0].left += 0.02
    actual.children[1].children[0].height -= 0.015
    #expect(actual.firstDifference(from: expected) == nil)
    #expect(actual.matches(expected))
  }

  @Test func firstDifferenceNamesThePathInDocumentOrder() {
    var actual = expected
    actual.children[1].children[0].width = 3.5
    actual.children[1].height = 31
    let difference = actual.firstDifference(from: expected)
    #expect(
      difference == FlexLayoutDifference(path: "$.children[1].height", expected: 30, actual: 31))
    #expect(difference?.description == "$.children[1].height: expected 30, got 31")
    actual.children[1].height = 30
    #expect(
      actual.firstDifference(from: expected)?.description
        == "$.children[1].children[0].width: expected 3, got 3.5")
  }

  @Test func differentShapesAndNaNDiffer() {
    var actual = expected
    actual.children.removeLast()
    #expect(actual.firstDifference(from: expected)?.path == "$.children.count")
    actual = expected
    actual.left = .nan
    #expect(actual.firstDifference(from: expected)?.path == "$.left")
  }

  @Test func jsonOutputIsStable() {
    let layout = FlexLayoutNode(
      left: -0.0, top: 0.5, width: 100, height: 1e20,
      children: [FlexLayoutNode(left: 1, top: 2, width: 3, height: 4)])
    #expect(
      layout.jsonString() == """
        {"left": 0, "top": 0.5, "width": 100, "height": 1e+20, "children": [
          {"left": 1, "top": 2, "width": 3, "height": 4}
        ]}
        """)
  }
}
