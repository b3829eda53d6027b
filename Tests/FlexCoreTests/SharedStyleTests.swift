import Geometry
import Testing

@testable import FlexCore

/// `addNode(styleOf:content:)` gives a node the style of another, as adding it with an equal
/// style would.
@Suite struct SharedStyleTests {
  /// A 30 × 10 box with a left margin of 5.
  let box = FlexStyle().with {
    $0.width = 30
    $0.height = 10
    $0.margin.left = 5
  }

  @Test func aSharedStyleLaysOutAsAnEqualStyle() throws {
    var tree = FlexTree()
    let first = tree.addNode(box)
    let second = try tree.addNode(styleOf: first)
    let third = try tree.addNode(styleOf: second, content: .measured)
    let root = tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .row
        $0.width = 200
      }, children: [first, second, third])
    #expect(tree.style(of: second) == box && tree.style(of: third) == box)
    #expect(tree.content(of: third) == .measured)
    // The box's style and the row's.
    #expect(tree.styles.distinctCount == 2)
    try tree.computeLayout(of: root) { _ in Size(width: 99, height: 99) }
    // Each box is 5 + 30 wide: at 5, 40 and 75; the measured one keeps its fixed size.
    #expect(tree.frame(of: first) == Rect(x: 5, y: 0, width: 30, height: 10))
    #expect(tree.frame(of: second) == Rect(x: 40, y: 0, width: 30, height: 10))
    #expect(tree.frame(of: third) == Rect(x: 75, y: 0, width: 30, height: 10))
  }

  @Test func theCopyOutlivesAndIgnoresChangesToItsSource() throws {
    var tree = FlexTree()
    let source = tree.addNode(box)
    let copy = try tree.addNode(styleOf: source)
    tree.setStyle(FlexStyle().with { $0.width = 1 }, for: source)
    #expect(tree.style(of: copy) == box)
    tree.removeNode(source)
    // The copy moved into the removed node's place; its style is still the box's.
    let moved = NodeID(0)
    #expect(tree.count == 1 && tree.style(of: moved) == box)
    try tree.computeLayout(of: moved)
    #expect(tree.frame(of: moved) == Rect(x: 5, y: 0, width: 30, height: 10))
  }

  @Test func percentagesOfASharedStyleResolve() throws {
    var tree = FlexTree()
    let half = FlexStyle().with {
      $0.width = .percent(50)
      $0.height = .percent(25)
    }
    let source = tree.addNode(half)
    let copy = try tree.addNode(styleOf: source)
    let root = tree.addNode(
      FlexStyle().with {
        $0.width = 200
        $0.height = 80
      }, children: [source, copy])
    // The style's own flags are the source's; flags about descendants are not copied.
    #expect(tree.percentFlags[copy.index] == tree.percentFlags[source.index])
    try tree.computeLayout(of: root)
    // 50 % of 200 and 25 % of 80, stacked in a column.
    #expect(tree.frame(of: copy) == Rect(x: 0, y: 20, width: 100, height: 20))
  }

  @Test func anInvalidStyleStaysInvalidInItsCopies() throws {
    var tree = FlexTree()
    let source = tree.addNode(FlexStyle().with { $0.width = .points(.nan) })
    let copy = try tree.addNode(styleOf: source)
    tree.setStyle(FlexStyle(), for: source)
    #expect(throws: FlexTreeError.invalidStyle(node: copy, property: "width")) {
      try tree.computeLayout(of: copy)
    }
  }

  @Test func anUnknownSourceIsAnError() {
    var tree = FlexTree()
    tree.addNode()
    #expect(throws: FlexTreeError.unknownNode(NodeID(5))) {
      try tree.addNode(styleOf: NodeID(5))
    }
    #expect(tree.count == 1)
  }
}
