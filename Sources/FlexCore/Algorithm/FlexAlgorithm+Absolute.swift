/// Absolutely positioned children (CSS Flexbox §4.1, CSS Positioned Layout §4).
/// https://www.w3.org/TR/css-flexbox-1/#abspos-items
extension FlexTree {
  /// Lays out the absolutely positioned children of `node` against its padding box. A child
  /// with no inset in an axis takes its static position: where `justify-content` and
  /// `align-self` would put it as the container's only item.
  mutating func layoutOutOfFlowChildren(
    _ node: Int, _ constants: FlexConstants, outerWidth: Double, outerHeight: Double,
    context: inout LayoutContext
  ) {
    var stack = children[node].reversed().map(\.index)
    while let child = stack.popLast() {
      let style = styles[child]
      if style.display == .none { continue }
      if style.display == .contents {
        stack.append(contentsOf: children[child].reversed().map(\.index))
        continue
      }
      guard style.positionType == .absolute else { continue }
      layoutAbsoluteChild(
        child, constants, outerWidth: outerWidth, outerHeight: outerHeight, context: &context)
    }
  }

  mutating func layoutAbsoluteChild(
    _ child: Int, _ constants: FlexConstants, outerWidth: Double, outerHeight: Double,
    context: inout LayoutContext
  ) {
    let style = styles[child]
    let border = constants.box.border
    let blockWidth = max(0, outerWidth - border.horizontal)
    let blockHeight = max(0, outerHeight - border.vertical)
    let box = BoxStyle(
      style, direction: constants.direction, parentWidth: blockWidth, parentHeight: blockHeight)
    let direction = constants.direction
    let left = style.position.resolvedLeft(direction)?.resolve(against: blockWidth)
    let right = style.position.resolvedRight(direction)?.resolve(against: blockWidth)
    let top = style.position.resolvedTop?.resolve(against: blockHeight)
    let bottom = style.position.resolvedBottom?.resolve(against: blockHeight)
    let margin = box.margin

    var width = box.width.map(box.clampWidth)
    var height = box.height.map(box.clampHeight)
    if width == nil, let left, let right {
      width = box.clampWidth(blockWidth - left - right - margin.horizontal)
    }
    if height == nil, let top, let bottom {
      height = box.clampHeight(blockHeight - top - bottom - margin.vertical)
    }
    if let ratio = style.aspectRatio, ratio > 0 {
      if width == nil, let height { width = box.clampWidth(height * ratio) }
      if height == nil, let width { height = box.clampHeight(width / ratio) }
    }
    if width == nil || height == nil {
      let input = LayoutInput(
        knownWidth: width, knownHeight: height, parentWidth: blockWidth,
        parentHeight: blockHeight,
        availableWidth: .definite(max(0, blockWidth - (left ?? 0) - (right ?? 0))),
        availableHeight: .definite(max(0, blockHeight - (top ?? 0) - (bottom ?? 0))),
        direction: direction, performLayout: false)
      let measured = computeNodeLayout(child, input, &context)
      width = width ?? measured.width
      height = height ?? measured.height
    }
    let finalWidth = width ?? 0
    let finalHeight = height ?? 0
    let input = LayoutInput(
      knownWidth: finalWidth, knownHeight: finalHeight, parentWidth: blockWidth,
      parentHeight: blockHeight, availableWidth: .definite(blockWidth),
      availableHeight: .definite(blockHeight), direction: direction, performLayout: true)
    _ = computeNodeLayout(child, input, &context)

    // Auto margins centre a box whose both insets are set.
    var marginLeft = margin.left
    var marginTop = margin.top
    let autoLeft = style.margin.resolvedLeft(box.direction) == .auto
    let autoRight = style.margin.resolvedRight(box.direction) == .auto
    let autoTop = style.margin.resolvedTop == .auto
    let autoBottom = style.margin.resolvedBottom == .auto
    if let left, let right, autoLeft || autoRight {
      let free = blockWidth - left - right - finalWidth - margin.horizontal
      if autoLeft && autoRight {
        marginLeft += free / 2
      } else if autoLeft {
        marginLeft += free
      }
    }
    if let top, let bottom, autoTop || autoBottom {
      let free = blockHeight - top - bottom - finalHeight - margin.vertical
      if autoTop && autoBottom {
        marginTop += free / 2
      } else if autoTop {
        marginTop += free
      }
    }

    let x: Double
    if let left {
      x = border.left + left + marginLeft
    } else if let right {
      x = outerWidth - border.right - right - margin.right - finalWidth
    } else {
      x = staticPosition(
        child, style, box, constants, horizontal: true, size: finalWidth, outerWidth: outerWidth,
        outerHeight: outerHeight)
    }
    let y: Double
    if let top {
      y = border.top + top + marginTop
    } else if let bottom {
      y = outerHeight - border.bottom - bottom - margin.bottom - finalHeight
    } else {
      y = staticPosition(
        child, style, box, constants, horizontal: false, size: finalHeight,
        outerWidth: outerWidth, outerHeight: outerHeight)
    }
    setLayout(child, x: x, y: y, width: finalWidth, height: finalHeight)
  }

  /// The static position of an absolutely positioned child in one physical axis.
  func staticPosition(
    _ child: Int, _ style: FlexStyle, _ box: BoxStyle, _ constants: FlexConstants,
    horizontal: Bool, size: Double, outerWidth: Double, outerHeight: Double
  ) -> Double {
    let insets = constants.insets
    let isMain = horizontal == constants.isRow
    let outer = horizontal ? outerWidth : outerHeight
    let inner = max(0, outer - (horizontal ? insets.horizontal : insets.vertical))
    let marginStartPhysical = horizontal ? box.margin.left : box.margin.top
    let marginEndPhysical = horizontal ? box.margin.right : box.margin.bottom
    let reversed = isMain ? constants.isMainReversed : constants.isCrossReversed
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
      var align = style.alignSelf == .auto ? constants.alignItems : style.alignSelf
      if constants.isWrapReverse {
        if align == .flexStart {
          align = .flexEnd
        } else if align == .flexEnd {
          align = .flexStart
        }
      }
      switch align {
      case .flexEnd: offset = free
      case .center: offset = free / 2
      default: offset = 0
      }
    }
    let logical = offset + marginStart
    let startInset = horizontal ? (reversed ? insets.right : insets.left)
      : (reversed ? insets.bottom : insets.top)
    return reversed ? outer - startInset - logical - size : startInset + logical
  }
}
