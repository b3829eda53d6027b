import FlexCore
import Testing

@Suite struct InvalidInputTests {
  @Test(arguments: [Double.nan, .infinity, -.infinity, -5])
  func nonFiniteOrNegativeSizesAreTypedErrors(value: Double) {
    var tree = FlexTree()
    let child = tree.addNode(FlexStyle().with { $0.width = .points(value) })
    let root = tree.addNode(children: [child])
    #expect(throws: FlexTreeError.invalidStyle(node: child, property: "width")) {
      try tree.computeLayout(of: root)
    }
  }

  @Test func negativeMarginsAreAllowed() throws {
    var tree = FlexTree()
    let child = tree.addNode(
      FlexStyle().with {
        $0.margin.left = -5
        $0.width = 10
        $0.height = 10
      })
    let root = tree.addNode(
      FlexStyle().with {
        $0.width = 50
        $0.height = 50
      }, children: [child])
    try tree.computeLayout(of: root)
    #expect(tree.frame(of: child).minX == -5)
  }

  @Test func nanFlexGrowIsATypedError() {
    var tree = FlexTree()
    let root = tree.addNode(FlexStyle().with { $0.flexGrow = .nan })
    #expect(throws: FlexTreeError.invalidStyle(node: root, property: "flexGrow")) {
      try tree.computeLayout(of: root)
    }
  }

  @Test func invalidAvailableSizeIsATypedError() {
    var tree = FlexTree()
    let root = tree.addNode()
    #expect(throws: FlexTreeError.self) { try tree.computeLayout(of: root, availableWidth: .nan) }
    #expect(throws: FlexTreeError.self) { try tree.computeLayout(of: root, availableHeight: -1) }
  }

  @Test func cyclesAreRefused() throws {
    var tree = FlexTree()
    let a = tree.addNode()
    let b = tree.addNode(children: [a])
    let c = tree.addNode(children: [b])
    #expect(throws: FlexTreeError.cycle(parent: a, child: c)) { try tree.appendChild(c, to: a) }
    let d = tree.addNode()
    #expect(throws: FlexTreeError.cycle(parent: d, child: d)) { try tree.appendChild(d, to: d) }
    #expect(throws: FlexTreeError.alreadyHasParent(child: a, parent: b)) {
      try tree.appendChild(a, to: c)
    }
  }

  @Test func unknownNodesAreRefused() {
    var tree = FlexTree()
    let root = tree.addNode()
    var other = FlexTree()
    _ = other.addNode()
    let stranger = other.addNode()
    #expect(throws: FlexTreeError.unknownNode(stranger)) { try tree.computeLayout(of: stranger) }
    #expect(throws: FlexTreeError.unknownNode(stranger)) {
      try tree.appendChild(stranger, to: root)
    }
    #expect(throws: FlexTreeError.indexOutOfRange(parent: root, index: 3)) {
      try tree.insertChild(root, at: 3, in: root)
    }
  }

  @Test func fixingAnInvalidStyleClearsTheError() throws {
    var tree = FlexTree()
    let root = tree.addNode(FlexStyle().with { $0.height = .points(.nan) })
    #expect(throws: FlexTreeError.self) { try tree.computeLayout(of: root) }
    tree.updateStyle(of: root) { $0.height = 10 }
    try tree.computeLayout(of: root)
    #expect(tree.frame(of: root).height == 10)
  }
}
