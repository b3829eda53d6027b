/// How a constraint's expression compares with zero.
public enum Relation: Hashable, Sendable, CustomStringConvertible {
  /// `expression == 0`.
  case equal
  /// `expression <= 0`.
  case lessThanOrEqual
  /// `expression >= 0`.
  case greaterThanOrEqual

  /// `==`, `<=` or `>=`.
  public var description: String {
    switch self {
    case .equal: "=="
    case .lessThanOrEqual: "<="
    case .greaterThanOrEqual: ">="
    }
  }
}

/// A linear relation with a strength: `expression == 0`, `<= 0` or `>= 0`.
///
/// Write constraints with the comparison operators, which move everything to the left side
/// (`x + 10 == y` becomes `x - y + 10 == 0`), and give a strength with ``withStrength(_:)``
/// (the default is ``Strength/required``):
///
/// ```swift
/// let pinned = label.left == avatar.left + avatar.width + 8
/// let hugging = (label.width <= 120).withStrength(250)
/// ```
public struct LinearConstraint: Hashable, Sendable, CustomStringConvertible {
  /// The left side minus the right side.
  public var expression: LinearExpression
  /// How ``expression`` compares with zero.
  public var relation: Relation
  /// The constraint's priority.
  public var strength: Strength

  /// A constraint `expression relation 0` with a strength.
  public init(
    _ expression: LinearExpression, _ relation: Relation, strength: Strength = .required
  ) {
    self.expression = expression
    self.relation = relation
    self.strength = strength
  }

  /// The same constraint with another strength.
  public func withStrength(_ strength: Strength) -> LinearConstraint {
    var copy = self
    copy.strength = strength
    return copy
  }

  /// The constraint as `expression relation 0`, with its priority unless required.
  public var description: String {
    let text = "\(expression) \(relation) 0"
    return strength.isRequired ? text : text + " \(strength)"
  }

  /// How far the given values are from satisfying the relation: `|e|` for `==`, `max(0, e)`
  /// for `<=`, `max(0, -e)` for `>=`, where `e` is the expression's value.
  public func violation(_ value: (Variable) -> Double) -> Double {
    let e = expression.evaluated(value)
    switch relation {
    case .equal: return abs(e)
    case .lessThanOrEqual: return max(0, e)
    case .greaterThanOrEqual: return max(0, -e)
    }
  }
}

/// The identity of a constraint in one ``Solver``: returned by ``Solver/add(_:)``, kept by the
/// caller to remove, deactivate or update the constraint later.
///
/// IDs are ordered by when they were made and never reused within a solver's lifetime (a
/// removed constraint's ID stays unknown).
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The slot in the solver's constraint table.
  let slot: UInt32
  /// How many times the slot was reused before this constraint took it.
  let generation: UInt32

  /// `c` followed by the slot (and the generation when the slot was reused).
  public var description: String {
    generation == 0 ? "c\(slot)" : "c\(slot).\(generation)"
  }

  /// Whether `lhs` sorts before `rhs` (by slot, then generation).
  public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool {
    (lhs.slot, lhs.generation) < (rhs.slot, rhs.generation)
  }
}
