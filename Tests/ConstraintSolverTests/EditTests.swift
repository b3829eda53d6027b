import ConstraintSolver
import Testing

/// Edit variables and suggested values, re-solved by the dual simplex.
@Suite struct EditTests {
  @Test func suggestionsMoveTheVariableAndWhatDependsOnIt() throws {
    // right = left + width, left = 10: suggesting right moves width.
    var solver = Solver()
    let left = solver.makeVariable()
    let width = solver.makeVariable()
    let right = solver.makeVariable()
    _ = try solver.add(left == 10)
    _ = try solver.add(right == left + width)
    try solver.addEditVariable(right, strength: 999)
    for target in [100.0, 250, 30, 100] {
      try solver.suggestValue(target, for: right)
      #expect(solver.solved(left, width, right) == [10, target - 10, target])
    }
  }

  @Test func anEditGivesWayToHigherPrioritiesOnly() throws {
    // width >= 50 required, width <= 200 @750, edit at 500: suggesting 300 gives 200 (750
    // wins), 20 gives 50 (required), 120 gives 120.
    var solver = Solver()
    let width = solver.makeVariable()
    _ = try solver.add(width >= 50)
    _ = try solver.add((width <= 200).withStrength(750))
    try solver.addEditVariable(width, strength: 500)
    for (target, expected) in [(300.0, 200.0), (20, 50), (120, 120), (300, 200)] {
      try solver.suggestValue(target, for: width)
      #expect(solver.solved(width) == [expected])
    }
  }

  @Test func anEditStartsAtZeroAndRemovingItRestoresTheRest() throws {
    // As kiwi: the edit constraint is `v == 0` until a value is suggested.
    var solver = Solver()
    let v = solver.makeVariable()
    _ = try solver.add((v == 42).withStrength(250))
    #expect(solver.solved(v) == [42])
    try solver.addEditVariable(v, strength: 750)
    #expect(solver.solved(v) == [0])
    try solver.suggestValue(7, for: v)
    #expect(solver.solved(v) == [7])
    #expect(solver.hasEditVariable(v))
    try solver.removeEditVariable(v)
    #expect(!solver.hasEditVariable(v))
    #expect(solver.solved(v) == [42])
  }

  @Test func twoEditsAtDifferentStrengths() throws {
    // x + y = 100 required; edits x (999) and y (500): x gets its suggestion, y the rest.
    var solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    _ = try solver.add(x + y == 100)
    try solver.addEditVariable(x, strength: 999)
    try solver.addEditVariable(y, strength: 500)
    try solver.suggestValue(30, for: x)
    try solver.suggestValue(30, for: y)
    #expect(solver.solved(x, y) == [30, 70])
    try solver.suggestValue(80, for: y)
    #expect(solver.solved(x, y) == [30, 70])
    try solver.suggestValue(-20, for: x)
    #expect(solver.solved(x, y) == [-20, 120])
  }

  @Test func aSuggestionFlipsInequalitiesAlongTheWay() throws {
    // Three boxes in a row 10 apart whose right edge is the edit w, so the widths add up to
    // w - 20. Each is at least 40 (required) and prefers 100: compression resistance at
    // 750, 749, 748 and hugging at 250, 249, 248, so the last box gives way first each way.
    var solver = Solver()
    let w = solver.makeVariable("w")
    var lefts: [Variable] = []
    var widths: [Variable] = []
    for i in 0..<3 {
      lefts.append(solver.makeVariable("left\(i)"))
      widths.append(solver.makeVariable("width\(i)"))
      _ = try solver.add(widths[i] >= 40)
      _ = try solver.add((widths[i] >= 100).withStrength(Strength(750 - Double(i))))
      _ = try solver.add((widths[i] <= 100).withStrength(Strength(250 - Double(i))))
    }
    _ = try solver.add(lefts[0] == 0)
    _ = try solver.add(lefts[1] == lefts[0] + widths[0] + 10)
    _ = try solver.add(lefts[2] == lefts[1] + widths[1] + 10)
    _ = try solver.add(w == lefts[2] + widths[2])
    try solver.addEditVariable(w, strength: 999)
    for (target, expected) in [
      (320.0, [100.0, 100, 100]), (260, [100, 100, 40]), (200, [100, 40, 40]),
      (500, [100, 100, 280]), (320, [100, 100, 100]),
    ] {
      try solver.suggestValue(target, for: w)
      #expect(solver.solved(widths[0], widths[1], widths[2]) == expected)
    }
  }
}
