/// §9.1 and §9.2: generating the flex items and their flex base sizes.
/// https://www.w3.org/TR/css-flexbox-1/#algo-main-item
extension FlexTree {
  /// §9.1: the in-flow children become flex items; `display: contents` children are replaced by
  /// their own children, and hidden and absolutely positioned children stay out.
  ///
  /// The items replace the contents of `items` (the container's scratch buffer). Percentages of
  /// the items resolve against `innerWidth` and `constants.percentHeight`.
  mutating func generateFlexItems(
    _ node: Int, _ constants: FlexConstants, innerWidth: Double?, into items: inout FlexItems
  ) {
    items.removeAll()
    // Warm the children's styles and caches up first (see `warmUpChildren(of:)`); testing the
    // sum keeps its loads.
    let warmth = warmUpChildren(of: node)
    items.reserveCapacity(children[node].count + (warmth < 0 ? 1 : 0))
    appendFlexItems(of: node, constants, innerWidth: innerWidth, to: &items)
  }

  /// Appends the items of `parent`'s children, each `display: contents` child's own in its
  /// place.
  private mutating func appendFlexItems(
    of parent: Int, _ constants: FlexConstants, innerWidth: Double?, to items: inout FlexItems
  ) {
    for child in children[parent] {
      let index = child.index
      let display = styles[packed: index].display
      // A display: contents node has no box, so its position type does not matter.
      if display == .contents {
        appendFlexItems(of: index, constants, innerWidth: innerWidth, to: &items)
      } else if display == .flex, styles[packed: index].positionType != .absolute {
        items.append(
          makeItem(
            index, styles[packed: index], constants, innerWidth: innerWidth,
            innerHeight: constants.percentHeight))
      }
    }
  }

