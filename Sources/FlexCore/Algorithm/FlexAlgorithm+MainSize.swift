/// §9.3 Main size determination: intrinsic sizes of containers, flex lines and the
/// container's main size. https://www.w3.org/TR/css-flexbox-1/#algo-main-container
extension FlexTree {
  /// §9.3 for a row container of indefinite width: its fit-content width from the items'
  /// max-content and min-content contributions (as Chromium sizes flex containers).
  mutating func determineIntrinsicMainSize(
    _ items: FlexItems, _ constants: FlexConstants, availableMain: AvailableSpace,
    innerCross: Double?, availableCross: AvailableSpace, context: inout LayoutContext
  ) -> Double {
    let crossSpace = innerCross.map { AvailableSpace.definite($0) } ?? availableCross
    // CSS Flexbox §9.9.1: an item that cannot grow contributes at most its flex base size, one
    // that cannot shrink at least that size.
    func contribution(of item: FlexItem, _ space: AvailableSpace, clampsToBasis: Bool = true)
      -> Double
    {
      var size: Double
      // A `fit-content` width contributes its content's size in the space asked about (its
      // min-content size to a min-content measurement), not the size it took in the room of
      // its flex base size (Chromium: a row holding a fit-content text of max-content 100 and a
      // 10-wide box fits a column 100 wide, and shrinks them to 91 and 9).
      let isFitContent = styles[packed: item.node].width == .fitContent
      if let styled = item.sizeMain, !(isFitContent && space == .minContent && !item.hasRatio) {
        size = styled
      } else {
        let input = contentInput(
          item, constants, main: space,
          knownCross: provisionalCross(item, constants, innerCross: innerCross),
          crossSpace: crossSpace, innerWidth: nil)
        size = computeNodeLayout(item.node, input, &context).width
      }
      if clampsToBasis, item.hasDefiniteBasis {
        if item.grow == 0 { size = min(size, item.flexBasis) }
        if item.shrink == 0 { size = max(size, item.flexBasis) }
      }
      if space == .maxContent, item.hasRatio, isIntrinsicWidthWithAutomaticMinimum(item) {
        // The automatic minimum floors the max-content contribution of a keyword width that
        // the ratio gives: the content's min-content width, measured without the ratio
        // (Chromium: a row around `width: fit-content; height: 4; aspect-ratio: 1` holding a
        // 10-wide child is 10 wide, the item itself 4 wide; `min-width: 0` or `overflow:
        // hidden` makes the row 4 wide; around the text `x xxx`, 30 to 50 wide, the row is
        // 30 wide, and so it is with `flex-basis: 0` and no height).
        var probe = contentInput(
          item, constants, main: .minContent,
          knownCross: provisionalCross(item, constants, innerCross: innerCross),
          crossSpace: crossSpace, innerWidth: nil)
        probe.ignoresRatio = true
        // The content's own min-content width: a `max-content` width would measure the
        // content with unlimited room even here.
        probe.ignoresStyleSize = true
        size = max(size, computeNodeLayout(item.node, probe, &context).width)
      }
      return item.clampMain(size) + item.marginMain
    }
    let gaps = constants.gapMain * Double(max(0, items.count - 1))
    var maxSum = items.reduce(gaps) { $0 + contribution(of: $1, .maxContent) }
    // A multi-line container's min-content size is its largest item's min-content
    // contribution, which its basis does not cap; Chromium floors its max-content size there.
    let content: Double
    if constants.isWrap {
      let largestMin = items.reduce(0) {
        max($0, contribution(of: $1, .minContent, clampsToBasis: false))
      }
      maxSum = max(maxSum, largestMin)
      content = Self.fitContent(maxContent: maxSum, room: availableMain) { largestMin }
    } else {
      content = Self.fitContent(maxContent: maxSum, room: availableMain) {
        items.reduce(gaps) { $0 + contribution(of: $1, .minContent) }
      }
    }
    let outer = (content + constants.insetMain).clamped(
      min: constants.minMain, max: constants.maxMain)
    return max(0, outer - constants.insetMain)
  }

