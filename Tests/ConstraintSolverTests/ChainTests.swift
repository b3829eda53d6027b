import ConstraintSolver
import Testing

/// Long chains: no recursion to overflow, no quadratic blow-up in the usual shapes.
@Suite struct ChainTests {
  @Test func tenThousandChainedEqualities() throws {
    // x0 = 0, x(i) = x(i-1) + 1: x(i) = i. Each row refers to the previous variable only.
    var solver = Solver()
    let xs = (0..<10_000).map { _ in solver.makeVariable() }
    _ = try solver.add(xs[0] == 0)
    var ids: [ConstraintID] = []
    for i in 1..<xs.count { ids.append(try solver.add(xs[i] == xs[i - 1] + 1)) }
    solver.updateVariables()
    #expect(solver.value(of: xs[9_999]) == 9_999)
    #expect(solver.cellCount < 3 * xs.count)
    // Moving the first link moves every later variable.
    try solver.setConstant(-11, of: ids[0])
    solver.updateVariables()
    #expect(solver.value(of: xs[9_999]) == 10_009)
    // Removing a link in the middle frees the rest of the chain (they become parameters).
    try solver.remove(ids[4_999])
    _ = try solver.add((xs[5_000] == -1).withStrength(250))
    solver.updateVariables()
    #expect(solver.value(of: xs[4_999]) == 5_009)
    #expect(solver.value(of: xs[9_999]) == 4_998)
  }

  @Test func tenThousandChainedInequalitiesWithAPullAtTheEnd() throws {
    // x(i) >= x(i-1) + 1 from x0 = 0, and the last pulled weakly to 0: x(9999) = 9,999, and
    // then every x(i) = i (at least i from below, at most i from above).
    var solver = Solver()
    let xs = (0..<10_000).map { _ in solver.makeVariable() }
    _ = try solver.add(xs[0] == 0)
    for i in 1..<xs.count { _ = try solver.add(xs[i] >= xs[i - 1] + 1) }
    _ = try solver.add((xs[9_999] == 0).withStrength(250))
    solver.updateVariables()
    #expect(solver.value(of: xs[1]) == 1)
    #expect(solver.value(of: xs[5_000]) == 5_000)
    #expect(solver.value(of: xs[9_999]) == 9_999)
  }

  @Test func aChainAddedBackToFront() throws {
    // The same equalities added from the far end: the subjects are chosen the other way.
    var solver = Solver()
    let xs = (0..<10_000).map { _ in solver.makeVariable() }
    for i in stride(from: xs.count - 1, to: 0, by: -1) {
      _ = try solver.add(xs[i] == xs[i - 1] + 2)
    }
    _ = try solver.add(xs[0] == 5)
    solver.updateVariables()
    #expect(solver.value(of: xs[9_999]) == 5 + 2 * 9_999)
  }
}
