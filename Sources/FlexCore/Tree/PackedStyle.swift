/// A node's style as the solver reads it: the properties of its ``StyleRecord`` under the
/// same names, and its edges packed (see ``PackedEdges``), with the numbers clamped to the
/// layout range.
///
/// Made on each read from the record and the edge tables of ``StyleTable``; fields that a
/// caller does not read are not loaded once the read is inlined.
struct PackedStyle {
  let record: StyleRecord
  let margin: PackedEdges<Length>
  let padding: PackedEdges<LengthPercentage>
  let border: PackedEdges<Double>
  let position: PackedEdges<Length>

  @inline(__always) var display: Display { record.display }
  @inline(__always) var positionType: PositionType { record.positionType }
  @inline(__always) var direction: Direction { record.direction }
  @inline(__always) var flexDirection: FlexDirection? { record.flexDirection }
  @inline(__always) var flexWrap: FlexWrap { record.flexWrap }
  @inline(__always) var justifyContent: JustifyContent { record.justifyContent }
  @inline(__always) var alignItems: Alignment { record.alignItems }
  @inline(__always) var alignSelf: Alignment { record.alignSelf }
  @inline(__always) var alignContent: Alignment? { record.alignContent }
  @inline(__always) var overflow: Overflow { record.overflow }
  @inline(__always) var boxSizing: BoxSizing { record.boxSizing }
  @inline(__always) var flex: Double? { record.flex }
  @inline(__always) var flexGrow: Double? { record.flexGrow }
  @inline(__always) var flexShrink: Double? { record.flexShrink }
  @inline(__always) var aspectRatio: Double? { record.aspectRatio }
  @inline(__always) var flexBasis: Length { record.flexBasis }
  @inline(__always) var width: Length { record.width }
  @inline(__always) var height: Length { record.height }
  @inline(__always) var minWidth: Length { record.minWidth }
  @inline(__always) var minHeight: Length { record.minHeight }
  @inline(__always) var maxWidth: Length { record.maxWidth }
  @inline(__always) var maxHeight: Length { record.maxHeight }
  @inline(__always) var rowGap: LengthPercentage? { record.rowGap }
  @inline(__always) var columnGap: LengthPercentage? { record.columnGap }
  @inline(__always) var gap: LengthPercentage? { record.gap }
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
func packed<Value: PackableValue>(_ value: Value?) -> (UInt8, Double) {
  value?.packed ?? (0, 0)
}

/// The optional value of a packed kind and number.
@inline(__always)
func unpacked<Value: PackableValue>(_ kind: UInt8, _ value: Double) -> Value? {
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
