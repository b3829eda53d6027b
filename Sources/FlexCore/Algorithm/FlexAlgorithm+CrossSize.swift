import Geometry

/// §9.4 Cross size determination.
/// https://www.w3.org/TR/css-flexbox-1/#cross-sizing
extension FlexTree {
  /// §9.4 step 7: each item's hypothetical cross size, laid out at its used main size.
  mutating func determineHypotheticalCrossSizes(
    _ items: inout FlexItems, _ constants: FlexConstants, innerMain: Double,
    innerCross: Double?, availableCross: AvailableSpace, context: inout LayoutContext
  ) {
    let isRow = constants.isRow
    let crossSpace = innerCross.map { AvailableSpace.definite($0) } ?? availableCross
    // Each item is read, and only its hypothetical cross size written back: writing the whole
    // item back was 40 % of this step's own instructions on the random benchmark tree
    // (callgrind); the steps below write their items back the same way.
    for index in items.indices {
      let item = items[index]
      // An item stretched across a single line of definite size needs no measurement, but for
      // a ratio item in a row whose height is not definite for percentages: whether its
      // stretched height is its own decides what its children's percentages resolve against
      // (see `finalInput`).
      if !constants.isWrap, let innerCross, item.alignSelf == .stretch, item.isCrossSizeAuto,
        !item.isAutoCrossStart, !item.isAutoCrossEnd,
        !(item.hasRatio && isRow && constants.percentHeight == nil
          && percentFlags[item.node].contains(.descendantHeight))
      {
        items[index].hypotheticalCross = item.clampCross(innerCross - item.marginCross)
        continue
      }
      var knownCross = item.sizeCross.map(item.clampCross)
      if knownCross == nil, !isRow, item.hasRatio, item.sizeMain == nil {
        // A column item whose height comes from its flex basis (not its `height`) takes its
        // width from that height through the ratio, without the content floor that a width
        // the ratio gives from a styled height has (Chromium: `aspect-ratio: 1; flex-basis:
        // 5; min-height: 0` around a 10-wide box is 5 × 5).
        let style = styles[packed: item.node]
        if let ratio = style.aspectRatio, ratio > 0 {
          knownCross = item.clampCross(
            item.crossSize(
              fromMain: item.targetMain, ratio: ratio, isRow: false,
              isContentBox: style.boxSizing == .contentBox))
        }
      }
      if let knownCross {
        // Both sizes are fixed: a size-only request answers with them, within the layout
        // bounds (the first shortcut of `computeNodeLayout`), whatever the item holds.
        items[index].hypotheticalCross = item.clampCross(min(knownCross, LayoutBounds.maxLength))
        continue
      }
      let crossSpace = item.isCrossMaxContent ? AvailableSpace.maxContent : crossSpace
      let input = LayoutInput(
        knownWidth: isRow ? item.targetMain : knownCross,
        knownHeight: isRow ? knownCross : item.targetMain,
        parentWidth: isRow ? innerMain : innerCross, parentHeight: constants.percentHeight,
        availableWidth: isRow ? .definite(innerMain) : crossSpace,
        availableHeight: isRow ? crossSpace : .definite(innerMain),
        direction: constants.direction, performLayout: false,
        // A column item's flexed height is definite only as for its final layout.
        isHeightIndefinite: !isRow
          && !(constants.isMainDefinite || hasStyledMainBasis(item) || item.hasDefiniteBasis
            || item.hasRatio)
      )
      let output = computeNodeLayout(item.node, input, &context)
      // Read from the buffer again, not from `item`: an item alive across the call was copied
      // whole to the stack first (a `memcpy` of its 213 bytes for every item measured).
      items[index].hypotheticalCross = items[index].clampCross(isRow ? output.height : output.width)
    }
  }

  /// Whether the item takes part in baseline alignment.
  ///
  /// A `stretch` cross size stretched like `align-self: stretch` keeps its own alignment for
  /// its place (`placement`), baseline included (Chromium: a `height: stretch` item in a row of
  /// indefinite height with `align-items: baseline` sits at its baseline).
  @inline(__always)
  func isBaselineAligned(_ item: FlexItem, _ constants: FlexConstants) -> Bool {
    (item.placement ?? item.alignSelf) == .baseline && !item.isAutoCrossStart
      && !item.isAutoCrossEnd
  }

