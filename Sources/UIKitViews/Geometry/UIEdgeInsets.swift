import Geometry

/// Insets from the top, left, bottom and right edges of a rectangle (UIKit's name).
///
/// Positive values move an edge inwards. UIKit declares this type, not Foundation, so Trellis
/// declares it here, once, for every module that spells Apple's names.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Creates insets from the four edges.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates zero insets.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// No inset on any edge.
  public static let zero = UIEdgeInsets()

  /// `{top, left, bottom, right}`, as UIKit's `NSStringFromUIEdgeInsets` writes insets.
  public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension UIEdgeInsets {
  /// The same insets as Geometry's engine-level value.
  @inlinable public init(_ insets: EdgeInsets) {
    self.init(
      top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
      right: CGFloat(insets.right))
  }
}

extension EdgeInsets {
  /// The same insets as UIKit's value.
  @inlinable public init(_ insets: UIEdgeInsets) {
    self.init(
      top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
      right: Double(insets.right))
  }
}

extension CGRect {
  /// The rectangle with each edge moved inwards by `insets` (UIKit's `inset(by:)`).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}
