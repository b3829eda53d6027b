import UIKitGeometry

/// A rectangle of a view for laying other views out against: the safe area, the layout
/// margins or the readable content area (UIKit's name).
public struct UILayoutGuide: Hashable, Sendable {
  /// The guide's rectangle in its view's coordinates.
  public var layoutFrame: CGRect

  /// Creates a guide from its rectangle.
  public init(layoutFrame: CGRect) { self.layoutFrame = layoutFrame }

  /// The widest a readable content guide gets, in points (UIKit's value at the default
  /// Dynamic Type size, an approximation: UIKit's varies with the text size).
  public static let readableWidth: CGFloat = 672
}

/// How a view's content is laid out in right-to-left languages (UIKit's name).
public enum UISemanticContentAttribute: Int, Hashable, Sendable {
  /// Follow the superview, then the application's direction.
  case unspecified
  /// Playback controls: follow the direction like ``unspecified`` here.
  case playback
  /// Directional controls: follow the direction like ``unspecified`` here.
  case spatial
  /// Always left to right.
  case forceLeftToRight
  /// Always right to left.
  case forceRightToLeft
}
