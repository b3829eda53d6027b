import Geometry

/// What a leaf node holds, which decides how it is measured.
public enum NodeContent: Hashable, Sendable {
  /// Nothing: a leaf's content size is zero.
  case none
  /// Text in the Ahem test font: every character a square of `fontSize` points, lines breaking
  /// at U+0020 and U+200B only.
  case text(String, fontSize: Double = 10)
  /// Content measured by the caller's ``MeasureFunction``.
  case measured
}

/// How a measured size is constrained in one axis (Yoga's measure modes).
public enum MeasureMode: Hashable, Sendable {
  /// The size must be exactly the given value.
  case exactly
  /// The size may be at most the given value.
  case atMost
  /// The size is not constrained; the given value is meaningless (`.infinity`).
  case undefined
}

/// A request to measure a leaf's content box.
public struct MeasureRequest: Hashable, Sendable {
  /// The leaf to measure.
  public var node: NodeID
  /// The width constraint of the content box.
  public var width: Double
  /// How `width` constrains the result.
  public var widthMode: MeasureMode
  /// The height constraint of the content box.
  public var height: Double
  /// How `height` constrains the result.
  public var heightMode: MeasureMode
}

/// Measures the content box of a ``NodeContent/measured`` leaf.
public typealias MeasureFunction = (MeasureRequest) -> Size

/// Gives the first baseline of a ``NodeContent/measured`` leaf laid out at `size` (its content
/// box), from its content box's top; `nil` to use the bottom of the box.
public typealias BaselineFunction = (NodeID, Size) -> Double?
