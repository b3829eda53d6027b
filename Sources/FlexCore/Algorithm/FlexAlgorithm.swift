/// The entry points of the solver: the root, the cached per-node dispatch and hidden subtrees.
///
/// The algorithm follows CSS Flexible Box Layout Level 1 §9
/// (https://www.w3.org/TR/css-flexbox-1/#layout-algorithm); each step lives in a file named
/// after it. Where Chromium and the spec's letter differ, Chromium is followed, since the
/// conformance data is the browser's; `Docs/Conformance.md` lists those choices.
///
/// Several helpers that only read the tree are `mutating` all the same: a mutating method that
/// calls a non-mutating one first copies the tree's struct (448 bytes; a `memcpy` before each
/// call in the disassembly) to pass it by value, where a mutating callee gets its address. On
/// the random benchmark tree those copies were 2 % of a layout's instructions, on the deep chain
/// 5 % (callgrind).
extension FlexTree {
  /// Lays out `root` as Yoga's `calculateLayout` does, with the browser's answers.
  mutating func layoutRoot(
    _ root: Int, availableWidth: Double?, availableHeight: Double?, direction: Direction,
    context: inout LayoutContext
  ) {
    let style = styles[packed: root]
    if style.display == .none {
      hideSubtree(root)
      return
    }
    let box = BoxStyle(
      style, direction: direction, parentWidth: availableWidth, parentHeight: availableHeight)
    // A root without a definite size fills the available space less its margins (stretch-fit),
    // unless a maximum size asks for fit-content; with no available space it sizes to content.
    // A size the ratio gives from the other axis's style wins over stretch-fit, and is left to
    // the node's own layout (which floors it at the content under CSS defaults); with neither
    // size styled, the width stretches and the ratio gives the height. The root is placed as an
    // absolute box between the edges of the available space: an explicit `align-self` sizes its
    // height to content and aligns it vertically (see `layoutAbsoluteChild`).
    let isSelfAligned = style.alignSelf.alignsAbsoluteBox
    // A `stretch` size fills the available space whatever else is set (with none, it is
    // `auto`: CSS Sizing 4's stretch-fit needs a size to fill). With a ratio, one axis fills
    // and the ratio gives the other: the width, unless the height is `stretch` or an explicit
    // `align-self: stretch` asks for the height (then within its own limits only, as for an
    // absolute box between both vertical insets).
    let fillsWidth =
      style.width == .stretch || (style.maxWidth == .auto && style.width == .auto)
    let fillsHeight =
      style.height == .stretch
      || (style.maxHeight == .auto && style.height == .auto && !isSelfAligned)
    let stretchesHeightFirst =
      box.ratio != nil && box.height == nil && availableHeight != nil && fillsHeight
      && style.width != .stretch && (style.height == .stretch || style.alignSelf == .stretch)
    var knownWidth: Double?
    if box.width == nil, let availableWidth, fillsWidth, !stretchesHeightFirst {
      knownWidth = availableWidth - box.margin.horizontal
    }
    var knownHeight: Double?
    if box.height == nil, let availableHeight, fillsHeight,
      style.height == .stretch || box.ratio == nil || knownWidth == nil
    {
      knownHeight = availableHeight - box.margin.vertical
    }
    let input = LayoutInput(
      knownWidth: knownWidth.map(
        style.width == .stretch ? box.clampWidthByOwnLimits : box.clampWidth),
      knownHeight: knownHeight.map(
        stretchesHeightFirst ? box.clampHeightByOwnLimits : box.clampHeight),
      parentWidth: availableWidth, parentHeight: availableHeight,
      availableWidth: availableWidth.map { .definite($0) } ?? .maxContent,
      availableHeight: availableHeight.map { .definite($0) } ?? .maxContent,
      direction: direction, performLayout: true)
    var output = computeNodeLayout(root, input, &context)
    if let ratio = box.ratio, knownWidth == nil, let height = input.knownHeight,
      !stretchesHeightFirst, output.width > box.widthFromRatio(height, ratio) + 1e-9
    {
      // A width the content raised carries the height, as for an absolute box between its
      // vertical insets (which the root is placed as).
      var again = input
      again.knownWidth = output.width
      again.knownHeight = box.clampHeight(box.heightFromRatio(output.width, ratio))
      output = computeNodeLayout(root, again, &context)
    }
    // Insets shift the root (Yoga's relative offset); start and end are the physical left and
    // right edges of the available space, whatever the direction, as the browser oracle lays
    // the root out in a left-to-right wrapper.
    let insetLeft = style.position.resolvedLeft(.ltr)?.resolve(against: availableWidth)
    let insetRight = style.position.resolvedRight(.ltr)?.resolve(against: availableWidth)
    let insetTop = style.position.resolvedTop?.resolve(against: availableHeight)
    let insetBottom = style.position.resolvedBottom?.resolve(against: availableHeight)
    var top = 0.0
    if let availableHeight {
      top = alignedStart(
        style.alignSelf, isSelfAligned: isSelfAligned, from: 0, to: availableHeight,
        size: output.height + box.margin.vertical, blockSize: availableHeight)
    }
    let x = box.margin.left + (insetLeft ?? insetRight.map { -$0 } ?? 0)
    let y = top + box.margin.top + (insetTop ?? insetBottom.map { -$0 } ?? 0)
    setLayout(root, x: x, y: y, width: output.width, height: output.height)
  }