  /// Whether a row item's width is `fit-content` or `max-content` with an automatic minimum
  /// width (CSS defaults, `min-width: auto`, `overflow: visible`).
  ///
  /// `mutating` only so that callers do not copy the tree's struct to call it.
  mutating func isIntrinsicWidthWithAutomaticMinimum(_ item: FlexItem) -> Bool {
    guard configuration.defaults == .web else { return false }
    let style = styles[packed: item.node]
    return (style.width == .fitContent || style.width == .maxContent)
      && style.minWidth == .auto && style.overflow == .visible
  }

  /// §9.3 step 5: items into lines, greedily, at `length` (the inner main size), in place of
  /// the contents of `lines` (the container's scratch buffer).
  func collectFlexLines(
    _ items: FlexItems, _ constants: FlexConstants, length: Double, into lines: inout FlexLines
  ) {
    lines.removeAll()
    guard constants.isWrap, !items.isEmpty else {
      lines.append(FlexLine(range: 0..<items.count))
      return
    }
    var start = 0
    var used = 0.0
    for index in items.indices {
      let outer = items[index].outerHypotheticalMain
      if index > start, used + constants.gapMain + outer > length + 1e-9 {
        lines.append(FlexLine(range: start..<index))
        start = index
        used = outer
      } else {
        used += (index > start ? constants.gapMain : 0) + outer
      }
    }
    lines.append(FlexLine(range: start..<items.count))
  }

  /// §9.3 step 4 for a container of indefinite main size: its longest line.
  func determineContainerMainSize(
    _ items: FlexItems, _ lines: FlexLines, _ constants: FlexConstants
  ) -> Double {
    var longest = 0.0
    for line in lines {
      var sum = constants.gapMain * Double(max(0, line.range.count - 1))
      for index in line.range { sum += items[index].outerHypotheticalMain }
      longest = max(longest, sum)
    }
    let outer = (longest + constants.insetMain).clamped(
      min: constants.minMain, max: constants.maxMain)
    return max(0, outer - constants.insetMain)
  }

  /// An item's contribution to the width of a column: its styled width, or its content's width
  /// at its styled height, within its limits, with its margins.
  mutating func widthContribution(
    of item: FlexItem, _ constants: FlexConstants, _ space: AvailableSpace,
    context: inout LayoutContext
  ) -> Double {
    if let size = item.sizeCross { return item.clampCross(size) + item.marginCross }
    // Percentages of the width are cyclic here (they count as auto); those of a definite
    // height resolve, and a minimum height they give transfers through a ratio (Chromium: a
    // column of height 10 around `aspect-ratio: 1; min-height: 100%` is 10 wide).
    // Only a style with a percentage height or height limit gets the reference: a ratio box
    // counts as percentage-sensitive too, and a reference it does not use would give it
    // another cache entry at every level of a nested chain (exponential in its depth).
    let style = styles[packed: item.node]
    let hasHeightPercentage =
      style.height.isPercent || style.minHeight.isPercent || style.maxHeight.isPercent
    let input = LayoutInput(
      knownWidth: nil, knownHeight: item.sizeMain.map(item.clampMain), parentWidth: nil,
      parentHeight: hasHeightPercentage ? constants.percentHeight : nil, availableWidth: space,
      availableHeight: .maxContent, direction: constants.direction, performLayout: false)
    var width = item.clampCross(computeNodeLayout(item.node, input, &context).width)
    if item.hasRatio, item.isCrossSizeAuto, item.alignSelf == .stretch, item.sizeMain == nil,
      let maxMain = item.maxMain
    {
      // A stretched ratio item keeps only its own limits for its stretched width, but what it
      // contributes is bounded by its maximum height through the ratio, as in a browser, and
      // floored by its own minimum width (a transferred maximum never bounds an axis's own
      // minimum: `aspect-ratio: 1; max-height: 20; min-width: 40` makes a column 40 wide in
      // Chromium). A width the ratio gives from a styled height is the box's own, floored at
      // its content under CSS defaults, and contributes as it is.
      let ratio = style.aspectRatio ?? 1
      let height = max(maxMain, item.minMain ?? 0)
      let transferred =
        style.boxSizing == .contentBox
        ? max(0, height - item.insetMain) * ratio + item.insetCross : height * ratio
      width = max(min(width, transferred), item.minCross ?? 0, item.insetCross)
    }
    return width + item.marginCross
  }

