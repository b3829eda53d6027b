import Geometry
import Testing

@testable import FlexCore

/// The deep chain of the benchmarks (nested padded columns around one leaf) costs O(depth):
/// each level is visited a fixed number of times and the leaf is measured a fixed number of
/// times, whatever the depth.
@Suite struct DeepChainCostTests {
  /// Lays out `depth` columns with padding 1 around a measured 10 × 10 leaf and returns the
  /// nodes visited and the measure calls.
  static func cost(depth: Int) throws -> (
    visits: Int, computed: Int, measures: Int, size: Size
  ) {
    var tree = FlexTree()
    let leaf = tree.addNode(content: .measured)
    var current = leaf
    let padded = FlexStyle().with { $0.padding = Edges(all: 1) }
    for _ in 0..<depth { current = tree.addNode(padded, children: [current]) }
    var measures = 0
    try tree.computeLayout(of: current) { _ in
      measures += 1
      return Size(width: 10, height: 10)
    }
    return (tree.visitedNodeCount, tree.computedNodeCount, measures, tree.frame(of: current).size)
  }

  @Test func eachLevelCostsTheSame() throws {
    let shallow = try Self.cost(depth: 50)
    let middle = try Self.cost(depth: 100)
    let deep = try Self.cost(depth: 200)
    // 10 + 2 × depth on each side.
    #expect(deep.size == Size(width: 410, height: 410))
    // Linear in the depth: 100 more levels cost twice what 50 more levels cost, in visits and
    // in layouts computed.
    let perFiftyLevels = middle.visits - shallow.visits
    #expect(deep.visits - middle.visits == 2 * perFiftyLevels)
    let computedPerFifty = middle.computed - shallow.computed
    #expect(deep.computed - middle.computed == 2 * computedPerFifty)
    // A level is computed at most once per distinct question its parent asks: its max-content
    // size (a column sizes to content), its height at its stretched width, and its final
    // layout. Each answer serves at most one more request from the cache, and rounding visits
    // the level once: at most 3 + 3 + 1 visits.
    #expect(computedPerFifty <= 50 * 3)
    #expect(perFiftyLevels <= 50 * 7)
  }

  @Test func theLeafIsMeasuredAFixedNumberOfTimes() throws {
    let shallow = try Self.cost(depth: 10)
    let deep = try Self.cost(depth: 300)
    #expect(shallow.measures == deep.measures)
    // Once for its max-content size, once at the width the chain stretches it to.
    #expect(deep.measures <= 2)
  }

  @Test func aChainWithNothingWidthDependentIsComputedTwicePerLevel() throws {
    // The benchmark's chain: padded columns around a fixed 10 × 10 leaf. A level's max-content
    // measurement finds its width, and the parent's request at that width (for its height) is
    // answered by it, so a level is computed twice: measured once, laid out once.
    func computed(depth: Int) throws -> Int {
      var tree = FlexTree()
      var current = tree.addNode(
        FlexStyle().with {
          $0.width = 10
          $0.height = 10
        })
      let padded = FlexStyle().with { $0.padding = Edges(all: 1) }
      for _ in 0..<depth { current = tree.addNode(padded, children: [current]) }
      try tree.computeLayout(of: current)
      #expect(
        tree.frame(of: current).size
          == Size(width: 10 + 2 * Double(depth), height: 10 + 2 * Double(depth)))
      return tree.computedNodeCount
    }
    let perFifty = try computed(depth: 100) - computed(depth: 50)
    #expect(perFifty <= 50 * 2)
  }
}
