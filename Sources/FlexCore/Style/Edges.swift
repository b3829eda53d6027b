/// A value per edge, under the nine edge names of Yoga and FlexLayout.
///
/// A physical edge resolves by precedence: the logical name (`start`/`end`, for the left and
/// right edges, by the layout direction), then the physical name, then `horizontal`/`vertical`,
/// then `all`. This is Yoga's precedence, which FlexLayout users rely on.
public struct Edges<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The left edge.
  public var left: Value?
  /// The top edge.
  public var top: Value?
  /// The right edge.
  public var right: Value?
  /// The bottom edge.
  public var bottom: Value?
  /// The inline-start edge: left in left-to-right layout, right in right-to-left.
  public var start: Value?
  /// The inline-end edge: right in left-to-right layout, left in right-to-left.
  public var end: Value?
  /// Left and right.
  public var horizontal: Value?
  /// Top and bottom.
  public var vertical: Value?
  /// Every edge.
  public var all: Value?

  /// Creates edges with no value set.
  public init() {}

  /// Creates edges with `value` on every edge.
  public init(all value: Value) { self.all = value }

  /// Whether no edge has a value.
  public var isEmpty: Bool {
    left == nil && top == nil && right == nil && bottom == nil && start == nil && end == nil
      && horizontal == nil && vertical == nil && all == nil
  }

  /// The value of the left edge in a layout of `direction` (which must not be `.inherit`).
  @inline(__always)
  func resolvedLeft(_ direction: Direction) -> Value? {
    (direction == .rtl ? end : start) ?? left ?? horizontal ?? all
  }

  /// The value of the right edge in a layout of `direction` (which must not be `.inherit`).
  @inline(__always)
  func resolvedRight(_ direction: Direction) -> Value? {
    (direction == .rtl ? start : end) ?? right ?? horizontal ?? all
  }

  /// The value of the top edge.
  @inline(__always)
  var resolvedTop: Value? { top ?? vertical ?? all }

  /// The value of the bottom edge.
  @inline(__always)
  var resolvedBottom: Value? { bottom ?? vertical ?? all }
}
