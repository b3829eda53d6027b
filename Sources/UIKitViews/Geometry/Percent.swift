/// A percentage of a reference length, written `50%` as PinLayout and FlexLayout write it.
///
/// Declared once here and shared by Pin and FlexLayout's `view.flex`, so that a file using both
/// sees one `%` operator (PinLayout and FlexLayout each declare their own, and they collide).
public struct Percent: Hashable, Sendable, CustomStringConvertible {
  /// The percentage: 50 for `50%`.
  public let value: CGFloat

  /// Creates a percentage.
  public init(value: CGFloat) { self.value = value }

  /// The percentage of `length`: `50%.of(200)` is 100.
  public func of(_ length: CGFloat) -> CGFloat { length * value / 100 }

  /// `50%` (a whole number without a fraction; `inf%` and `nan%` as they are).
  public var description: String {
    value.isFinite && value.rounded() == value && abs(value) < 1e15
      ? "\(Int(value))%" : "\(value)%"
  }
}

/// FlexLayout's name for a percentage.
public typealias FPercent = Percent

postfix operator %

/// A percentage: `50%`.
public postfix func % (value: CGFloat) -> Percent { Percent(value: value) }

/// A percentage from an integer: `50%`.
public postfix func % (value: Int) -> Percent { Percent(value: CGFloat(value)) }

/// A negated percentage: `-(10%)`.
public prefix func - (percent: Percent) -> Percent { Percent(value: -percent.value) }
