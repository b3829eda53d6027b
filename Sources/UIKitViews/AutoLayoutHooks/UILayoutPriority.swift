import Foundation

/// How strongly a constraint (or a view's hugging and compression resistance) holds, from 1 to
/// 1000; 1000 is required (UIKit's name).
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, Comparable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// The priority's value.
  public var rawValue: Float

  /// Creates a priority.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// Creates a priority.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// Creates a priority from a literal.
  public init(floatLiteral value: Float) { rawValue = value }

  /// Creates a priority from a literal.
  public init(integerLiteral value: Int) { rawValue = Float(value) }

  /// Required: 1000.
  public static let required = UILayoutPriority(1000)
  /// A button's compression resistance: 750.
  public static let defaultHigh = UILayoutPriority(750)
  /// A drag that may resize the window scene: 510.
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// The scene keeps its size: 500.
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// A drag that will not resize the scene: 490.
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// A button's hugging: 250.
  public static let defaultLow = UILayoutPriority(250)
  /// The pull towards `systemLayoutSizeFitting`'s target size: 50.
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// Whether `lhs` is weaker than `rhs`.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// A priority `rhs` higher.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// A priority `rhs` lower.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
}
