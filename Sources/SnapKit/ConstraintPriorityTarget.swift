import UIKitViews

/// A number or `UILayoutPriority` for `priority(_:)` and `update(priority:)`.
public protocol ConstraintPriorityTarget {
  /// The priority's value.
  var constraintPriorityTargetValue: Float { get }
}

extension Int: ConstraintPriorityTarget {
  /// The number as a priority.
  public var constraintPriorityTargetValue: Float { Float(self) }
}

extension UInt: ConstraintPriorityTarget {
  /// The number as a priority.
  public var constraintPriorityTargetValue: Float { Float(self) }
}

extension Float: ConstraintPriorityTarget {
  /// The number as a priority.
  public var constraintPriorityTargetValue: Float { self }
}

extension Double: ConstraintPriorityTarget {
  /// The number as a priority.
  public var constraintPriorityTargetValue: Float { Float(self) }
}

extension CGFloat: ConstraintPriorityTarget {
  /// The number as a priority.
  public var constraintPriorityTargetValue: Float { Float(self) }
}

extension UILayoutPriority: ConstraintPriorityTarget {
  /// The priority's raw value.
  public var constraintPriorityTargetValue: Float { rawValue }
}