  @inline(__always)
  mutating func makeItem(
    _ child: Int, _ style: PackedStyle, _ constants: FlexConstants, innerWidth: Double?,
    innerHeight: Double?
  ) -> FlexItem {
    let isRow = constants.isRow
    let box = BoxStyle(
      style, direction: constants.direction, parentWidth: innerWidth, parentHeight: innerHeight)
    var alignSelf = style.alignSelf
    switch alignSelf {
    case .auto, .spaceBetween, .spaceAround, .spaceEvenly: alignSelf = constants.alignItems
    default: break
    }
    if constants.alignItems == .spaceBetween || constants.alignItems == .spaceAround
      || constants.alignItems == .spaceEvenly, alignSelf == constants.alignItems
    {
      alignSelf = .stretch
    }
    let isWeb = configuration.defaults == .web
    let flex = style.flex ?? 0
    let grow = style.flexGrow ?? (flex > 0 ? flex : 0)
    let shrink = style.flexShrink ?? (!isWeb && flex < 0 ? -flex : (isWeb ? 1 : 0))
    var item = FlexItem(
      node: child, alignSelf: alignSelf, grow: grow, shrink: shrink, marginTop: box.margin.top,
      sizeMain: isRow ? box.width : box.height, sizeCross: isRow ? box.height : box.width,
      minMain: isRow ? box.ownMinWidth : box.ownMinHeight,
      maxMain: isRow ? box.ownMaxWidth : box.ownMaxHeight,
      minCross: isRow ? box.minHeight : box.minWidth,
      maxCross: isRow ? box.maxHeight : box.maxWidth)
    let crossStyle = isRow ? style.height : style.width
    item.isCrossSizeAuto = crossStyle == .auto || crossStyle == .stretch
    item.hasRatio = (style.aspectRatio ?? 0) > 0
    if item.hasRatio, item.isCrossSizeAuto, item.alignSelf == .stretch || crossStyle == .stretch {
      // Stretched (by its alignment or its `stretch` size), the cross size does not come
      // through the ratio: only its own limits apply.
      item.minCross = isRow ? box.ownMinHeight : box.ownMinWidth
      item.maxCross = isRow ? box.ownMaxHeight : box.ownMaxWidth
    } else if item.hasRatio, configuration.defaults == .web, isRow,
      item.isCrossSizeAuto || crossStyle == .fitContent || crossStyle == .maxContent,
      style.minHeight == .auto, style.overflow == .visible
    {
      // Not stretched, the height the ratio gives is within the limits the width transfers,
      // but its content may raise it past a transferred maximum (CSS Sizing 4 §5.2: such a
      // limit never bounds the automatic minimum; Chromium: `max-width: 0; aspect-ratio: 1`
      // around a `min-height: 10` child is 0 × 10). The item's own layout applies both. So
      // does a keyword height, which is the ratio's transfer (Chromium: `height:
      // fit-content` or `max-content` there is 0 × 10 too).
      item.maxCross = box.ownMaxHeight
    }
    if item.hasRatio, (isRow ? box.styledHeight : box.styledWidth) == nil {
      // The ratio gives the cross size from the used main size, not from the styled one.
      item.sizeCross = nil
    }
    item.isMainFromRatio =
      item.hasRatio && item.sizeMain != nil
      && (isRow ? box.styledWidth : box.styledHeight) == nil
      && (isRow ? style.width == .auto || style.width.isPercent : style.height == .auto)
    item.hasDefiniteCrossStyle = (isRow ? box.height : box.width) != nil && !item.isCrossSizeAuto
    item.isCrossMaxContent = crossStyle == .maxContent
    if crossStyle == .stretch {
      // The stretch keyword fills the container's cross size where that is definite. In a
      // multi-line container the item counts that size in its line and is then stretched to
      // the line, as `align-self: stretch` does: never below the container's cross size, and
      // to a taller line (Chromium: a multi-line row stretched to 0 holding an item 10 high
      // with its margins gives a `height: stretch` item the line's 10; one stretched to 20
      // holding nothing higher gives it 20).
      let innerCross = isRow ? innerHeight : innerWidth
      if let innerCross {
        item.sizeCross = max(0, innerCross - (isRow ? box.margin.vertical : box.margin.horizontal))
      }
      if innerCross != nil, !constants.isWrap {
        item.isCrossSizeAuto = false
        item.hasDefiniteCrossStyle = true
      } else {
        // A limit may keep the item below its line: its own alignment then places it
        // (Chromium: `height: stretch; max-height: 0; align-self: center` in a 10-high line
        // is at 5).
        item.placement = item.alignSelf
        item.alignSelf = .stretch
      }
    }
    if (isRow ? style.width : style.height) == .stretch,
      let innerMain = isRow ? innerWidth : innerHeight
    {
      let margins = isRow ? box.margin.horizontal : box.margin.vertical
      item.sizeMain = max(0, innerMain - margins)
    }
    let margin = box.margin
    // Physical edges in main-start, main-end, cross-start, cross-end order.
    func logical<T>(left: T, top: T, right: T, bottom: T) -> (T, T, T, T) {
      let (mainStart, mainEnd) = isRow ? (left, right) : (top, bottom)
      let (crossStart, crossEnd) = isRow ? (top, bottom) : (left, right)
      let main = constants.isMainReversed ? (mainEnd, mainStart) : (mainStart, mainEnd)
      let cross = constants.isCrossReversed ? (crossEnd, crossStart) : (crossStart, crossEnd)
      return (main.0, main.1, cross.0, cross.1)
    }
    (item.marginMainStart, item.marginMainEnd, item.marginCrossStart, item.marginCrossEnd) =
      logical(left: margin.left, top: margin.top, right: margin.right, bottom: margin.bottom)
    if style.margin.hasEdge(ofKindOf: .auto) {
      let direction = box.direction
      let autoLeft = style.margin.resolvedLeft(direction) == .auto
      let autoRight = style.margin.resolvedRight(direction) == .auto
      let autoTop = style.margin.resolvedTop == .auto
      let autoBottom = style.margin.resolvedBottom == .auto
      (item.isAutoMainStart, item.isAutoMainEnd, item.isAutoCrossStart, item.isAutoCrossEnd) =
        logical(left: autoLeft, top: autoTop, right: autoRight, bottom: autoBottom)
    }
    let insets = box.insets
    item.insetMain = isRow ? insets.horizontal : insets.vertical
    item.insetCross = isRow ? insets.vertical : insets.horizontal
    return item
  }

