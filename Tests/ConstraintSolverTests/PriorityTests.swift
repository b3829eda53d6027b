import ConstraintSolver
import Testing

/// UIKit's priorities are a strict order (autolayout.md 2.2 and 9.4).
///
/// The errors of a higher priority are minimised first, and no number of lower-priority errors
/// outweighs one of them. Within a priority the errors add up (L1).
@Suite struct PriorityTests {
  @Test func oneHigherPriorityBeatsAThousandLowerOnes() throws {
    // w == 100 @750 against 1,000 × (w == 0 @749): a weighted sum (weight = priority) would
    // give 0, since 1,000 × 749 > 750; the strict order gives 100.
    var solver = Solver()
    let w = solver.makeVariable("w")
    _ = try solver.add((w == 100).withStrength(750))
    for _ in 0..<1000 { _ = try solver.add((w == 0).withStrength(749)) }
    #expect(solver.solved(w) == [100])
  }

  @Test func theWeightedSumCounterExampleOfAutolayoutMd() throws {
    // autolayout.md 9.3: w == 100 @750 against two w == 0 @400 gives 0 with weights
    // (800 > 750) and 100 in UIKit's documented order. Added in either order.
    for highFirst in [true, false] {
      var solver = Solver()
      let w = solver.makeVariable("w")
      if highFirst { _ = try solver.add((w == 100).withStrength(750)) }
      _ = try solver.add((w == 0).withStrength(400))
      _ = try solver.add((w == 0).withStrength(400))
      if !highFirst { _ = try solver.add((w == 100).withStrength(750)) }
      #expect(solver.solved(w) == [100])
    }
  }

  @Test func errorsWithinOneLevelAddUp() throws {
    // At one level, |w| + |w - 10| + |w - 30| is smallest at the median, 10.
    var solver = Solver()
    let w = solver.makeVariable()
    for target in [30.0, 0, 10] { _ = try solver.add((w == target).withStrength(500)) }
    #expect(solver.solved(w) == [10])
    // Two pulls to 0 and one to 10: 2|w| + |w - 10| is smallest at 0.
    var other = Solver()
    let v = other.makeVariable()
    for target in [10.0, 0, 0] { _ = try other.add((v == target).withStrength(500)) }
    #expect(other.solved(v) == [0])
  }

  @Test func nonIntegerPrioritiesAreDistinctLevels() throws {
    // 250.1 is above 250, 999.5 above 999 and below required.
    var solver = Solver()
    let w = solver.makeVariable()
    let h = solver.makeVariable()
    _ = try solver.add((w == 20).withStrength(250))
    _ = try solver.add((w == 10).withStrength(250.1))
    _ = try solver.add((h == 1).withStrength(999))
    _ = try solver.add((h == 2).withStrength(999.5))
    #expect(solver.solved(w, h) == [10, 2])
    #expect(solver.priorityLevels.map(\.priority) == [999.5, 999, 250.1, 250])
  }

  @Test func inequalitiesAtTwoLevels() throws {
    // x >= 100 @750 against five x <= 50 @749: 100 (the five errors of 50 lose).
    var solver = Solver()
    let x = solver.makeVariable()
    for _ in 0..<5 { _ = try solver.add((x <= 50).withStrength(749)) }
    _ = try solver.add((x >= 100).withStrength(750))
    #expect(solver.solved(x) == [100])
  }

  @Test func compressionResistanceLosesToRequiredEdges() throws {
    // A label between two required edges 100 apart, intrinsic width 150: compression
    // resistance (750) gives way to the required edges, hugging (250) to compression.
    var solver = Solver()
    let left = solver.makeVariable()
    let width = solver.makeVariable()
    _ = try solver.add(left == 0)
    _ = try solver.add((width >= 150).withStrength(750))
    _ = try solver.add((width <= 150).withStrength(250))
    #expect(solver.solved(width) == [150])
    _ = try solver.add(left + width == 100)
    #expect(solver.solved(width) == [100])
  }

  @Test func removingTheOnlyConstraintOfALevelDropsTheLevel() throws {
    var solver = Solver()
    let w = solver.makeVariable()
    let low = try solver.add((w == 1).withStrength(100))
    _ = try solver.add((w == 2).withStrength(200))
    #expect(solver.priorityLevels.map(\.priority) == [200, 100])
    try solver.remove(low)
    #expect(solver.priorityLevels.map(\.priority) == [200])
    _ = try solver.add((w == 3).withStrength(300))
    #expect(solver.solved(w) == [3])
  }
}
