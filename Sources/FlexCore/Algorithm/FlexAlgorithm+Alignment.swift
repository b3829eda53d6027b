/// §9.5 main-axis alignment and §9.6 cross-axis alignment.
/// https://www.w3.org/TR/css-flexbox-1/#main-alignment
extension FlexTree {
  /// §9.5 step 12: auto margins or `justify-content` distribute the free space of a line.
  ///
  /// Auto margins take positive free space; otherwise `justify-content` places the items. An overflowing `space-around`/`space-evenly` falls back to safe centring,
  /// which is the container's start (the main end of a reversed direction), as in Chromium.
  func distributeRemainingFreeSpace(
    _ items: inout FlexItems, in range: Range<Int>, _ constants: FlexConstants,
    innerMain: Double
  ) {
    guard !range.isEmpty else { return }
    let count = Double(range.count)
    var used = constants.gapMain * (count - 1)
    var autoMargins = 0
    for item in items[range] {
      used += item.outerTargetMain
      autoMargins += (item.isAutoMainStart ? 1 : 0) + (item.isAutoMainEnd ? 1 : 0)
    }
    let free = innerMain - used
    var start = 0.0
    var between = 0.0
    if autoMargins > 0, free > 0 {
      let share = free / Double(autoMargins)
      for index in range {
        if items[index].isAutoMainStart { items[index].marginMainStart = share }
        if items[index].isAutoMainEnd { items[index].marginMainEnd = share }
      }
    } else {
      let mode: FreeSpaceDistribution
      switch constants.justifyContent {
      case .flexStart: mode = .start
      case .flexEnd: mode = .end
      case .center: mode = .center
      case .spaceBetween: mode = .spaceBetween
      case .spaceAround: mode = .spaceAround
      case .spaceEvenly: mode = .spaceEvenly
      }
      (start, between) = mode.offsets(
        free: free, count: range.count, overflowAtEnd: constants.flexDirection.isReverse)
      if between > 0,
        let shares = LayoutUnitShares(
          mode, free: free, count: range.count, fromEnd: constants.flexDirection.isReverse)
      {
        var position = 0.0
        for (box, index) in range.enumerated() {
          items[index].offsetMain = position + shares.before(box) + items[index].marginMainStart
          position += items[index].outerTargetMain + constants.gapMain
        }
        return
      }
    }
    var position = start
    for index in range {
      items[index].offsetMain = position + items[index].marginMainStart
      position += items[index].outerTargetMain + constants.gapMain + between
    }
  }

  /// §9.6 steps 13–14: cross-axis auto margins, then `align-self` within each line.
  func alignItemsInLines(
    _ items: inout FlexItems, _ lines: FlexLines, _ constants: FlexConstants
  ) {
    // Under wrap-reverse, a row's cross start is its bottom: the baseline-aligned items of a
    // line, aligned on their (physical) baselines, sit flush against the bottom (§8.3).
    let isBottomUp = constants.isRow && constants.isCrossReversed
    for line in lines {
      // The largest descent of the line's baseline-aligned items, which may be negative (a
      // baseline below the item's own bottom edge).
      var maxDescent = -Double.infinity
      if isBottomUp {
        for index in line.range where isBaselineAligned(items[index], constants) {
          maxDescent = max(maxDescent, items[index].outerTargetCross - items[index].baseline)
        }
      }
      for index in line.range {
        // Only the fields that change are written back (see determineHypotheticalCrossSizes).
        let item = items[index]
        let free = line.crossSize - item.outerTargetCross
        if item.isAutoCrossStart || item.isAutoCrossEnd {
          var start = item.marginCrossStart
          if free > 0 {
            if item.isAutoCrossStart && item.isAutoCrossEnd {
              start += free / 2
              items[index].marginCrossEnd += free / 2
            } else if item.isAutoCrossStart {
              start += free
            } else {
              items[index].marginCrossEnd += free
            }
          }
          items[index].marginCrossStart = start
          items[index].offsetCross = start
        } else {
          switch item.placement ?? item.alignSelf {
          case .flexEnd:
            items[index].offsetCross = line.crossSize - item.marginCrossEnd - item.targetCross
          case .center:
            items[index].offsetCross = item.marginCrossStart + free / 2
          case .baseline where isBaselineAligned(item, constants):
            let shift =
              isBottomUp
              ? maxDescent - (item.outerTargetCross - item.baseline)
              : line.maxBaseline - item.baseline
            items[index].offsetCross = shift + item.marginCrossStart
          default:
            items[index].offsetCross = item.marginCrossStart
          }
        }
      }
    }
  }

