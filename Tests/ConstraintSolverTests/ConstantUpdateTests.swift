import ConstraintSolver
import TestSupport
import Testing

/// `setConstant(_:of:)`: a constraint's constant changed in place (SnapKit's
/// `update(offset:)`), re-solved by the dual simplex; the result equals a fresh solve.
@Suite struct ConstantUpdateTests {
  /// A row of views: each view's left is the previous one's right plus a gap, widths are
  /// preferred (750) and hugging (250), the container's width is fixed at 400.
  struct Row {
    var solver = Solver()
    var lefts: [Variable] = []
    var widths: [Variable] = []
    var gaps: [ConstraintID] = []
    var constraints: [LinearConstraint] = []

    init(gaps gapValues: [Double]) throws {
      for i in 0..<4 {
        lefts.append(solver.makeVariable("left\(i)"))
        widths.append(solver.makeVariable("width\(i)"))
      }
      var all: [LinearConstraint] = [lefts[0] == 0, lefts[3] + widths[3] == 400]
      for i in 0..<4 {
        all.append(widths[i] >= 10)
        all.append((widths[i] >= 80).withStrength(Strength(750 - Double(i))))
        all.append((widths[i] <= 80).withStrength(Strength(250 - Double(i))))
      }
      for i in 1..<4 {
        all.append(lefts[i] == lefts[i - 1] + widths[i - 1] + gapValues[i - 1])
      }
      constraints = all
      for (index, constraint) in all.enumerated() {
        let id = try solver.add(constraint)
        if index >= all.count - 3 { gaps.append(id) }
      }
    }
  }

  @Test func changingGapsMatchesAFreshSolve() throws {
    var row = try Row(gaps: [8, 8, 8])
    for gaps in [[8.0, 20, 8], [100, 100, 100], [8, 8, 8], [0, 0, 0], [150, 40, 5]] {
      for i in 0..<3 { try row.solver.setConstant(-gaps[i], of: row.gaps[i]) }
      var fresh = try Row(gaps: gaps)
      row.solver.updateVariables()
      fresh.solver.updateVariables()
      for v in row.lefts + row.widths {
        expectClose(row.solver.value(of: v), fresh.solver.value(of: v))
      }
    }
  }

  @Test func inequalityAndOptionalConstants() throws {
    // x >= 10 → 30; x == 50 @250 → 70; both moved without removal.
    var solver = Solver()
    let x = solver.makeVariable()
    let floor = try solver.add(x >= 10)  // constant -10
    let pull = try solver.add((x == 5).withStrength(250))  // constant -5
    #expect(solver.solved(x) == [10])
    try solver.setConstant(-30, of: floor)
    #expect(solver.solved(x) == [30])
    try solver.setConstant(-70, of: pull)
    #expect(solver.solved(x) == [70])
    try solver.setConstant(-100, of: floor)
    #expect(solver.solved(x) == [100])
    try solver.setConstant(0, of: floor)
    #expect(solver.solved(x) == [70])
    #expect(solver.violation(of: pull) == 0 && solver.violation(of: floor) == 0)
  }

  @Test func aConstantUpdateEqualsRemoveAndAdd() throws {
    // kiwi's screen at 30 rows: row 12's avatar moves from 16 to 40 from the row's left.
    // The label's left follows (+24) and its width shrinks by 24 between required edges, so
    // the checksum (Σ x + y + w + h) grows by 24; removing and re-adding the constraint with
    // the new constant gives the same values.
    var updated = ScreenScenario(rows: 30)
    try updated.build()
    var readded = updated
    let base = updated.checksum
    let index = 2 + 17 * 12 + 3  // row 12's `avatar.left == row.left + 16`, constant -16
    let id = updated.solver.constraintIDs[index]
    #expect(updated.solver.constraint(id)?.expression.constant == -16)
    try updated.solver.setConstant(-40, of: id)
    var moved = updated.constraints[index]
    moved.expression.constant = -40
    try readded.solver.remove(id)
    _ = try readded.solver.add(moved)
    updated.solver.updateVariables()
    readded.solver.updateVariables()
    #expect(updated.checksum == base + 24)
    #expect(readded.checksum == base + 24)
    #expect(updated.solver.value(of: updated.labels[12].width) == 375 - 80 - 24)
  }
}
