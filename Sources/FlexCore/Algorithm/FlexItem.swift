/// The working state of one flex item during its container's layout (main/cross terms).
struct FlexItem {
  var node: Int
  var alignSelf: Alignment
  var grow: Double
  var shrink: Double
  /// The top margin (baselines are measured from the margin box's top).
  var marginTop: Double
  /// Whether the cross size is `auto` in the style (only then may the item be stretched).
  var isCrossSizeAuto = true
  /// Whether the style gives a definite cross size.
  var hasDefiniteCrossStyle = false
  /// Whether the item was stretched to its line.
  var isStretched = false
  /// Whether the cross size is `max-content` (measured without a limit).
  var isCrossMaxContent = false
  /// Whether the item has a preferred aspect ratio (its cross size then follows its main size).
  var hasRatio = false
  /// Whether the main size comes from the ratio and the cross size alone, for an `auto` main
  /// size or a percentage width (Chromium counts an unresolved percentage height, or an
  /// intrinsic keyword, as specified).
  var isMainFromRatio = false
  /// Whether the flex basis is a definite length (not `auto` or content).
  var hasDefiniteBasis = false
  /// Styled border-box sizes (`nil`: not definite).
  var sizeMain: Double?
  var sizeCross: Double?
  var minMain: Double?
  var maxMain: Double?
  var minCross: Double?
  var maxCross: Double?
  /// Margins on the logical edges (auto margins count 0 until resolved).
  var marginMainStart = 0.0
  var marginMainEnd = 0.0
  var marginCrossStart = 0.0
  var marginCrossEnd = 0.0
  var isAutoMainStart = false
  var isAutoMainEnd = false
  var isAutoCrossStart = false
  var isAutoCrossEnd = false
  /// Padding plus border along each axis.
  var insetMain = 0.0
  var insetCross = 0.0

  var flexBasis = 0.0
  var hypotheticalMain = 0.0
  var targetMain = 0.0
  var isFrozen = false
  var violation = 0.0
  var hypotheticalCross = 0.0
  var targetCross = 0.0
  /// Distance from the top of the margin box to the first baseline (row containers).
  var baseline = 0.0
  var offsetMain = 0.0
  var offsetCross = 0.0

  @inline(__always) var marginMain: Double { marginMainStart + marginMainEnd }
  @inline(__always) var marginCross: Double { marginCrossStart + marginCrossEnd }
  @inline(__always) var outerHypotheticalMain: Double { hypotheticalMain + marginMain }
  @inline(__always) var outerTargetMain: Double { targetMain + marginMain }
  @inline(__always) var outerHypotheticalCross: Double { hypotheticalCross + marginCross }
  @inline(__always) var outerTargetCross: Double { targetCross + marginCross }

  /// The main size that `cross` gives through a width-to-height `ratio` (applied to the content
  /// box under content-box sizing, as for `BoxStyle.widthFromRatio`).
  @inline(__always)
  func mainSize(fromCross cross: Double, ratio: Double, isRow: Bool, isContentBox: Bool) -> Double {
    let factor = isRow ? ratio : 1 / ratio
    guard isContentBox else { return cross * factor }
    return max(0, cross - insetCross) * factor + insetMain
  }

  /// The main size clamped by the item's minimum and maximum, floored at padding plus border.
  @inline(__always)
  func clampMain(_ value: Double) -> Double {
    max(value.clamped(min: minMain, max: maxMain), insetMain)
  }

  /// The cross size clamped by the item's minimum and maximum, floored at padding plus border.
  @inline(__always)
  func clampCross(_ value: Double) -> Double {
    max(value.clamped(min: minCross, max: maxCross), insetCross)
  }
}

/// One line of items: a range of the container's items.
struct FlexLine {
  var range: Range<Int>
  var crossSize = 0.0
  var offsetCross = 0.0
  /// The largest distance from a baseline-aligned item's margin-box top to its baseline.
  var maxBaseline = -Double.infinity
}

/// Values computed once per container layout.
struct FlexConstants {
  var direction: Direction
  var flexDirection: FlexDirection
  var isRow: Bool
  var isWrap: Bool
  var isWrapReverse: Bool
  /// Whether items run from the physical right (row) or bottom (column).
  var isMainReversed: Bool
  /// Whether lines stack from the physical bottom (row) or right (column).
  var isCrossReversed: Bool
  var box: BoxStyle
  var insets: Sides
  var justifyContent: JustifyContent
  var alignItems: Alignment
  var alignContent: Alignment
  var gapMain = 0.0
  var gapCross = 0.0
  /// Padding plus border on the logical edges.
  var insetMainStart: Double
  var insetMainEnd: Double
  var insetCrossStart: Double
  var insetCrossEnd: Double
  /// The inner height that children's percentages resolve against (`nil`: indefinite).
  var percentHeight: Double?
  /// Whether the container's main size was definite before its items were sized.
  var isMainDefinite = false

  @inline(__always) var insetMain: Double { insetMainStart + insetMainEnd }
  @inline(__always) var insetCross: Double { insetCrossStart + insetCrossEnd }

  /// The node's own minimum and maximum border-box sizes on each axis.
  @inline(__always) var minMain: Double? { isRow ? box.minWidth : box.minHeight }
  @inline(__always) var maxMain: Double? { isRow ? box.maxWidth : box.maxHeight }
  @inline(__always) var minCross: Double? { isRow ? box.minHeight : box.minWidth }
  @inline(__always) var maxCross: Double? { isRow ? box.maxHeight : box.maxWidth }
}
