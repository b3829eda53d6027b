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
    #expect(tree.styles.unique.count <= 3)
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
}
