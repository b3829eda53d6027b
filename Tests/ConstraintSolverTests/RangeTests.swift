import ConstraintSolver
import Testing

/// Requests whose solution would hold a number past `Solver.maximumValue` are refused with
/// `numberOutOfRange`, and leave the solver exactly as it was.
@Suite struct RangeTests {
  /// A chain `v[i + 1] == 100 v[i]` from `v[0] == start`, and `v.last >= 0`, whose slack is
  /// `v.last`: 100^links × start.
  struct Chain {
    var solver: Solver
    var v: [Variable]
    var start: ConstraintID

    init(links: Int, start value: Double) throws {
      var solver = Solver()
      let v = (0...links).map { solver.makeVariable("v\($0)") }
      start = try solver.add(v[0] == value)
      for i in 0..<links { _ = try solver.add(v[i + 1] == 100 * v[i]) }
      _ = try solver.add(v[links] >= 0)
      self.solver = solver
      self.v = v
    }

    /// Every value, updated, as bit patterns.
    mutating func bits() -> [UInt64] {
      solver.updateVariables()
      return v.map { solver.value(of: $0).bitPattern }
    }
  }

  /// The same requests on `a` and `b` give the same values, bit for bit.
  func expectSameFuture(_ a: inout Chain, _ b: inout Chain) throws {
    #expect(a.bits() == b.bits())
    for constant in [-3.0, -250, -7] {
      try a.solver.setConstant(constant, of: a.start)
      try b.solver.setConstant(constant, of: b.start)
      #expect(a.bits() == b.bits())
    }
    _ = try a.solver.add(a.v[1] <= 1e6)
    _ = try b.solver.add(b.v[1] <= 1e6)
    #expect(a.bits() == b.bits())
  }

  @Test func anAddThatTakesASlackPastTheBoundIsRefused() throws {
    // v3 = 10^8 × 100^3 = 10^14, within the bound, and `v3 >= 0`'s slack holds it; v4 = 10^16
    // is past it once a slack or an error holds it.
    var chain = try Chain(links: 3, start: 1e8)
    let v4 = chain.solver.makeVariable("v4")
    _ = try chain.solver.add(v4 == 100 * chain.v[3])
    chain.v.append(v4)
    var before = chain
    let ids = chain.solver.constraintIDs
    #expect(throws: SolverError.numberOutOfRange) { _ = try chain.solver.add(v4 >= 0) }
    #expect(throws: SolverError.numberOutOfRange) {
      _ = try chain.solver.add((v4 <= 0).withStrength(750))
    }
    #expect(chain.solver.constraintIDs == ids)
    try expectSameFuture(&chain, &before)
  }

  @Test func aConstantChangeThatTakesASlackPastTheBoundIsRefused() throws {
    // `v3 >= 0`'s slack is 10^6 × v0: 10^14 when v0 = 10^8.
    var short = try Chain(links: 3, start: 1)
    try short.solver.setConstant(-1e8, of: short.start)
    #expect(short.solver.solved(short.v[3]) == [1e14])
    // `v4 >= 0`'s slack would be 10^16.
    var chain = try Chain(links: 4, start: 1)
    var before = chain
    #expect(throws: SolverError.numberOutOfRange) {
      try chain.solver.setConstant(-1e8, of: chain.start)
    }
    #expect(chain.solver.constraint(chain.start)?.expression.constant == -1)
    try expectSameFuture(&chain, &before)
  }

  @Test func aSuggestedValueThatTakesASlackPastTheBoundIsRefused() throws {
    var solver = Solver()
    let v = (0...4).map { solver.makeVariable("v\($0)") }
    try solver.addEditVariable(v[0], strength: 999)
    try solver.suggestValue(1, for: v[0])
    for i in 0..<4 { _ = try solver.add(v[i + 1] == 100 * v[i]) }
    _ = try solver.add(v[4] >= 0)
    try solver.suggestValue(1e5, for: v[0])
    #expect(solver.solved(v[4]) == [1e13])
    var before = solver
    #expect(throws: SolverError.numberOutOfRange) { try solver.suggestValue(1e8, for: v[0]) }
    #expect(v.map { solver.solved($0)[0].bitPattern } == v.map { before.solved($0)[0].bitPattern })
    // Both go on alike: v4 >= 0 holds v0 at 0 against the edit's -5.
    try solver.suggestValue(-5, for: v[0])
    try before.suggestValue(-5, for: v[0])
    #expect(solver.solved(v[0], v[4]) == [0, 0])
    #expect(v.map { solver.solved($0)[0].bitPattern } == v.map { before.solved($0)[0].bitPattern })
  }
}
