import ConstraintSolver
import Testing

/// The two-priority equality of `Solver.addEquality(_:excess:shortfall:)`.
///
/// One row stands for `e <= 0` at `excess` and `e >= 0` at `shortfall` (a view's hugging and
/// compression resistance around its intrinsic size, autolayout.md 3.1). Each expected value is the optimum of that pair of inequalities,
/// derived by hand with UIKit's strict priorities (autolayout.md 9.4), and checked against the
/// same system written with the two inequalities.
@Suite struct TwoPriorityEqualityTests {
  /// Solves `w` with the intrinsic pair around 100 (hugging `excess`, compression
  /// `shortfall`) and one more preference `w == target @ priority`, written both ways.
  private func solvedBothWays(
    excess: Double, shortfall: Double, target: Double, priority: Double
  ) throws -> (paired: Double, split: Double) {
    var paired = Solver()
    let w = paired.makeVariable("w")
    _ = try paired.add(w >= 0)
    _ = try paired.addEquality(
      LinearExpression(w) - 100, excess: Strength(excess), shortfall: Strength(shortfall))
    _ = try paired.add((w == target).withStrength(Strength(priority)))
    var split = Solver()
    let v = split.makeVariable("w")
    _ = try split.add(v >= 0)
    _ = try split.add((v <= 100).withStrength(Strength(excess)))
    _ = try split.add((v >= 100).withStrength(Strength(shortfall)))
    _ = try split.add((v == target).withStrength(Strength(priority)))
    return (paired.solved(w)[0], split.solved(v)[0])
  }

  @Test func eachSideWeighsAtItsOwnPriority() throws {
    // Pulled wider (300 @500): the excess (hugging 250) loses to 500, so w = 300; pulled
    // narrower (20 @500): the shortfall (compression 750) wins over 500, so w = 100.
    let wider = try solvedBothWays(excess: 250, shortfall: 750, target: 300, priority: 500)
    #expect(wider.paired == 300)
    #expect(wider.split == 300)
    let narrower = try solvedBothWays(excess: 250, shortfall: 750, target: 20, priority: 500)
    #expect(narrower.paired == 100)
    #expect(narrower.split == 100)
    // A pull between the two priorities the other way round: hugging 750 beats 500 (w = 100
    // against 300), compression 250 loses to 500 (w = 20).
    let hugged = try solvedBothWays(excess: 750, shortfall: 250, target: 300, priority: 500)
    #expect(hugged.paired == 100)
    #expect(hugged.split == 100)
    let compressed = try solvedBothWays(excess: 750, shortfall: 250, target: 20, priority: 500)
    #expect(compressed.paired == 20)
    #expect(compressed.split == 20)
  }

  @Test func aRequiredBoundStopsItAndTheConstantMoves() throws {
    // w ≤ 80 required, intrinsic 100 (hugging 250, compression 750): w = 80, the most the
    // required bound allows. The intrinsic size moved to 60 (setConstant): w = 60, both
    // sides hold.
    var solver = Solver()
    let w = solver.makeVariable("w")
    _ = try solver.add(w <= 80)
    let id = try solver.addEquality(LinearExpression(w) - 100, excess: 250, shortfall: 750)
    #expect(solver.solved(w) == [80])
    try solver.setConstant(-60, of: id)
    #expect(solver.solved(w) == [60])
    // Removed: the ID is unknown and the tableau sound.
    try solver.remove(id)
    #expect(solver.firstBrokenInvariant() == nil)
    #expect(!solver.contains(id))
  }

  @Test func itsLevelsAreReleasedWithIt() throws {
    // After the pair at 250/750 is removed, a pull at 500 alone decides: w = 7.
    var solver = Solver()
    let w = solver.makeVariable("w")
    let id = try solver.addEquality(LinearExpression(w) - 100, excess: 250, shortfall: 750)
    try solver.deactivate(id)
    _ = try solver.add((w == 7).withStrength(500))
    #expect(solver.solved(w) == [7])
    // Active again: compression (750) beats the pull at 500 below 100, so w = 100.
    try solver.activate(id)
    #expect(solver.solved(w) == [100])
    #expect(solver.firstBrokenInvariant() == nil)
  }

  @Test func requiredOrInvalidStrengthsAreRefused() throws {
    var solver = Solver()
    let w = solver.makeVariable("w")
    #expect(throws: SolverError.invalidStrength(.required)) {
      _ = try solver.addEquality(LinearExpression(w), excess: .required, shortfall: 750)
    }
    #expect(throws: SolverError.invalidStrength(Strength(0))) {
      _ = try solver.addEquality(LinearExpression(w), excess: 250, shortfall: 0)
    }
    #expect(throws: SolverError.nonFiniteNumber) {
      _ = try solver.addEquality(
        LinearExpression(w), excess: 250, shortfall: Strength(.infinity))
    }
    #expect(solver.constraintIDs.isEmpty)
  }
}