  /// §9.4 step 8: the baselines of baseline-aligned items (row containers only; a column
  /// container aligns them at the cross start).
  ///
  /// Returns whether a baseline-aligned item may be stretched to its line (a `stretch` cross
  /// size in a line of indefinite size), whose baseline `rebaselineStretchedItems` then
  /// measures again at its stretched size.
  mutating func calculateBaselines(
    _ items: inout FlexItems, _ lines: inout FlexLines, _ constants: FlexConstants,
    innerMain: Double, context: inout LayoutContext
  ) -> Bool {
    var hasStretchedBaselines = false
    guard constants.isRow else {
      // A column has no horizontal baselines: Chromium aligns the items' line-left border
      // edges, which is the cross start unless the cross axis runs right to left.
      for lineIndex in lines.indices {
        for index in lines[lineIndex].range where isBaselineAligned(items[index], constants) {
          var item = items[index]
          item.baseline =
            item.marginCrossStart + (constants.isCrossReversed ? item.hypotheticalCross : 0)
          lines[lineIndex].maxBaseline = max(lines[lineIndex].maxBaseline, item.baseline)
          items[index] = item
        }
      }
      return false
    }
    for lineIndex in lines.indices {
      for index in lines[lineIndex].range where isBaselineAligned(items[index], constants) {
        var item = items[index]
        item.targetCross = item.hypotheticalCross
        let input = LayoutInput(
          knownWidth: item.targetMain, knownHeight: item.hypotheticalCross,
          parentWidth: innerMain, parentHeight: constants.percentHeight,
          availableWidth: .definite(innerMain),
          availableHeight: .definite(item.hypotheticalCross), direction: constants.direction,
          performLayout: false, wantsBaseline: true,
          isHeightIndefinite: !(item.hasDefiniteCrossStyle || item.hasRatio))
        let output = computeNodeLayout(item.node, input, &context)
        item.baseline = item.marginTop + (output.firstBaseline ?? output.height)
        lines[lineIndex].maxBaseline = max(lines[lineIndex].maxBaseline, item.baseline)
        if item.placement != nil { hasStretchedBaselines = true }
        items[index] = item
      }
    }
    return hasStretchedBaselines
  }

  /// Measures again the baseline of each baseline-aligned item stretched to its line (a
  /// `stretch` cross size in a line of indefinite size), at its stretched size.
  ///
  /// The line keeps the baseline and the size its items' hypothetical sizes gave it; the item
  /// is then placed so that its baseline at its used size sits on the line's. (Chromium: beside
  /// a 10-high box, an empty `height: stretch` box, 0 high and with its baseline at 0 while
  /// the line is sized, is stretched to 10 and its baseline, its bottom edge, is then 10, so
  /// it sits at the top of the line, not 10 below it; beside the text `x`, whose baseline is
  /// 8, it sits at 8 − 10 = −2, and the line stays 10 high.)
  mutating func rebaselineStretchedItems(
    _ items: inout FlexItems, _ lines: FlexLines, _ constants: FlexConstants,
    outerWidth: Double, outerHeight: Double, context: inout LayoutContext
  ) {
    let innerWidth = max(0, outerWidth - constants.insets.horizontal)
    let innerHeight = max(0, outerHeight - constants.insets.vertical)
    for line in lines {
      for index in line.range {
        let item = items[index]
        guard item.placement != nil, item.isStretched, isBaselineAligned(item, constants)
        else { continue }
        var input = finalInput(item, constants, innerWidth: innerWidth, innerHeight: innerHeight)
        input.performLayout = false
        input.wantsBaseline = true
        let output = computeNodeLayout(item.node, input, &context)
        items[index].baseline = item.marginTop + (output.firstBaseline ?? output.height)
      }
    }
  }

  /// §9.4 step 8: the cross size of each line.
  func calculateLineCrossSizes(
    _ items: FlexItems, _ lines: inout FlexLines, _ constants: FlexConstants,
    innerCross: Double?
  ) {
    if !constants.isWrap, let innerCross {
      lines[0].crossSize = innerCross
      return
    }
    for lineIndex in lines.indices {
      var largest = 0.0
      var maxDescent = -Double.infinity
      let maxBaseline = lines[lineIndex].maxBaseline
      for index in lines[lineIndex].range {
        let item = items[index]
        if isBaselineAligned(item, constants) {
          maxDescent = max(maxDescent, item.outerHypotheticalCross - item.baseline)
        } else {
          largest = max(largest, item.outerHypotheticalCross)
        }
      }
      lines[lineIndex].crossSize =
        maxDescent.isFinite && maxBaseline.isFinite
        ? max(largest, maxBaseline + maxDescent) : largest
    }
    if !constants.isWrap {
      let minimum = constants.minCross.map { $0 - constants.insetCross }
      let maximum = constants.maxCross.map { $0 - constants.insetCross }
      lines[0].crossSize = max(0, lines[0].crossSize.clamped(min: minimum, max: maximum))
    }
  }

