/// Snapping of coordinates to a device's pixel grid: the one pixel rounding every engine and
/// layer of Trellis uses.
///
/// A coordinate `v` on a grid of `scale` pixels per point becomes a whole number of pixels,
/// `n / scale`. A value within ``snapEpsilon`` of a pixel (in pixels) is that pixel whatever
/// the rule, so that float noise such as `9.999999` never decides a result; otherwise the
/// ``Rule`` decides:
///
/// | Rule | Used by | Example at scale 2 |
/// |---|---|---|
/// | ``Rule/nearest`` | FlexCore's edges (Yoga's rounding), Compositional's origins | 1.25 → 1.5, −0.25 → 0 |
/// | ``Rule/nearestAwayFromZero`` | Pin's origins (PinLayout's `roundf`) | −0.25 → −0.5 |
/// | ``Rule/down`` | Compositional's sizes (UIKit floors them), FlexCore's text origins | 1.74 → 1.5 |
/// | ``Rule/up`` | Pin's sizes (`ceilf`), labels' sizes, FlexCore's text widths | 1.26 → 1.5 |
///
/// A `scale` that is not positive and finite, or a value (or a scaled value) that is not
/// finite, leaves the value as it is.
public enum PixelGrid {
  /// How close to a pixel (in pixels) a scaled value must be to count as on it.
  public static let snapEpsilon = 1e-4

  /// How a value between two pixels is rounded.
  public enum Rule: Hashable, Sendable {
    /// To the nearer pixel; a value halfway (within ``PixelGrid/snapEpsilon``) goes up,
    /// towards +∞ (Yoga's and UIKit's rule).
    case nearest
    /// To the nearer pixel; a value halfway goes away from zero (C's `round`, PinLayout's).
    case nearestAwayFromZero
    /// To the pixel below.
    case down
    /// To the pixel above.
    case up
  }

  /// `value` on the grid of `scale` pixels per point, by `rule`.
  ///
  /// ```swift
  /// PixelGrid.round(1.25, scale: 2)              // 1.5
  /// PixelGrid.round(1.74, scale: 2, rule: .down)  // 1.5
  /// PixelGrid.round(4.99999, scale: 1, rule: .down)  // 5: within the epsilon of a pixel
  /// ```
  @inlinable @inline(__always)
  public static func round(_ value: Double, scale: Double, rule: Rule = .nearest) -> Double {
    guard scale > 0, scale.isFinite else { return value }
    let scaled = value * scale
    guard scaled.isFinite else { return value }
    let below = floorOf(scaled)
    let fraction = scaled - below
    if fraction < snapEpsilon { return below / scale }
    if 1 - fraction < snapEpsilon { return (below + 1) / scale }
    let up: Bool
    switch rule {
    case .down: up = false
    case .up: up = true
    case .nearest: up = fraction > 0.5 || abs(fraction - 0.5) < snapEpsilon
    case .nearestAwayFromZero:
      let isHalf = abs(fraction - 0.5) < snapEpsilon
      up = isHalf ? scaled > 0 : fraction > 0.5
    }
    return (up ? below + 1 : below) / scale
  }

  /// Whether `value` lies on the grid (within ``snapEpsilon`` of a pixel).
  @inlinable
  public static func isOnGrid(_ value: Double, scale: Double) -> Bool {
    guard scale > 0, scale.isFinite else { return true }
    let scaled = value * scale
    guard scaled.isFinite else { return true }
    let fraction = scaled - floorOf(scaled)
    return fraction < snapEpsilon || 1 - fraction < snapEpsilon
  }

  /// `value.rounded(.down)` for a finite `value`, without a call into the C library.
  ///
  /// Below 2⁵² in magnitude, the conversion to `Int64` truncates exactly, and one step down
  /// corrects a negative fraction; from 2⁵² on every `Double` is a whole number. A zero keeps
  /// its sign. On x86-64 without SSE 4.1 (Swift's default target), `rounded(.down)` is a call
  /// to `floor`: rounding a layout of 100,000 nodes called it 800,000 times (callgrind).
  @inlinable @inline(__always)
  static func floorOf(_ value: Double) -> Double {
    guard abs(value) < 0x1p52, value != 0 else { return value }
    let truncated = Double(Int64(value))
    return truncated > value ? truncated - 1 : truncated
  }
}
