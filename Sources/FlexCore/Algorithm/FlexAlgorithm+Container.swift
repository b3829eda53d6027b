/// The flex container algorithm's orchestrator: one call per step of CSS Flexbox §9.
extension FlexTree {
  mutating func computeFlexLayout(
    _ node: Int, _ input: LayoutInput, _ context: inout LayoutContext
  ) -> LayoutOutput {
    // The style is read where each property is needed, not once here: a whole `PackedStyle`
    // kept for the calls below was built on the stack (over 300 bytes) for every container
    // layout.
    // The constants are made in their room on the scratch stack: made and then stored there,
    // they were copied (over 300 bytes) for every container layout.
    var constants = FlexConstants(at: context.scratch.takeConstantsRoom())
    initializeConstants(node, input, at: constants.storage)
    defer { context.scratch.giveBack(constants) }
    let box = constants.box
    let isRow = constants.isRow

    // The node's border-box size where its parent or its style fixes it.
    var (knownWidth, knownHeight) = box.resolvedSize(
      knownWidth: input.knownWidth, knownHeight: input.knownHeight)
    knownWidth = ratioSizeFlooredAtContent(
      node, box, input, horizontal: true, width: knownWidth, height: knownHeight,
      context: &context)
    let heightFromRatio = knownHeight
    knownHeight = ratioSizeFlooredAtContent(
      node, box, input, horizontal: false, width: knownWidth, height: knownHeight,
      context: &context)
    // Where the content raised the height the ratio gave, the children's percentages (and a
    // wrapping column's lines) still go by the ratio's height (Chromium: a `height: 200%`
    // child of a 20-wide `aspect-ratio: 1` box is 40 high, and makes the box 40 high).
    var ratioHeight = input.ratioHeight
    if ratioHeight == nil, let heightFromRatio, let knownHeight, knownHeight > heightFromRatio {
      ratioHeight = heightFromRatio
    }
    if !input.performLayout, !input.wantsBaseline, !input.measuresContentHeight, let knownWidth,
      let knownHeight
    {
      return LayoutOutput(width: knownWidth, height: knownHeight, firstBaseline: nil)
    }
    let innerHeight = knownHeight.map { max(0, $0 - constants.insets.vertical) }
    // A styled height is definite where it is the height the parent gave; one that flexing
    // changed in a column of indefinite height is not (Chromium: a `height: 0;
    // flex-basis: 10%` item flexed to 10 leaves a `height: 100%` child unresolved).
    let isHeightDefinite =
      input.knownHeight == nil
      ? knownHeight != nil
      : !input.isHeightIndefinite || box.height.map(box.clampHeight) == input.knownHeight
    constants.percentHeight =
      ratioHeight.map { max(0, $0 - constants.insets.vertical) }
      ?? (isHeightDefinite ? innerHeight : nil)
    constants.isMainDefinite = isRow || isHeightDefinite
    // The items and lines live on the layout's scratch stacks, above those of its ancestors.
    var lines = context.scratch.takeLines()
    var items = context.scratch.takeItems(capacity: children[node].count)
    defer {
      context.scratch.giveBack(items)
      context.scratch.giveBack(lines)
    }
    // A column container's width is its inline size: decided before its layout, as a browser
    // does, from the items' contributions (fit-content within the available width). The items
    // made to find it serve again unless a percentage needs that width.
    var itemsNeedInnerWidth = true
    if knownWidth == nil, !isRow, !constants.isWrap {
      generateFlexItems(node, constants, innerWidth: nil, into: &items)
      knownWidth = determineIntrinsicWidthOfColumn(
        items, constants, available: input.availableWidth, context: &context)
      itemsNeedInnerWidth = items.contains(where: { percentFlags[$0.node].contains(.any) })
    }
    let innerWidth = knownWidth.map { max(0, $0 - constants.insets.horizontal) }
    resolveGaps(of: node, &constants, innerWidth: innerWidth, innerHeight: constants.percentHeight)

    // §9.2 Line length determination: the room for the items.
    let availableWidth =
      innerWidth.map { AvailableSpace.definite($0) }
      ?? input.availableWidth.shrunk(by: box.margin.horizontal + constants.insets.horizontal)
    let availableHeight =
      innerHeight.map { AvailableSpace.definite($0) }
      ?? input.availableHeight.shrunk(by: box.margin.vertical + constants.insets.vertical)
    let availableMain = isRow ? availableWidth : availableHeight
    let availableCross = isRow ? availableHeight : availableWidth
    var innerMain = isRow ? innerWidth : innerHeight
    let innerCross = isRow ? innerHeight : innerWidth

    // §9.1 Generate the flex items (display: contents flattened, out-of-flow nodes apart).
    if itemsNeedInnerWidth {
      generateFlexItems(node, constants, innerWidth: innerWidth, into: &items)
    }

    // §9.2 step 3: flex base sizes and hypothetical main sizes.
    let basesTookTheRoom = determineFlexBaseSizes(
      &items, constants, innerWidth: innerWidth, innerHeight: innerHeight,
      availableMain: availableMain, availableCross: availableCross, context: &context)

    // §9.3 Main size determination: for a row, an intrinsic (fit-content) width first.
    if innerMain == nil, isRow {
      let width = determineIntrinsicMainSize(
        items, constants, availableMain: availableMain, innerCross: innerCross,
        availableCross: availableCross, context: &context)
      innerMain = width
      // A percentage column gap counted as zero for that width (it would be cyclic) now
      // resolves against it, as in a browser.
      if case .percent? = styles[packed: node].columnGap ?? styles[packed: node].gap {
        resolveGaps(of: node, &constants, innerWidth: width, innerHeight: constants.percentHeight)
      }
      // Percentages of the items resolve against the width just found; and a `fit-content`
      // basis or width, which took the room it was given (CSS Flexbox §9.2.3 E), takes the
      // room this width leaves, as a browser lays the items out at the container's used width
      // (Chromium: a `max-width: 0` row holding a `flex-basis: fit-content` text `abc`, ZWSP,
      // `de f` at font size 33.3, in a column of indefinite width, is 99.9 high: three lines).
      if (basesTookTheRoom && width != availableMain.value)
        || items.contains(where: { percentFlags[$0.node].contains(.any) })
      {
        generateFlexItems(node, constants, innerWidth: width, into: &items)
        determineFlexBaseSizes(
          &items, constants, innerWidth: width, innerHeight: innerHeight,
          availableMain: .definite(width), availableCross: availableCross, context: &context)
      }
    }
    // A min-content row breaks after every item; a column has one block size, its
    // max-content one, whatever the room (as in a browser).
    let maxLineLength =
      input.ignoresStyleSize && constants.isWrap && !isRow
      ? measuredColumnLineLength(styles[packed: node], constants, input)
      : constants.maxMain.map { max(0, max($0, constants.minMain ?? 0) - constants.insetMain) }
    // A multi-line column whose height its ratio gave, and its content then raised, breaks
    // its lines at the ratio's height (Chromium: an `aspect-ratio: 1` wrapping column 10 wide
    // holding an empty item and a 100-high one has two lines, and is 100 high).
    let ratioLineLength =
      constants.isWrap && !isRow
      ? ratioHeight.map { max(0, $0 - constants.insetMain) } : nil
    let lineBreakLength =
      ratioLineLength ?? innerMain ?? maxLineLength
      ?? (availableMain == .minContent && isRow ? 0 : .infinity)
    collectFlexLines(items, constants, length: lineBreakLength, into: &lines)
    if innerMain == nil {
      innerMain = determineContainerMainSize(items, lines, constants)
    }
    let resolvedInnerMain = innerMain ?? 0
    if !input.performLayout, !input.wantsBaseline, !input.measuresContentHeight,
      let knownCross = isRow ? knownHeight : knownWidth
    {
      // Sizes alone, with the cross size known: the main size is now decided, and nothing
      // below changes either size (a wrapping column's second pass needs an unknown width).
      // The steps below measured every item again at its flexed size, work that the final
      // layout does for itself, at sizes that may differ (callgrind: on the deep benchmark
      // tree, a container's measurement was as dear as its final layout).
      let outerMain = resolvedInnerMain + constants.insetMain
      let outerCross = max(knownCross, constants.insetCross)
      return LayoutOutput(
        width: isRow ? outerMain : outerCross, height: isRow ? outerCross : outerMain,
        firstBaseline: nil)
    }

    // §9.7 Resolve the flexible lengths of each line.
    for line in lines {
      resolveFlexibleLengths(&items, in: line.range, constants, innerMain: resolvedInnerMain)
    }

    // §9.4 Cross size determination.
    determineHypotheticalCrossSizes(
      &items, constants, innerMain: resolvedInnerMain, innerCross: innerCross,
      availableCross: availableCross, context: &context)
    let hasStretchedBaselines = calculateBaselines(
      &items, &lines, constants, innerMain: resolvedInnerMain, context: &context)
    calculateLineCrossSizes(
      items, &lines, constants, innerCross: input.measuresContentHeight ? nil : innerCross)
    if input.measuresContentHeight {
      let lineHeights =
        lines.reduce(0) { $0 + $1.crossSize }
        + constants.gapCross * Double(max(0, lines.count - 1))
      return LayoutOutput(
        width: resolvedInnerMain + constants.insetMain,
        height: lineHeights + constants.insetCross, firstBaseline: nil)
    }
    stretchLinesForAlignContent(&lines, constants, innerCross: innerCross)
    determineUsedCrossSizes(&items, lines, constants)
    if constants.isWrap, !isRow {
      fitWidthsToLines(
        &items, lines, constants, innerMain: resolvedInnerMain, innerWidth: innerCross,
        context: &context)
    }

    // §9.4 step 15: the container's cross size.
    let outerMain = resolvedInnerMain + constants.insetMain
    let contentCross =
      lines.reduce(0) { $0 + $1.crossSize }
      + constants.gapCross * Double(max(0, lines.count - 1))
    var outerCross =
      (isRow ? knownHeight : knownWidth)
      ?? (contentCross + constants.insetCross).clamped(
        min: constants.minCross, max: constants.maxCross)
    outerCross = max(outerCross, constants.insetCross)
    if !isRow, knownWidth == nil {
      // A wrapping column (the only container whose width is still unknown here): its width
      // is decided, then it is laid out again at that width, where its lines and its items'
      // percentages resolve as in a browser.
      // Without a definite height, its lines break at its maximum height (as they did above).
      var again = input
      again.knownWidth = determineIntrinsicWidthOfColumnWrap(
        items, constants,
        definiteInnerHeight: constants.percentHeight ?? maxLineLength,
        available: input.availableWidth, context: &context)
      return computeFlexLayout(node, again, &context)
    }
    let outerWidth = isRow ? outerMain : outerCross
    let outerHeight = isRow ? outerCross : outerMain
    guard input.performLayout || input.wantsBaseline else {
      // A size alone: where the items go (§9.5 and §9.6) cannot change it.
      return LayoutOutput(width: outerWidth, height: outerHeight, firstBaseline: nil)
    }

    // §9.5 Main-axis alignment.
    for line in lines {
      distributeRemainingFreeSpace(
        &items, in: line.range, constants, innerMain: resolvedInnerMain)
    }

    // §9.6 Cross-axis alignment: items within lines, then lines within the container.
    if hasStretchedBaselines {
      rebaselineStretchedItems(
        &items, lines, constants, outerWidth: outerWidth, outerHeight: outerHeight,
        context: &context)
    }
    alignItemsInLines(&items, lines, constants)
    alignFlexLines(&lines, constants, innerCross: outerCross - constants.insetCross)

    guard input.performLayout else {
      // The baseline costs a layout of the first item: only when the caller asks for it.
      let baseline = containerBaseline(
        items, lines, constants, outerWidth: outerWidth, outerHeight: outerHeight,
        context: &context)
      return LayoutOutput(
        width: outerWidth, height: outerHeight,
        firstBaseline: clippedBaseline(baseline, styles[packed: node], outerHeight: outerHeight))
    }

    // Final pass: place and lay out each item, then the out-of-flow children.
    performFinalLayout(
      node, items, lines, constants, outerWidth: outerWidth, outerHeight: outerHeight,
      context: &context)
    layoutOutOfFlowChildren(
      node, constants, outerWidth: outerWidth, outerHeight: outerHeight, context: &context)
    // The baseline only when asked, as in a size-only layout: no parent asks for it in a final
    // layout, and a later request for it does not take this layout's cache entry (see
    // `LayoutCache.lookup`). Computed for every container, it was 3.7 % of the random tree's
    // layout (callgrind). After the final pass, it comes from the first item's cached layout.
    guard input.wantsBaseline else {
      return LayoutOutput(width: outerWidth, height: outerHeight, firstBaseline: nil)
    }
    let baseline = containerBaseline(
      items, lines, constants, outerWidth: outerWidth, outerHeight: outerHeight,
      context: &context)
    return LayoutOutput(
      width: outerWidth, height: outerHeight,
      firstBaseline: clippedBaseline(baseline, styles[packed: node], outerHeight: outerHeight))
  }