  /// The border-box width of a column container of indefinite width: the largest of its items'
  /// contributions, fit to the available width and clamped by its own minimum and maximum.
  mutating func determineIntrinsicWidthOfColumn(
    _ items: FlexItems, _ constants: FlexConstants, available: AvailableSpace,
    context: inout LayoutContext
  ) -> Double {
    let room = available.shrunk(by: constants.box.margin.horizontal + constants.insets.horizontal)
    let largestMax = items.reduce(0) {
      max($0, widthContribution(of: $1, constants, .maxContent, context: &context))
    }
    let content = Self.fitContent(maxContent: largestMax, room: room) {
      items.reduce(0) {
        max($0, widthContribution(of: $1, constants, .minContent, context: &context))
      }
    }
    return constants.box.clampWidth(content + constants.insets.horizontal)
  }

  /// The border-box width of a multi-line column of indefinite width, as Chromium sizes it:
  /// fit-content between its min-content width (its largest item's) and its max-content width.
  ///
  /// The max-content width is its lines' when a definite height breaks them, else one line's
  /// (its largest item's, even if a height its parent gives breaks the lines later); the items
  /// count with the widths they have before flexing.
  mutating func determineIntrinsicWidthOfColumnWrap(
    _ items: FlexItems, _ constants: FlexConstants, definiteInnerHeight: Double?,
    available: AvailableSpace, context: inout LayoutContext
  ) -> Double {
    let insets = constants.insets.horizontal
    func contribution(_ item: FlexItem, _ space: AvailableSpace) -> Double {
      widthContribution(of: item, constants, space, context: &context)
    }
    // A line is as wide as its widest item, or, with baseline-aligned items (whose line-left
    // edges align in a column), as their widest part on each side of that edge (Chromium: a
    // wrapping column holding a box with margin 10 and a 100-wide one is 110 wide).
    func lineWidth(_ range: Range<Int>) -> Double {
      var largest = 0.0
      var maxBaseline = -Double.infinity
      var maxDescent = -Double.infinity
      for index in range {
        let item = items[index]
        let width = contribution(item, .maxContent)
        guard isBaselineAligned(item, constants) else {
          largest = max(largest, width)
          continue
        }
        let baseline =
          item.marginCrossStart + (constants.isCrossReversed ? width - item.marginCross : 0)
        maxBaseline = max(maxBaseline, baseline)
        maxDescent = max(maxDescent, width - baseline)
      }
      return maxBaseline.isFinite ? max(largest, maxBaseline + maxDescent) : largest
    }
    var maxContent = 0.0
    if let definiteInnerHeight {
      var lines = context.scratch.takeLines()
      collectFlexLines(items, constants, length: definiteInnerHeight, into: &lines)
      defer { context.scratch.giveBack(lines) }
      for line in lines { maxContent += lineWidth(line.range) }
      maxContent += constants.gapCross * Double(max(0, lines.count - 1))
    } else {
      maxContent = lineWidth(items.indices)
    }
    let room = available.shrunk(by: constants.box.margin.horizontal + insets)
    let content = Self.fitContent(maxContent: maxContent, room: room) {
      items.reduce(0) { max($0, contribution($1, .minContent)) }
    }
    return max(constants.box.clampWidth(content + insets), insets)
  }

  /// Fit-content within `room` (CSS Sizing 3 §5.1): the max-content size where it fits, else
  /// no less than the min-content size, which is measured only then.
  static func fitContent(
    maxContent: Double, room: AvailableSpace, minContent: () -> Double
  ) -> Double {
    switch room {
    case .maxContent: return maxContent
    case .minContent: return minContent()
    case .definite(let value):
      return maxContent <= value ? maxContent : min(maxContent, max(minContent(), value))
    }
  }
}
