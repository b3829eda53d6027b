import Geometry
import Testing

@testable import FlexCore

/// The tree stores each distinct style once and recycles styles no node uses.
@Suite struct StyleTableTests {
  @Test func sharedStylesAreStoredOnce() {
    var tree = FlexTree()
    let cell = FlexStyle().with {
      $0.width = 10
      $0.margin = Edges(all: 1)
    }
    let cells = (0..<1_000).map { _ in tree.addNode(cell) }
    tree.addNode(FlexStyle().with { $0.flexWrap = .wrap }, children: cells)
    // The cells' style and the container's.
    #expect(tree.styles.distinctCount == 2)
    #expect(cells.allSatisfy { tree.style(of: $0) == cell })
  }

  @Test func restylingDoesNotGrowTheTable() {
    var tree = FlexTree()
    let node = tree.addNode()
    let other = tree.addNode()
    for width in 1...100 {
      tree.setStyle(FlexStyle().with { $0.width = .points(Double(width)) }, for: node)
      #expect(tree.style(of: node).width == .points(Double(width)))
    }
    // The default style (still used by `other`) and the node's last one; the 99 styles set
    // before it were recycled.
    #expect(tree.styles.distinctCount == 2)
    #expect(tree.styles.records.entryCount <= 3)
    #expect(tree.style(of: other) == FlexStyle())
  }

  @Test func packedStylesFollowTheirNodes() throws {
    var tree = FlexTree()
    let a = tree.addNode(
      FlexStyle().with {
        $0.width = 30
        $0.height = 10
      })
    let b = tree.addNode(
      FlexStyle().with {
        $0.width = 30
        $0.height = 10
      })
    let root = tree.addNode(FlexStyle().with { $0.flexDirection = .row }, children: [a, b])
    try tree.computeLayout(of: root)
    tree.updateStyle(of: b) { $0.width = 50 }
    try tree.computeLayout(of: root)
    // a keeps the shared style's 30; b now has its own 50 and sits after a.
    #expect(tree.frame(of: a) == Rect(x: 0, y: 0, width: 30, height: 10))
    #expect(tree.frame(of: b) == Rect(x: 30, y: 0, width: 50, height: 10))
  }

  @Test func stylesComeBackAsGiven() {
    var tree = FlexTree()
    // The same physical margins under different edge names, a clamped width, a NaN and a
    // logical inset: each style reads back exactly as it was set.
    let all = FlexStyle().with { $0.margin = Edges(all: 1) }
    let sides = FlexStyle().with {
      $0.margin.left = 1
      $0.margin.top = 1
      $0.margin.right = 1
      $0.margin.bottom = 1
    }
    let huge = FlexStyle().with { $0.width = .points(1e300) }
    let larger = FlexStyle().with { $0.width = .points(1e301) }
    let inset = FlexStyle().with {
      $0.position.start = .percent(10)
      $0.aspectRatio = 1e20
      $0.flexGrow = 1e12
    }
    let styles = [all, sides, huge, larger, inset, all, huge]
    let nodes = styles.map { tree.addNode($0) }
    for (node, style) in zip(nodes, styles) { #expect(tree.style(of: node) == style) }
    let nan = FlexStyle().with { $0.padding.left = .points(.nan) }
    let node = tree.addNode(nan)
    guard case .points(let value)? = tree.style(of: node).padding.left else {
      Issue.record("the padding was lost")
      return
    }
    #expect(value.isNaN)
    // all and sides share nothing but the default edges; huge and larger clamp to the same
    // width, so each keeps its own record (the two nodes of huge included), as do inset and nan.
    #expect(tree.styles.margins.edges.liveCount == 3)
    #expect(tree.styles.distinctCount == 7)
  }

  @Test func distinctStylesShareTheirEdges() {
    var tree = FlexTree()
    let nodes = (0..<1_000).map { index in
      tree.addNode(
        FlexStyle().with {
          $0.width = .points(Double(index))
          $0.margin = Edges(all: 2)
          $0.padding = Edges(all: .points(Double(index % 4)))
        })
    }
    // 1,000 records, one margin and four paddings (and the default empty edges of each table).
    #expect(tree.styles.distinctCount == 1_000)
    #expect(tree.styles.margins.edges.liveCount == 1)
    #expect(tree.styles.paddings.edges.liveCount == 4)
    #expect(tree.styles.borders.edges.liveCount == 1)
    // Restyling the margins again and again recycles the edges no style uses any more.
    for step in 1...100 {
      tree.updateStyle(of: nodes[0]) { $0.margin = Edges(all: .points(Double(step) + 0.5)) }
    }
    #expect(tree.styles.margins.edges.liveCount == 2)
    #expect(tree.styles.margins.edges.entryCount <= 3)
    #expect(tree.style(of: nodes[0]).margin == Edges(all: .points(100.5)))
  }

  @Test func sharedEdgesLayOutAsTheirOwn() throws {
    // Two rows of two 10-point boxes: margins 1 (shared by name `all`) and 3 on the left.
    var tree = FlexTree()
    let boxes = (0..<4).map { index in
      tree.addNode(
        FlexStyle().with {
          $0.width = 10
          $0.height = 10
          $0.margin = Edges(all: 1)
          if index == 3 { $0.margin.left = 3 }
        })
    }
    let row = FlexStyle().with { $0.flexDirection = .row }
    let first = tree.addNode(row, children: Array(boxes[0..<2]))
    let second = tree.addNode(row, children: Array(boxes[2..<4]))
    let root = tree.addNode(children: [first, second])
    try tree.computeLayout(of: root)
    // Box 1 starts after box 0's 1 + 10 + 1 and its own left margin 1: x = 13. Box 3 after
    // box 2's 12 and its left margin 3: x = 15.
    #expect(tree.frame(of: boxes[1]) == Rect(x: 13, y: 1, width: 10, height: 10))
    #expect(tree.frame(of: boxes[3]) == Rect(x: 15, y: 1, width: 10, height: 10))
  }
}
