import Geometry

/// The final pass: physical positions of the items, their own layouts, and the baseline.
extension FlexTree {
  /// The physical position of an item's border box in its container's border box.
  @inline(__always)
  func position(
    of item: FlexItem, in line: FlexLine, _ constants: FlexConstants, outerWidth: Double,
    outerHeight: Double
  ) -> (x: Double, y: Double) {
    let outerMain = constants.isRow ? outerWidth : outerHeight
    let outerCross = constants.isRow ? outerHeight : outerWidth
    let logicalMain = constants.insetMainStart + item.offsetMain
    let logicalCross = constants.insetCrossStart + line.offsetCross + item.offsetCross
    let main = constants.isMainReversed ? outerMain - logicalMain - item.targetMain : logicalMain
    let cross =
      constants.isCrossReversed ? outerCross - logicalCross - item.targetCross : logicalCross
    return constants.isRow ? (main, cross) : (cross, main)
  }

  /// The offset of a relatively positioned node from its place in the flow.
  ///
  /// It changes nothing: it is `mutating` only so that `performFinalLayout` does not copy the
  /// tree's struct to call it for every item.
  mutating func relativeOffset(
    _ node: Int, _ constants: FlexConstants, innerWidth: Double, innerHeight: Double
  )
    -> (dx: Double, dy: Double)
  {
    let style = styles[packed: node]
    guard style.positionType == .relative, !style.position.isEmpty else { return (0, 0) }
    // start/end name physical edges by the node's own direction; when both horizontal insets
    // are set, the containing block's direction picks the one that wins.
    let own = style.direction == .inherit ? constants.direction : style.direction
    let direction = constants.direction
    let left = style.position.resolvedLeft(own)?.resolve(against: innerWidth)
    let right = style.position.resolvedRight(own)?.resolve(against: innerWidth)
    // A percentage of an indefinite height is `auto`.
    let top = style.position.resolvedTop?.resolve(against: constants.percentHeight)
    let bottom = style.position.resolvedBottom?.resolve(against: constants.percentHeight)
    // With both insets, the containing block's direction picks the one that wins.
    let dx = direction == .rtl ? (right.map { -$0 } ?? left ?? 0) : (left ?? right.map { -$0 } ?? 0)
    return (dx, top ?? bottom.map { -$0 } ?? 0)
  }

  /// Lays out every item at its used size and stores its position.
  mutating func performFinalLayout(
    _ node: Int, _ items: FlexItems, _ lines: FlexLines, _ constants: FlexConstants,
    outerWidth: Double, outerHeight: Double, context: inout LayoutContext
  ) {
    let innerWidth = max(0, outerWidth - constants.insets.horizontal)
    let innerHeight = max(0, outerHeight - constants.insets.vertical)
    for line in lines {
      for index in line.range {
        let item = items[index]
        let (x, y) = position(
          of: item, in: line, constants, outerWidth: outerWidth, outerHeight: outerHeight)
        let offset = relativeOffset(
          item.node, constants, innerWidth: innerWidth, innerHeight: innerHeight)
        let output: LayoutOutput
        if isEmptyLeaf(item.node) {
          // What `computeNodeLayout` gives an empty leaf whose size the parent fixes, without
          // the request (most items of the benchmark trees are empty leaves).
          let bound = LayoutBounds.maxLength
          let width = constants.isRow ? item.targetMain : item.targetCross
          let height = constants.isRow ? item.targetCross : item.targetMain
          output = layOutEmptyLeaf(item.node, width: min(width, bound), height: min(height, bound))
        } else {
          let input = finalInput(
            item, constants, innerWidth: innerWidth, innerHeight: innerHeight)
          output = computeNodeLayout(item.node, input, &context)
        }
        setLayout(
          item.node, x: x + offset.dx, y: y + offset.dy, width: output.width,
          height: output.height)
      }
    }
    // Children that generate no box: hidden subtrees and display: contents wrappers.
    guard children[node].contains(where: { styles[packed: $0.index].display != .flex }) else {
      return
    }
    var stack = children[node].map(\.index)
    while let child = stack.popLast() {
      switch styles[packed: child].display {
      case .none: hideSubtree(child)
      case .contents:
        setLayout(child, x: 0, y: 0, width: 0, height: 0)
        // Its children were placed by this node: the rounding pass must reach them through it.
        hasNewLayout[child] = true
        isDirty[child] = false
        stack.append(contentsOf: children[child].map(\.index))
      case .flex: break
      }
    }
  }

  /// The container's first baseline: that of the first baseline-aligned item of the first line,
  /// else of the first item, from the top of the container's border box.
  ///
  /// First is physical, as in Chromium: a reversed flex direction takes the items from the
  /// end, and `wrap-reverse` the lines.
  mutating func containerBaseline(
    _ items: FlexItems, _ lines: FlexLines, _ constants: FlexConstants, outerWidth: Double,
    outerHeight: Double, context: inout LayoutContext
  ) -> Double? {
    guard let line = constants.isWrapReverse ? lines.last : lines.first, !line.range.isEmpty
    else { return nil }
    let isReversed =
      constants.flexDirection == .rowReverse || constants.flexDirection == .columnReverse
    // The range searched in either order without making an array of it (an allocation per
    // container layout).
    // In a column, baseline-aligned items do not take part in baseline alignment (they fall
    // back to the start), so the first item gives the baseline (Chromium: a column-reverse
    // container's baseline is its physically first item's, whatever `align-self` says).
    let chosen =
      isReversed
      ? line.range.last { constants.isRow && isBaselineAligned(items[$0], constants) }
        ?? line.range.upperBound - 1
      : line.range.first { constants.isRow && isBaselineAligned(items[$0], constants) }
        ?? line.range.lowerBound
    let item = items[chosen]
    let innerWidth = max(0, outerWidth - constants.insets.horizontal)
    let innerHeight = max(0, outerHeight - constants.insets.vertical)
    var input = finalInput(item, constants, innerWidth: innerWidth, innerHeight: innerHeight)
    input.performLayout = false
    input.wantsBaseline = true
    let output = computeNodeLayout(item.node, input, &context)
    let (_, y) = position(
      of: item, in: line, constants, outerWidth: outerWidth, outerHeight: outerHeight)
    return y + (output.firstBaseline ?? output.height)
  }
}
