import UIKitViews

/// A colour as SVG paints it: `#rrggbb` and an opacity (the colour's alpha), since SVG 1.1
/// paints have no alpha.
struct SVGPaint: Hashable {
  /// The colour as `#rrggbb`.
  var hex: String
  /// The colour's alpha, from 0 to 1.
  var opacity: Double

  /// Whether the paint draws nothing (alpha 0, as `UIColor.clear`).
  var isClear: Bool { !(opacity > 0) }

  /// The paint of `color`: each component rounded to the nearest of 256 steps.
  init(_ color: UIColor) {
    hex = Self.hex(red: Double(color.red), green: Double(color.green), blue: Double(color.blue))
    opacity = Double(color.alpha)
  }

  /// `#rrggbb` from components from 0 to 1 (clamped).
  static func hex(red: Double, green: Double, blue: Double) -> String {
    let digits: [UInt8] = Array("0123456789abcdef".utf8)
    func byte(_ value: Double) -> Int {
      guard value.isFinite else { return 0 }
      return Int((Swift.min(1, Swift.max(0, value)) * 255).rounded())
    }
    let values = [byte(red), byte(green), byte(blue)]
    return String(unsafeUninitializedCapacity: 7) { buffer in
      buffer[0] = 0x23
      for (index, value) in values.enumerated() {
        buffer[1 + 2 * index] = digits[value >> 4]
        buffer[2 + 2 * index] = digits[value & 15]
      }
      return 7
    }
  }
}
