/// Absolutely positioned children (CSS Flexbox §4.1, CSS Positioned Layout §4).
/// https://www.w3.org/TR/css-flexbox-1/#abspos-items
extension FlexTree {
  /// Lays out the absolutely positioned children of `node` against its padding box.
  ///
  /// A child
  /// with no inset in an axis takes its static position: where `justify-content` and
  /// `align-self` would put it as the container's only item.
  mutating func layoutOutOfFlowChildren(
    _ node: Int, _ constants: FlexConstants, outerWidth: Double, outerHeight: Double,
    context: inout LayoutContext
  ) {
    // A static node is no containing block: its absolute children are placed by the nearest
    // positioned ancestor (the root always is one).
    guard styles[packed: node].positionType != .static || parents[node] < 0 else { return }
    // Only positioned, static and display: contents children need the walk (and its stack).
    guard
      children[node].contains(where: {
        styles[packed: $0.index].display == .contents
          || styles[packed: $0.index].positionType != .relative
      })
    else { return }
    let block = ContainingBlock(
      node: node, constants: constants, outerWidth: outerWidth, outerHeight: outerHeight)
    var stack = children[node].reversed().map { (child: $0.index, boxParent: node) }
    while let (child, boxParent) = stack.popLast() {
      let style = styles[packed: child]
      if style.display == .none { continue }
      if style.display == .contents {
        stack.append(contentsOf: children[child].reversed().map { ($0.index, boxParent) })
        continue
      }
      switch style.positionType {
      case .absolute:
        layoutAbsoluteChild(child, boxParent: boxParent, in: block, context: &context)
      case .static:
        stack.append(contentsOf: children[child].reversed().map { ($0.index, child) })
      case .relative:
        continue
      }
    }
  }