  /// §9.4 step 9: `align-content: stretch` shares the free cross space among the lines of a
  /// multi-line container.
  func stretchLinesForAlignContent(
    _ lines: inout FlexLines, _ constants: FlexConstants, innerCross: Double?
  ) {
    guard constants.isWrap, constants.alignContent == .stretch, !lines.isEmpty else { return }
    let content =
      lines.reduce(0) { $0 + $1.crossSize }
      + constants.gapCross * Double(lines.count - 1)
    let target: Double
    if let innerCross {
      target = innerCross
    } else {
      target =
        (content + constants.insetCross).clamped(min: constants.minCross, max: constants.maxCross)
        - constants.insetCross
    }
    let extra = target - content
    guard extra > 0 else { return }
    guard lines.count > 1, isOnLayoutUnitGrid(extra) else {
      let share = extra / Double(lines.count)
      for index in lines.indices { lines[index].crossSize += share }
      return
    }
    Self.stretchLinesInLayoutUnits(&lines, extra: extra, fromEnd: constants.isWrapReverse)
  }

  /// Shares `extra` among the lines in whole layout units, as Chromium does (see
  /// `LayoutUnitShares`): taking the lines from the writing-mode start (the last line first
  /// under `wrap-reverse`, `fromEnd`), the first `j` lines grow by `round(extra × j / count)`
  /// together, so the shares add up to the free space and differ by a unit at most (218/64 px
  /// over three lines: 73, 72 and 73 units; Chromium 156 through `chrome_oracle.py`
  /// unrounded, 60 of 60 multi-line rows).
  ///
  /// Not inlined: its loop made the caller's every call (one per container layout, most of
  /// them returning at once) cost 400 K instructions more on the random benchmark tree.
  @inline(never)
  static func stretchLinesInLayoutUnits(_ lines: inout FlexLines, extra: Double, fromEnd: Bool) {
    let units = extra * 64
    let count = Double(lines.count)
    var before = 0.0
    for fromStart in lines.indices {
      let after = (units * Double(fromStart + 1) / count).rounded(.toNearestOrAwayFromZero)
      let index = fromEnd ? lines.count - 1 - fromStart : fromStart
      lines[index].crossSize += (after - before) / 64
      before = after
    }
  }

  /// §9.4 step 11: the used cross size of each item (stretched items fill their line).
  func determineUsedCrossSizes(
    _ items: inout FlexItems, _ lines: FlexLines, _ constants: FlexConstants
  ) {
    for line in lines {
      for index in line.range {
        let item = items[index]
        if item.alignSelf == .stretch, item.isCrossSizeAuto, !item.isAutoCrossStart,
          !item.isAutoCrossEnd
        {
          items[index].targetCross = item.clampCross(line.crossSize - item.marginCross)
          items[index].isStretched = true
        } else {
          items[index].targetCross = item.hypotheticalCross
        }
      }
    }
  }

  /// Lays each unstretched item of automatic width in a multi-line column out again,
  /// fit-content within its line's width.
  ///
  /// Chromium lays a column item out in its line, not in the container: the item grows past
  /// its hypothetical width where its line is wider and its content asks for more. Its height
  /// stays the one its lines were made with.
  mutating func fitWidthsToLines(
    _ items: inout FlexItems, _ lines: FlexLines, _ constants: FlexConstants,
    innerMain: Double, innerWidth: Double?, context: inout LayoutContext
  ) {
    for line in lines {
      for index in line.range {
        var item = items[index]
        guard item.isCrossSizeAuto, !item.isStretched, !item.isCrossMaxContent, !item.hasRatio,
          line.crossSize > item.outerHypotheticalCross + 1e-9
        else { continue }
        let input = LayoutInput(
          knownWidth: nil, knownHeight: item.targetMain, parentWidth: innerWidth,
          parentHeight: constants.percentHeight, availableWidth: .definite(line.crossSize),
          availableHeight: .definite(innerMain), direction: constants.direction,
          performLayout: false,
          isHeightIndefinite:
            !(constants.isMainDefinite || hasStyledMainBasis(item)
            || item.hasDefiniteBasis))
        let width = item.clampCross(computeNodeLayout(item.node, input, &context).width)
        if width > item.targetCross, constants.isCrossReversed,
          isBaselineAligned(item, constants)
        {
          // Its line-left edge, which baseline alignment lines up, moves with its width when
          // the cross axis runs right to left (Chromium: a text widened from 30 to 70 beside a
          // 100-wide item under wrap-reverse starts where that item does).
          item.baseline += width - item.targetCross
        }
        item.targetCross = max(item.targetCross, width)
        items[index] = item
      }
    }
  }
}
