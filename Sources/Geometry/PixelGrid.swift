/// Snapping of coordinates to a device's pixel grid.
///
/// A coordinate `v` on a grid of `scale` pixels per point is `round(v * scale) / scale`.
/// Halves round up (towards +∞), as Yoga and UIKit do, and values within a small epsilon of a
/// grid line snap to it first so that float noise such as `9.999999` does not decide the result.
public enum PixelGrid {
  /// How close to a grid line a scaled value must be to count as on it.
  public static let snapEpsilon = 1e-4

  /// `value` rounded to the nearest line of a grid with `scale` pixels per point.
  ///
  /// A `scale` of 0 (or any value that is not positive and finite) disables rounding.
  public static func round(_ value: Double, scale: Double) -> Double {
    guard scale > 0, scale.isFinite, value.isFinite else { return value }
    let scaled = value * scale
    let nearest = scaled.rounded(.toNearestOrEven)
    if abs(scaled - nearest) < snapEpsilon { return nearest / scale }
    return (scaled + 0.5).rounded(.down) / scale
  }
}
