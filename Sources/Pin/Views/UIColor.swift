import UIKitGeometry

/// A colour in sRGB with opacity, kept for drawings of views (UIKit's name, as a value).
public struct UIColor: Hashable, Sendable {
  /// The red component, from 0 to 1.
  public var red: CGFloat
  /// The green component, from 0 to 1.
  public var green: CGFloat
  /// The blue component, from 0 to 1.
  public var blue: CGFloat
  /// The opacity, from 0 to 1.
  public var alpha: CGFloat

  /// Creates a colour from its components, each clamped to 0...1 (NaN becomes 0).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    func unit(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : Swift.min(1, Swift.max(0, value)) }
    self.red = unit(red)
    self.green = unit(green)
    self.blue = unit(blue)
    self.alpha = unit(alpha)
  }

  /// Creates a grey.
  public init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates an opaque colour from a `0xRRGGBB` number (Trellis's addition).
  public init(rgb: Int) {
    self.init(
      red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
      blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
  }

  /// The same colour with another opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// `#rrggbb`, the colour without its opacity, as SVG and CSS write it.
  public var hexString: String {
    let digits = Array("0123456789abcdef")
    var text = "#"
    for component in [red, green, blue] {
      let byte = Int((component * 255).rounded())
      text.append(digits[byte >> 4])
      text.append(digits[byte & 0xF])
    }
    return text
  }

  /// Black.
  public static let black = UIColor(white: 0, alpha: 1)
  /// White.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Fully transparent.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// Grey (50 %).
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Light grey (2/3).
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  /// Dark grey (1/3).
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  /// Red.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Green.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Blue.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// The background of a screen (white, light appearance).
  public static let systemBackground = UIColor.white
  /// The colour of primary text (black, light appearance).
  public static let label = UIColor.black
  /// The colour of secondary text (light appearance: #3c3c43 at 60 %).
  public static let secondaryLabel = UIColor(rgb: 0x3C3C43).withAlphaComponent(0.6)
  /// A light grey for grouped backgrounds (light appearance: #f2f2f7).
  public static let systemGroupedBackground = UIColor(rgb: 0xF2F2F7)
  /// The lightest system grey (light appearance: #f2f2f7).
  public static let systemGray6 = UIColor(rgb: 0xF2F2F7)
}
