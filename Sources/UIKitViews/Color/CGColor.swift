import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics

  extension CGColor {
    /// A colour in device RGB from its components.
    static func make(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> CGColor {
      CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The components as RGBA (a grey and alpha spread over red, green and blue).
    var rgbaComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      let values = components ?? []
      switch values.count {
      case 4...: return (values[0], values[1], values[2], values[3])
      case 2: return (values[0], values[0], values[0], values[1])
      default: return (0, 0, 0, alpha)
      }
    }
  }
#else
  /// A colour as Core Graphics holds it (its name), declared where the platform lacks it (Linux):
  /// RGBA components from 0 to 1.
  ///
  /// `UIColor.cgColor` and `UIColor(cgColor:)` convert.
  public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The components: red, green, blue and alpha.
    public let components: [CGFloat]?
    /// The opacity.
    public var alpha: CGFloat { components?.last ?? 1 }
    /// The number of components (4).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// Creates a colour from RGBA components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      components = [red, green, blue, alpha]
    }

    /// Creates a grey.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
      self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// A colour in RGB from its components.
    static func make(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> CGColor {
      CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The components as RGBA.
    var rgbaComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      let values = components ?? []
      return values.count >= 4 ? (values[0], values[1], values[2], values[3]) : (0, 0, 0, 1)
    }

    /// Whether two colours have equal components.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    /// The components.
    public var description: String { "CGColor \(components ?? [])" }
  }
#endif
