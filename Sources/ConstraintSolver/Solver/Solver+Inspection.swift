// Reading the system back: how well the current values meet each constraint, and sizes.

extension Solver {
  /// How far the values of the last ``updateVariables()`` are from satisfying a constraint
  /// (0 when satisfied; see ``LinearConstraint/violation(_:)``), or `nil` for an unknown ID.
  public func violation(of id: ConstraintID) -> Double? {
    guard let constraint = constraint(id) else { return nil }
    return constraint.violation { value(of: $0) }
  }

  /// How many rows the tableau has now (one per active constraint, less redundant ones).
  public var rowCount: Int { rows.count - freeRows.count }

  /// How many cells the tableau's rows hold in all: a measure of its density.
  public var cellCount: Int {
    var count = 0
    for slot in rows.indices where basics[slot] != Solver.noSymbol {
      count += rows[slot].cells.count
    }
    return count
  }

  /// The distinct optional priorities in use, highest first.
  public var priorityLevels: [Strength] {
    objective.order.compactMap { objective.priorities[$0] }.filter { $0 > 0 && $0 < 1000 }
      .map { Strength($0) }
  }
}