  /// Lays out (or only measures) one node, through its cache.
  mutating func computeNodeLayout(
    _ node: Int, _ request: LayoutInput, _ context: inout LayoutContext
  ) -> LayoutOutput {
    visitedNodeCount &+= 1
    // A size the parent fixes in both axes is the answer of a size-only request without a
    // baseline, whatever is inside: answered before the request is normalized, since only the
    // clamp of the two sizes there could change it (most of §9.4's hypothetical cross sizes
    // ask it).
    if !request.performLayout, !request.wantsBaseline, !request.measuresContentHeight,
      let size = request.clampedKnownSize, styles[packed: node].display != .none
    {
      return LayoutOutput(width: size.width, height: size.height, firstBaseline: nil)
    }
    let input = normalized(request, for: node)
    // A size the parent fixes in both axes is also the answer of an empty leaf's final layout
    // (parents never fix a size below padding plus border, so the leaf's own rules cannot
    // change it).
    if input.performLayout, let width = input.knownWidth, let height = input.knownHeight,
      !input.wantsBaseline, !input.measuresContentHeight, styles[packed: node].display != .none
    {
      if isEmptyLeaf(node) { return layOutEmptyLeaf(node, width: width, height: height) }
    }
    if !isDirty[node], let cached = cachedLayout(node, input) { return cached }
    computedNodeCount &+= 1
    let output: LayoutOutput
    if styles[packed: node].display == .none {
      if input.performLayout { hideSubtree(node) }
      output = .zero
    } else if isContentSizedRatioBox(node, input) {
      output = computeContentSizedRatioLayout(node, input, &context)
    } else {
      output = computeBoxLayout(node, input, &context)
    }
    if isDirty[node] {
      // Nothing to clear: a dirty node's cache is empty (addNode, markDirty and invalidateAll
      // empty it when they make a node dirty, and only a clean node stores), and not reading
      // the cold cache here saves a cache miss per node of a fresh tree.
      assert(hasEmptyCache(node), "a dirty node holds cached layouts")
      isDirty[node] = false
    }
    storeLayout(node, input, output)
    if input.performLayout {
      hasNewLayout[node] = true
      layouts[node].width = output.width
      layouts[node].height = output.height
    }
    return output
  }

  /// Whether `node` has neither children nor content.
  @inline(__always)
  func isEmptyLeaf(_ node: Int) -> Bool {
    guard children[node].isEmpty, case .none = contents[node] else { return false }
    return true
  }

