import ConstraintSolver
import Testing

/// Removing constraints restores the optimum they displaced; deactivating keeps the ID.
@Suite struct RemovalTests {
  @Test func removingEachKindRestoresTheEarlierOptimum() throws {
    // x = 10 @500 alone; each added constraint moves x; removing it gives 10 back.
    var solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    _ = try solver.add((x == 10).withStrength(500))
    _ = try solver.add(y == x + 5)
    #expect(solver.solved(x, y) == [10, 15])
    let moves: [(LinearConstraint, Double)] = [
      (x == 20, 20),  // required equality
      (x >= 30, 30),  // required inequality (violated: dual simplex)
      (x <= 4, 4),  // required inequality, the other way
      ((x == 40).withStrength(750), 40),  // optional equality, stronger
      ((x >= 50).withStrength(750), 50),  // optional inequality, stronger
      (y == 2 * x, 5),  // required, through y: x + 5 = 2x
      ((x == 60).withStrength(250), 10),  // weaker: no effect
    ]
    for (constraint, expected) in moves {
      let id = try solver.add(constraint)
      #expect(solver.solved(x) == [expected], "\(constraint)")
      try solver.remove(id)
      #expect(solver.solved(x, y) == [10, 15], "after removing \(constraint)")
    }
  }

  @Test func removingInAnyOrderGivesTheFreshSolution() throws {
    // A small layout; remove constraints one by one in several orders; after each removal
    // the values equal those of a fresh solver given the remaining constraints. Each
    // variable also has a "stay" at its own low priority (1, 2, 3), never removed, so that
    // every optimum is unique (each stay level pins one variable in turn).
    func stays(_ variables: [Variable]) -> [LinearConstraint] {
      variables.enumerated().map { (index, v) in
        (v == Double(7 * index)).withStrength(Strength(Double(index + 1)))
      }
    }
    func build() -> (Solver, [Variable], [LinearConstraint]) {
      var solver = Solver()
      let l = solver.makeVariable("l")
      let w = solver.makeVariable("w")
      let r = solver.makeVariable("r")
      let c = [
        l >= 0, r <= 300, r == l + w, (w == 120).withStrength(750),
        (l == 20).withStrength(500), (r == 280).withStrength(499), w >= 50,
        (w <= 100).withStrength(250), (l == 0).withStrength(100),
      ]
      return (solver, [l, w, r], c)
    }
    for seed in 0..<6 {
      var (solver, variables, constraints) = build()
      for stay in stays(variables) { _ = try solver.add(stay) }
      var ids = try constraints.map { try solver.add($0) }
      var remaining = Array(constraints.indices)
      var order = Array(constraints.indices)
      // A fixed shuffle per seed (no random source: every run is the same).
      order = order.enumerated().sorted {
        ($0.offset * (seed + 3)) % 11 < ($1.offset * (seed + 3)) % 11
      }.map(\.element)
      for index in order {
        try solver.remove(ids[index])
        remaining.removeAll { $0 == index }
        var fresh = Solver()
        for _ in variables { _ = fresh.makeVariable() }
        for stay in stays(variables) { _ = try fresh.add(stay) }
        for kept in remaining { _ = try fresh.add(constraints[kept]) }
        fresh.updateVariables()
        solver.updateVariables()
        for v in variables {
          #expect(solver.value(of: v) == fresh.value(of: v), "seed \(seed), removed \(index)")
        }
      }
      ids.removeAll()
    }
  }

  @Test func deactivateAndActivateKeepTheID() throws {
    var solver = Solver()
    let x = solver.makeVariable()
    _ = try solver.add((x == 1).withStrength(250))
    let id = try solver.add(x == 5)
    #expect(solver.solved(x) == [5])
    try solver.deactivate(id)
    #expect(!solver.isActive(id) && solver.contains(id))
    #expect(solver.solved(x) == [1])
    try solver.deactivate(id)  // nothing to do
    try solver.setConstant(-9, of: id)  // kept for the next activation: x == 9
    try solver.activate(id)
    #expect(solver.isActive(id))
    #expect(solver.solved(x) == [9])
    #expect(throws: SolverError.duplicateConstraint(id)) { try solver.activate(id) }
    try solver.remove(id)
    #expect(!solver.contains(id))
    #expect(solver.solved(x) == [1])
  }

  @Test func removedIDsStayUnknownWhenTheirSlotIsReused() throws {
    var solver = Solver()
    let x = solver.makeVariable()
    let first = try solver.add(x >= 1)
    try solver.remove(first)
    let second = try solver.add(x >= 2)
    #expect(first != second)
    #expect(throws: SolverError.unknownConstraint(first)) { try solver.remove(first) }
    #expect(solver.isActive(second))
    #expect(solver.constraintIDs == [second])
  }
}
