// The flex suite: the trees of Docs/BenchmarkTrees.md, exactly, laid out with Yoga's defaults
// from an undefined available size, left to right, at point scale factor 1.

import FlexCore
import Geometry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func runFlexBenchmarks() {
  print(
    "| tree | nodes | full layout median / min (µs) | dirty-leaf relayout median / min (µs) "
      + "| no-op relayout median (µs) | checksum | expected | layout bytes/node |")
  print("|---|---:|---:|---:|---:|---:|---:|---:|")
  // FLEX_TREES=random (say) limits the run to some trees, for profiling.
  let chosen = getenv("FLEX_TREES").map {
    String(cString: $0).split(separator: ",").map(String.init)
  }
  for (name, make) in [("wide", wideTree), ("deep", deepTree), ("random", randomTree)]
  where chosen?.contains(name) ?? true {
    report(make)
  }
  if chosen == nil { reportStackPerLevel() }
}

/// `Benchmarks flex-profile`: builds each chosen tree (`FLEX_TREES`, all by default) and lays it
/// out once, for instruction counts of one full layout under callgrind:
/// `valgrind --tool=callgrind --toggle-collect='$s8FlexCore0A4TreeV13computeLayout2of*'
/// .build/release/Benchmarks flex-profile`.
func runFlexProfile() {
  let chosen = getenv("FLEX_TREES").map {
    String(cString: $0).split(separator: ",").map(String.init)
  }
  for (name, make) in [("wide", wideTree), ("deep", deepTree), ("random", randomTree)]
  where chosen?.contains(name) ?? true {
    var bench = make()
    try? bench.tree.computeLayout(of: bench.root)
    let checksum = checksumOfFrames(bench.tree)
    let status = checksum == bench.expectedChecksum ? "" : " MISMATCH"
    print("\(name): one full layout, checksum \(checksum)\(status)")
  }
}

/// A benchmark tree: how to build it, its root and the leaf that gets dirtied.
struct FlexBenchTree {
  var name: String
  var tree: FlexTree
  var root: NodeID
  var dirtyLeaf: NodeID
  var expectedChecksum: Int
}

/// Times full layouts of freshly built trees (each built outside the timer, so that no copy of
/// a shared tree is paid inside it), one-dirty-leaf relayouts and relayouts with nothing dirty
/// of a laid-out one.
private func report(_ make: () -> FlexBenchTree) {
  let bench = make()
  // FLEX_RUNS=1 (say) times fewer full layouts, for profiling under callgrind.
  let runs = getenv("FLEX_RUNS").flatMap { Int(String(cString: $0)) }
  let iterations = runs ?? (bench.tree.count > 50_000 ? 9 : 21)
  let full = measure(
    iterations: iterations, prepare: { make().tree },
    { tree in try? tree.computeLayout(of: bench.root) })
  var laidOut = bench.tree
  try? laidOut.computeLayout(of: bench.root)
  let checksum = checksumOfFrames(laidOut)
  let relayout = measure(
    warmup: 2, iterations: runs ?? 51, prepare: { () },
    { _ in
      laidOut.markDirty(bench.dirtyLeaf)
      try? laidOut.computeLayout(of: bench.root)
    })
  let noOp = measure(
    warmup: 2, iterations: runs ?? 101, prepare: { () },
    { _ in try? laidOut.computeLayout(of: bench.root) })
  let relaidChecksum = checksumOfFrames(laidOut)
  let status = checksum == bench.expectedChecksum && relaidChecksum == checksum ? "" : " MISMATCH"
  print(
    "| \(bench.name) | \(bench.tree.count) | \(formatted(full.median, decimals: 0)) / "
      + "\(formatted(full.minimum, decimals: 0)) | \(formatted(relayout.median, decimals: 1)) / "
      + "\(formatted(relayout.minimum, decimals: 1)) | \(formatted(noOp.median, decimals: 2)) | "
      + "\(checksum)\(status) | \(bench.expectedChecksum) | \(laidOut.layoutStateBytesPerNode) |")
}