  /// A scroll container's baseline (`overflow` other than `visible`) is clamped to its border
  /// box (CSS Box Alignment 3 §9.1, as Chromium applies it: content below a box of height 0
  /// gives it the baseline 0).
  @inline(__always)
  func clippedBaseline(_ baseline: Double?, _ style: PackedStyle, outerHeight: Double) -> Double? {
    guard let baseline, style.overflow != .visible else { return baseline }
    return min(max(baseline, 0), outerHeight)
  }

  /// Initializes `storage` with the values of a container layout's ``FlexConstants``:
  /// directions, insets and alignment defaults.
  mutating func initializeConstants(
    _ node: Int, _ input: LayoutInput, at storage: UnsafeMutablePointer<FlexConstantValues>
  ) {
    let style = styles[packed: node]
    let box = BoxStyle(
      style, direction: input.direction, parentWidth: input.parentWidth,
      parentHeight: input.parentHeight, ignoringSizes: input.ignoresStyleSize,
      ignoringRatio: input.ignoresRatio)
    let flexDirection = flexDirection(of: style)
    let isRow = flexDirection.isRow
    let isRTL = box.direction == .rtl
    let isMainReversed =
      isRow ? (flexDirection == .rowReverse) != isRTL : flexDirection == .columnReverse
    let isWrapReverse = style.flexWrap == .wrapReverse
    let isCrossReversed = (isRow ? false : isRTL) != isWrapReverse
    let insets = box.insets
    let mainStart =
      isRow
      ? (isMainReversed ? insets.right : insets.left)
      : (isMainReversed ? insets.bottom : insets.top)
    let mainEnd =
      isRow
      ? (isMainReversed ? insets.left : insets.right)
      : (isMainReversed ? insets.top : insets.bottom)
    let crossStart =
      isRow
      ? (isCrossReversed ? insets.bottom : insets.top)
      : (isCrossReversed ? insets.right : insets.left)
    let crossEnd =
      isRow
      ? (isCrossReversed ? insets.top : insets.bottom)
      : (isCrossReversed ? insets.left : insets.right)
    let defaultAlignContent: Alignment = configuration.defaults == .web ? .stretch : .flexStart
    storage.initialize(
      to: FlexConstantValues(
        direction: box.direction, flexDirection: flexDirection, isRow: isRow,
        isWrap: style.flexWrap != .noWrap, isWrapReverse: isWrapReverse,
        isMainReversed: isMainReversed, isCrossReversed: isCrossReversed, box: box,
        insets: insets, justifyContent: style.justifyContent,
        alignItems: style.alignItems == .auto ? .stretch : style.alignItems,
        alignContent: style.alignContent ?? defaultAlignContent,
        insetMainStart: mainStart, insetMainEnd: mainEnd, insetCrossStart: crossStart,
        insetCrossEnd: crossEnd))
  }

