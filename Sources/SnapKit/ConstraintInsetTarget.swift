import UIKitViews

/// A number or edge insets for `inset(_:)` and `update(inset:)`: `inset(x)` is the insets
/// `(x, x, x, x)`, read per attribute with SnapKit's sign rule (see
/// ``ConstraintConstantTarget``).
public protocol ConstraintInsetTarget: ConstraintConstantTarget {}

extension Int: ConstraintInsetTarget {}
extension UInt: ConstraintInsetTarget {}
extension Float: ConstraintInsetTarget {}
extension Double: ConstraintInsetTarget {}
extension CGFloat: ConstraintInsetTarget {}
extension UIEdgeInsets: ConstraintInsetTarget {}

extension ConstraintInsetTarget {
  /// The value as edge insets.
  var constraintInsetTargetValue: ConstraintInsets {
    if let amount = self as? ConstraintInsets { return amount }
    let amount: CGFloat
    if let value = self as? Float {
      amount = CGFloat(value)
    } else if let value = self as? Double {
      amount = CGFloat(value)
    } else if let value = self as? CGFloat {
      amount = value
    } else if let value = self as? Int {
      amount = CGFloat(value)
    } else if let value = self as? UInt {
      amount = CGFloat(value)
    } else {
      amount = 0
    }
    return ConstraintInsets(top: amount, left: amount, bottom: amount, right: amount)
  }
}

/// Directional insets for `inset(_:)` and `update(inset:)`.
public protocol ConstraintDirectionalInsetTarget: ConstraintConstantTarget {}

extension NSDirectionalEdgeInsets: ConstraintDirectionalInsetTarget {}

extension ConstraintDirectionalInsetTarget {
  /// The value as directional insets.
  var constraintDirectionalInsetTargetValue: ConstraintDirectionalInsets {
    (self as? ConstraintDirectionalInsets)
      ?? ConstraintDirectionalInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  }
}
