/// A node's style resolved for one layout: box edges and sizes in points.
///
/// Sizes are border-box sizes (content-box styles are converted) and `nil` where the style does
/// not give a definite length.
struct BoxStyle {
  var direction: Direction
  var margin: Sides
  var padding: Sides
  var border: Sides
  var isContentBox = false
  /// Which of the optional sizes below are set, a bit each in declaration order: they are
  /// stored as plain numbers (0 when unset), 8 bytes each instead of 16.
  private var setSizes: UInt16 = 0
  private var widthValue = 0.0
  private var heightValue = 0.0
  private var minWidthValue = 0.0
  private var minHeightValue = 0.0
  private var maxWidthValue = 0.0
  private var maxHeightValue = 0.0
  private var styledWidthValue = 0.0
  private var styledHeightValue = 0.0
  private var ratioValue = 0.0
  private var ownMinWidthValue = 0.0
  private var ownMinHeightValue = 0.0
  private var ownMaxWidthValue = 0.0
  private var ownMaxHeightValue = 0.0

  @inline(__always)
  private func size(_ bit: UInt16, _ value: Double) -> Double? {
    setSizes & bit != 0 ? value : nil
  }

  @inline(__always)
  private static func stored(_ value: Double?, _ bit: UInt16, _ set: UInt16) -> (Double, UInt16) {
    if let value { return (value, set | bit) }
    return (0, set & ~bit)
  }

  var width: Double? {
    @inline(__always) get { size(1, widthValue) }
    @inline(__always) set { (widthValue, setSizes) = Self.stored(newValue, 1, setSizes) }
  }
  var height: Double? {
    @inline(__always) get { size(2, heightValue) }
    @inline(__always) set { (heightValue, setSizes) = Self.stored(newValue, 2, setSizes) }
  }
  var minWidth: Double? {
    @inline(__always) get { size(4, minWidthValue) }
    @inline(__always) set { (minWidthValue, setSizes) = Self.stored(newValue, 4, setSizes) }
  }
  var minHeight: Double? {
    @inline(__always) get { size(8, minHeightValue) }
    @inline(__always) set { (minHeightValue, setSizes) = Self.stored(newValue, 8, setSizes) }
  }
  var maxWidth: Double? {
    @inline(__always) get { size(16, maxWidthValue) }
    @inline(__always) set { (maxWidthValue, setSizes) = Self.stored(newValue, 16, setSizes) }
  }
  var maxHeight: Double? {
    @inline(__always) get { size(32, maxHeightValue) }
    @inline(__always) set { (maxHeightValue, setSizes) = Self.stored(newValue, 32, setSizes) }
  }
  /// The width and height the style gives, before the aspect ratio fills in a missing one.
  var styledWidth: Double? {
    @inline(__always) get { size(64, styledWidthValue) }
    @inline(__always) set { (styledWidthValue, setSizes) = Self.stored(newValue, 64, setSizes) }
  }
  var styledHeight: Double? {
    @inline(__always) get { size(128, styledHeightValue) }
    @inline(__always) set { (styledHeightValue, setSizes) = Self.stored(newValue, 128, setSizes) }
  }
  /// The preferred aspect ratio, if any.
  var ratio: Double? {
    @inline(__always) get { size(256, ratioValue) }
    @inline(__always) set { (ratioValue, setSizes) = Self.stored(newValue, 256, setSizes) }
  }
  /// The style's own limits, before the ratio transferred any from the other axis.
  var ownMinWidth: Double? {
    @inline(__always) get { size(512, ownMinWidthValue) }
    @inline(__always) set { (ownMinWidthValue, setSizes) = Self.stored(newValue, 512, setSizes) }
  }
  var ownMinHeight: Double? {
    @inline(__always) get { size(1024, ownMinHeightValue) }
    @inline(__always) set { (ownMinHeightValue, setSizes) = Self.stored(newValue, 1024, setSizes) }
  }
  var ownMaxWidth: Double? {
    @inline(__always) get { size(2048, ownMaxWidthValue) }
    @inline(__always) set { (ownMaxWidthValue, setSizes) = Self.stored(newValue, 2048, setSizes) }
  }
  var ownMaxHeight: Double? {
    @inline(__always) get { size(4096, ownMaxHeightValue) }
    @inline(__always) set { (ownMaxHeightValue, setSizes) = Self.stored(newValue, 4096, setSizes) }
  }

