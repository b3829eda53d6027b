import ConstraintSolver
import Testing

/// The same calls give the same values, bit for bit, even where the optimum is not unique
/// (ties are broken by symbol ids, never by hashing or by the order rows are visited in).
@Suite struct DeterminismTests {
  /// An ambiguous layout, built with removals, a refusal, edits and constant changes.
  func run() throws -> [UInt64] {
    var solver = Solver()
    let vars = (0..<12).map { solver.makeVariable("v\($0)") }
    var ids: [ConstraintID] = []
    for i in 1..<12 {
      ids.append(try solver.add(vars[i] >= vars[i - 1] + Double(i % 3)))
      ids.append(try solver.add((vars[i] == Double(10 * i)).withStrength(250)))
      ids.append(try solver.add((vars[i] + vars[i - 1] == 30).withStrength(250)))
    }
    _ = try? solver.add(vars[0] >= 1000)
    _ = try? solver.add(vars[11] <= -5)
    try solver.addEditVariable(vars[5], strength: 500)
    try solver.suggestValue(42, for: vars[5])
    try solver.remove(ids[4])
    try solver.remove(ids[17])
    try solver.setConstant(3, of: ids[9])
    try solver.suggestValue(7, for: vars[5])
    solver.updateVariables()
    return vars.map { solver.value(of: $0).bitPattern }
  }

  @Test func repeatedRunsAgreeBitForBit() throws {
    let first = try run()
    for _ in 0..<3 { #expect(try run() == first) }
  }

  @Test func copiesAreIndependentValues() throws {
    var solver = Solver()
    let x = solver.makeVariable()
    _ = try solver.add((x == 1).withStrength(500))
    var copy = solver
    _ = try copy.add(x == 2)
    #expect(solver.solved(x) == [1])
    #expect(copy.solved(x) == [2])
  }
}
