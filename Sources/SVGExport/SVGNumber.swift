/// Fixed-precision formatting of numbers for SVG, the same on every platform.
///
/// Swift's default printing of `Double` gives `100.0`, `-0.0` and `1e-05`; SVG output needs
/// `100`, `0` and `0`, so that files are deterministic and diff well.
public enum SVGNumber {
  /// `value` rounded to `decimals` places (half away from zero), without trailing zeros or a
  /// trailing point, with `-0` written as `0`, and with NaN and infinities written as `0`.
  ///
  /// ```swift
  /// SVGNumber.format(100.0)       // "100"
  /// SVGNumber.format(-0.001)      // "0"
  /// SVGNumber.format(1.0 / 3)     // "0.33"
  /// ```
  public static func format(_ value: Double, decimals: Int = 2) -> String {
    let decimals = max(0, min(decimals, 6))
    guard value.isFinite else { return "0" }
    var scale: Int64 = 1
    for _ in 0..<decimals { scale *= 10 }
    let magnitude = (abs(value) * Double(scale)).rounded(.toNearestOrAwayFromZero)
    guard magnitude < 9e15 else { return (value < 0 ? "-" : "") + "9000000000" }
    let scaled = Int64(magnitude)
    if scaled == 0 { return "0" }
    let whole = scaled / scale
    var fraction = scaled % scale
    var text = (value < 0 ? "-" : "") + String(whole)
    guard fraction != 0 else { return text }
    var digits = decimals
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let fractionText = String(fraction)
    text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    return text
  }
}
