/// Fixed-precision formatting of numbers for SVG, the same on every platform.
///
/// Swift's default printing of `Double` gives `100.0`, `-0.0` and `1e-05`; SVG output needs
/// `100`, `0` and `0`, so that files are deterministic and diff well.
public enum SVGNumber {
  /// `value` rounded to `decimals` places (half away from zero), without trailing zeros or a
  /// trailing point, with `-0` written as `0`, and with NaN and infinities written as `0`.
  ///
  /// Magnitudes of 9 × 10¹⁵ divided by 10^decimals and above are written as 9000000000 with
  /// their sign.
  ///
  /// ```swift
  /// SVGNumber.format(100.0)       // "100"
  /// SVGNumber.format(-0.001)      // "0"
  /// SVGNumber.format(1.0 / 3)     // "0.33"
  /// ```
  public static func format(_ value: Double, decimals: Int = 2) -> String {
    var bytes: [UInt8] = []
    append(value, decimals: decimals, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the ASCII digits of ``format(_:decimals:)`` to `bytes`.
  static func append(_ value: Double, decimals: Int, to bytes: inout [UInt8]) {
    let decimals = max(0, min(decimals, 6))
    guard value.isFinite else {
      bytes.append(0x30)
      return
    }
    var scale: Int64 = 1
    for _ in 0..<decimals { scale *= 10 }
    let magnitude = (abs(value) * Double(scale)).rounded(.toNearestOrAwayFromZero)
    guard magnitude < 9e15 else {
      if value < 0 { bytes.append(0x2D) }
      for byte in "9000000000".utf8 { bytes.append(byte) }
      return
    }
    let scaled = Int64(magnitude)
    if scaled == 0 {
      bytes.append(0x30)
      return
    }
    if value < 0 { bytes.append(0x2D) }
    appendDigits(of: scaled / scale, minimumCount: 1, to: &bytes)
    var fraction = scaled % scale
    guard fraction != 0 else { return }
    var digits = decimals
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    bytes.append(0x2E)
    appendDigits(of: fraction, minimumCount: digits, to: &bytes)
  }

  /// Appends the decimal digits of a non-negative `value`, padded with leading zeros to
  /// `minimumCount` digits.
  private static func appendDigits(of value: Int64, minimumCount: Int, to bytes: inout [UInt8]) {
    var count = 1
    var rest = value / 10
    while rest > 0 {
      count += 1
      rest /= 10
    }
    count = max(count, minimumCount)
    let start = bytes.count
    for _ in 0..<count { bytes.append(0x30) }
    var remaining = value
    var index = start + count - 1
    while remaining > 0 {
      bytes[index] = UInt8(truncatingIfNeeded: remaining % 10) + 0x30
      remaining /= 10
      index -= 1
    }
  }
}
