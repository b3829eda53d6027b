// Arithmetic on variables, expressions and numbers: `x + 2 * y - 10`. Multiplication and
// division take a number on one side, so every result stays linear.

extension LinearExpression {
  /// The sum of two expressions (terms concatenated, constants added).
  public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  /// The sum of an expression and a variable.
  public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    LinearExpression(terms: lhs.terms + [Term(rhs)], constant: lhs.constant)
  }

  /// The sum of a variable and an expression.
  public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(terms: [Term(lhs)] + rhs.terms, constant: rhs.constant)
  }

  /// The expression plus a number.
  public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
  }

  /// A number plus the expression.
  public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }

  /// The difference of two expressions.
  public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + -rhs
  }

  /// The expression minus a variable.
  public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    LinearExpression(terms: lhs.terms + [Term(rhs, coefficient: -1)], constant: lhs.constant)
  }

  /// A variable minus an expression.
  public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) + -rhs
  }

  /// The expression minus a number.
  public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(terms: lhs.terms, constant: lhs.constant - rhs)
  }

  /// A number minus the expression.
  public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { -rhs + lhs }

  /// The expression with every coefficient and the constant negated.
  public static prefix func - (operand: LinearExpression) -> LinearExpression {
    operand * -1
  }

  /// The expression scaled by a number.
  public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(
      terms: lhs.terms.map { Term($0.variable, coefficient: $0.coefficient * rhs) },
      constant: lhs.constant * rhs)
  }

  /// A number times the expression.
  public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }

  /// The expression divided by a number (a zero divisor gives non-finite coefficients, which
  /// the solver refuses).
  public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs * (1 / rhs)
  }

  /// Adds an expression to this one.
  public static func += (lhs: inout LinearExpression, rhs: LinearExpression) {
    lhs.terms += rhs.terms
    lhs.constant += rhs.constant
  }

  /// Adds a variable to this expression.
  public static func += (lhs: inout LinearExpression, rhs: Variable) {
    lhs.terms.append(Term(rhs))
  }

  /// Adds a number to this expression's constant.
  public static func += (lhs: inout LinearExpression, rhs: Double) {
    lhs.constant += rhs
  }

  /// Subtracts an expression from this one.
  public static func -= (lhs: inout LinearExpression, rhs: LinearExpression) {
    lhs += -rhs
  }

  /// Subtracts a variable from this expression.
  public static func -= (lhs: inout LinearExpression, rhs: Variable) {
    lhs.terms.append(Term(rhs, coefficient: -1))
  }

  /// Subtracts a number from this expression's constant.
  public static func -= (lhs: inout LinearExpression, rhs: Double) {
    lhs.constant -= rhs
  }
}

extension Variable {
  /// The sum of two variables.
  public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(terms: [Term(lhs), Term(rhs)])
  }

  /// The variable plus a number.
  public static func + (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(terms: [Term(lhs)], constant: rhs)
  }

  /// A number plus the variable.
  public static func + (lhs: Double, rhs: Variable) -> LinearExpression { rhs + lhs }

  /// The difference of two variables.
  public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(terms: [Term(lhs), Term(rhs, coefficient: -1)])
  }

  /// The variable minus a number.
  public static func - (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(terms: [Term(lhs)], constant: -rhs)
  }

  /// A number minus the variable.
  public static func - (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression(terms: [Term(rhs, coefficient: -1)], constant: lhs)
  }

  /// The variable negated.
  public static prefix func - (operand: Variable) -> LinearExpression {
    LinearExpression(terms: [Term(operand, coefficient: -1)])
  }

  /// The variable times a number.
  public static func * (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(terms: [Term(lhs, coefficient: rhs)])
  }

  /// A number times the variable.
  public static func * (lhs: Double, rhs: Variable) -> LinearExpression { rhs * lhs }

  /// The variable divided by a number.
  public static func / (lhs: Variable, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }
}
