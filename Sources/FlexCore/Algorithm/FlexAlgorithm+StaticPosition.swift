/// The static position of absolutely positioned children without insets (CSS Flexbox §4.1):
/// where the container's alignment would put them as its only item.
/// https://www.w3.org/TR/css-flexbox-1/#abspos-items
extension FlexTree {
  /// The constants and size of the box that gives an absolute node its static position.
  ///
  /// The constants are taken from the layout's scratch: the caller gives them back.
  mutating func staticContext(
    _ boxParent: Int, block: ContainingBlock, context: inout LayoutContext
  ) -> (constants: FlexConstants, width: Double, height: Double) {
    guard boxParent != block.node else {
      let constants = context.scratch.takeConstants(block.constants.storage.pointee)
      return (constants, block.outerWidth, block.outerHeight)
    }
    // The box parent's percentages resolve against its own parent's content box, as in its
    // layout: not that parent's border-box width, and not from `layouts` for the containing
    // block, whose layout is being computed now and holds the last one (or nothing, in a fresh
    // tree): a fresh tree and a relayout disagreed on a static position through it (the
    // PinFlex fuzz finding `relayout-differs-2`).
    let parentWidth = innerWidthForChildren(of: boxBearingParent(of: boxParent), block: block)
    let input = LayoutInput(
      knownWidth: layouts[boxParent].width, knownHeight: layouts[boxParent].height,
      parentWidth: parentWidth, parentHeight: nil, availableWidth: .maxContent,
      availableHeight: .maxContent, direction: block.constants.direction, performLayout: false)
    let constants = FlexConstants(at: context.scratch.takeConstantsRoom())
    initializeConstants(boxParent, input, at: constants.storage)
    return (constants, layouts[boxParent].width, layouts[boxParent].height)
  }

  /// The nearest ancestor of `node` that generates a box (`display: contents` ancestors have
  /// none), or -1 for the root.
  func boxBearingParent(of node: Int) -> Int {
    var parent = Int(parents[node])
    while parent >= 0, styles[packed: parent].display == .contents {
      parent = Int(parents[parent])
    }
    return parent
  }

  /// The width of the content box of `node`, an ancestor of absolute boxes laid out against
  /// `block`: the containing block's from the layout being computed, a static node's from its
  /// layout, less its padding and border (its percentages resolved the same way, up the
  /// chain).
  func innerWidthForChildren(of node: Int, block: ContainingBlock) -> Double? {
    guard node >= 0 else { return nil }
    if node == block.node {
      return max(0, block.outerWidth - block.constants.insets.horizontal)
    }
    let box = BoxStyle(
      styles[packed: node], direction: block.constants.direction,
      parentWidth: innerWidthForChildren(of: boxBearingParent(of: node), block: block),
      parentHeight: nil)
    return max(0, layouts[node].width - box.insets.horizontal)
  }

  /// The room of a child without insets in one axis: from the edge its static position is
  /// anchored to (the content edge where the container's alignment puts it) to the far padding
  /// edge, as Chromium measures it.
  mutating func staticRoom(
    _ child: Int, _ constants: FlexConstants, horizontal: Bool, blockSize: Double
  )
    -> Double
  {
    let padding = constants.box.padding
    let isMain = horizontal == constants.isRow
    let reversed = isMain ? constants.isMainReversed : constants.isCrossReversed
    let startPadding = horizontal ? padding.left : padding.top
    let endPadding = horizontal ? padding.right : padding.bottom
    enum Anchor { case start, end, center }
    var anchor: Anchor
    if isMain {
      switch constants.justifyContent {
      case .flexStart, .spaceBetween: anchor = .start
      case .flexEnd: anchor = .end
      case .center, .spaceAround, .spaceEvenly: anchor = .center
      }
    } else {
      let alignSelf = styles[packed: child].alignSelf
      switch alignSelf == .auto ? constants.alignItems : alignSelf {
      case .flexEnd: anchor = .end
      case .center: anchor = .center
      default: anchor = .start
      }
    }
    if reversed, anchor != .center { anchor = anchor == .start ? .end : .start }
    switch anchor {
    case .start: return max(0, blockSize - startPadding)
    case .end: return max(0, blockSize - endPadding)
    case .center: return blockSize
    }
  }

  /// The static position of an absolutely positioned child in one physical axis.
  func staticPosition(
    _ child: Int, _ style: PackedStyle, _ box: BoxStyle, _ constants: FlexConstants,
    horizontal: Bool, size: Double, outerWidth: Double, outerHeight: Double
  ) -> Double {
    let insets = constants.insets
    let isMain = horizontal == constants.isRow
    let outer = horizontal ? outerWidth : outerHeight
    let inner = max(0, outer - (horizontal ? insets.horizontal : insets.vertical))
    let marginStartPhysical = horizontal ? box.margin.left : box.margin.top
    let marginEndPhysical = horizontal ? box.margin.right : box.margin.bottom
    let align = style.alignSelf == .auto ? constants.alignItems : style.alignSelf
    // Baseline alignment falls back to `start` (the writing mode's, not the flex line's:
    // wrap-reverse does not flip it), as in Chromium.
    let reversed =
      isMain
      ? constants.isMainReversed
      : align == .baseline ? horizontal && constants.direction == .rtl : constants.isCrossReversed
    let marginStart = reversed ? marginEndPhysical : marginStartPhysical
    let marginEnd = reversed ? marginStartPhysical : marginEndPhysical
    let free = inner - size - marginStart - marginEnd
    var offset: Double
    if isMain {
      switch constants.justifyContent {
      case .flexStart, .spaceBetween: offset = 0
      case .flexEnd: offset = free
      case .center, .spaceAround, .spaceEvenly: offset = free / 2
      }
    } else {
      switch align {
      case .flexEnd: offset = free
      case .center: offset = free / 2
      default: offset = 0
      }
    }
    let logical = offset + marginStart
    let startInset =
      horizontal
      ? (reversed ? insets.right : insets.left)
      : (reversed ? insets.bottom : insets.top)
    return reversed ? outer - startInset - logical - size : startInset + logical
  }
}
