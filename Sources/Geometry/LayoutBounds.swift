/// The range of lengths every Trellis engine works in, so that every frame it returns is finite.
///
/// Browsers clamp layout sizes to a fixed range (Chromium's layout units stop near ±33.5 million
/// pixels); the engines do the same where numbers enter them. `Docs/Bounds.md` lists, per
/// quantity, whether a number beyond the bound is clamped or rejected.
public enum LayoutBounds {
  /// The largest length in points: 2²⁵ − 1, Chromium's largest whole layout unit.
  public static let maxLength: Double = 33_554_431

  /// `value` clamped to `-maxLength...maxLength` (to `0...maxLength` when `allowsNegative` is
  /// false); an infinity goes to the nearest bound and a NaN stays NaN, for validation to
  /// report.
  @inlinable
  public static func clampedLength(_ value: Double, allowsNegative: Bool = true) -> Double {
    if value.isNaN { return value }
    return min(max(value, allowsNegative ? -maxLength : 0), maxLength)
  }
}
