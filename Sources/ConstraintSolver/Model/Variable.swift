/// An unknown of a constraint system: a cheap handle that one ``Solver`` hands out.
///
/// A variable is an index into the solver that made it, so it is only meaningful with that
/// solver; the solver refuses a variable it does not know with
/// ``SolverError/unknownVariable(_:)``. Variables compare and hash by index, in the order the
/// solver made them.
///
/// ```swift
/// var solver = Solver()
/// let left = solver.makeVariable("left")
/// let width = solver.makeVariable("width")
/// _ = try solver.add(left + width == 320)
/// ```
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The variable's index in its solver's symbol table.
  let id: UInt32

  init(id: UInt32) { self.id = id }

  /// The variable's index among the symbols of its solver (stable for the solver's lifetime).
  public var index: Int { Int(id) }

  /// `v` followed by the index; a solver gives the debug name (``Solver/name(of:)``).
  public var description: String { "v\(id)" }

  /// Whether `lhs` was made before `rhs` by the same solver.
  public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.id < rhs.id }
}

/// A variable with a coefficient: one summand of a ``LinearExpression``.
public struct Term: Hashable, Sendable {
  /// The variable.
  public var variable: Variable
  /// The factor the variable is multiplied by.
  public var coefficient: Double

  /// A term `coefficient × variable`.
  public init(_ variable: Variable, coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}
