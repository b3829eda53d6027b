// Comparisons that build constraints: `x + 10 == y`, `width >= 44`, `a <= b - 8`. Each moves
// the right side to the left (`lhs - rhs`) and gives a required constraint.
//
// `==`, `<=` and `>=` on two variables also exist as Equatable and Comparable's `Bool`
// versions: the context picks one (`solver.add(x == y)` builds a constraint).

extension LinearExpression {
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: LinearExpression, rhs: LinearExpression) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .equal)
  }

  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: LinearExpression, rhs: LinearExpression) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .lessThanOrEqual)
  }

  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: LinearExpression, rhs: LinearExpression) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .greaterThanOrEqual)
  }

  /// The required constraint `lhs == rhs`.
  public static func == (lhs: LinearExpression, rhs: Variable) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .equal)
  }

  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: LinearExpression, rhs: Variable) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .lessThanOrEqual)
  }

  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: LinearExpression, rhs: Variable) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .greaterThanOrEqual)
  }

  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Variable, rhs: LinearExpression) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .equal)
  }

  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Variable, rhs: LinearExpression) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .lessThanOrEqual)
  }

  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Variable, rhs: LinearExpression) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .greaterThanOrEqual)
  }

  /// The required constraint `lhs == rhs`.
  public static func == (lhs: LinearExpression, rhs: Double) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .equal)
  }

  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: LinearExpression, rhs: Double) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .lessThanOrEqual)
  }

  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: LinearExpression, rhs: Double) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .greaterThanOrEqual)
  }

  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Double, rhs: LinearExpression) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .equal)
  }

  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Double, rhs: LinearExpression) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .lessThanOrEqual)
  }

  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Double, rhs: LinearExpression) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .greaterThanOrEqual)
  }
}

extension Variable {
  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Variable, rhs: Variable) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .equal)
  }

  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Variable, rhs: Variable) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .lessThanOrEqual)
  }

  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Variable, rhs: Variable) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .greaterThanOrEqual)
  }

  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Variable, rhs: Double) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .equal)
  }

  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Variable, rhs: Double) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .lessThanOrEqual)
  }

  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Variable, rhs: Double) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .greaterThanOrEqual)
  }

  /// The required constraint `lhs == rhs`.
  public static func == (lhs: Double, rhs: Variable) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .equal)
  }

  /// The required constraint `lhs <= rhs`.
  public static func <= (lhs: Double, rhs: Variable) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .lessThanOrEqual)
  }

  /// The required constraint `lhs >= rhs`.
  public static func >= (lhs: Double, rhs: Variable) -> LinearConstraint {
    LinearConstraint(lhs - rhs, .greaterThanOrEqual)
  }
}
