import ConstraintSolver
import Testing

/// Bad input gets a typed error and changes nothing.
@Suite struct InvalidInputTests {
  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteNumbersAreRefused(_ bad: Double) throws {
    var solver = Solver()
    let x = solver.makeVariable()
    let fine = try solver.add(x == 1)
    try solver.addEditVariable(x, strength: 500)
    #expect(throws: SolverError.nonFiniteNumber) { _ = try solver.add(bad * x == 1) }
    #expect(throws: SolverError.nonFiniteNumber) { _ = try solver.add(x == bad) }
    #expect(throws: SolverError.nonFiniteNumber) { _ = try solver.add(x / 0 >= 1) }
    #expect(throws: SolverError.nonFiniteNumber) { try solver.suggestValue(bad, for: x) }
    #expect(throws: SolverError.nonFiniteNumber) { try solver.setConstant(bad, of: fine) }
    #expect(solver.constraintIDs == [fine])
    #expect(solver.solved(x) == [1])
  }

  @Test func coefficientsThatOverflowWhenMergedAreRefused() {
    var solver = Solver()
    let x = solver.makeVariable()
    let huge = Double.greatestFiniteMagnitude
    #expect(throws: SolverError.nonFiniteNumber) { _ = try solver.add(huge * x + huge * x == 1) }
  }

  @Test(arguments: [0, -1, 1000.5, 1e9, .nan, .infinity])
  func prioritiesOutsideTheRangeAreRefused(_ priority: Double) {
    var solver = Solver()
    let x = solver.makeVariable()
    let strength = Strength(priority)
    let error = priority.isFinite ? SolverError.invalidStrength(strength) : .nonFiniteNumber
    #expect(throws: error) { _ = try solver.add((x == 1).withStrength(strength)) }
    #expect(throws: error) { try solver.addEditVariable(x, strength: strength) }
    #expect(solver.constraintIDs.isEmpty && !solver.hasEditVariable(x))
  }

  @Test func variablesOfAnotherSolverAreUnknown() {
    var mine = Solver()
    var theirs = Solver()
    _ = theirs.makeVariable()
    let foreign = theirs.makeVariable()
    let x = mine.makeVariable()
    #expect(throws: SolverError.unknownVariable(foreign)) { _ = try mine.add(x == foreign) }
    #expect(throws: SolverError.unknownVariable(foreign)) {
      try mine.addEditVariable(foreign, strength: 500)
    }
    #expect(throws: SolverError.unknownEditVariable(foreign)) {
      try mine.suggestValue(1, for: foreign)
    }
    #expect(mine.value(of: foreign) == 0)
    #expect(!mine.isKnown(foreign))
  }

  @Test func unknownAndDuplicateConstraints() throws {
    var solver = Solver()
    let x = solver.makeVariable()
    let id = try solver.add(x >= 0)
    var other = Solver()
    let y = other.makeVariable()
    _ = try other.add(y >= 0)
    let foreign = try other.add(y <= 5)
    #expect(throws: SolverError.unknownConstraint(foreign)) { try solver.remove(foreign) }
    #expect(throws: SolverError.duplicateConstraint(id)) { try solver.activate(id) }
    try solver.remove(id)
    #expect(throws: SolverError.unknownConstraint(id)) { try solver.remove(id) }
    #expect(throws: SolverError.unknownConstraint(id)) { try solver.activate(id) }
    #expect(throws: SolverError.unknownConstraint(id)) { try solver.deactivate(id) }
    #expect(throws: SolverError.unknownConstraint(id)) { try solver.setConstant(1, of: id) }
    #expect(solver.violation(of: id) == nil && solver.constraint(id) == nil)
  }

  @Test func editVariableMisuse() throws {
    var solver = Solver()
    let x = solver.makeVariable()
    #expect(throws: SolverError.requiredEditStrength) {
      try solver.addEditVariable(x, strength: .required)
    }
    #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
    #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
    try solver.addEditVariable(x, strength: 999)
    #expect(throws: SolverError.duplicateEditVariable(x)) {
      try solver.addEditVariable(x, strength: 500)
    }
    try solver.removeEditVariable(x)
    #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
  }

  @Test func errorsDescribeThemselves() throws {
    var solver = Solver()
    let x = solver.makeVariable()
    let ten = try solver.add(x == 10)
    do {
      _ = try solver.add(x == 11)
      Issue.record("the conflict was accepted")
    } catch {
      #expect(error.description == "unsatisfiable required constraint (in conflict with: c0)")
      #expect(ten.description == "c0")
    }
  }
}
