import Geometry

/// Insets from the top, leading, bottom and trailing edges (UIKit's name).
///
/// Leading is the left edge in a left-to-right layout and the right edge in a right-to-left one.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The top inset.
  public var top: CGFloat
  /// The leading inset.
  public var leading: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The trailing inset.
  public var trailing: CGFloat

  /// Creates insets from the four edges.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Creates zero insets.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// No inset on any edge.
  public static let zero = NSDirectionalEdgeInsets()

  /// `{top, leading, bottom, trailing}`, as UIKit writes directional insets.
  public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }

  /// The insets with leading and trailing resolved for a layout direction.
  ///
  /// - Parameter isLeftToRight: Whether leading is the left edge.
  public func edgeInsets(isLeftToRight: Bool) -> UIEdgeInsets {
    isLeftToRight
      ? UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
      : UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
  }
}
