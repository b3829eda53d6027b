import FlexCore
import Geometry
import TestSupport
import Testing

/// Properties of relayout that must hold for any tree: these run over seeded random trees.
@Suite struct IncrementalLayoutPropertyTests {
  static let seeds: [UInt64] = Array(1...120)

  func frames(_ tree: FlexTree, _ ids: [NodeID]) -> [Rect] { ids.map { tree.frame(of: $0) } }

  @Test(arguments: seeds)
  func relayoutOfAnUnchangedTreeMovesNothing(seed: UInt64) throws {
    for scale in [1.0, 3.0, 0] {
      let recipe = TreeRecipe.random(seed: seed)
      var (tree, ids) = recipe.build(configuration: FlexConfiguration(pointScaleFactor: scale))
      try tree.computeLayout(of: ids[0])
      let first = frames(tree, ids)
      for _ in 0..<3 {
        try tree.computeLayout(of: ids[0])
        #expect(frames(tree, ids) == first)
      }
      // Dirtying every node in turn and relaying out must not move anything either.
      for node in ids.prefix(10) {
        tree.markDirty(node)
        try tree.computeLayout(of: ids[0])
        #expect(frames(tree, ids) == first, "after dirtying \(node) at scale \(scale)")
      }
    }
  }

  @Test(arguments: seeds)
  func dirtyRelayoutEqualsAFreshLayout(seed: UInt64) throws {
    let recipe = TreeRecipe.random(seed: seed)
    var (tree, ids) = recipe.build(configuration: FlexConfiguration(pointScaleFactor: 3))
    try tree.computeLayout(of: ids[0])
    // Change one node's style, relayout incrementally, and compare with a fresh tree.
    var rng = SplitMix64(seed: seed &* 7)
    var changed = recipe
    for _ in 0..<3 {
      let target = 1 + Int(rng.next() % UInt64(ids.count - 1))
      changed.styles[target].width = [.auto, 12, 40, .percent(20)][Int(rng.next() % 4)]
      changed.styles[target].flexGrow = [0, 1, 3][Int(rng.next() % 3)]
      tree.setStyle(changed.styles[target], for: ids[target])
      try tree.computeLayout(of: ids[0])
      var (fresh, freshIDs) = changed.build(configuration: FlexConfiguration(pointScaleFactor: 3))
      try fresh.computeLayout(of: freshIDs[0])
      #expect(frames(tree, ids) == frames(fresh, freshIDs))
    }
  }

  @Test(arguments: seeds)
  func resultsDoNotDependOnCreationOrder(seed: UInt64) throws {
    let recipe = TreeRecipe.random(seed: seed)
    var (tree, ids) = recipe.build()
    try tree.computeLayout(of: ids[0], direction: .rtl)
    var rng = SplitMix64(seed: seed)
    let order = Array(recipe.styles.indices).shuffled(using: &rng)
    var (other, otherIDs) = recipe.build(order: order)
    try other.computeLayout(of: otherIDs[0], direction: .rtl)
    #expect(frames(tree, ids) == frames(other, otherIDs))
  }
}