  /// Padding plus border.
  @inline(__always) var insets: Sides { padding + border }

  /// The style resolved against the parent's inner size; `ignoringSizes` leaves out the sizes
  /// and limits, and `ignoringRatio` the aspect ratio (to measure the content of a box whose
  /// ratio then turns the content's width into its height).
  @inline(__always)
  init(
    _ style: PackedStyle, direction inherited: Direction, parentWidth: Double?,
    parentHeight: Double?, ignoringSizes: Bool = false, ignoringRatio: Bool = false
  ) {
    let direction = style.direction == .inherit ? inherited : style.direction
    self.direction = direction
    margin = style.margin.fixedSides ?? style.margin.resolvedSides(direction, width: parentWidth)
    padding = style.padding.fixedSides ?? style.padding.resolvedSides(direction, width: parentWidth)
    border = style.border.fixedSides ?? style.border.resolvedSides(direction)
    let extraWidth = style.boxSizing == .contentBox ? padding.horizontal + border.horizontal : 0
    let extraHeight = style.boxSizing == .contentBox ? padding.vertical + border.vertical : 0
    @inline(__always)
    func size(_ dimension: Length, _ reference: Double?, _ extra: Double) -> Double? {
      dimension.resolve(against: reference).map { $0 + extra }
    }
    width = size(style.width, parentWidth, extraWidth)
    height = size(style.height, parentHeight, extraHeight)
    minWidth = size(style.minWidth, parentWidth, extraWidth)
    minHeight = size(style.minHeight, parentHeight, extraHeight)
    maxWidth = size(style.maxWidth, parentWidth, extraWidth)
    maxHeight = size(style.maxHeight, parentHeight, extraHeight)
    isContentBox = style.boxSizing == .contentBox
    if ignoringSizes {
      (width, height, minWidth, minHeight, maxWidth, maxHeight) = (nil, nil, nil, nil, nil, nil)
    }
    // The styled sizes and the own limits start as the sizes and limits just resolved: copied
    // as stored, numbers and bits at once (through the accessors, each copy tested and set a
    // bit; about 40 instructions of a resolution that runs for every item).
    (styledWidthValue, styledHeightValue) = (widthValue, heightValue)
    (ownMinWidthValue, ownMinHeightValue) = (minWidthValue, minHeightValue)
    (ownMaxWidthValue, ownMaxHeightValue) = (maxWidthValue, maxHeightValue)
    setSizes |= (setSizes & 0b11) << 6  // width, height → styledWidth, styledHeight
    setSizes |= (setSizes & 0b11_1100) << 7  // minWidth...maxHeight → ownMinWidth...ownMaxHeight
    if !ignoringSizes, !ignoringRatio, let ratio = style.aspectRatio, ratio > 0 {
      // Through a copy: a mutating call on `self` here made every box (nearly none has a
      // ratio) be built on the stack and copied out, 216 bytes (callgrind: 6.3 M instructions
      // of `memcpy` in a layout of the random benchmark tree).
      self = Self.withRatio(self, ratio)
    }
  }

  /// The width that `height` gives through the ratio (of the content box under content-box
  /// sizing, as CSS applies the ratio to the box that `box-sizing` names).
  @inline(__always)
  func widthFromRatio(_ height: Double, _ ratio: Double) -> Double {
    guard isContentBox else { return height * ratio }
    let insets = self.insets
    return max(0, height - insets.vertical) * ratio + insets.horizontal
  }

