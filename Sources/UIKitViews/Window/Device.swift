import Foundation

/// A device a window is shown on: its screen size in points, scale, safe-area insets, size
/// classes and bar heights, in an orientation (the profiles swift-snapshot-testing's
/// `ViewImageConfig` offers, measured on simulators).
///
/// The values and their sources are in Docs/UIKitViews.md ("Devices"): the screen sizes and
/// safe areas of swift-snapshot-testing's configurations and its forks, iOS 15–18.
///
/// ```swift
/// let window = UIWindow(device: .iPhone15)
/// window.device = .iPhone15(.landscape)  // rotates
/// ```
public struct Device: Hashable, Sendable, CustomStringConvertible {
  /// Portrait or landscape.
  public enum Orientation: Hashable, Sendable {
    /// Taller than wide.
    case portrait
    /// Wider than tall (the home indicator or button on the right).
    case landscape
  }

  /// The device's name (`"iPhone 15"`).
  public var name: String
  /// The orientation.
  public var orientation: Orientation
  /// The screen's size in points, in this orientation.
  public var size: CGSize
  /// Pixels per point.
  public var scale: CGFloat
  /// The safe-area insets of a full-screen window, in this orientation.
  public var safeAreaInsets: UIEdgeInsets
  /// The traits: size classes, idiom and scale.
  public var traits: UITraitCollection
  /// The height of a navigation bar (44 on phones in portrait, 32 in landscape at compact
  /// height, 50 on iPads since iOS 12).
  public var navigationBarHeight: CGFloat

  /// Creates a device profile.
  public init(
    name: String, orientation: Orientation, size: CGSize, scale: CGFloat,
    safeAreaInsets: UIEdgeInsets, traits: UITraitCollection, navigationBarHeight: CGFloat
  ) {
    self.name = name
    self.orientation = orientation
    self.size = size
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
    self.traits = traits
    self.navigationBarHeight = navigationBarHeight
  }

  /// The name and orientation.
  public var description: String { "\(name) (\(orientation))" }

  /// The same device in another orientation.
  public func rotated(to orientation: Orientation) -> Device {
    switch name {
    case "iPhone SE": .iPhoneSE(orientation)
    case "iPhone 13 mini": .iPhone13Mini(orientation)
    case "iPhone 13": .iPhone13(orientation)
    case "iPhone 15": .iPhone15(orientation)
    case "iPhone 15 Pro Max": .iPhone15ProMax(orientation)
    case "iPad Pro 11\"": .iPadPro11(orientation)
    default: self
    }
  }

  /// A phone profile from its portrait size, scale and insets.
  private static func phone(
    _ name: String, _ orientation: Orientation, width: CGFloat, height: CGFloat, scale: CGFloat,
    portrait: UIEdgeInsets, landscape: UIEdgeInsets, landscapeWidthClass: UIUserInterfaceSizeClass
  ) -> Device {
    let isPortrait = orientation == .portrait
    return Device(
      name: name, orientation: orientation,
      size: isPortrait
        ? CGSize(width: width, height: height) : CGSize(width: height, height: width),
      scale: scale, safeAreaInsets: isPortrait ? portrait : landscape,
      traits: UITraitCollection(
        displayScale: scale, horizontalSizeClass: isPortrait ? .compact : landscapeWidthClass,
        verticalSizeClass: isPortrait ? .regular : .compact, userInterfaceIdiom: .phone),
      navigationBarHeight: isPortrait ? 44 : 32)
  }

  /// iPhone SE (2nd and 3rd generation, as iPhone 8): 375 × 667 points at 2x, a 20-point
  /// status bar in portrait.
  public static func iPhoneSE(_ orientation: Orientation) -> Device {
    phone(
      "iPhone SE", orientation, width: 375, height: 667, scale: 2,
      portrait: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscape: .zero,
      landscapeWidthClass: .compact)
  }
  /// iPhone SE in portrait.
  public static let iPhoneSE = iPhoneSE(.portrait)

  /// iPhone 13 mini (as 12 mini): 375 × 812 points at 3x.
  public static func iPhone13Mini(_ orientation: Orientation) -> Device {
    phone(
      "iPhone 13 mini", orientation, width: 375, height: 812, scale: 3,
      portrait: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
      landscape: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50),
      landscapeWidthClass: .compact)
  }
  /// iPhone 13 mini in portrait.
  public static let iPhone13Mini = iPhone13Mini(.portrait)

  /// iPhone 13 (as 12, 14): 390 × 844 points at 3x.
  public static func iPhone13(_ orientation: Orientation) -> Device {
    phone(
      "iPhone 13", orientation, width: 390, height: 844, scale: 3,
      portrait: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      landscape: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
      landscapeWidthClass: .compact)
  }
  /// iPhone 13 in portrait.
  public static let iPhone13 = iPhone13(.portrait)

  /// iPhone 15 (as 14 Pro, 15 Pro): 393 × 852 points at 3x, the Dynamic Island's 59-point
  /// top inset.
  public static func iPhone15(_ orientation: Orientation) -> Device {
    phone(
      "iPhone 15", orientation, width: 393, height: 852, scale: 3,
      portrait: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
      landscape: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
      landscapeWidthClass: .compact)
  }
  /// iPhone 15 in portrait.
  public static let iPhone15 = iPhone15(.portrait)

  /// iPhone 15 Pro Max (as 14 Pro Max): 430 × 932 points at 3x; regular width in landscape.
  public static func iPhone15ProMax(_ orientation: Orientation) -> Device {
    phone(
      "iPhone 15 Pro Max", orientation, width: 430, height: 932, scale: 3,
      portrait: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
      landscape: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
      landscapeWidthClass: .regular)
  }
  /// iPhone 15 Pro Max in portrait.
  public static let iPhone15ProMax = iPhone15ProMax(.portrait)

  /// iPad Pro 11-inch, full screen: 834 × 1194 points at 2x, regular in both size classes.
  public static func iPadPro11(_ orientation: Orientation) -> Device {
    let isPortrait = orientation == .portrait
    return Device(
      name: "iPad Pro 11\"", orientation: orientation,
      size: isPortrait ? CGSize(width: 834, height: 1194) : CGSize(width: 1194, height: 834),
      scale: 2, safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      traits: UITraitCollection(
        displayScale: 2, horizontalSizeClass: .regular, verticalSizeClass: .regular,
        userInterfaceIdiom: .pad),
      navigationBarHeight: 50)
  }
  /// iPad Pro 11-inch in portrait.
  public static let iPadPro11 = iPadPro11(.portrait)

  /// Every profile, in both orientations.
  public static let all: [Device] = [
    iPhoneSE, iPhoneSE(.landscape), iPhone13Mini, iPhone13Mini(.landscape), iPhone13,
    iPhone13(.landscape), iPhone15, iPhone15(.landscape), iPhone15ProMax,
    iPhone15ProMax(.landscape), iPadPro11, iPadPro11(.landscape),
  ]
}
