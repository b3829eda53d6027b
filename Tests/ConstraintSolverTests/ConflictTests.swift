import ConstraintSolver
import Testing

/// Required constraints that cannot all hold: the typed error names the active required
/// constraints in conflict (read from the row that proves it), and the solver is left as it
/// was, still usable.
@Suite struct ConflictTests {
  @Test func twoEqualitiesOnOneVariable() throws {
    var solver = Solver()
    let x = solver.makeVariable()
    let ten = try solver.add(x == 10)
    #expect(throws: SolverError.unsatisfiable(conflicting: [ten])) { _ = try solver.add(x == 20) }
    #expect(solver.solved(x) == [10])
  }

  @Test func aCycleNamesEveryConstraintOfTheCycleAndNoOther() throws {
    // a = b, b = c, c = a + 1 cannot hold; d = 5 and an optional pull are not involved.
    var solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    let c = solver.makeVariable("c")
    let d = solver.makeVariable("d")
    _ = try solver.add(d == 5)
    let ab = try solver.add(a == b)
    _ = try solver.add((a == 3).withStrength(500))
    let bc = try solver.add(b == c)
    #expect(throws: SolverError.unsatisfiable(conflicting: [ab, bc])) {
      _ = try solver.add(c == a + 1)
    }
    #expect(solver.solved(a, b, c, d) == [3, 3, 3, 5])
  }

  @Test func inequalitiesThatCannotMeet() throws {
    // x >= 10 and y >= x + 5 and y <= 12: the last is refused, naming the first two. (x is
    // pulled to 0 and y to 100, weakly: x = 10, y = 100 before.)
    var solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let low = try solver.add(x >= 10)
    let gap = try solver.add(y >= x + 5)
    _ = try solver.add((y == 100).withStrength(250))
    _ = try solver.add((x == 0).withStrength(100))
    #expect(solver.solved(x, y) == [10, 100])
    #expect(throws: SolverError.unsatisfiable(conflicting: [low, gap])) {
      _ = try solver.add(y <= 12)
    }
    #expect(solver.solved(x, y) == [10, 100])
    // Still usable: a satisfiable bound goes in.
    _ = try solver.add(y <= 40)
    #expect(solver.solved(x, y) == [10, 40])
  }

  @Test func aRefusedAddLeavesTheSolverExactlyAsItWas() throws {
    // An ambiguous system (x anywhere in [0, 100] is optimal): after a refusal, the values,
    // the next IDs and the next results are those of a solver that never saw the refusal.
    func make() throws -> (Solver, Variable, Variable) {
      var solver = Solver()
      let x = solver.makeVariable()
      let y = solver.makeVariable()
      _ = try solver.add(x >= 0)
      _ = try solver.add(x <= 100)
      _ = try solver.add(y == x + 1)
      _ = try solver.add((y == 50).withStrength(10))
      _ = try solver.add((y == 200).withStrength(10))
      return (solver, x, y)
    }
    var (refused, x, y) = try make()
    var (clean, _, _) = try make()
    #expect(throws: (any Error).self) { _ = try refused.add(x >= 150) }
    #expect(throws: (any Error).self) { _ = try refused.add(y == x + 2) }
    refused.updateVariables()
    clean.updateVariables()
    #expect(refused.value(of: x).bitPattern == clean.value(of: x).bitPattern)
    #expect(refused.value(of: y).bitPattern == clean.value(of: y).bitPattern)
    let nextRefused = try refused.add(x <= 60)
    let nextClean = try clean.add(x <= 60)
    #expect(nextRefused == nextClean)
    refused.updateVariables()
    clean.updateVariables()
    #expect(refused.value(of: x).bitPattern == clean.value(of: x).bitPattern)
    #expect(refused.cellCount == clean.cellCount && refused.rowCount == clean.rowCount)
  }

  @Test func aRefusedActivationLeavesTheConstraintInactive() throws {
    var solver = Solver()
    let x = solver.makeVariable()
    let five = try solver.add(x == 5)
    try solver.deactivate(five)
    let seven = try solver.add(x == 7)
    #expect(throws: SolverError.unsatisfiable(conflicting: [seven])) { try solver.activate(five) }
    #expect(!solver.isActive(five) && solver.contains(five))
    #expect(solver.solved(x) == [7])
    try solver.remove(seven)
    try solver.activate(five)
    #expect(solver.solved(x) == [5])
  }

  @Test func aConstantChangeThatConflictsIsRefusedAndUndone() throws {
    // x >= 0, y = x + 10, y <= 50; moving the gap to 60 cannot hold with y <= 50 and x >= 0.
    var solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let low = try solver.add(x >= 0)
    let gap = try solver.add(y == x + 10)  // constant -10
    let high = try solver.add(y <= 50)
    _ = try solver.add((x == 20).withStrength(250))
    #expect(solver.solved(x, y) == [20, 30])
    #expect(throws: SolverError.unsatisfiable(conflicting: [low, gap, high])) {
      try solver.setConstant(-60, of: gap)
    }
    #expect(solver.constraint(gap)?.expression.constant == -10)
    #expect(solver.solved(x, y) == [20, 30])
    try solver.setConstant(-45, of: gap)
    #expect(solver.solved(x, y) == [5, 50])
  }

  @Test func aConstantChangeThatBreaksARedundantEqualityIsRefused() throws {
    var solver = Solver()
    let x = solver.makeVariable()
    let first = try solver.add(x == 10)
    let second = try solver.add(x == 10)
    #expect(throws: SolverError.unsatisfiable(conflicting: [first, second])) {
      try solver.setConstant(-20, of: second)
    }
    #expect(solver.solved(x) == [10])
    try solver.remove(first)
    try solver.setConstant(-20, of: second)
    #expect(solver.solved(x) == [20])
  }

  @Test func largeRedundantEqualitiesHoldAndLargeConflictsAreRefused() throws {
    // Through a chain of values near 10^8 (y = x / 3 + 9 × 10^7, z = 10 y, about 1.2 × 10^9),
    // `0.1 z == x / 3 + 9 × 10^7` is the chain itself (redundant: accepted, whatever the rounding
    // of its row), while `0.1 z == x / 3 + 9 × 10^7 + 0.001` asks for 0.001 more: a real conflict,
    // far above 10^-13 of the numbers involved, refused and naming the chain.
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    _ = try solver.add(x == 99_999_999)
    let chain = try solver.add(y == x / 3 + 9e7)
    let scale = try solver.add(z == 10 * y)
    _ = try solver.add(0.1 * z == x / 3 + 9e7)
    do {
      _ = try solver.add(0.1 * z == x / 3 + (9e7 + 0.001))
      Issue.record("a conflict of 0.001 was accepted")
    } catch .unsatisfiable(let conflicting) {
      #expect(conflicting.contains(chain) && conflicting.contains(scale))
    }
    expectClose(solver.solved(z)[0], 10 * (99_999_999 / 3 + 9e7))
  }
}
