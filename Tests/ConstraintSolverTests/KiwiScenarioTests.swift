import ConstraintSolver
import TestSupport
import Testing

/// kiwi's two peer scenarios (shared/bench/kiwi/README.md): any correct solver reproduces
/// their checksums, since both solutions are unique.
@Suite struct KiwiScenarioTests {
  @Test func formChecksums() throws {
    var form = FormScenario()
    try form.build()
    #expect(form.checksum == 4369.5)
    try form.resize(to: 800)
    #expect(form.checksum == 6769.5)
  }

  @Test func screenChecksums() throws {
    var screen = ScreenScenario(rows: 100)
    try screen.build()
    #expect(screen.checksum == 1_023_460)
    try screen.resize(to: 320)
    #expect(screen.checksum == 1_012_460)
    // Rounding stays small enough that the objective is never recomputed (each rebuild costs
    // the whole objective).
    #expect(screen.solver.objectiveRebuilds == 0)
    try screen.resize(to: 375)
    #expect(screen.checksum == 1_023_460)
    #expect(screen.solver.objectiveRebuilds == 0)
  }
}
