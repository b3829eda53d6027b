import FlexCore
import Geometry
import TestSupport
import Testing

@Suite struct LargeTreeTests {
  // 2,000 levels under ThreadSanitizer, whose call stack holds fewer (`deepTestDepth`).
  @Test func tenThousandLevelsDeep() throws {
    let depth = deepTestDepth(10_000, underThreadSanitizer: 2_000)
    var tree = FlexTree()
    let leaf = tree.addNode(
      FlexStyle().with {
        $0.width = 10
        $0.height = 10
      })
    var current = leaf
    let padded = FlexStyle().with { $0.padding = Edges(all: 1) }
    for _ in 0..<depth { current = tree.addNode(padded, children: [current]) }
    try tree.computeLayout(of: current)
    let side = Double(2 * depth + 10)
    #expect(tree.frame(of: current).size == Size(width: side, height: side))
    #expect(tree.frame(of: leaf) == Rect(x: 1, y: 1, width: 10, height: 10))
  }

  @Test func aMillionNodesWide() throws {
    var tree = FlexTree()
    let item = FlexStyle().with {
      $0.width = 2
      $0.height = 3
    }
    let children = (0..<1_000_000).map { _ in tree.addNode(item) }
    let root = tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .row
        $0.flexWrap = .wrap
        $0.width = 2000
      },
      children: children)
    try tree.computeLayout(of: root)
    // 1000 items a line, 1000 lines of height 3.
    #expect(tree.frame(of: root).height == 3000)
    #expect(tree.frame(of: children[999_999]) == Rect(x: 1998, y: 2997, width: 2, height: 3))
  }

  @Test func aTreeBeyondTheDepthLimitIsATypedError() throws {
    var tree = FlexTree()
    var current = tree.addNode()
    let limit = DeepStackProbe.limit(forNodes: 300_001)
    for _ in 0..<300_000 { current = tree.addNode(children: [current]) }
    #expect(throws: FlexTreeError.tooDeep(depth: 300_000, limit: limit)) {
      try tree.computeLayout(of: current)
    }
  }
}

/// The depth limit as the solver computes it (mirrors its documented rule).
enum DeepStackProbe {
  static func limit(forNodes count: Int) -> Int {
    min(3 << 30, 16 << 20 + count * 48 * 1024) / (48 * 1024) - 64
  }
}
