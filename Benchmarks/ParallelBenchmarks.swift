// The parallel suite: many independent flex trees laid out on one core, then on every core,
// and the speed-up. Each tree is its own value (FlexTree is Sendable), so threads share nothing
// but the engine's code; the frames are checked to be the same either way.

import Dispatch
import FlexCore
import Geometry

#if canImport(Glibc)
  import Glibc
#endif

/// How many trees, and how many nodes each (a feed of cards: about 25 nodes per card).
private let treeCount = 256
private let cardsPerTree = 40

func runParallelBenchmarks() {
  let cores = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  let nodes = feedTree(seed: 0).tree.count
  print(
    "\(treeCount) independent trees of \(nodes) nodes (\(treeCount * nodes) nodes), "
      + "\(cores) cores online")
  print("| threads | median (ms) | min (ms) | trees/s | speed-up over 1 thread | frames |")
  print("|---:|---:|---:|---:|---:|---|")
  var serialMedian = Double.nan
  var serialChecksum = 0.0
  for threads in Array(Set([1, 2, cores])).sorted() {
    var checksum = 0.0
    let timing = measure(
      iterations: 9, prepare: { (0..<treeCount).map { feedTree(seed: $0) } },
      { trees in
        layOut(&trees, threads: threads)
        checksum = trees.reduce(0) { $0 + frameSum($1.tree) }
      })
    if threads == 1 {
      serialMedian = timing.median
      serialChecksum = checksum
    }
    let status = checksum == serialChecksum ? "same as 1 thread" : "MISMATCH"
    print(
      "| \(threads) | \(formatted(timing.median / 1000)) | \(formatted(timing.minimum / 1000)) | "
        + "\(formatted(Double(treeCount) / (timing.median / 1e6), decimals: 0)) | "
        + "\(formatted(serialMedian / timing.median, decimals: 2))× | \(status) |")
  }
}

/// A tree to lay out, with its root.
private struct ParallelTree {
  var tree: FlexTree
  var root: NodeID
}

/// Lays out every tree, splitting the trees among `threads` threads (tree i goes to thread
/// i mod threads).
private func layOut(_ trees: inout [ParallelTree], threads: Int) {
  trees.withUnsafeMutableBufferPointer { buffer in
    // Each thread touches only its own elements, so the buffer is never shared mutably.
    nonisolated(unsafe) let shared = buffer
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      var index = thread
      while index < shared.count {
        try? shared[index].tree.computeLayout(
          of: shared[index].root, availableWidth: 375, availableHeight: nil)
        index += threads
      }
    }
  }
}

/// A feed of cards (avatar, title and body text, an action row), varied by `seed`.
private func feedTree(seed: Int) -> ParallelTree {
  var random = SplitMix64(state: UInt64(seed) &+ 1)
  var tree = FlexTree()
  var cards: [NodeID] = []
  for _ in 0..<cardsPerTree {
    let avatar = tree.addNode(
      FlexStyle().with {
        $0.width = 40
        $0.height = 40
      })
    let title = tree.addNode(
      FlexStyle(), content: .text(String(repeating: "ab ", count: 2 + random.pick(6))))
    let body = tree.addNode(
      FlexStyle(), content: .text(String(repeating: "word ", count: 5 + random.pick(40))))
    let text = tree.addNode(
      FlexStyle().with {
        $0.flexGrow = 1
        $0.flexShrink = 1
        $0.margin.left = 8
      },
      children: [title, body])
    let header = tree.addNode(
      FlexStyle().with { $0.flexDirection = .row }, children: [avatar, text])
    var actions: [NodeID] = []
    for _ in 0..<(3 + random.pick(4)) {
      let label = tree.addNode(FlexStyle(), content: .text("act", fontSize: 12))
      actions.append(
        tree.addNode(
          FlexStyle().with {
            $0.padding.all = 6
            $0.flexGrow = 1
            $0.alignItems = .center
          },
          children: [label]))
    }
    let row = tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .row
        $0.margin.top = 8
      }, children: actions)
    cards.append(
      tree.addNode(
        FlexStyle().with {
          $0.padding.all = 12
          $0.margin.bottom = 8
        }, children: [header, row]))
  }
  let root = tree.addNode(FlexStyle().with { $0.width = 375 }, children: cards)
  return ParallelTree(tree: tree, root: root)
}

/// The sum of every frame's numbers, to compare runs.
private func frameSum(_ tree: FlexTree) -> Double {
  tree.nodes.reduce(0) { sum, node in
    let frame = tree.frame(of: node)
    return sum + frame.minX + frame.minY + frame.width + frame.height
  }
}
