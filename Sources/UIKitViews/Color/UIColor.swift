import Foundation

/// A colour in sRGB with opacity (UIKit's name).
///
/// A class, as UIKit's is, so that the `convenience init` extensions iOS code writes on
/// `UIColor` compile; it is immutable and `Sendable`. The system and named colours are iOS's
/// light-appearance values (iOS 15–18), with their sources in Docs/UIKitViews.md ("Colours").
open class UIColor: NSObject, @unchecked Sendable {
  /// The red component, from 0 to 1.
  public let red: CGFloat
  /// The green component, from 0 to 1.
  public let green: CGFloat
  /// The blue component, from 0 to 1.
  public let blue: CGFloat
  /// The opacity, from 0 to 1.
  public let alpha: CGFloat

  /// Creates a colour from its components, each clamped to 0...1 (NaN becomes 0).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    func unit(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : Swift.min(1, Swift.max(0, value)) }
    self.red = unit(red)
    self.green = unit(green)
    self.blue = unit(blue)
    self.alpha = unit(alpha)
    super.init()
  }

  /// Creates a grey.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates a colour from hue, saturation and brightness (each 0...1), as UIKit converts them.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (hue.isFinite ? hue : 0).truncatingRemainder(dividingBy: 1) * 6
    let s = Swift.min(1, Swift.max(0, saturation.isFinite ? saturation : 0))
    let v = Swift.min(1, Swift.max(0, brightness.isFinite ? brightness : 0))
    let sector = Int(h.rounded(.down))
    let f = h - CGFloat(sector)
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let rgb: (CGFloat, CGFloat, CGFloat)
    switch (sector % 6 + 6) % 6 {
    case 0: rgb = (v, t, p)
    case 1: rgb = (q, v, p)
    case 2: rgb = (p, v, t)
    case 3: rgb = (p, q, v)
    case 4: rgb = (t, p, v)
    default: rgb = (v, p, q)
    }
    self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
  }

  /// Creates an opaque colour from a `0xRRGGBB` number (Trellis's addition).
  public convenience init(rgb: Int) {
    self.init(
      red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
      blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
  }

  /// Creates a colour from a Core Graphics colour (its first four components as RGBA, a grey
  /// and alpha for two components).
  public convenience init(cgColor: CGColor) {
    let components = cgColor.rgbaComponents
    self.init(
      red: components.red, green: components.green, blue: components.blue,
      alpha: components.alpha)
  }

  /// The same colour with another opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour as a Core Graphics colour (the platform's `CGColor` where there is one).
  public var cgColor: CGColor { CGColor.make(red: red, green: green, blue: blue, alpha: alpha) }

  /// Reads the components into the given pointers, as UIKit does; returns true.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
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

  /// Whether `object` is a colour with the same components.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return red == other.red && green == other.green && blue == other.blue
      && alpha == other.alpha
  }

  /// A hash of the components.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
    return hasher.finalize()
  }

  /// The components, as UIKit describes a colour.
  open override var description: String {
    "UIExtendedSRGBColorSpace \(red) \(green) \(blue) \(alpha)"
  }
}

