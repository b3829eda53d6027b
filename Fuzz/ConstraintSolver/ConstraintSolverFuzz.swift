// Fuzz target: ConstraintSolver through its API. The bytes build a random system (a few
// variables, each with a stay at its own low priority so that the optimum is unique) and then
// add (optional equalities sometimes as two-priority equalities), remove, deactivate and
// activate constraints, change constants and edit variables; after every step SystemReplay
// (Tests/ConstraintSolverTests/SystemReplay.swift) checks that every required constraint
// holds, that a refusal moved nothing and named a real conflict, and that a fresh solver given
// the same constraints in the opposite order (a two-priority equality as its two inequalities)
// agrees. A crash, a hang or a failed check is a finding. Built and run by Scripts/fuzz.sh.

import ConstraintSolver

#if canImport(Glibc)
  import Glibc
#endif

extension FuzzBytes: ChoiceSource {
  mutating func nextByte() -> UInt8 { byte() }
  var isExhausted: Bool { isAtEnd }
}

/// The most steps an input runs: each step solves the system again from scratch to compare,
/// so an input costs about the square of its steps.
let maxSteps = 48

/// libFuzzer's entry point: one input, one system, checked after every step.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConstraintSolver(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var replay = SystemReplay(source: FuzzBytes(data, size), isTracing: getenv("FUZZ_TRACE") != nil)
  replay.pairsEqualities = true
  if let failure = replay.run(maxSteps: maxSteps) { fatalError(failure) }
  return 0
}
