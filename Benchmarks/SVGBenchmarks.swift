// The svg suite: a laid-out flex tree of 10,000 elements (100 rows of 99 labelled items, plus
// the rows and the root: 10,001 nodes) exported as SVG, with and without the box-model
// overlay; then a window of 1,000 views drawn as the screen looks (SVGViewBenchmarks.swift).
// Figures in milliseconds; the byte count and a hash of the output keep the work observable
// and show the output is the same on every run.

import FlexCore
import SVGExport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The CPU time this process has used, in microseconds: unlike the wall clock, it does not
/// count the time other processes hold the cores, so it reads true on a loaded machine.
private func processCPUMicroseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
}

/// The median CPU time of `iterations` runs of `body` after 2 warm-up runs, in milliseconds.
func medianCPUMilliseconds(iterations: Int, _ body: () -> Void) -> Double {
  for _ in 0..<2 { body() }
  var samples: [Double] = []
  for _ in 0..<iterations {
    let start = processCPUMicroseconds()
    body()
    samples.append((processCPUMicroseconds() - start) / 1000)
  }
  samples.sort()
  return samples[samples.count / 2]
}

/// The benchmark tree, laid out: a column of 100 rows, each wrapping 99 items of varied widths.
private func makeLaidOutTree() -> (tree: FlexTree, root: NodeID, labels: [NodeID: String]) {
  var tree = FlexTree()
  var labels: [NodeID: String] = [:]
  var rows: [NodeID] = []
  for row in 0..<100 {
    var items: [NodeID] = []
    for column in 0..<99 {
      let item = tree.addNode(
        FlexStyle().with {
          $0.width = .points(Double(20 + (row * 7 + column * 13) % 40))
          $0.height = 18
          $0.margin = Edges(all: 1.5)
        })
      if column % 10 == 0 { labels[item] = "r\(row)c\(column)" }
      items.append(item)
    }
    rows.append(
      tree.addNode(
        FlexStyle().with {
          $0.flexDirection = .row
          $0.flexWrap = .wrap
          $0.padding = Edges(all: 4)
          $0.border = Edges(all: 1)
        }, children: items))
  }
  let root = tree.addNode(FlexStyle().with { $0.padding = Edges(all: 8) }, children: rows)
  do {
    try tree.computeLayout(of: root, availableWidth: 1200)
  } catch {
    print("unexpected error: \(error)")
  }
  return (tree, root, labels)
}

/// FNV-1a over the bytes of `text`, so the checksum depends on every byte.
func fnv1a(_ text: String) -> UInt64 {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
  return hash
}

func runSVGBenchmarks() {
  let (tree, root, labels) = makeLaidOutTree()
  for showsBoxModel in [false, true] {
    var output = ""
    func export(_: inout Void) {
      output =
        SVGScene(flexTree: tree, root: root, labels: labels, showsBoxModel: showsBoxModel)
        .svgString
    }
    let timing = measure(warmup: 2, iterations: 15, prepare: {}, export)
    let name = showsBoxModel ? "with the box-model overlay" : "border boxes"
    var unit: Void = ()
    let cpu = medianCPUMilliseconds(iterations: 15) { export(&unit) }
    print(
      "\(tree.count) nodes to SVG, \(name): median \(formatted(timing.median / 1000, decimals: 2))"
        + " ms, min \(formatted(timing.minimum / 1000, decimals: 2)) ms, median CPU time"
        + " \(formatted(cpu, decimals: 2)) ms"
        + " (\(output.utf8.count) bytes, hash \(fnv1a(output) % 1_000_000_007))")
  }
  var scene = SVGScene(width: 1, height: 1)
  let sceneTiming = measure(
    warmup: 2, iterations: 15, prepare: {},
    { _ in scene = SVGScene(flexTree: tree, root: root, labels: labels) })
  var text = ""
  let renderTiming = measure(
    warmup: 2, iterations: 15, prepare: {}, { _ in text = scene.svgString })
  print(
    "  of which building the scene: median \(formatted(sceneTiming.median / 1000, decimals: 2))"
      + " ms; writing the text: median \(formatted(renderTiming.median / 1000, decimals: 2)) ms"
      + " (\(scene.elements.count) elements, \(text.utf8.count) bytes)")
  runSVGViewBenchmarks()
}