  /// The final layout of an empty leaf at the size its parent fixed (within the layout
  /// bounds): that size, which the leaf's own rules cannot change.
  @inline(__always)
  mutating func layOutEmptyLeaf(_ node: Int, width: Double, height: Double) -> LayoutOutput {
    if layouts[node].width != width || layouts[node].height != height || isDirty[node] {
      layouts[node].width = width
      layouts[node].height = height
      hasNewLayout[node] = true
    }
    isDirty[node] = false
    return LayoutOutput(width: width, height: height, firstBaseline: nil)
  }

  /// The request with the fields that cannot change this node's layout cleared, so that
  /// requests differing only in those share a cache entry (without this, a chain of auto-sized
  /// containers is measured under twice as many keys at every level).
  @inline(__always)
  mutating func normalized(_ request: LayoutInput, for node: Int) -> LayoutInput {
    var input = request
    input.clampToLayoutBounds()
    if !percentFlags[node].contains(.any) { (input.parentWidth, input.parentHeight) = (nil, nil) }
    if input.isHeightIndefinite, !childrenNeedDefiniteHeight(node) {
      input.isHeightIndefinite = false
    }
    // Heights are block sizes in a horizontal writing mode: a box's min-content height is its
    // max-content height (CSS Sizing 3, §5.1; Chromium gives a column flex container the same
    // height under both), so the two requests share one cache entry. Asking both made each
    // level of nested containers measure the level below three times as often as it was asked.
    if input.availableHeight == .minContent { input.availableHeight = .maxContent }
    if percentFlags[node].contains(.maxContentSize), !input.ignoresStyleSize {
      // A max-content size is the content's whatever the room, even in a min-content
      // measurement.
      if styles[packed: node].width == .maxContent { input.availableWidth = .maxContent }
      if styles[packed: node].height == .maxContent { input.availableHeight = .maxContent }
    }
    return input
  }

  /// Whether a percentage below the node (or its row gap) may resolve against the node's
  /// height, so that it matters whether that height is definite.
  ///
  /// It changes nothing: it is `mutating` (as is `normalized(_:for:)`, which calls it) only so
  /// that `computeNodeLayout`, which may call it, does not copy the tree's struct on every call
  /// (see the note at the top of this file).
  mutating func childrenNeedDefiniteHeight(_ node: Int) -> Bool {
    if percentFlags[node].contains(.descendantHeight) { return true }
    if case .percent? = styles[packed: node].rowGap ?? styles[packed: node].gap {
      return true
    }
    return false
  }

  /// Lays out a node by its kind: a leaf, or a flex container.
  @inline(__always)
  mutating func computeBoxLayout(
    _ node: Int, _ input: LayoutInput, _ context: inout LayoutContext
  ) -> LayoutOutput {
    children[node].isEmpty
      ? computeLeafLayout(node, input, &context) : computeFlexLayout(node, input, &context)
  }

  /// Gives `node` and its subtree the empty frame at the origin.
  ///
  /// Every node of the subtree is marked for rounding, even one whose layout was already
  /// empty: rounding descends only through marked nodes, and a node below may have changed.
  mutating func hideSubtree(_ node: Int) {
    var stack = [node]
    while let current = stack.popLast() {
      // A hidden subtree is rounded again even when its layout was already zero (a fuzz
      // finding: a node hidden after a content change kept its old rounding).
      layouts[current] = UnroundedLayout()
      hasNewLayout[current] = true
      clearCache(current)
      isDirty[current] = false
      stack.append(contentsOf: children[current].map(\.index))
    }
  }

  /// Stores the position and size of `node` relative to its parent.
  @inline(__always)
  mutating func setLayout(_ node: Int, x: Double, y: Double, width: Double, height: Double) {
    let layout = UnroundedLayout(x: x, y: y, width: width, height: height)
    if layouts[node] != layout {
      layouts[node] = layout
      hasNewLayout[node] = true
    }
  }

  /// The default of `flexDirection` under the tree's defaults, applied.
  @inline(__always)
  func flexDirection(of style: PackedStyle) -> FlexDirection {
    style.flexDirection ?? (configuration.defaults == .web ? .row : .column)
  }
}
