/// Why a ``Solver`` refused a request.
///
/// A refused request leaves the solver as it was.
public enum SolverError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The required constraints cannot all hold with this change: the constraint being added
  /// or activated, or the new constant.
  ///
  /// `conflicting` lists, in ID order, the active required constraints that together with the
  /// change cannot all hold, read from the tableau row that proves it (the constraint whose
  /// constant changed is among them; a constraint being added is not, as it was never
  /// active). Optional constraints are never in conflict: they give way.
  case unsatisfiable(conflicting: [ConstraintID])
  /// The constraint is active already (``Solver/activate(_:)`` of an active constraint).
  case duplicateConstraint(ConstraintID)
  /// The solver has no such constraint (never added here, or removed).
  case unknownConstraint(ConstraintID)
  /// The variable is an edit variable already.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// The variable was not made by this solver.
  case unknownVariable(Variable)
  /// A coefficient, constant, suggested value or priority is NaN or infinite.
  case nonFiniteNumber
  /// A finite number outside what the solver accepts: a coefficient whose magnitude is outside
  /// ``Solver/coefficientMagnitudes``, or a constant or suggested value beyond
  /// ``Solver/maximumConstant`` in magnitude; or a request (adding or activating a constraint,
  /// adding an edit variable, changing a constant, suggesting a value) whose solution would
  /// hold a number past ``Solver/maximumValue``.
  case numberOutOfRange
  /// A finite priority outside 0 < priority ≤ 1000.
  case invalidStrength(Strength)
  /// An edit variable must be optional: its strength was ``Strength/required``.
  case requiredEditStrength

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .unsatisfiable(let conflicting):
      let list = conflicting.map(\.description).joined(separator: ", ")
      return "unsatisfiable required constraint (in conflict with: \(list))"
    case .duplicateConstraint(let id): return "constraint \(id) is active already"
    case .unknownConstraint(let id): return "unknown constraint \(id)"
    case .duplicateEditVariable(let v): return "\(v) is an edit variable already"
    case .unknownEditVariable(let v): return "\(v) is not an edit variable"
    case .unknownVariable(let v): return "\(v) does not belong to this solver"
    case .nonFiniteNumber: return "a coefficient, constant or value is not finite"
    case .numberOutOfRange: return "a coefficient, constant or value is out of range"
    case .invalidStrength(let s): return "priority \(s.priority) is not in (0, 1000]"
    case .requiredEditStrength: return "an edit variable cannot be required"
    }
  }
}
