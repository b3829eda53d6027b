/// How much a constraint matters: UIKit's layout priority, from just above 0 to 1000.
///
/// ``required`` (1000) makes a constraint hard: it holds exactly, or the solver refuses it.
/// Every lower priority is optional and ordered strictly, as UIKit documents: the solver
/// minimises the errors of the highest priority first, then of the next, and no amount of
/// error at lower priorities buys any error at a higher one (a lexicographic order, not a
/// weighted sum). Within one priority the errors add up. Priorities need not be whole numbers
/// (UIKit's `UILayoutPriority` is a `Float`, so 999.5 and 250.1 are distinct levels); what
/// counts is their order.
///
/// ```swift
/// let hugging: Strength = 250
/// let compressionResistance = Strength(750)
/// ```
public struct Strength: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral, CustomStringConvertible
{
  /// The priority: greater than 0, at most 1000 (``required``).
  public var priority: Double

  /// A strength with the given priority.
  ///
  /// The solver refuses a priority outside 0 < priority ≤ 1000
  /// (``SolverError/invalidStrength(_:)``) or not finite (``SolverError/nonFiniteNumber``).
  public init(_ priority: Double) { self.priority = priority }

  /// A strength from a literal priority.
  public init(floatLiteral value: Double) { self.init(value) }

  /// A strength from a literal priority.
  public init(integerLiteral value: Int) { self.init(Double(value)) }

  /// Priority 1000: the constraint must hold exactly.
  public static let required = Strength(1000)

  /// Whether this is ``required`` (priority 1000).
  public var isRequired: Bool { priority == 1000 }

  /// Whether a solver accepts this strength (finite, 0 < priority ≤ 1000).
  public var isValid: Bool { priority.isFinite && priority > 0 && priority <= 1000 }

  /// The priority, as UIKit prints it.
  public var description: String { "@\(priority)" }

  /// Whether `lhs` is weaker than `rhs`.
  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }
}