  /// The length at which a multi-line column measured for its content breaks its lines.
  ///
  /// Measured for its flex base size or automatic minimum in a column, it still breaks them at
  /// its own height, or else at its maximum height (its minimum where that is larger, as the
  /// minimum wins), as a browser lays it out to find that size. Other containers whose main
  /// size is unknown break at their inner maximum main size.
  func measuredColumnLineLength(
    _ style: PackedStyle, _ constants: FlexConstants, _ input: LayoutInput
  ) -> Double? {
    let box = BoxStyle(
      style, direction: constants.direction, parentWidth: input.parentWidth,
      parentHeight: input.parentHeight)
    if let height = box.height { return max(0, box.clampHeight(height) - constants.insetMain) }
    return box.maxHeight.map { max(0, max($0, box.minHeight ?? 0) - constants.insetMain) }
  }

  /// Resolves the `gap`, `rowGap` and `columnGap` of `node` against its inner size.
  ///
  /// It changes nothing in the tree: it is `mutating` only so that its caller does not copy
  /// the tree's struct to call it (see the note at the top of `FlexAlgorithm.swift`).
  @inline(__always)
  mutating func resolveGaps(
    of node: Int, _ constants: inout FlexConstants, innerWidth: Double?, innerHeight: Double?
  ) {
    let style = styles[packed: node]
    let column = (style.columnGap ?? style.gap)?.resolve(against: innerWidth) ?? 0
    let row = (style.rowGap ?? style.gap)?.resolve(against: innerHeight) ?? 0
    constants.gapMain = constants.isRow ? column : row
    constants.gapCross = constants.isRow ? row : column
  }
}
