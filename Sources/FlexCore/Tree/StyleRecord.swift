/// A distinct style as ``StyleTable`` stores it: every property but the edges, each optional
/// or length a kind byte and a number, and the index of each set of edges in its own table.
///
/// Nothing is lost: ``style(margin:padding:border:position:)`` gives back the ``FlexStyle`` it
/// was made from (given its edges). The solver reads it through ``PackedStyle``. Most styles
/// leave most edges unset or share them (a list's rows, a grid's cells), so the edges, which
/// are most of a style's bytes, are stored once per distinct set: a record is 160 bytes, where
/// the ``FlexStyle`` is 816.
struct StyleRecord: Hashable, Sendable {
  let display: Display
  let positionType: PositionType
  let direction: Direction
  let flexDirection: FlexDirection?
  let flexWrap: FlexWrap
  let justifyContent: JustifyContent
  let alignItems: Alignment
  let alignSelf: Alignment
  let alignContent: Alignment?
  let overflow: Overflow
  let boxSizing: BoxSizing
  private let flexKind: UInt8
  private let flexGrowKind: UInt8
  private let flexShrinkKind: UInt8
  private let aspectRatioKind: UInt8
  private let flexBasisKind: UInt8
  private let widthKind: UInt8
  private let heightKind: UInt8
  private let minWidthKind: UInt8
  private let minHeightKind: UInt8
  private let maxWidthKind: UInt8
  private let maxHeightKind: UInt8
  private let rowGapKind: UInt8
  private let columnGapKind: UInt8
  private let gapKind: UInt8
  private let flexValue: Double
  private let flexGrowValue: Double
  private let flexShrinkValue: Double
  private let aspectRatioValue: Double
  private let flexBasisValue: Double
  private let widthValue: Double
  private let heightValue: Double
  private let minWidthValue: Double
  private let minHeightValue: Double
  private let maxWidthValue: Double
  private let maxHeightValue: Double
  private let rowGapValue: Double
  private let columnGapValue: Double
  private let gapValue: Double
  /// The indices of the margins, paddings, borders and insets in their tables.
  let marginIndex: UInt32
  let paddingIndex: UInt32
  let borderIndex: UInt32
  let positionIndex: UInt32

  /// The record of `style`, whose edges are stored at the given indices.
  init(
    _ style: FlexStyle, marginIndex: UInt32, paddingIndex: UInt32, borderIndex: UInt32,
    positionIndex: UInt32
  ) {
    self.marginIndex = marginIndex
    self.paddingIndex = paddingIndex
    self.borderIndex = borderIndex
    self.positionIndex = positionIndex
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

  /// The style this record was made from, given its edges.
  func style(
    margin: Edges<Length>, padding: Edges<LengthPercentage>, border: Edges<Double>,
    position: Edges<Length>
  ) -> FlexStyle {
    var style = FlexStyle()
    style.display = display
    style.positionType = positionType
    style.direction = direction
    style.flexDirection = flexDirection
    style.flexWrap = flexWrap
    style.justifyContent = justifyContent
    style.alignItems = alignItems
    style.alignSelf = alignSelf
    style.alignContent = alignContent
    style.overflow = overflow
    style.boxSizing = boxSizing
    style.flex = flex
    style.flexGrow = flexGrow
    style.flexShrink = flexShrink
    style.aspectRatio = aspectRatio
    style.flexBasis = flexBasis
    style.width = width
    style.height = height
    style.minWidth = minWidth
    style.minHeight = minHeight
    style.maxWidth = maxWidth
    style.maxHeight = maxHeight
    style.rowGap = rowGap
    style.columnGap = columnGap
    style.gap = gap
    style.margin = margin
    style.padding = padding
    style.border = border
    style.position = position
    return style
  }
}
