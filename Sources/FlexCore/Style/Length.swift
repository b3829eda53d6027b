import Geometry

/// A size of a box: a width, a height, a minimum or maximum size, or a flex basis.
///
/// Integer and floating-point literals are points: `style.width = 100`.
public enum Length: Hashable, Sendable {
  /// No size given: the box sizes itself (for a minimum size, CSS's automatic minimum size).
  case auto
  /// A fixed size in points.
  case points(Double)
  /// A percentage (0–100) of the containing block's size in the same axis.
  case percent(Double)
  /// The box's max-content size: its content laid out without wrapping.
  case maxContent
  /// The box's fit-content size: max-content, capped by the space available.
  case fitContent
  /// The size that fills the space available, less the box's margins.
  case stretch

  /// Whether this is `.auto`.
  public var isAuto: Bool { self == .auto }

  /// Whether the length is a percentage.
  var isPercent: Bool {
    if case .percent = self { return true }
    return false
  }

  /// Whether two lengths are the same case with equal values (as the derived `==`, written out
  /// so that layout's many comparisons with `.auto` and the keywords inline).
  @inline(__always)
  public static func == (lhs: Length, rhs: Length) -> Bool {
    switch (lhs, rhs) {
    case (.auto, .auto), (.maxContent, .maxContent), (.fitContent, .fitContent),
      (.stretch, .stretch):
      return true
    case (.points(let a), .points(let b)), (.percent(let a), .percent(let b)):
      return a == b
    default:
      return false
    }
  }

  /// The length this dimension resolves to against `reference`, or `nil` when it is not a length
  /// or the reference is indefinite; a percentage is clamped to ``LayoutBounds/maxLength``.
  @inline(__always)
  func resolve(against reference: Double?) -> Double? {
    switch self {
    case .points(let value): return value
    case .percent(let value): return reference.map { percentage(value, of: $0) }
    default: return nil
    }
  }
}

extension Length: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  /// Creates a size of `value` points.
  public init(integerLiteral value: Int) { self = .points(Double(value)) }
  /// Creates a size of `value` points.
  public init(floatLiteral value: Double) { self = .points(value) }
}

/// A length in points or a percentage: padding, gaps.
public enum LengthPercentage: Hashable, Sendable {
  /// A length in points.
  case points(Double)
  /// A percentage (0–100) of the containing block's width (for padding) or of the container's
  /// inner size in the gap's axis (for gaps).
  case percent(Double)

  /// The length against `reference`; a percentage of an indefinite reference is 0, and one of a
  /// definite reference is clamped to ``LayoutBounds/maxLength``.
  @inline(__always)
  func resolve(against reference: Double?) -> Double {
    switch self {
    case .points(let value): return value
    case .percent(let value):
      return reference.map { percentage(value, of: $0) } ?? 0
    }
  }
}

extension LengthPercentage: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  /// Creates a length of `value` points.
  public init(integerLiteral value: Int) { self = .points(Double(value)) }
  /// Creates a length of `value` points.
  public init(floatLiteral value: Double) { self = .points(value) }
}

/// `percent` % of `reference`, truncated to Chromium's layout unit (1/64 point) as a browser
/// resolves a percentage, and clamped to ``LayoutBounds/maxLength``.
///
/// The truncation is what keeps nested percentages (of widths, padding and margins, under
/// either box sizing) at fractional sizes on the browser's edges once frames are rounded.
@inline(__always)
func percentage(_ percent: Double, of reference: Double) -> Double {
  let units = reference * percent / 100 * 64
  // Truncated through an integer conversion (one instruction, where `rounded(.towardZero)` can
  // be a library call); beyond 2^52 units every value is whole already, and NaN and the
  // infinities pass through to the clamp.
  let whole = abs(units) < 0x1p52 ? Double(Int64(units)) : units
  // 1/64 is a power of two: multiplying by it is exact, and cheaper than dividing.
  return LayoutBounds.clampedLength(whole * 0.015625)
}
