/// Boxes with a preferred aspect ratio (CSS Sizing 4 §5,
/// https://www.w3.org/TR/css-sizing-4/#aspect-ratio): sizes from content, and the automatic
/// minimum size under CSS defaults.
extension FlexTree {
  /// Whether `node` has a ratio and nothing that sizes either axis: neither its parent nor its
  /// style.
  @inline(__always)
  func isContentSizedRatioBox(_ node: Int, _ input: LayoutInput) -> Bool {
    input.knownWidth == nil && input.knownHeight == nil
      && percentFlags[node].contains(.aspectRatio) && !input.ignoresStyleSize
      && !input.ignoresRatio && !input.measuresContentHeight
  }

  /// A box sized by its content in width: the ratio turns that width into the height.
  ///
  /// The width is the content's, and at least what the ratio makes of the padding and border
  /// in height (an empty box is as tall as its padding and border); the height is floored at
  /// the content's under CSS defaults.
  mutating func computeContentSizedRatioLayout(
    _ node: Int, _ input: LayoutInput, _ context: inout LayoutContext
  ) -> LayoutOutput {
    let box = BoxStyle(
      styles[packed: node], direction: input.direction, parentWidth: input.parentWidth,
      parentHeight: input.parentHeight)
    guard let ratio = box.ratio, box.width == nil, box.height == nil else {
      return computeBoxLayout(node, input, &context)
    }
    var probe = input
    probe.performLayout = false
    probe.wantsBaseline = false
    probe.ignoresRatio = true
    let content = computeNodeLayout(node, probe, &context)
    let width = box.clampWidth(max(content.width, box.widthFromRatio(box.insets.vertical, ratio)))
    let ratioHeight = box.clampHeight(box.heightFromRatio(width, ratio))
    let height =
      ratioSizeFlooredAtContent(
        node, box, input, horizontal: false, width: width, height: ratioHeight,
        context: &context) ?? ratioHeight
    var sized = input
    sized.knownWidth = width
    sized.knownHeight = height
    if height > ratioHeight { sized.ratioHeight = ratioHeight }
    return computeBoxLayout(node, sized, &context)
  }

  /// Under CSS defaults, a size that a box's ratio gives is at least its content's size in
  /// that axis (the automatic minimum size of a box with an aspect ratio, CSS Sizing 4 §5.2):
  /// its min-content width, or its height at its width.
  ///
  /// Inlined, so that a box without a ratio (nearly every box) is answered without a call with
  /// the box passed by value, twice per leaf and container layout: a full layout of the random
  /// benchmark tree took 2.9 M instructions fewer (callgrind, 580.7 M to 577.8 M).
  @inline(__always)
  mutating func ratioSizeFlooredAtContent(
    _ node: Int, _ box: BoxStyle, _ input: LayoutInput, horizontal: Bool, width: Double?,
    height: Double?, context: inout LayoutContext
  ) -> Double? {
    guard box.ratio != nil, configuration.defaults == .web else {
      return horizontal ? width : height
    }
    return ratioBoxSizeFlooredAtContent(
      node, box, input, horizontal: horizontal, width: width, height: height, context: &context)
  }

  /// ``ratioSizeFlooredAtContent(_:_:_:horizontal:width:height:context:)`` for a box with a
  /// ratio under CSS defaults.
  mutating func ratioBoxSizeFlooredAtContent(
    _ node: Int, _ box: BoxStyle, _ input: LayoutInput, horizontal: Bool, width: Double?,
    height: Double?, context: inout LayoutContext
  ) -> Double? {
    let style = styles[packed: node]
    let minimum = horizontal ? style.minWidth : style.minHeight
    // A percentage height that does not resolve behaves as auto, but Chromium gives such a
    // box no automatic minimum height (a percentage width only fails to resolve in intrinsic
    // sizing, where it counts as auto, floor included). The root's percentages of no size
    // count as auto, as in Yoga.
    if !horizontal, parents[node] >= 0, styles[packed: node].height.isPercent { return height }
    // The floor is in the axis the ratio sizes; with both sizes styled, Chromium floors the
    // width.
    // A `stretch` size that does not resolve is no `auto` size: no floor (as in Chromium);
    // the root's, with no available size to fill, counts as auto, as its percentages do.
    let isRoot = parents[node] < 0
    let isFloored =
      horizontal
      ? (box.styledWidth == nil && (style.width != .stretch || isRoot)) || box.styledHeight != nil
      : box.styledHeight == nil && (style.height != .stretch || isRoot)
    guard !input.ignoresStyleSize,
      (horizontal ? input.knownWidth : input.knownHeight) == nil, isFloored, let width,
      let height, minimum == .auto, styles[packed: node].overflow == .visible
    else { return horizontal ? width : height }
    // A leaf's content is one anonymous flex item (as a browser wraps bare text): in a
    // single-line row that stretches it, it is as high as the ratio makes the line, so its
    // height cannot raise the box's (Chromium: an absolute box with `aspect-ratio: 3; width: 50`
    // holding nine words of text is 50 × 17, the text overflowing).
    if !horizontal, children[node].isEmpty, stretchesLeafContent(style) { return height }
    var content = input
    content.knownWidth = horizontal ? nil : width
    // The min-content width is measured at a height the caller fixed (between an absolute
    // box's vertical insets, say), where a ratio child takes its width from it (Chromium: an
    // `aspect-ratio: 1` box stretched to 220 between insets around an `aspect-ratio: 2` child
    // is 440 wide, and then 440 high).
    content.knownHeight = horizontal ? input.knownHeight : nil
    if !horizontal, !children[node].isEmpty, flexDirection(of: styles[packed: node]).isRow {
      // A row's items stretch to the height the ratio gives; the floor is their lines' height.
      content.knownHeight = height
      content.measuresContentHeight = true
    }
    if horizontal {
      content.availableWidth = .minContent
    } else {
      content.availableHeight = .maxContent
      // The content's percentages resolve against the height the ratio gives (Chromium: a
      // `height: 100%` child of a 10-wide `aspect-ratio: 2` column is 5 high, so the content
      // does not raise the box).
      content.ratioHeight = height
    }
    content.performLayout = false
    content.wantsBaseline = false
    content.ignoresStyleSize = true
    let measured = computeNodeLayout(node, content, &context)
    // Capped by the axis's own maximum only: the limits the ratio transfers bound the ratio's
    // size, not the content's.
    return horizontal
      ? max(width, min(measured.width, box.ownMaxWidth ?? .infinity))
      : max(height, min(measured.height, box.ownMaxHeight ?? .infinity))
  }

  /// Whether a leaf with this style stretches its content (the anonymous flex item a browser
  /// makes of it) to its own height: a single-line row whose `align-items` is `stretch` (Yoga's
  /// `auto` and `space-*` values count as `stretch`, as for items).
  ///
  /// `mutating` only so that a container's layout does not copy the tree's struct to call it.
  mutating func stretchesLeafContent(_ style: PackedStyle) -> Bool {
    guard flexDirection(of: style).isRow, style.flexWrap == .noWrap else { return false }
    switch style.alignItems {
    case .flexStart, .center, .flexEnd, .baseline: return false
    case .auto, .stretch, .spaceBetween, .spaceAround, .spaceEvenly: return true
    }
  }
}