  /// The height that `width` gives through the ratio.
  @inline(__always)
  func heightFromRatio(_ width: Double, _ ratio: Double) -> Double {
    guard isContentBox else { return width / ratio }
    let insets = self.insets
    return max(0, width - insets.horizontal) / ratio + insets.vertical
  }

  /// The border-box size from what the parent decided and the style: a size the parent fixes
  /// wins, the style fills in the rest, and the ratio turns one known axis into the other.
  @inline(__always)
  func resolvedSize(knownWidth: Double?, knownHeight: Double?) -> (Double?, Double?) {
    var resolvedWidth = knownWidth
    var resolvedHeight = knownHeight
    if resolvedWidth == nil, resolvedHeight == nil {
      resolvedWidth = width.map(clampWidth)
      resolvedHeight = height.map(clampHeight)
    } else if resolvedWidth == nil {
      resolvedWidth = styledWidth.map(clampWidth)
    } else if resolvedHeight == nil {
      resolvedHeight = styledHeight.map(clampHeight)
    }
    if let ratio {
      if resolvedWidth == nil, let resolvedHeight {
        resolvedWidth = clampWidth(widthFromRatio(resolvedHeight, ratio))
      }
      if resolvedHeight == nil, let resolvedWidth {
        resolvedHeight = clampHeight(heightFromRatio(resolvedWidth, ratio))
      }
    }
    return (resolvedWidth, resolvedHeight)
  }

  /// The border-box size of a box without content or preferred aspect ratio: the size
  /// `resolvedSize(knownWidth:knownHeight:)` gives the box of `style`, a size it leaves
  /// unknown being padding plus border within the limits, and each at least padding plus
  /// border.
  ///
  /// It resolves only what that size needs (not the margins, the own limits or the styled
  /// sizes), with the same expressions as `init`, for the leaves that layouts measure most.
  @inline(__always)
  static func emptyBoxSize(
    _ style: PackedStyle, direction inherited: Direction, parentWidth: Double?,
    parentHeight: Double?, ignoringSizes: Bool, knownWidth: Double?, knownHeight: Double?
  ) -> (width: Double, height: Double) {
    let direction = style.direction == .inherit ? inherited : style.direction
    let padding =
      style.padding.fixedSides ?? style.padding.resolvedSides(direction, width: parentWidth)
    let border = style.border.fixedSides ?? style.border.resolvedSides(direction)
    let insets = padding + border
    let extraWidth = style.boxSizing == .contentBox ? padding.horizontal + border.horizontal : 0
    let extraHeight = style.boxSizing == .contentBox ? padding.vertical + border.vertical : 0
    @inline(__always)
    func size(_ dimension: Length, _ reference: Double?, _ extra: Double) -> Double? {
      ignoringSizes ? nil : dimension.resolve(against: reference).map { $0 + extra }
    }
    let minWidth = size(style.minWidth, parentWidth, extraWidth)
    let maxWidth = size(style.maxWidth, parentWidth, extraWidth)
    let minHeight = size(style.minHeight, parentHeight, extraHeight)
    let maxHeight = size(style.maxHeight, parentHeight, extraHeight)
    @inline(__always)
    func clampWidth(_ value: Double) -> Double {
      max(value.clamped(min: minWidth, max: maxWidth), insets.horizontal)
    }
    @inline(__always)
    func clampHeight(_ value: Double) -> Double {
      max(value.clamped(min: minHeight, max: maxHeight), insets.vertical)
    }
    // Without a ratio, the styled sizes are the sizes, and a known size wins in either axis.
    let width = knownWidth ?? size(style.width, parentWidth, extraWidth).map(clampWidth)
    let height = knownHeight ?? size(style.height, parentHeight, extraHeight).map(clampHeight)
    return (
      max(width ?? clampWidth(insets.horizontal), insets.horizontal),
      max(height ?? clampHeight(insets.vertical), insets.vertical)
    )
  }

  /// `box` with the preferred aspect `ratio` applied.
  @inline(never)
  private static func withRatio(_ box: BoxStyle, _ ratio: Double) -> BoxStyle {
    var box = box
    box.ratio = ratio
    box.transferThroughRatio(ratio)
    return box
  }

