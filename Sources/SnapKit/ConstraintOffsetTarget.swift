import UIKitViews

/// A number for `offset(_:)` and `update(offset:)`: the constant, for every attribute.
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}

extension Int: ConstraintOffsetTarget {}
extension UInt: ConstraintOffsetTarget {}
extension Float: ConstraintOffsetTarget {}
extension Double: ConstraintOffsetTarget {}
extension CGFloat: ConstraintOffsetTarget {}

extension ConstraintOffsetTarget {
  /// The number as a constant.
  var constraintOffsetTargetValue: CGFloat {
    if let amount = self as? Float { return CGFloat(amount) }
    if let amount = self as? Double { return CGFloat(amount) }
    if let amount = self as? CGFloat { return amount }
    if let amount = self as? Int { return CGFloat(amount) }
    if let amount = self as? UInt { return CGFloat(amount) }
    return 0
  }
}
