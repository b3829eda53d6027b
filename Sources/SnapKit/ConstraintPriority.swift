import UIKitViews

/// A priority for SnapKit's `priority(_:)`: `.required` (1000), `.high` (750), `.medium` (500,
/// as on iOS), `.low` (250), or a number.
public struct ConstraintPriority: ExpressibleByFloatLiteral, Equatable, Strideable {
  /// The literal type: a `Float`, as `UILayoutPriority`'s raw value.
  public typealias FloatLiteralType = Float

  /// The priority's value.
  public let value: Float

  /// A priority from a literal.
  public init(floatLiteral value: Float) { self.value = value }

  /// A priority of `value`.
  public init(_ value: Float) { self.value = value }

  /// 1000: the constraint must hold.
  public static var required: ConstraintPriority { 1000.0 }
  /// 750.
  public static var high: ConstraintPriority { 750.0 }
  /// 500 (SnapKit's iOS value; 501 on macOS).
  public static var medium: ConstraintPriority { 500.0 }
  /// 250.
  public static var low: ConstraintPriority { 250.0 }

  /// Whether two priorities have the same value.
  public static func == (lhs: ConstraintPriority, rhs: ConstraintPriority) -> Bool {
    lhs.value == rhs.value
  }

  /// The priority `n` higher.
  public func advanced(by n: Float) -> ConstraintPriority { ConstraintPriority(value + n) }

  /// How much higher `other` is.
  public func distance(to other: ConstraintPriority) -> Float { other.value - value }
}
