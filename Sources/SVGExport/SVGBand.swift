import Geometry

/// The area between an outer rectangle and an inner one, such as a margin, border or padding
/// band of a box-model overlay.
///
/// It is drawn as one `<path>` with the even-odd fill rule, so the inner rectangle stays
/// transparent. An inner rectangle that is empty or not inside the outer one is clamped to it.
public struct SVGBand: Hashable, Sendable {
  /// The outer edge of the band.
  public var outer: Rect
  /// The inner edge of the band.
  public var inner: Rect
  /// The fill colour.
  public var fill: String
  /// The fill's opacity, from 0 to 1.
  public var opacity: Double
  /// The identity written as `data-band`, such as `n3.margin`, if any.
  public var bandID: String?

  /// Creates a band.
  public init(
    outer: Rect, inner: Rect, fill: String, opacity: Double = 1, bandID: String? = nil
  ) {
    self.outer = outer
    self.inner = inner
    self.fill = fill
    self.opacity = opacity
    self.bandID = bandID
  }

  /// Whether the band covers no area (the two rectangles are the same).
  public var isEmpty: Bool {
    let inner = clampedInner
    return inner == outer || outer.width <= 0 || outer.height <= 0
  }

  /// The inner rectangle clamped inside the outer one.
  var clampedInner: Rect {
    let minX = min(max(inner.minX, outer.minX), outer.maxX)
    let minY = min(max(inner.minY, outer.minY), outer.maxY)
    let maxX = max(min(inner.maxX, outer.maxX), minX)
    let maxY = max(min(inner.maxY, outer.maxY), minY)
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

extension Rect {
  /// The rectangle with `insets` taken off each edge (added, for negative insets); the size
  /// never goes below zero.
  func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top,
      width: max(0, width - insets.left - insets.right),
      height: max(0, height - insets.top - insets.bottom))
  }
}
