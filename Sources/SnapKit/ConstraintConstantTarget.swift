import UIKitViews

/// A value that gives a constraint its constant: a number, or a size, point or insets read
/// per attribute (SnapKit's rule, below).
public protocol ConstraintConstantTarget {}

extension CGPoint: ConstraintConstantTarget {}
extension CGSize: ConstraintConstantTarget {}
extension UIEdgeInsets: ConstraintConstantTarget {}
extension NSDirectionalEdgeInsets: ConstraintConstantTarget {}

extension ConstraintConstantTarget {
  /// The constant for a layout constraint whose (second) attribute is `attribute`.
  ///
  /// A number is itself for every attribute. A size gives its width to `width`, its height to
  /// `height`, else 0. A point gives x to horizontal locations, y to vertical ones and
  /// baselines, 0 to sizes. Insets give `+left` to left edges, `+top` to tops and the first
  /// baseline, `−right` to right edges, `−bottom` to bottoms and the last baseline, the
  /// leading (trailing) side by ``ConstraintConfig/interfaceLayoutDirection``, half the
  /// difference of the two sides to centres, and minus the sum of the two sides to sizes.
  func constraintConstantTargetValueFor(layoutAttribute: LayoutAttribute) -> CGFloat {
    // The usual numbers first, in the order they are met: each failed cast of an existential
    // costs. `offset`, `inset(number)` and `update(offset:)` store a CGFloat, a statement's
    // default constant is one, and `equalTo(40)` keeps the caller's Int.
    if let value = self as? CGFloat { return value }
    if let value = self as? Int { return CGFloat(value) }
    if let value = self as? Double { return CGFloat(value) }
    if let value = self as? Float { return CGFloat(value) }
    if let value = self as? UInt { return CGFloat(value) }
    if let value = self as? CGSize {
      switch layoutAttribute {
      case .width: return value.width
      case .height: return value.height
      default: return 0
      }
    }
    if let value = self as? CGPoint {
      switch layoutAttribute {
      case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins:
        return value.x
      case .top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins,
        .lastBaseline, .firstBaseline:
        return value.y
      case .width, .height, .notAnAttribute:
        return 0
      }
    }
    let leftToRight = ConstraintConfig.interfaceLayoutDirection == .leftToRight
    if let value = self as? UIEdgeInsets {
      return Self.constant(
        top: value.top, left: value.left, bottom: value.bottom, right: value.right,
        leading: leftToRight ? value.left : value.right,
        trailing: leftToRight ? value.right : value.left, for: layoutAttribute)
    }
    if let value = self as? NSDirectionalEdgeInsets {
      return Self.constant(
        top: value.top, left: leftToRight ? value.leading : value.trailing,
        bottom: value.bottom, right: leftToRight ? value.trailing : value.leading,
        leading: value.leading, trailing: value.trailing, for: layoutAttribute)
    }
    return 0
  }

  /// The constant of insets for an attribute (SnapKit's sign rule).
  private static func constant(
    top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat, leading: CGFloat,
    trailing: CGFloat, for attribute: LayoutAttribute
  ) -> CGFloat {
    switch attribute {
    case .left, .leftMargin: return left
    case .top, .topMargin, .firstBaseline: return top
    case .right, .rightMargin: return -right
    case .bottom, .bottomMargin, .lastBaseline: return -bottom
    case .leading, .leadingMargin: return leading
    case .trailing, .trailingMargin: return -trailing
    case .centerX, .centerXWithinMargins: return (leading - trailing) / 2
    case .centerY, .centerYWithinMargins: return (top - bottom) / 2
    case .width: return -(leading + trailing)
    case .height: return -(top + bottom)
    case .notAnAttribute: return 0
    }
  }
}
