/// A linear expression: a sum of terms plus a constant, such as `x + 2 * y - 10`.
///
/// Build expressions with the arithmetic operators on ``Variable``, ``LinearExpression`` and
/// `Double` (`+`, `-`, `*` by a number, `/` by a number, unary `-`). The terms are kept as
/// written; ``simplified()`` merges repeated variables and drops zero coefficients, and the
/// solver simplifies every expression it receives.
public struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
  /// The summands, in the order they were written (a variable may repeat).
  public var terms: [Term]
  /// The constant summand.
  public var constant: Double

  /// An expression from terms and a constant.
  public init(terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression `1 × variable`.
  public init(_ variable: Variable) {
    self.init(terms: [Term(variable)], constant: 0)
  }

  /// The constant expression `constant`.
  public init(_ constant: Double) {
    self.init(terms: [], constant: constant)
  }

  /// The same expression with one term per variable, in variable order, and no zero
  /// coefficient.
  ///
  /// - Complexity: O(*n* log *n*) for *n* terms.
  public func simplified() -> LinearExpression {
    if terms.count <= 1 {
      return terms.first?.coefficient == 0 ? LinearExpression(constant) : self
    }
    if isSimplified { return self }
    let sorted = terms.sorted { $0.variable.id < $1.variable.id }
    var merged: [Term] = []
    merged.reserveCapacity(sorted.count)
    for term in sorted {
      if let last = merged.last, last.variable == term.variable {
        merged[merged.count - 1].coefficient += term.coefficient
      } else {
        merged.append(term)
      }
    }
    merged.removeAll { $0.coefficient == 0 }
    return LinearExpression(terms: merged, constant: constant)
  }

  /// Whether the terms are in strictly increasing variable order with no zero coefficient
  /// (what ``simplified()`` gives, as most expressions are written).
  private var isSimplified: Bool {
    var previous: UInt32?
    for term in terms {
      if term.coefficient == 0 { return false }
      if let previous, previous >= term.variable.id { return false }
      previous = term.variable.id
    }
    return true
  }

  /// Whether every coefficient and the constant are finite (neither NaN nor infinite).
  public var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// The expression's value for the given variable values.
  ///
  /// - Parameter value: The value of each variable.
  /// - Complexity: O(*n*) for *n* terms.
  public func evaluated(_ value: (Variable) -> Double) -> Double {
    var sum = constant
    for term in terms { sum += term.coefficient * value(term.variable) }
    return sum
  }

  /// The terms and constant as written, such as `2 v0 - v1 + 10`.
  public var description: String {
    var text = ""
    for term in terms {
      let magnitude = abs(term.coefficient)
      let factor = magnitude == 1 ? "" : "\(magnitude) "
      if text.isEmpty {
        text = (term.coefficient < 0 ? "-" : "") + factor + term.variable.description
      } else {
        text += (term.coefficient < 0 ? " - " : " + ") + factor + term.variable.description
      }
    }
    if text.isEmpty { return "\(constant)" }
    if constant != 0 { text += (constant < 0 ? " - " : " + ") + "\(abs(constant))" }
    return text
  }
}