  /// Lays out one absolutely positioned node against `block`, and stores its position relative
  /// to `boxParent` (its parent, or the nearest ancestor with a box when the parent has
  /// `display: contents`), which gives its static position.
  mutating func layoutAbsoluteChild(
    _ child: Int, boxParent: Int, in block: ContainingBlock, context: inout LayoutContext
  ) {
    let constants = block.constants
    let outerWidth = block.outerWidth
    let outerHeight = block.outerHeight
    let style = styles[packed: child]
    let border = constants.box.border
    let blockWidth = max(0, outerWidth - border.horizontal)
    let blockHeight = max(0, outerHeight - border.vertical)
    // The node inherits its direction from its parent; the containing block's direction picks
    // the winning inset when both are set.
    let staticFrame = staticContext(boxParent, block: block, context: &context)
    defer { context.scratch.giveBack(staticFrame.constants) }
    let box = BoxStyle(
      style, direction: staticFrame.constants.direction, parentWidth: blockWidth,
      parentHeight: blockHeight)
    let direction = constants.direction
    var left = style.position.resolvedLeft(box.direction)?.resolve(against: blockWidth)
    var right = style.position.resolvedRight(box.direction)?.resolve(against: blockWidth)
    let top = style.position.resolvedTop?.resolve(against: blockHeight)
    var bottom = style.position.resolvedBottom?.resolve(against: blockHeight)
    // Insets that cross give way on the containing block's end side, so that the range between
    // them is never negative (CSS Position 3 §4.3).
    if let start = left, let end = right, start + end > blockWidth {
      if direction == .rtl { left = blockWidth - end } else { right = blockWidth - start }
    }
    if let start = top, let end = bottom, start + end > blockHeight { bottom = blockHeight - start }
    let margin = box.margin

    // A size from the style (or from the ratio and the other axis's style) wins over one
    // from both insets.
    var width = box.width.map(box.clampWidth)
    var height = box.height.map(box.clampHeight)
    var widthFromInsets: Double?
    var heightFromInsets: Double?
    // The `stretch` keyword fills the inset-modified containing block (CSS Position 3 §4.1),
    // within the axis's own limits: none transfer through a ratio to a stretched size
    // (Chromium: `aspect-ratio: 1; max-height: 0; width: stretch` in a block 10 wide is 10 × 0).
    var isHeightStretchKeyword = false
    if width == nil, style.width == .stretch {
      let room = stretchRoom(
        child, horizontal: true, start: left, end: right, boxParent: boxParent, block: block,
        staticFrame: staticFrame)
      widthFromInsets = box.clampWidthByOwnLimits(room - margin.horizontal)
      width = widthFromInsets
    }
    if height == nil, style.height == .stretch {
      let room = stretchRoom(
        child, horizontal: false, start: top, end: bottom, boxParent: boxParent, block: block,
        staticFrame: staticFrame)
      heightFromInsets = box.clampHeightByOwnLimits(room - margin.vertical)
      height = heightFromInsets
      isHeightStretchKeyword = true
    }
    // With a ratio, an explicit `align-self: stretch` between both vertical insets stretches
    // the height first (within its own limits), and the ratio gives the width even between
    // both horizontal insets (Chromium: `aspect-ratio: 2` in a 300 × 300 block is 600 × 300);
    // so does a `stretch` height, as a styled height would.
    let alignSelf = style.alignSelf
    let stretchesHeightFirst =
      box.ratio != nil
      && (isHeightStretchKeyword
        || (alignSelf == .stretch && height == nil && top != nil && bottom != nil))
    if width == nil, let left, let right, !stretchesHeightFirst {
      var fromInsets = box.clampWidth(blockWidth - left - right - margin.horizontal)
      if let ratio = box.ratio {
        // The height the ratio then gives is at least the padding and border.
        fromInsets = max(fromInsets, box.widthFromRatio(box.insets.vertical, ratio))
      }
      widthFromInsets = fromInsets
      width = fromInsets
    }
    // Between both vertical insets, the box stretches unless its own `align-self` asks for
    // another alignment (CSS Position 3 §4.4: an absolute box aligns itself in the block axis
    // with `align-self`, whose `auto` is `normal` there), or unless its ratio gives its height
    // from a width between both horizontal insets (the inline axis stretches first).
    let isSelfAligned = alignSelf.alignsAbsoluteBox
    if height == nil, let top, let bottom, !isSelfAligned, box.ratio == nil || width == nil {
      let room = blockHeight - top - bottom - margin.vertical
      heightFromInsets =
        stretchesHeightFirst && width == nil
        ? box.clampHeightByOwnLimits(room) : box.clampHeight(room)
      height = heightFromInsets
    }
    // The ratio turns one known axis into the other; under CSS defaults, a size it gives is
    // floored at the content's (the automatic minimum size of a box with a ratio).
    let sizeRequest = LayoutInput(
      knownWidth: widthFromInsets, knownHeight: heightFromInsets, parentWidth: blockWidth,
      parentHeight: blockHeight,
      availableWidth: .definite(blockWidth), availableHeight: .definite(blockHeight),
      direction: box.direction, performLayout: false)
    // The width the ratio gives from a height between both insets, before the width's limits
    // and its padding and border floor: a width those raise keeps the ratio too (below).
    let widthFromInsetHeight =
      width == nil && !stretchesHeightFirst
      ? box.ratio.flatMap { ratio in heightFromInsets.map { box.widthFromRatio($0, ratio) } }
      : nil
    (width, height) = box.resolvedSize(knownWidth: width, knownHeight: height)
    let widthFromRatio = width
    width = ratioSizeFlooredAtContent(
      child, box, sizeRequest, horizontal: true, width: width, height: height,
      context: &context)
    if configuration.defaults == .web, let ratio = box.ratio, let styledWidth = width,
      box.styledWidth != nil, box.styledHeight == nil, style.height == .auto, top != nil,
      bottom != nil, left == nil || right == nil, !isSelfAligned, style.minWidth == .auto,
      style.overflow == .visible
    {
      // Between both vertical insets (and not both horizontal ones), a styled width that the
      // ratio turns into the height is still floored at the content's min-content width
      // (Chromium: `width: 0; aspect-ratio: 1; top: 0; bottom: 0` around a 10-wide box is
      // 10 × 10; without the vertical insets, or with `left` and `right` too, it is 0 × 0),
      // and the height follows it.
      var probe = sizeRequest
      (probe.knownWidth, probe.knownHeight) = (nil, nil)
      probe.availableWidth = .minContent
      probe.ignoresStyleSize = true
      let minContent = computeNodeLayout(child, probe, &context).width
      let floored = max(styledWidth, min(minContent, box.ownMaxWidth ?? .infinity))
      if floored > styledWidth {
        width = floored
        height = box.clampHeight(box.heightFromRatio(floored, ratio))
      }
    }
    if let ratio = box.ratio, heightFromInsets != nil, !isHeightStretchKeyword, let width,
      width != widthFromRatio
    {
      // A width the content raised keeps the ratio: the height follows it.
      height = max(height ?? 0, box.clampHeight(box.heightFromRatio(width, ratio)))
    } else if let ratio = box.ratio, let widthFromInsetHeight, let width,
      width > widthFromInsetHeight
    {
      // So does a width its padding and border raised: with `align-self: normal` the height
      // between both insets only determines the width through the ratio (CSS Position 3
      // §5.1, CSS Sizing 4 §5.1), and the box's height is the ratio's from its final width
      // (Chromium: `aspect-ratio: 1; padding: 0 10px; top: 0; bottom: 0` in a 0 × 0 block is
      // 20 × 20; with `align-self: stretch` it is 20 × 0).
      height = box.clampHeight(box.heightFromRatio(width, ratio))
    }
    // A height between both insets that only gave the width is the ratio's, so the content
    // floors it as an automatic size (CSS Sizing 4 §5.2; Chromium: `aspect-ratio: 1; top: 0;
    // bottom: 0` around a 10-high box in a 0 × 0 block is 0 × 10).
    var heightRequest = sizeRequest
    if widthFromInsetHeight != nil { heightRequest.knownHeight = nil }
    height = ratioSizeFlooredAtContent(
      child, box, heightRequest, horizontal: false, width: width, height: height,
      context: &context)
    // A height from the content is indefinite for the percentages of the node's children; one
    // the ratio gives from the content's width is definite (Chromium: a `height: 10%` child of
    // an `aspect-ratio: 1` box 20 wide is 2 high).
    let isHeightFromContent = height == nil && box.ratio == nil
    if width == nil || height == nil {
      let input = LayoutInput(
        knownWidth: width, knownHeight: height, parentWidth: blockWidth,
        parentHeight: blockHeight,
        availableWidth: .definite(
          autoInsetRoom(
            child, horizontal: true, start: left, end: right, boxParent: boxParent,
            block: block, staticFrame: staticFrame)),
        availableHeight: .definite(
          autoInsetRoom(
            child, horizontal: false, start: top, end: bottom, boxParent: boxParent,
            block: block, staticFrame: staticFrame)),
        direction: box.direction, performLayout: false)
      let measured = computeNodeLayout(child, input, &context)
      width = width ?? measured.width
      height = height ?? measured.height
    }
    let finalWidth = width ?? 0
    let finalHeight = height ?? 0
    var input = LayoutInput(
      knownWidth: finalWidth, knownHeight: finalHeight, parentWidth: blockWidth,
      parentHeight: blockHeight, availableWidth: .definite(blockWidth),
      availableHeight: .definite(blockHeight), direction: box.direction, performLayout: true,
      isHeightIndefinite: isHeightFromContent)
    if let ratio = box.ratio, heightFromInsets == nil, box.styledHeight == nil {
      // A height the ratio gives stays the basis of the children's percentages where the
      // content raises the box above it, as for a flex item (Chromium: the `height: 50%` child
      // of an absolute `aspect-ratio: 1` box 8 wide that a 10-high child raised to 10 is 4
      // high; with the height between both insets or styled, that height is their basis).
      let fromRatio = box.clampHeight(box.heightFromRatio(finalWidth, ratio))
      if finalHeight > fromRatio + 1e-9 { input.ratioHeight = fromRatio }
    }
    _ = computeNodeLayout(child, input, &context)

    // Auto margins take the free space between both insets (CSS 2.1 §10.3.7 and §10.6.4, as
    // Chromium applies them).
    var marginLeft = margin.left
    var marginTop = margin.top
    let autoLeft = style.margin.resolvedLeft(box.direction) == .auto
    let autoRight = style.margin.resolvedRight(box.direction) == .auto
    let autoTop = style.margin.resolvedTop == .auto
    let autoBottom = style.margin.resolvedBottom == .auto
    var isPlacedFromLeft = false
    if let left, let right, autoLeft || autoRight {
      let free = blockWidth - left - right - finalWidth - margin.horizontal
      if !(autoLeft && autoRight) {
        // One auto margin takes the free space, negative or not.
        isPlacedFromLeft = true
        if autoLeft { marginLeft += free }
      } else if free >= 0 {
        isPlacedFromLeft = true
        marginLeft += free / 2
      }
      // Two auto margins and no room: the one on the containing block's start side is zero,
      // as for an over-constrained box.
    }
    if let top, let bottom, autoTop || autoBottom {
      // Vertically, two auto margins share the free space even when it is negative.
      let free = blockHeight - top - bottom - finalHeight - margin.vertical
      if autoTop && autoBottom {
        marginTop += free / 2
      } else if autoTop {
        marginTop += free
      }
    }

    // Offsets of the box parent from the containing block, for a parent that is static.
    var offsetX = 0.0
    var offsetY = 0.0
    var ancestor = boxParent
    while ancestor != block.node, ancestor >= 0 {
      offsetX += layouts[ancestor].x
      offsetY += layouts[ancestor].y
      ancestor = Int(parents[ancestor])
    }
    let x: Double
    if let left, right == nil || direction != .rtl || isPlacedFromLeft {
      x = border.left + left + marginLeft - offsetX
    } else if let right {
      x = outerWidth - border.right - right - margin.right - finalWidth - offsetX
    } else {
      x = staticPosition(
        child, style, box, staticFrame.constants, horizontal: true, size: finalWidth,
        outerWidth: staticFrame.width, outerHeight: staticFrame.height)
    }
    let y: Double
    if let top, let bottom, !(autoTop || autoBottom) {
      let start = alignedStart(
        alignSelf, isSelfAligned: isSelfAligned, from: top, to: blockHeight - bottom,
        size: finalHeight + margin.vertical, blockSize: blockHeight)
      y = border.top + start + margin.top - offsetY
    } else if let top {
      y = border.top + top + marginTop - offsetY
    } else if let bottom {
      y = outerHeight - border.bottom - bottom - margin.bottom - finalHeight - offsetY
    } else {
      y = staticPosition(
        child, style, box, staticFrame.constants, horizontal: false, size: finalHeight,
        outerWidth: staticFrame.width, outerHeight: staticFrame.height)
    }
    setLayout(child, x: x, y: y, width: finalWidth, height: finalHeight)
    if hasNewLayout[child] {
      // The rounding pass must reach the node through its static ancestors, which may have
      // kept their layouts (only the containing block changed). Whether the node's frame
      // moved is not the question: its layout above already stored a new size (or laid out
      // its subtree again), and only `hasNewLayout` still says so (a PinFlex fuzz finding).
      // The walk starts at the node's own parent, not at its box parent: a `display:
      // contents` parent between them is on the pass's path too (PinFlex's
      // `relayout-differs-3`).
      var node = Int(parents[child])
      while node != block.node, node >= 0 {
        hasNewLayout[node] = true
        node = Int(parents[node])
      }
    }
  }

