/// Resolved lengths on the four physical edges of a box.
struct Sides: Hashable {
  var left = 0.0
  var top = 0.0
  var right = 0.0
  var bottom = 0.0

  static let zero = Sides()

  @inline(__always) var horizontal: Double { left + right }
  @inline(__always) var vertical: Double { top + bottom }

  @inline(__always) static func + (a: Sides, b: Sides) -> Sides {
    Sides(
      left: a.left + b.left, top: a.top + b.top, right: a.right + b.right,
      bottom: a.bottom + b.bottom)
  }

  /// The sum along the main axis (`isRow`) or the cross axis (`!isRow`).
  @inline(__always) func sum(horizontal isHorizontal: Bool) -> Double {
    isHorizontal ? left + right : top + bottom
  }
}

/// Edges that resolve to physical ones: ``Edges`` and its packed form, ``PackedEdges``.
protocol PhysicalEdges {
  associatedtype Value
  func resolvedLeft(_ direction: Direction) -> Value?
  func resolvedRight(_ direction: Direction) -> Value?
  var resolvedTop: Value? { get }
  var resolvedBottom: Value? { get }
}

extension Edges: PhysicalEdges {}
extension PackedEdges: PhysicalEdges {}

extension PhysicalEdges where Value == Length {
  /// The four physical lengths, percentages against `width`; `auto` and keywords are 0.
  @inline(__always)
  func resolvedSides(_ direction: Direction, width: Double?) -> Sides {
    Sides(
      left: resolvedLeft(direction)?.resolve(against: width) ?? 0,
      top: resolvedTop?.resolve(against: width) ?? 0,
      right: resolvedRight(direction)?.resolve(against: width) ?? 0,
      bottom: resolvedBottom?.resolve(against: width) ?? 0)
  }
}

extension PhysicalEdges where Value == LengthPercentage {
  /// The four physical lengths, percentages against `width`.
  @inline(__always)
  func resolvedSides(_ direction: Direction, width: Double?) -> Sides {
    Sides(
      left: resolvedLeft(direction)?.resolve(against: width) ?? 0,
      top: resolvedTop?.resolve(against: width) ?? 0,
      right: resolvedRight(direction)?.resolve(against: width) ?? 0,
      bottom: resolvedBottom?.resolve(against: width) ?? 0)
  }
}

extension PhysicalEdges where Value == Double {
  /// The four physical widths.
  @inline(__always)
  func resolvedSides(_ direction: Direction) -> Sides {
    Sides(
      left: max(0, resolvedLeft(direction) ?? 0), top: max(0, resolvedTop ?? 0),
      right: max(0, resolvedRight(direction) ?? 0), bottom: max(0, resolvedBottom ?? 0))
  }
}

extension Double {
  /// The value clamped to `[minimum, maximum]`, where a missing bound does not apply and the
  /// minimum wins over the maximum (as in CSS).
  @inline(__always)
  func clamped(min minimum: Double?, max maximum: Double?) -> Double {
    var value = self
    if let maximum, value > maximum { value = maximum }
    if let minimum, value < minimum { value = minimum }
    return value
  }
}

extension Optional where Wrapped == Double {
  /// The value clamped to `[minimum, maximum]`, or `nil`.
  @inline(__always)
  func clamped(min minimum: Double?, max maximum: Double?) -> Double? {
    map { $0.clamped(min: minimum, max: maximum) }
  }
}
