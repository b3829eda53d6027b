import ConstraintSolver
import Testing

/// Whether a variable is determined (autolayout.md 9.5, UIKit's `hasAmbiguousLayout`): fixed
/// at every optimum, or free to move without making any priority level worse.
@Suite struct AmbiguityTests {
  @Test func aFullyConstrainedFrameIsDetermined() throws {
    var solver = Solver()
    let x = solver.makeVariable()
    let w = solver.makeVariable()
    let r = solver.makeVariable()
    _ = try solver.add(x == 16)
    _ = try solver.add(r == x + w)
    _ = try solver.add(r == 300)
    #expect(solver.undeterminedVariables(among: [x, w, r]).isEmpty)
  }

  @Test func tooFewConstraintsLeaveVariablesFree() throws {
    // x + w = 300 alone: both free; a variable no constraint mentions is free too.
    var solver = Solver()
    let x = solver.makeVariable()
    let w = solver.makeVariable()
    let unused = solver.makeVariable()
    _ = try solver.add(x + w == 300)
    #expect(solver.undeterminedVariables(among: [x, w, unused]) == [x, w, unused])
    _ = try solver.add(x == 0)
    #expect(solver.isDetermined(w))
  }

  @Test func equalPrioritiesInConflictAreAmbiguous() throws {
    // w == 0 and w == 10 at one priority: any w in [0, 10] costs 10 (autolayout.md 2.3).
    var solver = Solver()
    let w = solver.makeVariable()
    _ = try solver.add((w == 0).withStrength(500))
    _ = try solver.add((w == 10).withStrength(500))
    #expect(!solver.isDetermined(w))
    // A third pull at the same level makes the median unique; a lower one also settles it.
    var settled = solver
    _ = try settled.add((w == 4).withStrength(500))
    #expect(settled.isDetermined(w))
    _ = try solver.add((w == 4).withStrength(499))
    #expect(solver.isDetermined(w))
  }

  @Test func inequalitiesCanLeaveARange() throws {
    // 10 <= w <= 20: free inside; with hugging (w <= 15 @250) still free in [10, 15]; with
    // compression (w >= 15 @750) as well, fixed at 15.
    var solver = Solver()
    let w = solver.makeVariable()
    _ = try solver.add(w >= 10)
    _ = try solver.add(w <= 20)
    #expect(!solver.isDetermined(w))
    _ = try solver.add((w <= 15).withStrength(250))
    #expect(!solver.isDetermined(w))
    _ = try solver.add((w >= 15).withStrength(750))
    #expect(solver.isDetermined(w))
  }

  @Test func probingDoesNotChangeTheSolver() throws {
    var solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    _ = try solver.add(x + y == 10)
    _ = try solver.add((x == 3).withStrength(250))
    let before = solver.solved(x, y)
    let cells = solver.cellCount
    _ = solver.undeterminedVariables(among: [x, y])
    #expect(solver.solved(x, y) == before)
    #expect(solver.cellCount == cells)
    #expect(solver.priorityLevels.map(\.priority) == [250])
  }
}
