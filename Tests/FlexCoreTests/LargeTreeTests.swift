import Geometry
import TestSupport
import Testing

@testable import FlexCore

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

  /// A wrapping row of `count` 2 × 3 items in 2,000 points (1,000 to a line), laid out: the
  /// row's height, the last item's frame, and the node visits and computed layouts it took.
  static func wideRow(count: Int) throws -> (height: Double, last: Rect, visits: Int, computed: Int)
  {
    var tree = FlexTree()
    let item = FlexStyle().with {
      $0.width = 2
      $0.height = 3
    }
    let children = (0..<count).map { _ in tree.addNode(item) }
    let root = tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .row
        $0.flexWrap = .wrap
        $0.width = 2000
      },
      children: children)
    try tree.computeLayout(of: root)
    return (
      tree.frame(of: root).height, tree.frame(of: children[count - 1]), tree.visitedNodeCount,
      tree.computedNodeCount
    )
  }

  // A million nodes in one wrapping row, in release builds (`swift test -c release`). Debug
  // builds, which `swift test` makes, build and lay out trees tens of times slower (generic
  // code unspecialized, every copy kept: 58 s for the million), so they lay out 100,000 (past
  // 16-bit indices, 100 lines) and count the work instead: every item costs the same node
  // visits and computed layouts in a row ten times as long, so a million items cost ten times
  // 100,000.
  @Test func aMillionNodesWide() throws {
    #if DEBUG
      let (small, large) = (10_000, 100_000)
    #else
      let (small, large) = (100_000, 1_000_000)
    #endif
    let short = try Self.wideRow(count: small)
    let long = try Self.wideRow(count: large)
    // 1,000 items a line: large / 1,000 lines of height 3, the last item at the end of the last.
    let lines = Double(large / 1_000)
    #expect(long.height == 3 * lines)
    #expect(long.last == Rect(x: 1998, y: 3 * lines - 3, width: 2, height: 3))
    #expect(short.height == 3 * Double(small / 1_000))
    // Work per item does not grow with the row: ten times the items, at most ten times the
    // visits and computed layouts, and a few visits per item.
    let ratio = large / small
    #expect(long.visits <= ratio * short.visits, "visits: \(short.visits), \(long.visits)")
    #expect(
      long.computed <= ratio * short.computed, "computed: \(short.computed), \(long.computed)")
    #expect(long.visits <= 4 * large, "visits: \(long.visits) for \(large) items")
  }

  // The depth limit is at most 65,472 levels (a 3 GiB stack at 48 KiB a level): a chain of
  // 66,000 is beyond it whatever the node count (300,000 until the test's time mattered: the
  // limit, and so the property, is the same).
  @Test func aTreeBeyondTheDepthLimitIsATypedError() throws {
    var tree = FlexTree()
    var current = tree.addNode()
    let depth = 66_000
    let limit = DeepStackProbe.limit(forNodes: depth + 1)
    #expect(limit < depth)
    for _ in 0..<depth { current = tree.addNode(children: [current]) }
    #expect(throws: FlexTreeError.tooDeep(depth: depth, limit: limit)) {
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