  /// §9.6 step 16: `align-content` places the lines of a multi-line container.
  func alignFlexLines(_ lines: inout FlexLines, _ constants: FlexConstants, innerCross: Double) {
    guard constants.isWrap else {
      lines[0].offsetCross = 0
      return
    }
    let count = Double(lines.count)
    var used = constants.gapCross * (count - 1)
    for line in lines { used += line.crossSize }
    let free = innerCross - used
    let mode: FreeSpaceDistribution
    switch constants.alignContent {
    case .flexEnd: mode = .end
    case .center: mode = .center
    case .spaceBetween: mode = .spaceBetween
    case .spaceAround: mode = .spaceAround
    case .spaceEvenly: mode = .spaceEvenly
    case .auto, .flexStart, .stretch, .baseline: mode = .start
    }
    let (start, between) = mode.offsets(
      free: free, count: lines.count, overflowAtEnd: constants.isWrapReverse)
    if between > 0,
      let shares = LayoutUnitShares(
        mode, free: free, count: lines.count, fromEnd: constants.isWrapReverse)
    {
      var position = 0.0
      for index in lines.indices {
        lines[index].offsetCross = position + shares.before(index)
        position += lines[index].crossSize + constants.gapCross
      }
      return
    }
    var position = start
    for index in lines.indices {
      lines[index].offsetCross = position
      position += lines[index].crossSize + constants.gapCross + between
    }
  }
}

/// How free space is shared out along an axis, by `justify-content` or `align-content`.
enum FreeSpaceDistribution {
  case start, end, center, spaceBetween, spaceAround, spaceEvenly

  /// The offset of the first box and the extra space between boxes.
  ///
  /// For `count` boxes and `free` space. Negative free space makes the `space-*` values fall back as CSS Box
  /// Alignment says: `space-between` to the start, `space-around` and `space-evenly` to safe
  /// centring, which is the container's start (`overflowAtEnd` when that is the far end).
  func offsets(free: Double, count: Int, overflowAtEnd: Bool) -> (start: Double, between: Double) {
    let fallback = overflowAtEnd ? free : 0
    let boxes = Double(count)
    switch self {
    case .start: return (0, 0)
    case .end: return (free, 0)
    case .center: return (free / 2, 0)
    case .spaceBetween:
      return free > 0 && count > 1 ? (0, free / (boxes - 1)) : (0, 0)
    case .spaceAround:
      guard free > 0 else { return (fallback, 0) }
      return (free / boxes / 2, free / boxes)
    case .spaceEvenly:
      guard free > 0 else { return (fallback, 0) }
      return (free / (boxes + 1), free / (boxes + 1))
    }
  }
}

/// The free space `space-between`, `space-around` and `space-evenly` put before each box, in
/// Chromium's layout units (1/64 px).
///
/// Chromium places the boxes from the line's writing-mode start (the left of a row, the right of
/// a right-to-left row, the top of a column), taking them in the order they appear from that
/// side: from the flex end under `row-reverse` and `column-reverse`, and from the last line
/// under `wrap-reverse`. Before the `k`th box from that side it puts the start share, truncated
/// (`free / (2 × count)` for `space-around`, `free / (count + 1)` for `space-evenly`, 0 for
/// `space-between`), plus `k` gaps' worth of free space rounded as a whole, `round(free × k /
/// gaps)`, so the rounding never accumulates. (Measured on Chromium 156 through
/// `Scripts/chrome_oracle.py` unrounded: 375 rows and 375 wrapped lines of zero-width boxes at
/// free spaces of 1/64 to 8 px all match; truncating each gap, as the older `LayoutUnit`
/// division did, matched 86 of each 375. Seventy-nine pixels around three boxes put the second
/// at 39 + 31/64, where an exact 39.5 rounds to 40.) Exact only when the free space is whole
/// layout units, as it is when no size comes from an inexact share; otherwise nil, and the
/// free space is shared exactly.
struct LayoutUnitShares {
  /// The free space, in layout units.
  let units: Double
  /// The truncated share before the first box from the writing-mode start, in layout units.
  let initial: Double
  /// The number of gap shares the free space is divided into after the start share.
  let divisor: Double
  /// The number of boxes.
  let count: Int
  /// Whether the boxes are counted from the flex end (a reversed direction or `wrap-reverse`).
  let fromEnd: Bool

  init?(_ mode: FreeSpaceDistribution, free: Double, count: Int, fromEnd: Bool) {
    guard count > 1, isOnLayoutUnitGrid(free), free > 0 else { return nil }
    let units = free * 64
    let boxes = Double(count)
    switch mode {
    case .spaceBetween: (initial, divisor) = (0, boxes - 1)
    case .spaceAround: (initial, divisor) = ((units / (2 * boxes)).rounded(.towardZero), boxes)
    case .spaceEvenly: (initial, divisor) = ((units / (boxes + 1)).rounded(.towardZero), boxes + 1)
    case .start, .end, .center: return nil
    }
    self.units = units
    self.count = count
    self.fromEnd = fromEnd
  }

  /// The free space before box `box`, counted from the flex start, in points.
  @inline(__always)
  func before(_ box: Int) -> Double {
    let fromStart = fromEnd ? count - 1 - box : box
    let share = initial + (units * Double(fromStart) / divisor).rounded(.toNearestOrAwayFromZero)
    return (fromEnd ? units - share : share) / 64
  }
}
