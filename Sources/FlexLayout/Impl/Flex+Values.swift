import FlexCore
import UIKitViews

// The clamps applied to numbers as they are set (documented on `Flex`): FlexCore refuses to lay
// out a style holding a NaN, an infinity or a negative size, so the view layer never stores one.

extension Flex {
  /// A size in points: `nil` or not finite is `auto` (or no limit), negative is 0.
  static func size(_ value: CGFloat?) -> Length {
    guard let value else { return .auto }
    let number = Double(value)
    guard number.isFinite else { return .auto }
    return .points(Swift.max(0, number))
  }

  /// A size in percent: not finite is `auto` (or no limit), negative is 0 %.
  static func size(_ percent: Percent) -> Length {
    let number = Double(percent.value)
    guard number.isFinite else { return .auto }
    return .percent(Swift.max(0, number))
  }

  /// A margin or inset in points: not finite is 0; negative values are kept.
  static func offset(_ value: CGFloat) -> Length {
    let number = Double(value)
    return .points(number.isFinite ? number : 0)
  }

  /// A margin or inset in percent: not finite is 0 %; negative values are kept.
  static func offset(_ percent: Percent) -> Length {
    let number = Double(percent.value)
    return .percent(number.isFinite ? number : 0)
  }

  /// A padding or gap in points: negative or not finite is 0.
  static func inset(_ value: CGFloat) -> LengthPercentage {
    let number = Double(value)
    return .points(number.isFinite ? Swift.max(0, number) : 0)
  }

  /// A padding in percent: negative or not finite is 0 %.
  static func inset(_ percent: Percent) -> LengthPercentage {
    let number = Double(percent.value)
    return .percent(number.isFinite ? Swift.max(0, number) : 0)
  }

  /// A grow or shrink factor: negative or not finite is 0.
  static func factor(_ value: CGFloat) -> Double {
    let number = Double(value)
    return number.isFinite ? Swift.max(0, number) : 0
  }

  /// An aspect ratio: `nil`, not positive or not finite is none.
  static func ratio(_ value: CGFloat?) -> Double? {
    guard let value else { return nil }
    let number = Double(value)
    return number.isFinite && number > 0 ? number : nil
  }

  /// An available length for layout: `nil`, NaN, infinite or `greatestFiniteMagnitude` is
  /// none (the axis sizes to its content); negative is 0.
  static func available(_ value: CGFloat) -> Double? {
    let number = Double(value)
    guard number.isFinite, number < Double.greatestFiniteMagnitude else { return nil }
    return Swift.max(0, number)
  }
}
