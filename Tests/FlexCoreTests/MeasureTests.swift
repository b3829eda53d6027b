import FlexCore
import Geometry
import Testing

@Suite struct MeasureTests {
  @Test func measuredLeavesGetYogaModes() throws {
    var tree = FlexTree()
    let label = tree.addNode(content: .measured)
    let root = tree.addNode(
      FlexStyle().with {
        $0.width = 100
        $0.alignItems = .flexStart
      }, children: [label])
    var requests: [MeasureRequest] = []
    try tree.computeLayout(of: root) { request in
      requests.append(request)
      return Size(width: min(request.width, 30), height: 12)
    }
    #expect(tree.frame(of: label).size == Size(width: 30, height: 12))
    #expect(requests.contains { $0.widthMode == .atMost && $0.width == 100 })
  }

  @Test func stretchedMeasuredLeafIsMeasuredExactly() throws {
    var tree = FlexTree()
    let label = tree.addNode(FlexStyle().with { $0.padding = Edges(all: 5) }, content: .measured)
    let root = tree.addNode(FlexStyle().with { $0.width = 100 }, children: [label])
    var widths: [(Double, MeasureMode)] = []
    try tree.computeLayout(of: root) { request in
      widths.append((request.width, request.widthMode))
      return Size(width: 10, height: 20)
    }
    #expect(widths.contains { $0.0 == 90 && $0.1 == .exactly })
    #expect(tree.frame(of: label) == Rect(x: 0, y: 0, width: 100, height: 30))
  }

  @Test func ahemTextWrapsAtSpaces() throws {
    var tree = FlexTree()
    // "ab cde f": words of 2, 3 and 1 squares of 10 points.
    let text = tree.addNode(content: .text("ab cde f"))
    let root = tree.addNode(
      FlexStyle().with {
        $0.width = 45
        $0.alignItems = .flexStart
      }, children: [text])
    try tree.computeLayout(of: root)
    // Fit-content: min(max-content 80, max(min-content 30, 45)) = 45; lines "ab", "cde f"? No:
    // "cde f" is 50 > 45, so three lines: "ab", "cde", "f".
    #expect(tree.frame(of: text).size == Size(width: 45, height: 30))
  }

  @Test func baselineFunctionAlignsRows() throws {
    var tree = FlexTree()
    let a = tree.addNode(
      FlexStyle().with {
        $0.width = 20
        $0.height = 40
      }, content: .measured)
    let b = tree.addNode(
      FlexStyle().with {
        $0.width = 20
        $0.height = 10
      }, content: .measured)
    let root = tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .row
        $0.alignItems = .baseline
      }, children: [a, b])
    try tree.computeLayout(
      of: root, measure: { _ in .zero }, baseline: { node, size in node == a ? 30 : size.height })
    // a's baseline is 30 below its top, b's at its bottom (10): b moves down by 20.
    #expect(tree.frame(of: b).minY == 20)
  }
}
