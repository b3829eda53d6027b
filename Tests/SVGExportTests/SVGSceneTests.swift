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

  @Test func treeBuilderTakesAnyIdentifierSumsRelativeFramesAndColoursByDepth() {
    let frames: [Int: Rect] = [
      0: Rect(x: 5, y: 5, width: 100, height: 100),
      1: Rect(x: 10, y: 20, width: 50, height: 50),
      2: Rect(x: 1.5, y: 2, width: 10, height: 10),
      3: Rect(x: 60, y: 0, width: 30, height: 30),
    ]
    let children: [Int: [Int]] = [0: [1, 3], 1: [2]]
    let scene = SVGScene(
      root: 0, children: { children[$0] ?? [] },
      node: { id in SVGTreeNode(frame: frames[id] ?? .zero, nodeID: "e\(id)") })
    let rectangles = scene.elements.compactMap { element -> SVGRectangle? in
      if case .rectangle(let rectangle) = element { return rectangle }
      return nil
    }
    // Absolute positions: 1 is at (5 + 10, 5 + 20), 2 at (15 + 1.5, 25 + 2), 3 at (5 + 60, 5).
    #expect(rectangles.map(\.nodeID) == ["e0", "e1", "e2", "e3"])
    #expect(rectangles.map(\.x) == [5, 15, 16.5, 65])
    #expect(rectangles.map(\.y) == [5, 25, 27, 5])
    #expect(rectangles[1].fill == SVGScene.depthFills[1])
    #expect(rectangles[3].fill == SVGScene.depthFills[1])
    #expect(rectangles[2].stroke == SVGScene.depthStrokes[2])
    // The extent is the root's far corner: 5 + 100.
    #expect(scene.width == 105)
    #expect(scene.height == 105)
  }

  @Test func cyclesAndRepeatedChildrenAreDrawnOnce() {
    // "a" lists "b" twice and "b" lists "a": each is drawn once and the builder ends.
    let children = ["a": ["b", "b"], "b": ["a"]]
    let scene = SVGScene(
      root: "a", children: { children[$0] ?? [] },
      node: { id in SVGTreeNode(frame: Rect(x: 1, y: 1, width: 10, height: 10), nodeID: id) })
    #expect(scene.elements.count == 2)
  }

  @Test func clippedChildrenAreGroupedAndScrolledByTheChildOffset() {
    // A 100-point viewport scrolled 30 points: its child at x 20 is drawn at 20 - 30 = -10.
    let children = ["viewport": ["cell"]]
    func node(_ id: String) -> SVGTreeNode {
      id == "viewport"
        ? SVGTreeNode(
          frame: Rect(x: 0, y: 0, width: 100, height: 50), nodeID: id, clipsChildren: true,
          childOffset: Point(x: -30, y: 0))
        : SVGTreeNode(frame: Rect(x: 20, y: 0, width: 40, height: 50), nodeID: id, opacity: 0.5)
    }
    let scene = SVGScene(root: "viewport", children: { children[$0] ?? [] }, node: node)
    let svg = scene.svgString
    #expect(
      svg.contains(
        "<clipPath id=\"clip1\"><rect x=\"0\" y=\"0\" width=\"100\" height=\"50\"/></clipPath>"))
    #expect(svg.contains("<g clip-path=\"url(#clip1)\">"))
    #expect(svg.contains("<g opacity=\"0.5\">"))
    #expect(svg.contains("<rect data-node=\"cell\" x=\"-10\" y=\"0\" width=\"40\""))
  }

  @Test func boxModelOverlayDrawsMarginBorderPaddingAndContent() throws {
    // A 100 × 60 box with margin 10, border 2 and padding 8 (its content is 100 - 2 × 10 = 80
    // wide and 60 - 2 × 10 = 40 tall) in a row container with no insets.
    var tree = FlexTree()
    let child = tree.addNode(
      FlexStyle().with {
        $0.width = 100
        $0.height = 60
        $0.margin = Edges(all: 10)
        $0.border = Edges(all: 2)
        $0.padding = Edges(all: 8)
      })
    let root = tree.addNode(FlexStyle().with { $0.flexDirection = .row }, children: [child])
    try tree.computeLayout(of: root)
    let svg = SVGScene(flexTree: tree, root: root, showsBoxModel: true).svgString
    // The child's border box is at (10, 10); its margin box starts at 0 and ends at 120 × 80.
    #expect(svg.contains("<path data-band=\"n0.margin\" d=\"M0 0H120V80H0ZM10 10H110V70H10Z\""))
    #expect(svg.contains("<path data-band=\"n0.border\" d=\"M10 10H110V70H10ZM12 12H108V68H12Z\""))
    #expect(svg.contains("<path data-band=\"n0.padding\" d=\"M12 12H108V68H12ZM20 20H100V60H20Z\""))
    #expect(svg.contains("<rect x=\"20\" y=\"20\" width=\"80\" height=\"40\" fill=\"#6fa8dc\""))
    // The root has no insets, so its bands are empty and not written.
    #expect(!svg.contains("n1.margin"))
  }

  @Test func boxModelSnapshot() throws {
    let (tree, root, _) = try layoutTree()
    assertSnapshot(
      of: SVGScene(flexTree: tree, root: root, showsBoxModel: true), as: .svg, named: "overlay")
  }

  @Test func startAndEndEdgesFollowTheDirection() throws {
    var tree = FlexTree()
    let node = tree.addNode(
      FlexStyle().with {
        $0.padding.start = 4
        $0.padding.left = 1
        $0.border.end = 3
      })
    // Left to right: start is the left edge (4 wins over left's 1), end the right edge.
    let ltr = tree.boxModel(of: node, isRTL: false)
    #expect(ltr.padding == EdgeInsets(left: 4))
    #expect(ltr.border == EdgeInsets(right: 3))
    // Right to left: start is the right edge, so left falls back to its physical 1.
    let rtl = tree.boxModel(of: node, isRTL: true)
    #expect(rtl.padding == EdgeInsets(left: 1, right: 4))
    #expect(rtl.border == EdgeInsets(left: 3))
  }

  @Test func labelsAtTheSameCornerStack() {
    // A child at its parent's corner: the parent's label is at y 0 + 11, the child's moves one
    // 10-point line down (21); a grandchild 30 points lower keeps its own place (30 + 11).
    let children = ["parent": ["child"], "child": ["low"]]
    let frames = [
      "parent": Rect(x: 0, y: 0, width: 100, height: 100),
      "child": Rect(x: 0, y: 0, width: 50, height: 50),
      "low": Rect(x: 0, y: 30, width: 20, height: 20),
    ]
    let scene = SVGScene(
      root: "parent", children: { children[$0] ?? [] },
      node: { SVGTreeNode(frame: frames[$0] ?? .zero, nodeID: $0, label: $0) })
    let labels = scene.elements.compactMap { element -> String? in
      if case .text(let text) = element { return "\(text.text)@\(text.y)" }
      return nil
    }
    #expect(labels == ["parent@11.0", "child@21.0", "low@41.0"])
  }

  @Test func escapesTextAndAttributes() {
    #expect(SVGEscaping.attribute("a\"b<c>&") == "a&quot;b&lt;c&gt;&amp;")
    #expect(SVGEscaping.text("x\ny\"") == "x y\"")
  }
}
