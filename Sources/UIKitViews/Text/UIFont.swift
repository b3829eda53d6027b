import Foundation
import TextMeasurement

/// A font: a family, a point size and a weight (UIKit's name).
///
/// A class, as UIKit's is (iOS code extends it with static helpers and convenience
/// initializers); immutable and `Sendable`. Text in any font is measured with
/// `TextMeasurer`'s documented metrics for the font's weight, whatever the family.
open class UIFont: NSObject, @unchecked Sendable {
  /// The font's name (`.SFUI-Regular`-style names for the system font, as UIKit reports them).
  public let fontName: String
  /// The font's family name.
  public let familyName: String
  /// The font's size in points (0 when given a size that is not positive and finite).
  public let pointSize: CGFloat
  /// The font's weight.
  public let weight: Weight
  /// Whether the font is italic (kept for drawings; italic text measures as upright).
  public let isItalic: Bool

  /// A font weight (UIKit's `UIFont.Weight`), from −1 (thinnest) to 1 (heaviest); regular is 0.
  ///
  /// The named values are UIKit's.
  public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
    /// The weight's value.
    public var rawValue: CGFloat
    /// Creates a weight.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Creates a weight.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    /// Ultra light (−0.8).
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin (−0.6).
    public static let thin = Weight(rawValue: -0.6)
    /// Light (−0.4).
    public static let light = Weight(rawValue: -0.4)
    /// Regular (0).
    public static let regular = Weight(rawValue: 0)
    /// Medium (0.23).
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold (0.3).
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold (0.4).
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy (0.56).
    public static let heavy = Weight(rawValue: 0.56)
    /// Black (0.62).
    public static let black = Weight(rawValue: 0.62)
    /// Whether `lhs` is lighter than `rhs`.
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The Dynamic Type text styles (UIKit's `UIFont.TextStyle`), at the default text size.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name.
    public var rawValue: String
    /// Creates a style.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Large title, 34 points.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// Title 1, 28 points.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// Title 2, 22 points.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// Title 3, 20 points.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// Headline, 17 points semibold.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// Body, 17 points.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// Callout, 16 points.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// Subheadline, 15 points.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Footnote, 13 points.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// Caption 1, 12 points.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// Caption 2, 11 points.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The size and weight at the default text size (iosfontsizes.com, cited in
    /// Docs/UIKitViews.md).
    var metrics: (size: CGFloat, weight: Weight) {
      switch self {
      case .largeTitle: (34, .regular)
      case .title1: (28, .regular)
      case .title2: (22, .regular)
      case .title3: (20, .regular)
      case .headline: (17, .semibold)
      case .callout: (16, .regular)
      case .subheadline: (15, .regular)
      case .footnote: (13, .regular)
      case .caption1: (12, .regular)
      case .caption2: (11, .regular)
      default: (17, .regular)
      }
    }
  }

  /// Creates a font.
  init(name: String, family: String, pointSize: CGFloat, weight: Weight, isItalic: Bool = false) {
    fontName = name
    familyName = family
    self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
    self.weight = weight
    self.isItalic = isItalic
    super.init()
  }

  /// Creates a font from a name and a size; never fails (UIKit's returns `nil` for a name it does
  /// not have).
  ///
  /// A name containing "Bold", "Semibold" or "Medium" takes that weight.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    let lowered = fontName.lowercased()
    let weight: Weight =
      lowered.contains("semibold")
      ? .semibold
      : lowered.contains("bold") ? .bold : lowered.contains("medium") ? .medium : .regular
    self.init(
      name: fontName, family: fontName, pointSize: fontSize, weight: weight,
      isItalic: lowered.contains("italic"))
  }

  /// The system font at `fontSize`.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The system font at `fontSize` and `weight`.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      name: ".SFUI-\(weight.faceName)", family: ".AppleSystemUIFont", pointSize: fontSize,
      weight: weight)
  }

  /// The bold system font at `fontSize`.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The italic system font at `fontSize`.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(
      name: ".SFUI-RegularItalic", family: ".AppleSystemUIFont", pointSize: fontSize,
      weight: .regular, isItalic: true)
  }

  /// The monospaced-digit system font (measured as the system font).
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }

  /// The font of a text style at the default text size.
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let metrics = style.metrics
    return systemFont(ofSize: metrics.size, weight: metrics.weight)
  }

  /// The size of the system font for labels (17 points).
  open class var labelFontSize: CGFloat { 17 }
  /// The size of the system font for buttons (18 points, UIKit's constant).
  open class var buttonFontSize: CGFloat { 18 }
  /// The standard system font size (14 points, UIKit's constant).
  open class var systemFontSize: CGFloat { 14 }
  /// The small system font size (12 points, UIKit's constant).
  open class var smallSystemFontSize: CGFloat { 12 }

  /// The same font at another size.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(
      name: fontName, family: familyName, pointSize: fontSize, weight: weight, isItalic: isItalic)
  }

  /// The height of a line of text in this font (`TextMeasurer`'s line height).
  open var lineHeight: CGFloat { CGFloat(TextMeasurer().lineHeight(fontSize: Double(pointSize))) }

  /// The distance from a line's top to its baseline.
  open var ascender: CGFloat { CGFloat(TextMeasurer().ascender(fontSize: Double(pointSize))) }

  /// The distance from the baseline to the line's bottom, as a negative number (UIKit's sign).
  open var descender: CGFloat { ascender - lineHeight }

  /// Whether `object` is a font with the same name, size and weight.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return fontName == other.fontName && pointSize == other.pointSize && weight == other.weight
      && isItalic == other.isItalic
  }

  /// A hash of the name, size and weight.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(fontName)
    hasher.combine(pointSize)
    hasher.combine(weight)
    return hasher.finalize()
  }

  /// The name and size, as UIKit describes a font.
  open override var description: String {
    "<UIFont> font-family: \"\(familyName)\"; font-weight: \(weight.faceName.lowercased()); "
      + "font-size: \(pointSize)pt"
  }
}

extension UIFont.Weight {
  /// The face's name in a font name: the nearest named weight.
  var faceName: String {
    let named: [(UIFont.Weight, String)] = [
      (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
      (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"),
      (.black, "Black"),
    ]
    var best = named[3]
    for candidate in named
    where abs(candidate.0.rawValue - rawValue) < abs(best.0.rawValue - rawValue) {
      best = candidate
    }
    return best.1
  }
}

/// How text lines are aligned horizontally (UIKit's name).
public enum NSTextAlignment: Int, Hashable, Sendable {
  /// Aligned to the left edge.
  case left
  /// Centred.
  case center
  /// Aligned to the right edge.
  case right
  /// Both edges aligned (drawn as left-aligned here).
  case justified
  /// Aligned to the leading edge of the layout direction.
  case natural
}

/// How a label breaks and truncates lines (UIKit's name).
///
/// Trellis measures every mode as word
/// wrapping; the mode is kept for drawings.
public enum NSLineBreakMode: Int, Hashable, Sendable {
  /// Lines break between words (by character inside a word too wide for a line).
  case byWordWrapping
  /// Lines break between characters.
  case byCharWrapping
  /// Text past the edge is cut off.
  case byClipping
  /// The start of the last line is replaced by an ellipsis.
  case byTruncatingHead
  /// The end of the last line is replaced by an ellipsis.
  case byTruncatingTail
  /// The middle of the last line is replaced by an ellipsis.
  case byTruncatingMiddle
}