  /// Applies a preferred aspect ratio: a size fixed in one axis gives the other, and the
  /// limits of a fixed axis (with its padding and border floor) transfer to the other one
  /// (CSS Sizing 4 §5.2, as Chromium applies it).
  private mutating func transferThroughRatio(_ ratio: Double) {
    let insetWidth = padding.horizontal + border.horizontal
    let insetHeight = padding.vertical + border.vertical
    if width == nil, height == nil {
      // A transferred limit never overrides the axis's own limits, and a minimum wins over a
      // maximum of its axis (so an axis's limits are at least its minimum before they
      // transfer): `min-height: 10; max-height: 0` at ratio 1 is 10 × 10 in Chromium.
      let ownMaxW = maxWidth.map { max($0, minWidth ?? 0) }
      let ownMaxH = maxHeight.map { max($0, minHeight ?? 0) }
      // Limits transfer between the boxes the ratio applies to: content boxes under
      // content-box sizing (`min-height: 0` there is a border-box floor of the padding, which
      // transfers no width).
      let transferredMinW = minHeight.map { widthFromRatio($0, ratio) } ?? 0
      let transferredMinH = minWidth.map { heightFromRatio($0, ratio) } ?? 0
      let minW = max(minWidth ?? 0, transferredMinW.clamped(min: nil, max: ownMaxW))
      let minH = max(minHeight ?? 0, transferredMinH.clamped(min: nil, max: ownMaxH))
      var maxW = ownMaxW
      if let transferred = ownMaxH.map({ widthFromRatio($0, ratio) }) {
        maxW = max(min(maxW ?? .infinity, transferred), minWidth ?? 0)
      }
      var maxH = ownMaxH
      if let transferred = ownMaxW.map({ heightFromRatio($0, ratio) }) {
        maxH = max(min(maxH ?? .infinity, transferred), minHeight ?? 0)
      }
      (minWidth, minHeight, maxWidth, maxHeight) = (minW, minH, maxW, maxH)
    } else if width == nil, let height {
      // The ratio transfers the height as its limits leave it (`height: 10; max-height: 0` is
      // 0 × 0 in Chromium); the width's own limits apply where it is clamped. Under border-box
      // sizing, a height below padding plus border counts as that floor.
      let usedHeight = height.clamped(min: minHeight, max: maxHeight)
      width = max(isContentBox ? 0 : insetHeight * ratio, widthFromRatio(usedHeight, ratio))
    } else if height == nil, let width {
      let usedWidth = width.clamped(min: minWidth, max: maxWidth)
      height = max(isContentBox ? 0 : insetWidth / ratio, heightFromRatio(usedWidth, ratio))
    }
  }

  /// The width clamped to the minimum and maximum widths and floored at padding plus border.
  @inline(__always)
  func clampWidth(_ value: Double) -> Double {
    max(value.clamped(min: minWidth, max: maxWidth), insets.horizontal)
  }

  /// The height clamped to the minimum and maximum heights and floored at padding plus border.
  @inline(__always)
  func clampHeight(_ value: Double) -> Double {
    max(value.clamped(min: minHeight, max: maxHeight), insets.vertical)
  }

  /// The width clamped to the style's own minimum and maximum widths (none transferred from
  /// the height through the ratio) and floored at padding plus border: the limits of a width
  /// that is stretched, not given by the ratio.
  func clampWidthByOwnLimits(_ value: Double) -> Double {
    max(value.clamped(min: ownMinWidth, max: ownMaxWidth), insets.horizontal)
  }

  /// The height clamped to the style's own minimum and maximum heights (none transferred from
  /// the width through the ratio) and floored at padding plus border: the limits of a height
  /// that is stretched, not given by the ratio.
  func clampHeightByOwnLimits(_ value: Double) -> Double {
    max(value.clamped(min: ownMinHeight, max: ownMaxHeight), insets.vertical)
  }
}
