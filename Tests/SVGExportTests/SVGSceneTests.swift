import FlexCore
import Geometry
import LayoutSnapshotTesting
import Testing

@testable import SVGExport

@Suite struct SVGSceneTests {
  /// A row of three items in a padded container, with a nested child in the middle one.
  private func layoutTree() throws -> (FlexTree, NodeID, [NodeID]) {
    var tree = FlexTree()
    let a = tree.addNode(
      FlexStyle().with {
        $0.width = 40
        $0.height = 30
      })
    let inner = tree.addNode(
      FlexStyle().with {
        $0.width = 10
        $0.height = 10
        $0.margin.all = 5
      })
    let b = tree.addNode(
      FlexStyle().with {
        $0.flexGrow = 1
        $0.height = 30
      }, children: [inner])
    let c = tree.addNode(
      FlexStyle().with {
        $0.width = 40.5
        $0.height = 30
      })
    let root = tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .row
        $0.width = 200
        $0.padding = Edges(all: 10)
        $0.columnGap = 5
      }, children: [a, b, c])
    try tree.computeLayout(of: root)
    return (tree, root, [a, b, inner, c])
  }

  @Test func handBuiltSceneSnapshot() {
    let scene = SVGScene(
      width: 120.5, height: 60, background: "#fff",
      elements: [
        .rectangle(
          SVGRectangle(
            x: 10, y: -0.0, width: 100.25, height: 40, fill: "#abc", cornerRadius: 4,
            nodeID: "card", label: "A & <B>")),
        .group(
          SVGGroup(
            offsetX: 5, offsetY: 2.5, nodeID: "g",
            elements: [.text(SVGText(x: 1.0 / 3, y: 20, text: "\"quoted\"", anchor: .middle))])),
      ])
    assertSnapshot(of: scene, as: .svg, named: "scene")
  }

  @Test func flexTreeSnapshot() throws {
    let (tree, root, ids) = try layoutTree()
    let layout = FlexTreeLayout(tree: tree, root: root, labels: [root: "row", ids[1]: "grow"])
    assertSnapshot(of: layout, as: .svg, named: "row")
  }

  @Test func outputIsDeterministic() throws {
    let (tree, root, _) = try layoutTree()
    let first = SVGScene(flexTree: tree, root: root).svgString
    let (again, rootAgain, _) = try layoutTree()
    #expect(SVGScene(flexTree: again, root: rootAgain).svgString == first)
    #expect(SVGScene(flexTree: tree, root: root).svgString == first)
    #expect(!first.contains("-0\""))
    #expect(!first.contains(".0\""))
  }

  @Test func adapterSumsRelativeFramesAndColoursByDepth() {
    let frames: [Int: Rect] = [
      0: Rect(x: 5, y: 5, width: 100, height: 100),
      1: Rect(x: 10, y: 20, width: 50, height: 50),
      2: Rect(x: 1.5, y: 2, width: 10, height: 10),
      3: Rect(x: 60, y: 0, width: 30, height: 30),
    ]
    let children: [Int: [Int]] = [0: [1, 3], 1: [2]]
    var tree = FlexTree()
    let ids = (0..<4).map { _ in tree.addNode() }
    let scene = SVGScene(
      root: ids[0], frame: { frames[$0.index] ?? .zero },
      children: { (children[$0.index] ?? []).map { ids[$0] } }, labels: [:])
    let rectangles = scene.elements.compactMap { element -> SVGRectangle? in
      if case .rectangle(let rectangle) = element { return rectangle }
      return nil
    }
    #expect(rectangles.map(\.nodeID) == ["n0", "n1", "n2", "n3"])
    #expect(rectangles.map(\.x) == [5, 15, 16.5, 65])
    #expect(rectangles.map(\.y) == [5, 25, 27, 5])
    #expect(rectangles[1].fill == SVGScene.depthFills[1])
    #expect(rectangles[3].fill == SVGScene.depthFills[1])
    #expect(rectangles[2].stroke == SVGScene.depthStrokes[2])
    #expect(scene.width == 105)
    #expect(scene.height == 105)
  }

  @Test func escapesTextAndAttributes() {
    #expect(SVGEscaping.attribute("a\"b<c>&") == "a&quot;b&lt;c&gt;&amp;")
    #expect(SVGEscaping.text("x\ny\"") == "x y\"")
  }
}
