import Geometry
import TestSupport
import Testing

@testable import FlexCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a relayout costs, counted in nodes visited (never timed: speed lives in Benchmarks/).
@Suite struct RelayoutCostTests {
  /// A complete tree of `levels` levels below the root with `fanOut` children per container,
  /// alternating rows and columns, leaves 10 × 10 with a margin of 1.
  static func completeTree(
    levels: Int, fanOut: Int, in tree: inout FlexTree
  ) -> (root: NodeID, firstLeaf: NodeID) {
    func build(_ level: Int) -> NodeID {
      guard level < levels else {
        return tree.addNode(
          FlexStyle().with {
            $0.width = 10
            $0.height = 10
            $0.margin = Edges(all: 1)
          })
      }
      let children = (0..<fanOut).map { _ in build(level + 1) }
      return tree.addNode(
        FlexStyle().with { $0.flexDirection = level % 2 == 0 ? .row : .column },
        children: children)
    }
    let root = build(0)
    var leaf = root
    while let first = tree.children(of: leaf).first { leaf = first }
    return (root, leaf)
  }

  @Test func aLayoutWithNothingDirtyVisitsOnlyTheRoot() throws {
    var tree = FlexTree()
    // 1 + 10 + 100 + 1,000 + 10,000 = 11,111 nodes.
    let (root, _) = Self.completeTree(levels: 4, fanOut: 10, in: &tree)
    #expect(tree.count == 11_111)
    try tree.computeLayout(of: root)
    #expect(tree.visitedNodeCount >= tree.count)
    let frames = tree.nodes.map { tree.frame(of: $0) }
    try tree.computeLayout(of: root)
    // The root's cache answers its layout request (one visit), and rounding finds the root
    // unmoved and stops there (one more).
    #expect(tree.visitedNodeCount == 2)
    #expect(tree.nodes.map { tree.frame(of: $0) } == frames)
  }

  @Test func aDirtyLeafCostsItsPathWhateverTheTreeSize() throws {
    // Two trees alike but for the size of a subtree beside the dirty leaf's: the root holds the
    // path's subtree (2 levels of 3) and a 100 × 100 box holding 1 + 3 nodes or
    // 1 + 10 + 100 + 1,000, so that the root's size does not depend on which.
    func visits(siblingLevels: Int, siblingFanOut: Int) throws -> Int {
      var tree = FlexTree()
      let (path, leaf) = Self.completeTree(levels: 2, fanOut: 3, in: &tree)
      let (content, _) = Self.completeTree(
        levels: siblingLevels, fanOut: siblingFanOut, in: &tree)
      let sibling = tree.addNode(
        FlexStyle().with {
          $0.width = 100
          $0.height = 100
        }, children: [content])
      let root = tree.addNode(children: [path, sibling])
      try tree.computeLayout(of: root)
      tree.markDirty(leaf)
      try tree.computeLayout(of: root)
      return tree.visitedNodeCount
    }
    let small = try visits(siblingLevels: 1, siblingFanOut: 3)
    let large = try visits(siblingLevels: 3, siblingFanOut: 10)
    #expect(small == large)
    // The path is root → path → first container → leaf: 12 distinct nodes with their children
    // (the root's 2, then 3 and 3), each visited a few times (measured for its min- and
    // max-content and hypothetical sizes, laid out, rounded): at most 8 times each.
    #expect(small <= 12 * 8)
  }

  @Test func shallowTreesLayOutOnTheCallersThread() throws {
    var tree = FlexTree()
    let leaf = tree.addNode(content: .measured)
    var current = leaf
    for _ in 0..<3 { current = tree.addNode(children: [current]) }
    let caller = pthread_self()
    var measuredOn: [pthread_t] = []
    try tree.computeLayout(of: current) { _ in
      measuredOn.append(pthread_self())
      return Size(width: 5, height: 5)
    }
    #expect(!measuredOn.isEmpty)
    #expect(measuredOn.allSatisfy { pthread_equal($0, caller) != 0 })
  }

  @Test func deepTreesLayOutOnAnotherStack() throws {
    // Deep enough that no thread's stack is assumed to hold it in any build: 5,000 levels of at
    // least 5 KiB each (release; 48 KiB in debug) is 25 MiB, more than the 8 MiB default stack.
    // Under ThreadSanitizer (a debug build), whose call stack holds fewer levels
    // (`deepTestDepth`), 2,000 levels of 48 KiB: 94 MiB.
    var tree = FlexTree()
    let leaf = tree.addNode(content: .measured)
    var current = leaf
    let depth = deepTestDepth(5_000, underThreadSanitizer: 2_000)
    for _ in 0..<depth { current = tree.addNode(children: [current]) }
    var measuredOn: [pthread_t] = []
    try tree.computeLayout(of: current) { _ in
      measuredOn.append(pthread_self())
      return Size(width: 5, height: 5)
    }
    #expect(tree.frame(of: current).size == Size(width: 5, height: 5))
    #expect(!measuredOn.isEmpty)
    #expect(measuredOn.allSatisfy { pthread_equal($0, pthread_self()) == 0 })
  }

  @Test func theWorkerThreadIsStartedOnce() {
    // Other suites may be using the worker: wait for it rather than take the fallback.
    func threadOfWorker() -> pthread_t {
      var thread = pthread_self()
      var box = DeepStack.Box { thread = pthread_self() }
      while !withUnsafeMutablePointer(to: &box, { DeepStack.Worker.run($0) }) { usleep(1_000) }
      return thread
    }
    let first = threadOfWorker()
    let second = threadOfWorker()
    #expect(pthread_equal(first, pthread_self()) == 0)
    #expect(pthread_equal(first, second) != 0)
  }
}
