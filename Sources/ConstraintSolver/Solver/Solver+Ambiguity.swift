// Whether a variable is fixed by the constraints or free to move without making the solution
// worse at any priority: the question behind UIKit's `hasAmbiguousLayout` (autolayout.md 9.5).
//
// Answered by probing a copy of the solver: a constraint `v == value ± step` at a priority
// below every other (0, which callers cannot use) pulls the variable each way. The strict
// priority order keeps every other level at its optimum, so the variable moves iff another
// optimal solution has it elsewhere. The solver itself is not changed.

extension Solver {
  /// Whether every optimal solution gives `variable` the same value.
  ///
  /// A variable is determined when moving it would make some priority level's errors grow.
  /// A variable no constraint mentions is not determined.
  ///
  /// Reads the current solution, so call after ``updateVariables()`` has nothing pending;
  /// the solver is not changed (a copy is probed).
  ///
  /// - Complexity: A copy of the solver's storage, then one constraint added, one constant
  ///   change and one removal on the copy.
  public func isDetermined(_ variable: Variable) -> Bool {
    undeterminedVariables(among: [variable]).isEmpty
  }

  /// The variables among `variables` that are not determined, in the order given.
  ///
  /// See ``isDetermined(_:)``. Unknown variables are left out.
  public func undeterminedVariables(among variables: [Variable]) -> [Variable] {
    var probe = self
    probe.updateVariables()
    return variables.filter { probe.isKnown($0) && !probe.probe($0.id) }
  }

  /// Pulls `variable` up and down at the lowest level; whether it stayed.
  private mutating func probe(_ variable: UInt32) -> Bool {
    let current = values[Int(variable)]
    let step = max(1, abs(current) * 1e-3)
    let pull = LinearConstraint(
      LinearExpression(Variable(id: variable)) - (current + step), .equal, strength: Strength(0))
    let slot = makeRecord(pull, isInternal: true)
    do {
      try addToTableau(slot)
      updateVariables()
      let up = values[Int(variable)]
      try changeConstant(ofRecord: slot, to: -(current - step))
      updateVariables()
      let down = values[Int(variable)]
      removeFromTableau(slot)
      freeRecord(slot)
      updateVariables()
      let tolerance = step * 1e-6
      return abs(up - current) <= tolerance && abs(down - current) <= tolerance
    } catch {
      // An optional constraint is never refused; if rounding ever made it so, say "free".
      return false
    }
  }
}
