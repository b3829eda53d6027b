/// A node's ``FlexStyle`` packed for the solver: the same properties under the same names, in
/// about a third of the bytes.
///
/// `FlexStyle` spends 16 bytes on each optional length and keeps nine names per edge, so it is
/// 811 bytes long, and layout reads a node's style several times per pass: on a large tree those
/// reads miss the cache more than anything else. The tree keeps this packed copy next to each
/// style (made when the style is set) and the solver reads only it. Lengths are a number and a
/// kind byte; edges are stored with `horizontal`, `vertical` and `all` already folded into the
/// physical edges, so that they resolve exactly as ``Edges`` does.
struct PackedStyle {
  var display: Display
  var positionType: PositionType
  var direction: Direction
  var flexDirection: FlexDirection?
  var flexWrap: FlexWrap
  var justifyContent: JustifyContent
  var alignItems: Alignment
  var alignSelf: Alignment
  var alignContent: Alignment?
  var overflow: Overflow
  var boxSizing: BoxSizing
  private var flexKind: UInt8
  private var flexGrowKind: UInt8
  private var flexShrinkKind: UInt8
  private var aspectRatioKind: UInt8
  private var flexBasisKind: UInt8
  private var widthKind: UInt8
  private var heightKind: UInt8
  private var minWidthKind: UInt8
  private var minHeightKind: UInt8
  private var maxWidthKind: UInt8
  private var maxHeightKind: UInt8
  private var rowGapKind: UInt8
  private var columnGapKind: UInt8
  private var gapKind: UInt8
  private var flexValue: Double
  private var flexGrowValue: Double
  private var flexShrinkValue: Double
  private var aspectRatioValue: Double
  private var flexBasisValue: Double
  private var widthValue: Double
  private var heightValue: Double
  private var minWidthValue: Double
  private var minHeightValue: Double
  private var maxWidthValue: Double
  private var maxHeightValue: Double
  var margin: PackedEdges<Length>
  var padding: PackedEdges<LengthPercentage>
  var border: PackedEdges<Double>
  var position: PackedEdges<Length>
  private var rowGapValue: Double
  private var columnGapValue: Double
  private var gapValue: Double

  init(_ style: FlexStyle) {
    display = style.display
    positionType = style.positionType
    direction = style.direction
    flexDirection = style.flexDirection
    flexWrap = style.flexWrap
    justifyContent = style.justifyContent
    alignItems = style.alignItems
    alignSelf = style.alignSelf
    alignContent = style.alignContent
    overflow = style.overflow
    boxSizing = style.boxSizing
    (flexKind, flexValue) = packed(style.flex)
    (flexGrowKind, flexGrowValue) = packed(style.flexGrow)
    (flexShrinkKind, flexShrinkValue) = packed(style.flexShrink)
    (aspectRatioKind, aspectRatioValue) = packed(style.aspectRatio)
    (flexBasisKind, flexBasisValue) = style.flexBasis.packed
    (widthKind, widthValue) = style.width.packed
    (heightKind, heightValue) = style.height.packed
    (minWidthKind, minWidthValue) = style.minWidth.packed
    (minHeightKind, minHeightValue) = style.minHeight.packed
    (maxWidthKind, maxWidthValue) = style.maxWidth.packed
    (maxHeightKind, maxHeightValue) = style.maxHeight.packed
    margin = PackedEdges(style.margin)
    padding = PackedEdges(style.padding)
    border = PackedEdges(style.border)
    position = PackedEdges(style.position)
    (rowGapKind, rowGapValue) = packed(style.rowGap)
    (columnGapKind, columnGapValue) = packed(style.columnGap)
    (gapKind, gapValue) = packed(style.gap)
  }

  @inline(__always) var flex: Double? { unpacked(flexKind, flexValue) }
  @inline(__always) var flexGrow: Double? { unpacked(flexGrowKind, flexGrowValue) }
  @inline(__always) var flexShrink: Double? { unpacked(flexShrinkKind, flexShrinkValue) }
  @inline(__always) var aspectRatio: Double? { unpacked(aspectRatioKind, aspectRatioValue) }
  @inline(__always) var flexBasis: Length { Length(kind: flexBasisKind, value: flexBasisValue) }
  @inline(__always) var width: Length { Length(kind: widthKind, value: widthValue) }
  @inline(__always) var height: Length { Length(kind: heightKind, value: heightValue) }
  @inline(__always) var minWidth: Length { Length(kind: minWidthKind, value: minWidthValue) }
  @inline(__always) var minHeight: Length { Length(kind: minHeightKind, value: minHeightValue) }
  @inline(__always) var maxWidth: Length { Length(kind: maxWidthKind, value: maxWidthValue) }
  @inline(__always) var maxHeight: Length { Length(kind: maxHeightKind, value: maxHeightValue) }
  @inline(__always) var rowGap: LengthPercentage? { unpacked(rowGapKind, rowGapValue) }
  @inline(__always) var columnGap: LengthPercentage? { unpacked(columnGapKind, columnGapValue) }
  @inline(__always) var gap: LengthPercentage? { unpacked(gapKind, gapValue) }
}

/// A style value that packs into a kind byte (never 0) and a number.
protocol PackableValue: Hashable, Sendable {
  /// The value's kind (1 and up) and its number (0 for kinds without one).
  var packed: (kind: UInt8, value: Double) { get }
  /// The value of `kind` (one that `packed` gives) with `value`.
  init(kind: UInt8, value: Double)
}

/// The kind and number of an optional value; kind 0 is `nil`.
@inline(__always)
private func packed<Value: PackableValue>(_ value: Value?) -> (UInt8, Double) {
  value?.packed ?? (0, 0)
}

/// The optional value of a packed kind and number.
@inline(__always)
private func unpacked<Value: PackableValue>(_ kind: UInt8, _ value: Double) -> Value? {
  kind == 0 ? nil : Value(kind: kind, value: value)
}

extension Length: PackableValue {
  var packed: (kind: UInt8, value: Double) {
    switch self {
    case .auto: return (1, 0)
    case .points(let value): return (2, value)
    case .percent(let value): return (3, value)
    case .maxContent: return (4, 0)
    case .fitContent: return (5, 0)
    case .stretch: return (6, 0)
    }
  }

  @inline(__always)
  init(kind: UInt8, value: Double) {
    switch kind {
    case 2: self = .points(value)
    case 3: self = .percent(value)
    case 4: self = .maxContent
    case 5: self = .fitContent
    case 6: self = .stretch
    default: self = .auto
    }
  }
}

extension LengthPercentage: PackableValue {
  var packed: (kind: UInt8, value: Double) {
    switch self {
    case .points(let value): return (2, value)
    case .percent(let value): return (3, value)
    }
  }

  @inline(__always)
  init(kind: UInt8, value: Double) {
    self = kind == 3 ? .percent(value) : .points(value)
  }
}

extension Double: PackableValue {
  var packed: (kind: UInt8, value: Double) { (2, self) }

  @inline(__always)
  init(kind: UInt8, value: Double) { self = value }
}

/// ``Edges`` packed: the physical edges with `horizontal`, `vertical` and `all` folded in, and
/// the logical `start` and `end`, each a kind byte and a number.
struct PackedEdges<Value: PackableValue> {
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
