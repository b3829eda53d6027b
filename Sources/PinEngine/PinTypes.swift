/// A horizontal alignment for relative positioning and for `justify`, as PinLayout spells it.
public enum HorizontalAlign: Int, Hashable, Sendable, CustomStringConvertible {
  /// The left edges are aligned (the leftmost one of several views).
  case left
  /// The horizontal centres are aligned (the average centre of several views).
  case center
  /// The right edges are aligned (the rightmost one of several views).
  case right
  /// No alignment.
  case none
  /// `.left` left to right, `.right` right to left.
  case start
  /// `.right` left to right, `.left` right to left.
  case end

  /// The case's name, as used in warnings.
  public var description: String {
    switch self {
    case .left: "left"
    case .center: "center"
    case .right: "right"
    case .none: "none"
    case .start: "start"
    case .end: "end"
    }
  }
}

/// A vertical alignment for relative positioning and for `align`, as PinLayout spells it.
public enum VerticalAlign: Int, Hashable, Sendable, CustomStringConvertible {
  /// The top edges are aligned (the topmost one of several views).
  case top
  /// The vertical centres are aligned (the average centre of several views).
  case center
  /// The bottom edges are aligned (the bottommost one of several views).
  case bottom
  /// No alignment.
  case none

  /// The case's name, as used in warnings.
  public var description: String {
    switch self {
    case .top: "top"
    case .center: "center"
    case .bottom: "bottom"
    case .none: "none"
    }
  }
}

/// How `sizeToFit(_:)` measures the view with its `sizeThatFits`.
public enum FitType: Int, Hashable, Sendable, CustomStringConvertible {
  /// Measures with the reference width (the pinned width, or the current one); the width stays the
  /// reference width and the height is the measured height.
  case width
  /// Measures with the reference height; the height stays the reference height and the width is
  /// the measured width.
  case height
  /// As `.width`, but the width is the measured width (it may be narrower or wider).
  case widthFlexible
  /// As `.height`, but the height is the measured height (it may be shorter or taller).
  case heightFlexible
  /// Measures with the current size and takes both measured values, as UIKit's `sizeToFit()`.
  case content

  /// The case as PinLayout's warnings write it: `.width`, and nothing for `.content` (so that
  /// `sizeToFit()` reads as it is called).
  public var description: String {
    switch self {
    case .width: ".width"
    case .height: ".height"
    case .widthFlexible: ".widthFlexible"
    case .heightFlexible: ".heightFlexible"
    case .content: ""
    }
  }

  /// Whether the measured value replaces the reference value on the reference axis.
  @inlinable var isFlexible: Bool { self == .widthFlexible || self == .heightFlexible }
}

/// Which axes `wrapContent` adjusts.
public enum WrapType: Int, Hashable, Sendable, CustomStringConvertible {
  /// Both the width and the height.
  case all
  /// The width only.
  case horizontally
  /// The height only.
  case vertically

  /// The case as PinLayout's warnings write it: `.all`, `.horizontally`, `.vertically`.
  public var description: String {
    switch self {
    case .all: ".all"
    case .horizontally: ".horizontally"
    case .vertically: ".vertically"
    }
  }
}

/// The direction that start/end, before/after and the start/end aliases follow.
public enum LayoutDirection: Int, Hashable, Sendable {
  /// Each view's own layout direction.
  case auto
  /// Left to right (PinLayout's default).
  case ltr
  /// Right to left.
  case rtl
}

/// A length given as points or as a percentage of the parent's matching dimension.
public enum PinLength: Hashable, Sendable {
  /// A length in points.
  case points(Double)
  /// A percentage (50 means half) of the parent's width or height.
  case percent(Double)

  /// The length in points, given the parent's dimension that percentages refer to.
  @inlinable func resolved(against length: Double) -> Double {
    switch self {
    case .points(let value): value
    case .percent(let value): length * value / 100
    }
  }

  /// Whether the value needs the parent's size.
  @inlinable var isPercent: Bool {
    if case .percent = self { return true }
    return false
  }

  /// The value as written in a call, such as `10` or `50%`.
  @inlinable var text: String {
    switch self {
    case .points(let value): formatPinNumber(value)
    case .percent(let value): "\(formatPinNumber(value))%"
    }
  }
}

/// Formats a number as PinLayout's warnings do: whole numbers without a fraction.
public func formatPinNumber(_ value: Double) -> String {
  if value.isFinite, value.rounded() == value, abs(value) < 1e15 { return "\(Int(value))" }
  return "\(value)"
}