  /// Where the margin box of an absolute node starts between its insets `from` and `to` in
  /// the block axis, under its `align-self`.
  ///
  /// A box that overflows that range under an explicit alignment is kept, as far as it fits,
  /// within the range joined with its containing block, and else starts where that does
  /// (CSS Box Alignment 3 §4.4, safe overflow alignment, as Chromium applies it).
  func alignedStart(
    _ alignSelf: Alignment, isSelfAligned: Bool, from start: Double, to end: Double,
    size: Double, blockSize: Double
  ) -> Double {
    let free = end - start - size
    var position = start
    switch alignSelf {
    case .center: position += free / 2
    case .flexEnd: position += free
    default: break
    }
    guard isSelfAligned, free < 0 else { return position }
    let low = min(start, 0)
    let high = max(end, blockSize)
    return size > high - low ? low : min(max(position, low), high - size)
  }
}

/// The box that absolutely positioned descendants are placed against: a positioned node's
/// padding box.
struct ContainingBlock {
  var node: Int
  var constants: FlexConstants
  var outerWidth: Double
  var outerHeight: Double
}

extension Alignment {
  /// Whether an absolutely positioned box with this `align-self` is content-sized and aligned
  /// between its vertical insets rather than stretched (`auto` is `normal` for such a box).
  var alignsAbsoluteBox: Bool {
    self == .flexStart || self == .center || self == .flexEnd || self == .baseline
  }
}