/// Prints the stack one level of the deep tree takes, measured from the measure callback of a
/// leaf 1,000 levels down: the figure behind `DeepStack`'s inline decision.
private func reportStackPerLevel() {
  var tree = FlexTree()
  let leaf = tree.addNode(content: .measured)
  var current = leaf
  let levels = 1000
  let padded = FlexStyle().with { $0.padding = Edges(all: 1) }
  for _ in 0..<levels { current = tree.addNode(padded, children: [current]) }
  var top = 0
  var deepest = Int.max
  withUnsafeMutablePointer(to: &top) { topPointer in
    let topAddress = Int(bitPattern: topPointer)
    try? tree.computeLayout(of: current) { _ in
      var marker = 0
      let here = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
      deepest = min(deepest, here)
      return Size(width: 1, height: 1)
    }
    let perLevel = (topAddress - deepest) / levels
    print("stack per level (1,000-level chain, measured on the caller's thread): \(perLevel) bytes")
  }
}

/// The sum of left + top + width + height over every node's rounded frame.
private func checksumOfFrames(_ tree: FlexTree) -> Int {
  var sum = 0.0
  for node in tree.nodes {
    let frame = tree.frame(of: node)
    sum += frame.minX + frame.minY + frame.width + frame.height
  }
  return Int(sum.rounded())
}

/// wide: a wrapping row 1,000 wide of 10,000 10×10 items with margin 1.
private func wideTree() -> FlexBenchTree {
  var tree = FlexTree()
  let leafStyle = FlexStyle().with {
    $0.width = 10
    $0.height = 10
    $0.margin = Edges(all: 1)
  }
  let leaves = (0..<10_000).map { _ in tree.addNode(leafStyle) }
  let root = tree.addNode(
    FlexStyle().with {
      $0.flexDirection = .row
      $0.flexWrap = .wrap
      $0.width = 1000
    }, children: leaves)
  return FlexBenchTree(
    name: "wide", tree: tree, root: root, dirtyLeaf: leaves[5000], expectedChecksum: 12_301_172)
}

/// deep: 1,000 nested columns with padding 1 around a 10×10 leaf.
private func deepTree() -> FlexBenchTree {
  var tree = FlexTree()
  let leaf = tree.addNode(
    FlexStyle().with {
      $0.width = 10
      $0.height = 10
    })
  var current = leaf
  let padded = FlexStyle().with {
    $0.flexDirection = .column
    $0.padding = Edges(all: 1)
  }
  for _ in 0..<1000 { current = tree.addNode(padded, children: [current]) }
  return FlexBenchTree(
    name: "deep", tree: tree, root: current, dirtyLeaf: leaf, expectedChecksum: 2_024_020)
}

/// Whether the random tree's fingerprint was printed (it is built once per timed run).
final class Flag: @unchecked Sendable { var value = false }
let randomFingerprintShown = Flag()

/// SplitMix64, as trees.md specifies it.
struct SplitMix64 {
  var state: UInt64
  var fingerprint: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func pick(_ n: UInt64) -> Int {
    let value = UInt32(next() % n)
    fingerprint = (fingerprint ^ UInt64(value)) &* 0x100_0000_01b3
    return Int(value)
  }
}

/// random: 100,000 nodes drawn breadth first from SplitMix64(42).
private func randomTree() -> FlexBenchTree {
  let (styles, childLists) = randomTreeDescription()
  return buildRandomTree(styles: styles, childLists: childLists)
}