  /// The input that lays an item out at its final size (shared by baselines and the final pass,
  /// so that the second is a cache hit).
  ///
  /// `mutating` only so that callers do not copy the tree's struct to call it (see the note at
  /// the top of `FlexAlgorithm.swift`): it changes nothing.
  @inline(__always)
  mutating func finalInput(
    _ item: FlexItem, _ constants: FlexConstants, innerWidth: Double, innerHeight: Double
  ) -> LayoutInput {
    // Only a stretched or styled height, or one flexed in a definite column, is definite for
    // the item's own children's percentages.
    let isHeightDefinite: Bool
    if constants.isRow {
      isHeightDefinite = item.hasDefiniteCrossStyle || item.isStretched || item.hasRatio
    } else {
      // A ratio makes the height definite from the width, stretched or not (Chromium: a
      // `height: 50%` child of a stretched `aspect-ratio: 1` item 10 wide is 5 high).
      isHeightDefinite =
        constants.isMainDefinite || hasStyledMainBasis(item) || item.hasDefiniteBasis
        || item.hasRatio
    }
    var input = LayoutInput(
      knownWidth: constants.isRow ? item.targetMain : item.targetCross,
      knownHeight: constants.isRow ? item.targetCross : item.targetMain,
      parentWidth: innerWidth, parentHeight: constants.percentHeight,
      availableWidth: .definite(innerWidth), availableHeight: .definite(innerHeight),
      direction: constants.direction, performLayout: true,
      isHeightIndefinite: !isHeightDefinite)
    if constants.isRow, item.hasRatio, item.sizeCross == nil,
      !item.isStretched
        || (percentFlags[item.node].contains(.descendantHeight)
          && (constants.isWrap || constants.percentHeight == nil)
          && item.targetCross == item.hypotheticalCross),
      let ratio = styles[packed: item.node].aspectRatio
    {
      // A height its content raised above the ratio's leaves the children's percentages
      // resolving against the ratio's height (Chromium: a `height: 25%` child of a 12-wide
      // `aspect-ratio: 0.5` item raised to 36 is 25 % of 24). So does a stretch that leaves
      // the item at that height: only a line taller than the item makes its height the
      // stretched one for its children (Chromium: the `height: 100%` child of an
      // `aspect-ratio: 1` item 0 wide that a 10-high child raised to 10 is 0 high when the
      // item is alone in its line or beside a box 10 high, and 11 high beside a box 11 high).
      // A line is the item's own only where the items size it: in a multi-line container, or
      // in a single line whose height is not definite for percentages (in a row 10 high the
      // child is 10 high: the item is stretched to the row, not to itself). Only a subtree
      // with percentages of the height can tell.
      let fromRatio = item.clampCross(
        item.crossSize(
          fromMain: item.targetMain, ratio: ratio, isRow: true,
          isContentBox: styles[packed: item.node].boxSizing == .contentBox))
      if item.targetCross > fromRatio + 1e-9 { input.ratioHeight = fromRatio }
    }
    return input
  }

  /// Whether a column item's main size starts from its styled height.
  ///
  /// Its flex basis is then `auto`, which makes its height definite for its children even in
  /// a column of indefinite height; with another basis the styled height is not the main size
  /// (Chromium: a `height: 0; flex-basis: 100%` item flexed to 10 in such a column leaves its
  /// children's percentages unresolved). A keyword height (`max-content`, `fit-content`) is not one
  /// either: a `height: 10%` child of a `height: max-content` item is auto.
  @inline(__always)
  mutating func hasStyledMainBasis(_ item: FlexItem) -> Bool {
    guard item.sizeMain != nil else { return false }
    let style = styles[packed: item.node]
    // A `max-content` or `fit-content` height is its content's, cyclic for percentages.
    return style.flexBasis == .auto && style.height != .maxContent
      && style.height != .fitContent
  }

  /// The input that measures an item's content-based main size.
  @inline(__always)
  func contentInput(
    _ item: FlexItem, _ constants: FlexConstants, main: AvailableSpace, knownCross: Double?,
    crossSpace: AvailableSpace, innerWidth: Double?
  ) -> LayoutInput {
    let isRow = constants.isRow
    return LayoutInput(
      knownWidth: isRow ? nil : knownCross, knownHeight: isRow ? knownCross : nil,
      parentWidth: innerWidth, parentHeight: constants.percentHeight,
      availableWidth: isRow ? main : crossSpace, availableHeight: isRow ? crossSpace : main,
      direction: constants.direction, performLayout: false)
  }

