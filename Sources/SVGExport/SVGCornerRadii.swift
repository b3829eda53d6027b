import Geometry

/// The radius of each corner of a rounded rectangle, as a layer's `cornerRadius` and
/// `maskedCorners` give them.
///
/// Radii are clamped when drawn (``clamped(to:)``): each to at most half the rectangle's
/// shorter side, as Core Animation rounds a layer whose radius is larger than that into a
/// capsule, never an ellipse.
///
/// ```swift
/// SVGCornerRadii(all: 12)                           // every corner
/// SVGCornerRadii(topLeft: 12, topRight: 12)         // the top corners only
/// ```
public struct SVGCornerRadii: Hashable, Sendable {
  /// The top-left corner's radius.
  public var topLeft: Double
  /// The top-right corner's radius.
  public var topRight: Double
  /// The bottom-right corner's radius.
  public var bottomRight: Double
  /// The bottom-left corner's radius.
  public var bottomLeft: Double

  /// Creates radii per corner (0 for a square corner).
  public init(
    topLeft: Double = 0, topRight: Double = 0, bottomRight: Double = 0, bottomLeft: Double = 0
  ) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// Creates the same radius on every corner.
  public init(all radius: Double) {
    self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
  }

  /// Square corners.
  public static let zero = SVGCornerRadii()

  /// Whether every corner is square.
  public var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }

  /// Whether the four corners have the same radius (a `<rect>` with `rx` draws them).
  public var isUniform: Bool {
    topLeft == topRight && topRight == bottomRight && bottomRight == bottomLeft
  }

  /// The radii a rectangle of `size` is drawn with: each between 0 and half the shorter side;
  /// NaN and negative radii are 0.
  public func clamped(to size: Size) -> SVGCornerRadii {
    let limit = Swift.max(0, Swift.min(size.width, size.height) / 2)
    func clamp(_ radius: Double) -> Double {
      guard radius.isFinite else { return radius == .infinity ? limit : 0 }
      return Swift.min(limit, Swift.max(0, radius))
    }
    return SVGCornerRadii(
      topLeft: clamp(topLeft), topRight: clamp(topRight), bottomRight: clamp(bottomRight),
      bottomLeft: clamp(bottomLeft))
  }

  /// The radii of the edge `distance` inside: each shorter by `distance`, at least 0 (the
  /// inner edge of a border that follows the corners).
  public func inset(by distance: Double) -> SVGCornerRadii {
    SVGCornerRadii(
      topLeft: Swift.max(0, topLeft - distance), topRight: Swift.max(0, topRight - distance),
      bottomRight: Swift.max(0, bottomRight - distance),
      bottomLeft: Swift.max(0, bottomLeft - distance))
  }
}
