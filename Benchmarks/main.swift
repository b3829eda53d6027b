// Trellis benchmarks: `swift run -c release Benchmarks [suite]... [--option]...`; the suites
// are listed below. With no suite every suite runs. Arguments from the first one that starts
// with `--` on are options, passed to the suites that take any (`constraints --json` prints
// JSON records on standard output and everything else on standard error). Figures are
// reported, never asserted.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
let firstOption = arguments.firstIndex { $0.hasPrefix("--") } ?? arguments.count
let requested = Array(arguments[..<firstOption])
let options = Array(arguments[firstOption...])

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
  ("constraints", { runConstraintBenchmarks(options: options) }),
]

let unknown = requested.filter { name in !suites.contains { $0.name == name } }
if !unknown.isEmpty {
  let known = suites.map(\.name).joined(separator: ", ")
  print("unknown suite(s): \(unknown.joined(separator: ", ")); known: \(known)")
} else {
  for suite in suites where requested.isEmpty || requested.contains(suite.name) {
    if options.contains("--json") {
      printError("## \(suite.name)")
    } else {
      print("## \(suite.name)")
    }
    suite.run()
  }
}
