// The constraints suite: ConstraintSolver on kiwi's two peer scenarios
// (shared/bench/kiwi/README.md), timed as kiwi_bench.cpp times them, so that
// `shared/bench/kiwi/kiwi_peer.sh [--json]` and `Benchmarks constraints [--json]` run back to
// back give comparable records (same fields, same checksums).
//
//   swift run -c release Benchmarks constraints [--json] [--sizes 100,1000] [--runs N]
//
// A third record per size, not in kiwi's script: the same screen after one constraint's
// constant changes (SnapKit's `update(offset:)`), which kiwi can only do by removal and re-add.
//
// Timing: ContinuousClock around the solver calls only (the variables and constraint values
// are made before the clock starts, as kiwi makes its Variables and Constraints first). Each
// figure is the median (and minimum) over the runs after one warm-up run; the checksums come
// from the warm-up run.

import ConstraintSolver
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One line of the report, in kiwi_bench.cpp's fields.
struct ConstraintRecord {
  var scenario: String
  var size: Int
  var variables: Int
  var constraints: Int
  var build: Timing  // nanoseconds
  var resolve: Timing  // nanoseconds
  var resolveUnit: String
  var checksums: (Double, Double)
}

/// The options after the suite names: `--json`, `--sizes a,b`, `--runs n`.
private struct ConstraintOptions {
  var json = false
  var sizes = [100, 1000]
  var runs: Int?

  init(_ arguments: [String]) {
    var index = 0
    while index < arguments.count {
      switch arguments[index] {
      case "--json": json = true
      case "--sizes" where index + 1 < arguments.count:
        index += 1
        sizes = arguments[index].split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
      case "--runs" where index + 1 < arguments.count:
        index += 1
        runs = Int(arguments[index])
      default: break
      }
      index += 1
    }
  }
}

private func nanoseconds(_ duration: Duration) -> Double { microseconds(duration) * 1000 }

/// Scenario 1: build, then 6,000 suggests per run cycling the widths (per suggest).
private func benchForm(runs: Int) throws -> ConstraintRecord {
  let clock = ContinuousClock()
  var builds: [Double] = []
  var suggests: [Double] = []
  var checksums = (0.0, 0.0)
  var sink = 0.0
  var counts = (0, 0)
  for run in 0...runs {
    var form = FormScenario()
    counts = (form.variables.count, form.constraints.count)
    let build = try clock.measure { try form.build() }
    if run == 0 { checksums.0 = form.checksum }
    let iterations = 6000
    let resolve = try clock.measure {
      for i in 0..<iterations { try form.resize(to: FormScenario.widths[i % 6]) }
    }
    sink += form.solver.value(of: form.window.width)
    if run == 0 {
      try form.resize(to: 800)
      checksums.1 = form.checksum
      continue
    }
    builds.append(nanoseconds(build))
    suggests.append(nanoseconds(resolve) / Double(iterations))
  }
  if sink == -1 { print(sink) }
  return ConstraintRecord(
    scenario: "enaml-like form", size: 3, variables: counts.0, constraints: counts.1,
    build: Timing(samples: builds), resolve: Timing(samples: suggests),
    resolveUnit: "ns/suggest", checksums: checksums)
}

/// Scenario 2: build, then the root's width 375 ⇄ 320 (the median change per run).
private func benchScreen(rows: Int, runs: Int) throws -> ConstraintRecord {
  let clock = ContinuousClock()
  var builds: [Double] = []
  var resolves: [Double] = []
  var checksums = (0.0, 0.0)
  var counts = (0, 0)
  for run in 0...runs {
    var screen = ScreenScenario(rows: rows)
    counts = (screen.variableCount, screen.constraints.count)
    let build = try clock.measure { try screen.build() }
    if run == 0 { checksums.0 = screen.checksum }
    let iterations = rows >= 1000 ? 6 : (rows >= 300 ? 20 : 100)
    var changes: [Double] = []
    for i in 0..<iterations {
      let width: Double = i % 2 == 0 ? 320 : 375
      changes.append(nanoseconds(try clock.measure { try screen.resize(to: width) }))
    }
    if run == 0 {
      try screen.resize(to: 320)
      checksums.1 = screen.checksum
      continue
    }
    builds.append(nanoseconds(build))
    resolves.append(Timing(samples: changes).median)
  }
  return ConstraintRecord(
    scenario: "screen of rows", size: rows, variables: counts.0, constraints: counts.1,
    build: Timing(samples: builds), resolve: Timing(samples: resolves),
    resolveUnit: "ns/re-solve", checksums: checksums)
}

