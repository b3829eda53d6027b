import ConstraintSolver
import Testing

/// The examples of the DocC catalog and of `Solver`'s summary, run as written.
@Suite struct DocumentationExampleTests {
  @Test func catalogOverview() throws {
    var solver = Solver()
    let left = solver.makeVariable("label.left")
    let width = solver.makeVariable("label.width")
    let rootWidth = solver.makeVariable("root.width")
    _ = try solver.add(left == 16)
    _ = try solver.add(left + width == rootWidth - 16)
    _ = try solver.add((width <= 120).withStrength(250))
    _ = try solver.add((width >= 120).withStrength(750))
    try solver.addEditVariable(rootWidth, strength: 999)
    try solver.suggestValue(375, for: rootWidth)
    solver.updateVariables()
    #expect(solver.value(of: width) == 343)
  }

  @Test func gettingStarted() throws {
    var solver = Solver()
    let container = solver.makeVariable("container.width")
    let avatarLeft = solver.makeVariable("avatar.left")
    let avatarWidth = solver.makeVariable("avatar.width")
    let labelLeft = solver.makeVariable("label.left")
    let labelWidth = solver.makeVariable("label.width")
    _ = try solver.add(avatarLeft == 16)
    _ = try solver.add(avatarWidth == 40)
    _ = try solver.add(labelLeft == avatarLeft + avatarWidth + 8)
    let trailing = try solver.add(labelLeft + labelWidth == container - 16)
    _ = try solver.add((labelWidth <= 200).withStrength(250))
    _ = try solver.add((labelWidth >= 200).withStrength(750))
    try solver.addEditVariable(container, strength: 999)
    try solver.suggestValue(375, for: container)
    solver.updateVariables()
    #expect(solver.value(of: labelWidth) == 295)
    try solver.suggestValue(320, for: container)
    try solver.setConstant(24, of: trailing)
    solver.updateVariables()
    #expect(solver.value(of: labelWidth) == 232)
  }

  @Test func solverSummary() throws {
    var solver = Solver()
    let left = solver.makeVariable("left")
    let width = solver.makeVariable("width")
    let right = solver.makeVariable("right")
    _ = try solver.add(left == 16)
    _ = try solver.add(right == left + width)
    _ = try solver.add((width == 200).withStrength(750))
    try solver.addEditVariable(right, strength: 999)
    try solver.suggestValue(300, for: right)
    solver.updateVariables()
    #expect(solver.value(of: width) == 284)
  }
}
