import TextMeasurement
import UIKitGeometry

/// A font: a name and a point size (UIKit's name, as a value).
///
/// Text in any font is measured
/// with `TextMeasurer`'s documented sans-serif metrics, whatever the name.
public struct UIFont: Hashable, Sendable {
  /// The font's name (kept for drawings).
  public var fontName: String
  /// The font's size in points (0 when given a size that is not positive and finite).
  public var pointSize: CGFloat
  /// The font's weight.
  public var weight: Weight

  /// A font weight (UIKit's `UIFont.Weight`).
  public struct Weight: Hashable, Sendable {
    /// The weight from -1 (thinnest) to 1 (heaviest); regular is 0.
    public var rawValue: CGFloat
    /// Creates a weight.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
  }

  /// Creates a font from a name and a size; never fails (UIKit's returns `nil` for an unknown
  /// name).
  public init?(name: String, size: CGFloat) {
    self.init(name: name, pointSize: size, weight: .regular)
  }

  /// Creates a font.
  init(name: String, pointSize: CGFloat, weight: Weight) {
    fontName = name
    self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
    self.weight = weight
  }

  /// The system font at `fontSize`.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(name: "system", pointSize: fontSize, weight: .regular)
  }

  /// The system font at `fontSize` and `weight`.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(name: "system", pointSize: fontSize, weight: weight)
  }

  /// The bold system font at `fontSize`.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(name: "system-bold", pointSize: fontSize, weight: .bold)
  }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(name: fontName, pointSize: fontSize, weight: weight)
  }

  /// The height of a line of text in this font (`TextMeasurer`'s line height).
  public var lineHeight: CGFloat { CGFloat(TextMeasurer().lineHeight(fontSize: Double(pointSize))) }
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
