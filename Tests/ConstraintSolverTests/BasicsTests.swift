import ConstraintSolver
import Testing

/// Required equalities and inequalities, whose solutions follow by hand.
@Suite struct BasicsTests {
  @Test func expressionOperatorsKeepTermsAndConstant() {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let e = x + 2 * y - 10
    #expect(e.terms == [Term(x), Term(y, coefficient: 2)])
    #expect(e.constant == -10)
    let f = (e - x) / 2 + 3
    #expect(f.simplified() == LinearExpression(terms: [Term(y, coefficient: 1)], constant: -2))
    let c = x + 10 == y
    #expect(c.expression.simplified() == x - y + 10)
    #expect(c.relation == .equal && c.strength == .required)
    #expect((x <= 5).withStrength(250).strength.priority == 250)
  }

  @Test func aVariableNoConstraintMentionsIsZero() {
    var solver = Solver()
    let x = solver.makeVariable()
    solver.updateVariables()
    #expect(solver.value(of: x) == 0)
    #expect(solver.name(of: x) == nil)
    let named = solver.makeVariable("named")
    #expect(solver.name(of: named) == "named")
    #expect(solver.variableCount == 2)
  }

  @Test func equalitiesChainThroughSubstitution() throws {
    // left = 16, right = left + width, width = 200: right = 216.
    var solver = Solver()
    let left = solver.makeVariable("left")
    let width = solver.makeVariable("width")
    let right = solver.makeVariable("right")
    _ = try solver.add(right == left + width)
    _ = try solver.add(width == 200)
    _ = try solver.add(left == 16)
    #expect(solver.solved(left, width, right) == [16, 200, 216])
  }

  @Test func coefficientsOtherThanOne() throws {
    // 2x + 3y = 12 and x = y: 5x = 12, x = y = 2.4.
    var solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    _ = try solver.add(2 * x + 3 * y == 12)
    _ = try solver.add(x == y)
    let values = solver.solved(x, y)
    expectClose(values[0], 2.4)
    expectClose(values[1], 2.4)
  }

  @Test func inequalitiesBoundAPreference() throws {
    // 10 <= x <= 20 required; a weak pull to 0 stops at 10, one to 30 at 20.
    var solver = Solver()
    let x = solver.makeVariable()
    _ = try solver.add(x >= 10)
    _ = try solver.add(x <= 20)
    let pull = try solver.add((x == 0).withStrength(250))
    #expect(solver.solved(x) == [10])
    try solver.remove(pull)
    _ = try solver.add((x == 30).withStrength(250))
    #expect(solver.solved(x) == [20])
  }

  @Test func aViolatedInequalityIsRepairedByTheDualSimplex() throws {
    // x = 5 (medium), then x >= 10 required: x = 10 (the medium error becomes 5).
    var solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    _ = try solver.add((x == 5).withStrength(750))
    _ = try solver.add(y == x + 1)
    #expect(solver.solved(x, y) == [5, 6])
    _ = try solver.add(x >= 10)
    #expect(solver.solved(x, y) == [10, 11])
  }

  @Test func aRequiredEqualityMovesAnOptionalSolution() throws {
    // a = 70 required; at 750, b = 40 and a + b = 100 add up to |b - 40| + |b - 30|, which
    // is 10 for any b in [30, 40]; at 250, b = 0 picks the smallest, 30.
    var solver = Solver()
    let a = solver.makeVariable()
    let b = solver.makeVariable()
    _ = try solver.add((b == 40).withStrength(750))
    _ = try solver.add((a + b == 100).withStrength(750))
    _ = try solver.add((b == 0).withStrength(250))
    _ = try solver.add(a == 70)
    #expect(solver.solved(a, b) == [70, 30])
  }

  @Test func constantConstraints() throws {
    var solver = Solver()
    _ = try solver.add(LinearConstraint(LinearExpression(5), .greaterThanOrEqual))
    _ = try solver.add(LinearConstraint(LinearExpression(0), .equal))
    #expect(throws: SolverError.unsatisfiable(conflicting: [])) {
      _ = try solver.add(LinearConstraint(LinearExpression(-5), .greaterThanOrEqual))
    }
    #expect(throws: SolverError.unsatisfiable(conflicting: [])) {
      _ = try solver.add(LinearConstraint(LinearExpression(3), .equal))
    }
  }

  @Test func repeatedVariablesAndZeroCoefficientsAreMerged() throws {
    // x + x - x + 0y == 7: x = 7.
    var solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let id = try solver.add(x + x - x + 0 * y == 7)
    #expect(solver.solved(x) == [7])
    #expect(solver.constraint(id)?.expression == LinearExpression(terms: [Term(x)], constant: -7))
  }

  @Test func redundantEqualitiesAreAccepted() throws {
    // x = 10 twice, and x = y, y = 10: redundant, all hold.
    var solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let first = try solver.add(x == 10)
    _ = try solver.add(x == 10)
    _ = try solver.add(x == y)
    _ = try solver.add(y == 10)
    #expect(solver.solved(x, y) == [10, 10])
    try solver.remove(first)
    #expect(solver.solved(x, y) == [10, 10])
  }
}
