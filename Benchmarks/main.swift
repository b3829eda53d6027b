// Trellis benchmarks: `swift run -c release Benchmarks [suite]...`; the suites are listed
// below. With no argument every suite runs. Figures are reported, never asserted.

let suites: [(name: String, run: () -> Void)] = [
  ("flex", runFlexBenchmarks),
  ("flex-memory", runFlexMemoryBenchmark),
  ("flex-profile", runFlexProfile),
  ("compositional", runCompositionalBenchmarks),
  ("diff", runDiffBenchmarks),
  ("pin", runPinBenchmarks),
  ("pin", runFlexLayoutBenchmarks),
  ("flexlayout", runFlexLayoutBenchmarks),
  ("flexlayout-profile-labels", { runFlexLayoutProfile(fixedLeaves: false) }),
  ("flexlayout-profile-fixed", { runFlexLayoutProfile(fixedLeaves: true) }),
  ("flexlayout-profile-relayout", runFlexLayoutRelayoutProfile),
  ("datasource", runDataSourceBenchmarks),
  ("svg", runSVGBenchmarks),
  ("views", runViewBenchmarks),
  ("parallel", runParallelBenchmarks),
]

let requested = Array(CommandLine.arguments.dropFirst())
let unknown = requested.filter { name in !suites.contains { $0.name == name } }
if !unknown.isEmpty {
  let known = suites.map(\.name).joined(separator: ", ")
  print("unknown suite(s): \(unknown.joined(separator: ", ")); known: \(known)")
} else {
  for suite in suites where requested.isEmpty || requested.contains(suite.name) {
    print("## \(suite.name)")
    suite.run()
  }
}