extension UIColor {
  /// A colour from 0–255 components (the form the reference tables use).
  fileprivate static func rgb255(_ r: Int, _ g: Int, _ b: Int, alpha: CGFloat = 1) -> UIColor {
    UIColor(
      red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
  }

  // MARK: Classic colours (UIColor.h)

  /// Black (grey 0).
  public static let black = UIColor(white: 0, alpha: 1)
  /// Dark grey (grey 1/3).
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  /// Grey (grey 0.5).
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Light grey (grey 2/3).
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  /// White (grey 1).
  public static let white = UIColor(white: 1, alpha: 1)
  /// Fully transparent (grey 0, alpha 0).
  public static let clear = UIColor(white: 0, alpha: 0)
  /// Red (1, 0, 0).
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Green (0, 1, 0).
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Blue (0, 0, 1).
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// Cyan (0, 1, 1).
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Yellow (1, 1, 0).
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Magenta (1, 0, 1).
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// Orange (1, 0.5, 0).
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple (0.5, 0, 0.5).
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown (0.6, 0.4, 0.2).
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

  // MARK: System tint colours (light appearance, default contrast)

  /// System red (255, 59, 48).
  public static let systemRed = rgb255(255, 59, 48)
  /// System orange (255, 149, 0).
  public static let systemOrange = rgb255(255, 149, 0)
  /// System yellow (255, 204, 0).
  public static let systemYellow = rgb255(255, 204, 0)
  /// System green (52, 199, 89).
  public static let systemGreen = rgb255(52, 199, 89)
  /// System mint (0, 199, 190).
  public static let systemMint = rgb255(0, 199, 190)
  /// System teal (48, 176, 199; iOS 15 and later).
  public static let systemTeal = rgb255(48, 176, 199)
  /// System cyan (50, 173, 230).
  public static let systemCyan = rgb255(50, 173, 230)
  /// System blue (0, 122, 255).
  public static let systemBlue = rgb255(0, 122, 255)
  /// System indigo (88, 86, 214).
  public static let systemIndigo = rgb255(88, 86, 214)
  /// System purple (175, 82, 222).
  public static let systemPurple = rgb255(175, 82, 222)
  /// System pink (255, 45, 85).
  public static let systemPink = rgb255(255, 45, 85)
  /// System brown (162, 132, 94).
  public static let systemBrown = rgb255(162, 132, 94)
  /// System grey (142, 142, 147).
  public static let systemGray = rgb255(142, 142, 147)
  /// System grey 2 (174, 174, 178).
  public static let systemGray2 = rgb255(174, 174, 178)
  /// System grey 3 (199, 199, 204).
  public static let systemGray3 = rgb255(199, 199, 204)
  /// System grey 4 (209, 209, 214).
  public static let systemGray4 = rgb255(209, 209, 214)
  /// System grey 5 (229, 229, 234).
  public static let systemGray5 = rgb255(229, 229, 234)
  /// System grey 6 (242, 242, 247).
  public static let systemGray6 = rgb255(242, 242, 247)

  // MARK: Semantic colours (light appearance)

  /// Primary text (0, 0, 0).
  public static let label = rgb255(0, 0, 0)
  /// Secondary text (60, 60, 67 at 60 %).
  public static let secondaryLabel = rgb255(60, 60, 67, alpha: 0.6)
  /// Tertiary text (60, 60, 67 at 30 %).
  public static let tertiaryLabel = rgb255(60, 60, 67, alpha: 0.3)
  /// Quaternary text (60, 60, 67 at 18 %).
  public static let quaternaryLabel = rgb255(60, 60, 67, alpha: 0.18)
  /// Placeholder text (60, 60, 67 at 30 %).
  public static let placeholderText = rgb255(60, 60, 67, alpha: 0.3)
  /// Thin separators (60, 60, 67 at 29 %).
  public static let separator = rgb255(60, 60, 67, alpha: 0.29)
  /// Opaque separators (198, 198, 200).
  public static let opaqueSeparator = rgb255(198, 198, 200)
  /// Links (0, 122, 255).
  public static let link = rgb255(0, 122, 255)
  /// Thin fills (120, 120, 128 at 20 %).
  public static let systemFill = rgb255(120, 120, 128, alpha: 0.2)
  /// Secondary fills (120, 120, 128 at 16 %).
  public static let secondarySystemFill = rgb255(120, 120, 128, alpha: 0.16)
  /// Tertiary fills (118, 118, 128 at 12 %).
  public static let tertiarySystemFill = rgb255(118, 118, 128, alpha: 0.12)
  /// Quaternary fills (116, 116, 128 at 8 %).
  public static let quaternarySystemFill = rgb255(116, 116, 128, alpha: 0.08)
  /// A screen's background (255, 255, 255).
  public static let systemBackground = rgb255(255, 255, 255)
  /// Content on a screen's background (242, 242, 247).
  public static let secondarySystemBackground = rgb255(242, 242, 247)
  /// Content on secondary content (255, 255, 255).
  public static let tertiarySystemBackground = rgb255(255, 255, 255)
  /// A grouped screen's background (242, 242, 247).
  public static let systemGroupedBackground = rgb255(242, 242, 247)
  /// Content on a grouped background (255, 255, 255).
  public static let secondarySystemGroupedBackground = rgb255(255, 255, 255)
  /// Content on grouped content (242, 242, 247).
  public static let tertiarySystemGroupedBackground = rgb255(242, 242, 247)
  /// Light text on dark backgrounds (white at 60 %).
  public static let lightText = UIColor(white: 1, alpha: 0.6)
  /// Dark text on light backgrounds (black).
  public static let darkText = UIColor(white: 0, alpha: 1)
}
