import Foundation

/// The traits of the environment a view is shown in: display scale, size classes, idiom and
/// layout direction (UIKit's name, as a value: read it from a view, a controller or a device).
public struct UITraitCollection: Hashable, Sendable {
  /// The display scale: pixels per point.
  public var displayScale: CGFloat
  /// The horizontal size class.
  public var horizontalSizeClass: UIUserInterfaceSizeClass
  /// The vertical size class.
  public var verticalSizeClass: UIUserInterfaceSizeClass
  /// The kind of device.
  public var userInterfaceIdiom: UIUserInterfaceIdiom
  /// The layout direction.
  public var layoutDirection: UITraitEnvironmentLayoutDirection
  /// The appearance (Trellis draws the light appearance).
  public var userInterfaceStyle: UIUserInterfaceStyle

  /// Creates traits.
  public init(
    displayScale: CGFloat = 2, horizontalSizeClass: UIUserInterfaceSizeClass = .compact,
    verticalSizeClass: UIUserInterfaceSizeClass = .regular,
    userInterfaceIdiom: UIUserInterfaceIdiom = .phone,
    layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
    userInterfaceStyle: UIUserInterfaceStyle = .light
  ) {
    self.displayScale = displayScale
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.userInterfaceIdiom = userInterfaceIdiom
    self.layoutDirection = layoutDirection
    self.userInterfaceStyle = userInterfaceStyle
  }

  /// Traits with only a horizontal size class set (the rest as the full initializer's
  /// defaults).
  public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(displayScale: 2, horizontalSizeClass: horizontalSizeClass)
  }

  /// Traits with only a vertical size class set.
  public init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(displayScale: 2, verticalSizeClass: verticalSizeClass)
  }

  /// Whether `other`'s size classes differ from these.
  public func hasDifferentSizeClass(comparedTo other: UITraitCollection?) -> Bool {
    guard let other else { return true }
    return horizontalSizeClass != other.horizontalSizeClass
      || verticalSizeClass != other.verticalSizeClass
  }
}

/// A size class (UIKit's name).
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
  /// Not specified.
  case unspecified = 0
  /// Compact.
  case compact
  /// Regular.
  case regular
}

/// The kind of device (UIKit's name).
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
  /// Not specified.
  case unspecified = -1
  /// A phone.
  case phone = 0
  /// A tablet.
  case pad
}

/// A layout direction as traits spell it (UIKit's name).
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
  /// Not specified.
  case unspecified = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft
}

/// The appearance (UIKit's name).
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
  /// Not specified.
  case unspecified
  /// Light.
  case light
  /// Dark.
  case dark
}