/// The random tree's styles and child lists, in creation order (node 0 is the root).
private func randomTreeDescription() -> (styles: [FlexStyle], childLists: [[Int]]) {
  var random = SplitMix64(state: 42)
  var styles: [FlexStyle] = [
    FlexStyle().with {
      $0.width = 1000
      $0.height = 1000
    }
  ]
  var childLists: [[Int]] = [[]]
  var queue = [0]
  var head = 0
  let total = 100_000
  let directions: [FlexDirection] = [.column, .row, .columnReverse, .rowReverse]
  let justify: [JustifyContent] = [
    .flexStart, .center, .flexEnd, .spaceBetween, .spaceAround, .spaceEvenly,
  ]
  let align: [Alignment] = [.stretch, .flexStart, .center, .flexEnd]
  let sizes: [Length] = [.auto, 10, 20, 50]
  let edges: [Double] = [0, 1, 2, 5]
  while styles.count < total {
    let parent = queue[head]
    head += 1
    let count = min(1 + random.pick(8), total - styles.count)
    for _ in 0..<count {
      var style = FlexStyle()
      style.flexDirection = directions[random.pick(4)]
      style.justifyContent = justify[random.pick(6)]
      style.alignItems = align[random.pick(4)]
      style.flexGrow = [0, 1, 2][random.pick(3)]
      style.flexShrink = [0, 1][random.pick(2)]
      style.width = sizes[random.pick(4)]
      style.height = sizes[random.pick(4)]
      style.margin = Edges(all: .points(edges[random.pick(4)]))
      style.padding = Edges(all: .points(edges[random.pick(4)]))
      styles.append(style)
      childLists.append([])
      childLists[parent].append(styles.count - 1)
      queue.append(styles.count - 1)
    }
  }
  let fingerprint = String(random.fingerprint, radix: 16)
  if !randomFingerprintShown.value {
    randomFingerprintShown.value = true
    let verdict = fingerprint == "dc427e0c2519e3dd" ? "matches trees.md" : "MISMATCH"
    print("random tree: fingerprint \(fingerprint) (\(verdict))")
  }
  return (styles, childLists)
}

/// The random tree built from its description: children before parents, so that every child
/// list is complete when added.
private func buildRandomTree(styles: [FlexStyle], childLists: [[Int]]) -> FlexBenchTree {
  var tree = FlexTree()
  tree.reserveCapacity(styles.count)
  var ids = [NodeID?](repeating: nil, count: styles.count)
  for index in stride(from: styles.count - 1, through: 0, by: -1) {
    ids[index] = tree.addNode(styles[index], children: childLists[index].compactMap { ids[$0] })
  }
  guard let root = ids[0], let leaf = ids[styles.count - 1] else { fatalError("tree not built") }
  return FlexBenchTree(
    name: "random", tree: tree, root: root, dirtyLeaf: leaf, expectedChecksum: 7_345_401)
}

/// `Benchmarks flex-memory`: the memory a laid-out random tree keeps resident, per node.
///
/// The tree's description (its styles and child lists) is made first; the figure is the
/// resident set after building and laying out the tree less the resident set before, so that
/// it counts the tree alone, as `Benchmarks/Results/memory.py` counts the peers'.
func runFlexMemoryBenchmark() {
  let (styles, childLists) = randomTreeDescription()
  let before = residentBytes()
  var bench = buildRandomTree(styles: styles, childLists: childLists)
  let built = residentBytes()
  try? bench.tree.computeLayout(of: bench.root)
  let after = residentBytes()
  let checksum = checksumOfFrames(bench.tree)
  let perNode = Double(after.resident - before.resident) / Double(bench.tree.count)
  print(
    "memory flexcore random nodes=\(bench.tree.count) resident_bytes_per_node="
      + "\(formatted(perNode, decimals: 0)) (after building: "
      + "\((built.resident - before.resident) / bench.tree.count)) peak_process_mb="
      + "\(formatted(Double(after.peak) / 1_048_576, decimals: 1)) checksum=\(checksum)")
  withExtendedLifetime((styles, childLists)) {}
}

/// The process's resident set and its peak, in bytes, from /proc/self/status (Linux).
private func residentBytes() -> (resident: Int, peak: Int) {
  var resident = 0
  var peak = 0
  guard let file = fopen("/proc/self/status", "r") else { return (0, 0) }
  defer { fclose(file) }
  var line = [CChar](repeating: 0, count: 256)
  while fgets(&line, Int32(line.count), file) != nil {
    let text = String(
      decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let kilobytes = Int(text.filter(\.isNumber)) ?? 0
    if text.hasPrefix("VmRSS:") { resident = kilobytes * 1024 }
    if text.hasPrefix("VmHWM:") { peak = kilobytes * 1024 }
  }
  return (resident, peak)
}
