/// The working state of one flex item during its container's layout (main/cross terms).
struct FlexItem {
  var node: Int
  var grow: Double
  var shrink: Double
  /// The top margin (baselines are measured from the margin box's top).
  var marginTop: Double
  /// Margins on the logical edges (auto margins count 0 until resolved).
  var marginMainStart = 0.0
  var marginMainEnd = 0.0
  var marginCrossStart = 0.0
  var marginCrossEnd = 0.0
  /// Padding plus border along each axis.
  var insetMain = 0.0
  var insetCross = 0.0

  var flexBasis = 0.0
  var hypotheticalMain = 0.0
  var targetMain = 0.0
  var violation = 0.0
  var hypotheticalCross = 0.0
  var targetCross = 0.0
  /// Distance from the top of the margin box to the first baseline (row containers).
  var baseline = 0.0
  var offsetMain = 0.0
  var offsetCross = 0.0

  // The styled sizes below are stored as numbers (0 when unset) with a bit each in `setSizes`,
  // and the flags after the numbers, so that an item is 213 bytes instead of 280: items are
  // copied in and out of their array at every step.
  private var sizeMainValue = 0.0
  private var sizeCrossValue = 0.0
  private var minMainValue = 0.0
  private var maxMainValue = 0.0
  private var minCrossValue = 0.0
  private var maxCrossValue = 0.0
  private var setSizes: UInt8 = 0

  var alignSelf: Alignment
  /// The alignment that places the item in its line when a `stretch` cross size replaced its
  /// own `align-self` (a limit may keep it smaller than its line).
  var placement: Alignment?
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
  var isAutoMainStart = false
  var isAutoMainEnd = false
  var isAutoCrossStart = false
  var isAutoCrossEnd = false
  var isFrozen = false

  init(
    node: Int, alignSelf: Alignment, grow: Double, shrink: Double, marginTop: Double,
    sizeMain: Double?, sizeCross: Double?, minMain: Double?, maxMain: Double?,
    minCross: Double?, maxCross: Double?
  ) {
    self.node = node
    self.alignSelf = alignSelf
    self.grow = grow
    self.shrink = shrink
    self.marginTop = marginTop
    self.sizeMain = sizeMain
    self.sizeCross = sizeCross
    self.minMain = minMain
    self.maxMain = maxMain
    self.minCross = minCross
    self.maxCross = maxCross
  }

  @inline(__always)
  private func size(_ bit: UInt8, _ value: Double) -> Double? {
    setSizes & bit != 0 ? value : nil
  }

  @inline(__always)
  private static func stored(_ value: Double?, _ bit: UInt8, _ set: UInt8) -> (Double, UInt8) {
    if let value { return (value, set | bit) }
    return (0, set & ~bit)
  }

  /// Styled border-box sizes (`nil`: not definite).
  var sizeMain: Double? {
    @inline(__always) get { size(1, sizeMainValue) }
    @inline(__always) set { (sizeMainValue, setSizes) = Self.stored(newValue, 1, setSizes) }
  }
  var sizeCross: Double? {
    @inline(__always) get { size(2, sizeCrossValue) }
    @inline(__always) set { (sizeCrossValue, setSizes) = Self.stored(newValue, 2, setSizes) }
  }
  var minMain: Double? {
    @inline(__always) get { size(4, minMainValue) }
    @inline(__always) set { (minMainValue, setSizes) = Self.stored(newValue, 4, setSizes) }
  }
  var maxMain: Double? {
    @inline(__always) get { size(8, maxMainValue) }
    @inline(__always) set { (maxMainValue, setSizes) = Self.stored(newValue, 8, setSizes) }
  }
  var minCross: Double? {
    @inline(__always) get { size(16, minCrossValue) }
    @inline(__always) set { (minCrossValue, setSizes) = Self.stored(newValue, 16, setSizes) }
  }
  var maxCross: Double? {
    @inline(__always) get { size(32, maxCrossValue) }
    @inline(__always) set { (maxCrossValue, setSizes) = Self.stored(newValue, 32, setSizes) }
  }

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

  /// The cross size that `main` gives through `ratio` (width over height), on the box that
  /// `box-sizing` names.
  @inline(__always)
  func crossSize(fromMain main: Double, ratio: Double, isRow: Bool, isContentBox: Bool) -> Double {
    let factor = isRow ? 1 / ratio : ratio
    guard isContentBox else { return main * factor }
    return max(0, main - insetMain) * factor + insetCross
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

/// Values computed once per container layout, read and written through their names
/// (`constants.isRow`, `constants.gapMain = gap`).
///
/// The values live in the layout's scratch memory: the orchestrator hands the constants to a
/// dozen steps, and as a 300-byte struct they were rebuilt in memory for every call. Copies share
/// the values, as copies of a pointer do: only the container layout that took them changes them
/// (its gaps once its width is known), and a copy lives no longer than that layout.
@dynamicMemberLookup
struct FlexConstants {
  let storage: UnsafeMutablePointer<FlexConstantValues>

  /// The constants stored at `storage`.
  init(at storage: UnsafeMutablePointer<FlexConstantValues>) {
    self.storage = storage
  }

  /// A value.
  subscript<Value>(dynamicMember keyPath: KeyPath<FlexConstantValues, Value>) -> Value {
    @inline(__always) get { storage.pointee[keyPath: keyPath] }
  }

  /// A value the container layout may change.
  subscript<Value>(dynamicMember keyPath: WritableKeyPath<FlexConstantValues, Value>) -> Value {
    @inline(__always) get { storage.pointee[keyPath: keyPath] }
    @inline(__always) set { storage.pointee[keyPath: keyPath] = newValue }
  }
}

/// The values of ``FlexConstants``.
struct FlexConstantValues {
  let direction: Direction
  let flexDirection: FlexDirection
  let isRow: Bool
  let isWrap: Bool
  let isWrapReverse: Bool
  /// Whether items run from the physical right (row) or bottom (column).
  let isMainReversed: Bool
  /// Whether lines stack from the physical bottom (row) or right (column).
  let isCrossReversed: Bool
  let box: BoxStyle
  let insets: Sides
  let justifyContent: JustifyContent
  let alignItems: Alignment
  let alignContent: Alignment
  var gapMain = 0.0
  var gapCross = 0.0
  /// Padding plus border on the logical edges.
  let insetMainStart: Double
  let insetMainEnd: Double
  let insetCrossStart: Double
  let insetCrossEnd: Double
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