/// Scenario 2 again, then one constant changed: the middle row's avatar inset 16 ⇄ 24.
///
/// `setConstant` + `updateVariables()` (SnapKit's `update(offset:)`, re-solved by the dual
/// simplex without removing the constraint). Not one of kiwi's scenarios (kiwi can only
/// remove and re-add); the build figure is the same build as "screen of rows".
private func benchConstantChange(rows: Int, runs: Int) throws -> ConstraintRecord {
  let clock = ContinuousClock()
  var builds: [Double] = []
  var changes: [Double] = []
  var checksums = (0.0, 0.0)
  var counts = (0, 0)
  for run in 0...runs {
    var screen = ScreenScenario(rows: rows)
    counts = (screen.variableCount, screen.constraints.count)
    let build = try clock.measure { try screen.build() }
    // The middle row's `avatar.left == row.left + 16` (constant -16): after the root's two
    // constraints, 17 per row, the fourth of its row.
    let id = screen.solver.constraintIDs[2 + 17 * (rows / 2) + 3]
    var samples: [Double] = []
    for i in 0..<100 {
      let constant: Double = i % 2 == 0 ? -24 : -16
      samples.append(
        nanoseconds(
          try clock.measure {
            try screen.solver.setConstant(constant, of: id)
            screen.solver.updateVariables()
          }))
    }
    if run == 0 {
      checksums.0 = screen.checksum
      try screen.solver.setConstant(-24, of: id)
      screen.solver.updateVariables()
      checksums.1 = screen.checksum
      continue
    }
    builds.append(nanoseconds(build))
    changes.append(Timing(samples: samples).median)
  }
  return ConstraintRecord(
    scenario: "screen, constant", size: rows, variables: counts.0, constraints: counts.1,
    build: Timing(samples: builds), resolve: Timing(samples: changes),
    resolveUnit: "ns/setConstant", checksums: checksums)
}

/// A duration in kiwi_bench's style: ns, us or ms.
private func human(_ ns: Double) -> String {
  if ns >= 1e6 { return formatted(ns / 1e6, decimals: 2) + " ms" }
  if ns >= 1e3 { return formatted(ns / 1e3, decimals: 1) + " us" }
  return formatted(ns, decimals: 0) + " ns"
}

private func padded(_ text: String, _ width: Int, right: Bool = false) -> String {
  let pad = String(repeating: " ", count: max(0, width - text.count))
  return right ? pad + text : text + pad
}

/// Writes a line to standard error (the table, when standard output carries JSON).
func printError(_ line: String) {
  let text = line + "\n"
  _ = text.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
}

/// Runs the suite with the options that follow the suite names on the command line.
func runConstraintBenchmarks(options arguments: [String]) {
  let options = ConstraintOptions(arguments)
  var records: [ConstraintRecord] = []
  do {
    records.append(try benchForm(runs: options.runs ?? 51))
    for size in options.sizes {
      let runs = options.runs ?? (size >= 1000 ? 3 : (size >= 300 ? 7 : 21))
      records.append(try benchScreen(rows: size, runs: runs))
    }
    for size in options.sizes {
      let runs = options.runs ?? (size >= 1000 ? 3 : (size >= 300 ? 7 : 21))
      records.append(try benchConstantChange(rows: size, runs: runs))
    }
    records.append(contentsOf: snapKitScreenRecords(sizes: options.sizes, runs: options.runs))
  } catch {
    print("constraints: the solver refused a scenario: \(error)")
    return
  }
  func emit(_ line: String) {
    if options.json { printError(line) } else { print(line) }
  }
  emit("ConstraintSolver (Swift, release), medians over runs after one warm-up")
  emit(
    padded("scenario", 16) + " " + padded("size", 6, right: true) + " "
      + padded("vars", 6, right: true) + " " + padded("constr", 7, right: true) + "  "
      + padded("build+solve (min)", 22) + " " + padded("re-solve (min)", 22) + " checksums")
  for r in records {
    let build = human(r.build.median) + " (" + human(r.build.minimum) + ")"
    let resolve = human(r.resolve.median) + " (" + human(r.resolve.minimum) + ")"
    emit(
      padded(r.scenario, 16) + " " + padded("\(r.size)", 6, right: true) + " "
        + padded("\(r.variables)", 6, right: true) + " "
        + padded("\(r.constraints)", 7, right: true) + "  " + padded(build, 22) + " "
        + padded(resolve, 22) + " " + formatted(r.checksums.0, decimals: 4) + " / "
        + formatted(r.checksums.1, decimals: 4))
  }
  emit(
    "re-solve: enaml-like = one suggestValue(window.width) + updateVariables; screen = root "
      + "width 375 <-> 320; screen, constant = the middle row's avatar inset 16 <-> 24 "
      + "(setConstant + updateVariables). checksums: enaml-like = sum of all variables at width "
      + "400 / 800 (height 600); screen = sum of x+y+w+h at 375 / 320; screen, constant = "
      + "the same sum at inset 16 / 24")
  guard options.json else { return }
  var lines: [String] = []
  for r in records {
    lines.append(
      "  {\"peer\": \"trellis\", \"version\": \"ConstraintSolver\", \"scenario\": \"\(r.scenario)\", "
        + "\"size\": \(r.size), \"variables\": \(r.variables), \"constraints\": \(r.constraints), "
        + "\"build_solve_ns\": {\"median\": \(formatted(r.build.median, decimals: 0)), "
        + "\"min\": \(formatted(r.build.minimum, decimals: 0))}, "
        + "\"resolve_ns\": {\"median\": \(formatted(r.resolve.median, decimals: 1)), "
        + "\"min\": \(formatted(r.resolve.minimum, decimals: 1)), \"unit\": \"\(r.resolveUnit)\"}, "
        + "\"checksums\": [\(formatted(r.checksums.0, decimals: 4)), "
        + "\(formatted(r.checksums.1, decimals: 4))]}")
  }
  print("[\n" + lines.joined(separator: ",\n") + "\n]")
}
