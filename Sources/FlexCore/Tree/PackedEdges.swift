/// ``Edges`` packed: the physical edges with `horizontal`, `vertical` and `all` folded in, and
/// the logical `start` and `end`, each a kind byte and a number.
struct PackedEdges<Value: PackableValue>: Sendable {
  private var leftValue: Double
  private var topValue: Double
  private var rightValue: Double
  private var bottomValue: Double
  private var startValue: Double
  private var endValue: Double
  private var leftKind: UInt8
  private var topKind: UInt8
  private var rightKind: UInt8
  private var bottomKind: UInt8
  private var startKind: UInt8
  private var endKind: UInt8
  /// Whether no edge is logical or a percentage (see ``fixedSides``).
  private var isFixed: Bool
  /// A bit (`1 << kind`) for each kind that some edge, physical or logical, holds.
  private var kinds: UInt8

  init(_ edges: Edges<Value>) {
    (leftKind, leftValue) = packed(edges.left ?? edges.horizontal ?? edges.all)
    (rightKind, rightValue) = packed(edges.right ?? edges.horizontal ?? edges.all)
    (topKind, topValue) = packed(edges.resolvedTop)
    (bottomKind, bottomValue) = packed(edges.resolvedBottom)
    (startKind, startValue) = packed(edges.start)
    (endKind, endValue) = packed(edges.end)
    isFixed =
      startKind == 0 && endKind == 0
      && ![leftKind, topKind, rightKind, bottomKind].contains(Self.percentKind)
    kinds = 0
    for kind in [leftKind, topKind, rightKind, bottomKind, startKind, endKind] {
      kinds |= 1 << kind
    }
  }

  /// Whether some edge, physical or logical, holds a value of the kind of `value` (a keyword
  /// such as ``Length/auto``): when none does, no edge needs resolving to find one.
  @inline(__always)
  func hasEdge(ofKindOf value: Value) -> Bool {
    kinds & 1 << value.packed.kind != 0
  }

  /// The kind byte of a percentage (``Length/percent(_:)``, ``LengthPercentage/percent(_:)``).
  private static var percentKind: UInt8 { 3 }

  /// The four physical edges as stored, when none is logical or a percentage: they then resolve
  /// to these numbers in either direction and against any width (an unset or keyword edge holds
  /// 0, which is what it resolves to), so layout need not resolve them edge by edge.
  @inline(__always)
  var fixedSides: Sides? {
    guard isFixed else { return nil }
    return Sides(left: leftValue, top: topValue, right: rightValue, bottom: bottomValue)
  }

  /// Whether no edge has a value.
  var isEmpty: Bool {
    leftKind | topKind | rightKind | bottomKind | startKind | endKind == 0
  }

  /// The value of the left edge in a layout of `direction`, as ``Edges/resolvedLeft(_:)``.
  @inline(__always)
  func resolvedLeft(_ direction: Direction) -> Value? {
    let logicalKind = direction == .rtl ? endKind : startKind
    if logicalKind != 0 {
      return Value(kind: logicalKind, value: direction == .rtl ? endValue : startValue)
    }
    return unpacked(leftKind, leftValue)
  }

  /// The value of the right edge in a layout of `direction`, as ``Edges/resolvedRight(_:)``.
  @inline(__always)
  func resolvedRight(_ direction: Direction) -> Value? {
    let logicalKind = direction == .rtl ? startKind : endKind
    if logicalKind != 0 {
      return Value(kind: logicalKind, value: direction == .rtl ? startValue : endValue)
    }
    return unpacked(rightKind, rightValue)
  }

  /// The value of the top edge.
  @inline(__always)
  var resolvedTop: Value? { unpacked(topKind, topValue) }

  /// The value of the bottom edge.
  @inline(__always)
  var resolvedBottom: Value? { unpacked(bottomKind, bottomValue) }
}
