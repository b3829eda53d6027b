import FlexCore
import Geometry
import Testing

@Suite("Removing nodes")
struct TreeRemovalTests {
  @Test("the last node moves into the removed slot and keeps its place in its parent")
  func swapRemove() throws {
    var tree = FlexTree()
    let a = tree.addNode(FlexStyle().with { $0.height = 10 })
    let b = tree.addNode(FlexStyle().with { $0.height = 20 })
    let c = tree.addNode(FlexStyle().with { $0.height = 30 })
    let root = tree.addNode(FlexStyle().with { $0.width = 100 }, children: [a, b, c])
    let leaf = tree.addNode(FlexStyle().with { $0.height = 5 })
    try tree.appendChild(leaf, to: c)
    // Remove the root's second child: b's slot now holds the last node, `leaf`.
    let moved = tree.removeNode(b)
    #expect(moved == leaf)
    #expect(tree.count == 4)
    #expect(tree.children(of: root) == [a, c])
    // The moved node (now named b) is still c's child.
    #expect(tree.children(of: c) == [b])
    #expect(tree.parent(of: b) == c)
    #expect(tree.style(of: b).height == 5)
    try tree.computeLayout(of: root)
    // a 10 high, then c: 30 high with the 5-high leaf inside.
    #expect(tree.frame(of: c) == Rect(x: 0, y: 10, width: 100, height: 30))
    #expect(tree.frame(of: b) == Rect(x: 0, y: 0, width: 100, height: 5))
    #expect(tree.frame(of: root).height == 40)
  }

  @Test("removing a parent leaves its children as roots; removing the last node moves none")
  func children() {
    var tree = FlexTree()
    let child = tree.addNode()
    let parent = tree.addNode(children: [child])
    #expect(tree.removeNode(parent) == nil)
    #expect(tree.count == 1)
    #expect(tree.parent(of: child) == nil)
  }

  @Test("a node that is not in the tree is ignored")
  func unknown() {
    var tree = FlexTree()
    let node = tree.addNode()
    tree.removeNode(node)
    #expect(tree.removeNode(node) == nil)
    #expect(tree.count == 0)
  }

  @Test("an invalid style leaves with its node and moves with the moved node")
  func invalidStyles() throws {
    var tree = FlexTree()
    let bad = tree.addNode(FlexStyle().with { $0.width = .points(.nan) })
    let good = tree.addNode()
    let alsoBad = tree.addNode(FlexStyle().with { $0.height = .points(-1) })
    #expect(tree.removeNode(bad) == alsoBad)
    // The bad height moved into slot 0 (now named `bad`) and is still refused.
    #expect(throws: FlexTreeError.invalidStyle(node: bad, property: "height")) {
      try tree.computeLayout(of: good)
    }
    // Removing it again: `good` moves into slot 0, and nothing invalid is left.
    #expect(tree.removeNode(bad) == good)
    try tree.computeLayout(of: bad)
  }
}
