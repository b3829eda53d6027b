import UIKitViews

/// A number for `multipliedBy(_:)` and `dividedBy(_:)`.
public protocol ConstraintMultiplierTarget {
  /// The number as a multiplier.
  var constraintMultiplierTargetValue: CGFloat { get }
}

extension Int: ConstraintMultiplierTarget {
  /// The number as a multiplier.
  public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
}

extension UInt: ConstraintMultiplierTarget {
  /// The number as a multiplier.
  public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
}

extension Float: ConstraintMultiplierTarget {
  /// The number as a multiplier.
  public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
}

extension Double: ConstraintMultiplierTarget {
  /// The number as a multiplier.
  public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
}

extension CGFloat: ConstraintMultiplierTarget {
  /// The number as a multiplier.
  public var constraintMultiplierTargetValue: CGFloat { self }
}