  /// The cross size an item is measured with before its line exists: its own, or the
  /// container's when it will be stretched in a single-line container of definite cross size
  /// (a row's height that its parent fixed from content is not definite).
  @inline(__always)
  func provisionalCross(_ item: FlexItem, _ constants: FlexConstants, innerCross: Double?)
    -> Double?
  {
    if let size = item.sizeCross { return item.clampCross(size) }
    let definiteCross = constants.isRow ? constants.percentHeight : innerCross
    if !constants.isWrap, let definiteCross, item.alignSelf == .stretch, item.isCrossSizeAuto,
      !item.isAutoCrossStart,
      !item.isAutoCrossEnd
    {
      return item.clampCross(definiteCross - item.marginCross)
    }
    return nil
  }

  /// §9.2 step 3: each item's flex base size and hypothetical main size, with CSS's automatic
  /// minimum size (§4.5) under CSS defaults.
  ///
  /// - Returns: Whether a base took the room it was given (a `fit-content` basis or main size
  ///   when the container's main size was not known), and so may change once it is.
  @discardableResult
  mutating func determineFlexBaseSizes(
    _ items: inout FlexItems, _ constants: FlexConstants, innerWidth: Double?,
    innerHeight: Double?, availableMain: AvailableSpace, availableCross: AvailableSpace,
    context: inout LayoutContext
  ) -> Bool {
    var tookTheRoom = false
    let isRow = constants.isRow
    let innerMain = isRow ? innerWidth : innerHeight
    let innerCross = isRow ? innerHeight : innerWidth
    let crossSpace = innerCross.map { AvailableSpace.definite($0) } ?? availableCross
    let mainSpace: AvailableSpace = availableMain == .minContent ? .minContent : .maxContent
    let isWeb = configuration.defaults == .web
    for index in items.indices {
      var item = items[index]
      let style = styles[packed: item.node]
      var basis = style.flexBasis
      if basis == .auto, !isWeb, let flex = style.flex, flex > 0 { basis = .points(0) }
      let contentBoxExtra = style.boxSizing == .contentBox ? item.insetMain : 0
      var base: Double?
      switch basis {
      case .points(let value): base = value + contentBoxExtra
      case .percent(let value):
        // A percentage of an indefinite main size (a column sized by its content, even once
        // that size is known) behaves as `auto`'s content size.
        let reference = isRow ? innerMain : constants.percentHeight
        base = reference.map { $0 * value / 100 + contentBoxExtra }
      case .auto, .stretch: base = item.sizeMain
      case .maxContent, .fitContent: base = nil
      }
      let isBasisDefinite = basis != .auto && basis != .stretch && base != nil
      var knownCross = provisionalCross(item, constants, innerCross: innerCross)
      // (So is a ratio item's whose height is a keyword: the ratio transfers its content's
      // width, as Chromium makes a `height: fit-content; aspect-ratio: 2` box around a 10-wide
      // text 10 × 5.)
      if knownCross == nil, !isRow,
        item.minCross != nil || item.maxCross != nil || style.width == .maxContent
          || style.width == .fitContent
          || (item.hasRatio && (style.height == .fitContent || style.height == .maxContent))
      {
        // A column item's height depends on its width: size the width first, within its limits
        // (and by its keyword, which the content measurements below ignore).
        let input = LayoutInput(
          knownWidth: nil, knownHeight: nil, parentWidth: innerWidth,
          parentHeight: constants.percentHeight, availableWidth: crossSpace,
          availableHeight: .maxContent, direction: constants.direction, performLayout: false)
        knownCross = item.clampCross(computeNodeLayout(item.node, input, &context).width)
      }
      if base == nil, !isRow, knownCross == nil, case .percent = basis,
        let ratio = style.aspectRatio, ratio > 0
      {
        // A percentage basis of a column of indefinite height is `content` (§7.2.3): the
        // item is sized as if its height were `max-content`, which for a ratio item is what
        // the ratio makes of its content's width, whatever its own height (CSS Sizing 4 §5.1;
        // Chromium makes a `flex-basis: 10%; height: 0; aspect-ratio: 1; margin: auto` item
        // around a 10-wide box 10 × 10 there).
        var input = LayoutInput(
          knownWidth: nil, knownHeight: nil, parentWidth: innerWidth,
          parentHeight: constants.percentHeight, availableWidth: crossSpace,
          availableHeight: .maxContent, direction: constants.direction, performLayout: false)
        input.ignoresStyleSize = true
        let contentWidth = item.clampCross(computeNodeLayout(item.node, input, &context).width)
        base = item.mainSize(
          fromCross: contentWidth, ratio: ratio, isRow: false,
          isContentBox: style.boxSizing == .contentBox)
      }
      if base == nil, let ratio = style.aspectRatio, ratio > 0, let knownCross {
        base = item.mainSize(
          fromCross: knownCross, ratio: ratio, isRow: isRow,
          isContentBox: style.boxSizing == .contentBox)
        // An intrinsic keyword's size is the one the ratio transfers (CSS Sizing 4 §5.1).
        let mainStyle = isRow ? style.width : style.height
        if mainStyle == .maxContent || mainStyle == .fitContent { item.sizeMain = base }
      }
      if base == nil {
        var input = contentInput(
          item, constants, main: mainSpace, knownCross: knownCross, crossSpace: crossSpace,
          innerWidth: innerWidth)
        // The flex base size is the content's, before the item's own minimum and maximum (and,
        // for a percentage basis of an indefinite container, its own main size) apply.
        if case .percent = basis {
          input.ignoresStyleSize = true
        } else if item.minMain != nil || item.maxMain != nil, item.sizeMain == nil,
          (isRow ? style.width : style.height) != .maxContent
        {
          // Measured without them, the item is measured without its cross limits and ratio
          // too: fine where those do not size its content. In a row, a text's width does not
          // hang on its height limits (CSS Flexbox §9.2.3 E; Chromium shrinks a `max-width:
          // 100; max-height: 0` text 170 wide beside a `flex-basis: 10` box from 170, not
          // 100); nor does a ratio item's of indefinite height without height limits of its
          // own (those the ratio transfers from its width limits are its main limits): its
          // base is its content's width, at least what the ratio makes of its padding and
          // border (Chromium shrinks an `aspect-ratio: 1; max-width: 10` box around a
          // 100-wide one from 100, and an `aspect-ratio: 2; max-width: 20; padding-top: 15`
          // one from 30).
          if let ratio = style.aspectRatio, ratio > 0 {
            if isRow, knownCross == nil,
              style.minHeight.resolve(against: constants.percentHeight) == nil,
              style.maxHeight.resolve(against: constants.percentHeight) == nil
            {
              input.ignoresStyleSize = true
              let floor = item.mainSize(
                fromCross: item.insetCross, ratio: ratio, isRow: true,
                isContentBox: style.boxSizing == .contentBox)
              base = max(computeNodeLayout(item.node, input, &context).width, floor)
            }
          } else if knownCross != nil || (item.minCross == nil && item.maxCross == nil)
            || (isRow && contents.isText(item.node))
          {
            input.ignoresStyleSize = true
          }
        }
        if base == nil {
          let output = computeNodeLayout(item.node, input, &context)
          base = isRow ? output.width : output.height
        }
        // A fit-content main size is the max-content size, capped by the room left.
        let mainStyle = isRow ? style.width : style.height
        if mainStyle == .fitContent || basis == .fitContent, let maxContent = base {
          let minimum = contentInput(
            item, constants, main: .minContent, knownCross: knownCross, crossSpace: crossSpace,
            innerWidth: innerWidth)
          let minOutput = computeNodeLayout(item.node, minimum, &context)
          let minContent = isRow ? minOutput.width : minOutput.height
          let room = (innerMain ?? availableMain.value).map { $0 - item.marginMain }
          base = min(maxContent, max(minContent, room ?? maxContent))
          tookTheRoom = tookTheRoom || innerMain == nil
        }
        if mainStyle == .fitContent || mainStyle == .maxContent { item.sizeMain = base }
      }
      item.hasDefiniteBasis = isBasisDefinite
      item.flexBasis = max(base ?? 0, item.insetMain)

      // §4.5 Automatic minimum size of flex items (CSS defaults only).
      let minStyle = isRow ? style.minWidth : style.minHeight
      if isWeb, minStyle == .auto, style.overflow == .visible {
        // A column ratio item whose percentage or `stretch` height does not resolve has no
        // content floor of its own (as for its own automatic minimum height, in
        // `ratioBoxSizeFlooredAtContent`): at a definite width, the ratio's size is its
        // suggestion (Chromium: `aspect-ratio: 1; height: 50%` at width 10 around a 50-high
        // box, in a column of `max-height: 5`, is 10 × 10).
        let mainStyle = isRow ? style.width : style.height
        let isRatioSizeOnly =
          !isRow && item.hasRatio && knownCross != nil && item.sizeMain == nil
          && (mainStyle.isPercent || mainStyle == .stretch)
        var suggestion = 0.0
        if !isRatioSizeOnly {
          var input = contentInput(
            item, constants, main: .minContent, knownCross: knownCross, crossSpace: crossSpace,
            innerWidth: innerWidth)
          input.ignoresStyleSize = true
          let output = computeNodeLayout(item.node, input, &context)
          suggestion = isRow ? output.width : output.height
        }
        if let ratio = style.aspectRatio, ratio > 0 {
          // A box with a ratio has the min-content size its definite cross size transfers
          // (with none, its padding and border stand in for one), and its cross minimum and
          // maximum transfer into limits of the suggestion.
          let isContentBox = style.boxSizing == .contentBox
          let sized = item
          func transfer(_ cross: Double) -> Double {
            sized.mainSize(fromCross: cross, ratio: ratio, isRow: isRow, isContentBox: isContentBox)
          }
          // A definite cross size transfers (styled or stretched); else the content's
          // cross size does, not one the ratio made from the styled main size (Chromium:
          // `aspect-ratio: 1; height: 10; width: fit-content` around nothing shrinks to 0 in
          // a column of `max-height: 0`, and so does one with `min-width: 0` and
          // `flex-basis: 0`; around a 10-wide box it stops at 10).
          var crossToTransfer = provisionalCross(item, constants, innerCross: innerCross)
          if crossToTransfer == nil, knownCross != nil || (!isRow && constants.isWrap) {
            var content = contentInput(
              item, constants, main: .maxContent, knownCross: nil, crossSpace: crossSpace,
              innerWidth: innerWidth)
            content.ignoresStyleSize = true
            let measured = computeNodeLayout(item.node, content, &context)
            crossToTransfer = item.clampCross(isRow ? measured.height : measured.width)
          }
          suggestion = max(suggestion, transfer(crossToTransfer ?? item.insetCross))
          // In a row whose item has a definite height (styled, or stretched to a definite
          // line), its maximum height bounds the size the ratio gives, not its content:
          // Chromium keeps the content's minimum width then (`aspect-ratio: 1; height: 5;
          // max-height: 2` around a 10-wide box is 10 × 2). In a column the maximum width
          // bounds the minimum height all the same (a stretched `aspect-ratio: 1; max-width: 0`
          // item around a 10-high box is 0 × 0).
          let keepsContentMinimum = isRow && knownCross != nil
          suggestion = suggestion.clamped(
            min: item.minCross.map(transfer),
            max: keepsContentMinimum ? nil : item.maxCross.map(transfer))
        }
        if let maxMain = item.maxMain { suggestion = min(suggestion, maxMain) }
        if mainStyle != .auto, !item.isMainFromRatio, let specified = item.sizeMain {
          suggestion = min(suggestion, specified)
        }
        item.minMain = suggestion
      }
      item.hypotheticalMain = item.clampMain(item.flexBasis)
      // Only the fields this step sets are written back (see determineHypotheticalCrossSizes).
      items[index].sizeMain = item.sizeMain
      items[index].minMain = item.minMain
      items[index].hasDefiniteBasis = item.hasDefiniteBasis
      items[index].flexBasis = item.flexBasis
      items[index].hypotheticalMain = item.hypotheticalMain
    }
    return tookTheRoom
  }
}
