/// The room absolutely positioned boxes are sized in: the inset-modified containing block
/// (CSS Position 3 §4.1, https://www.w3.org/TR/css-position-3/#abspos-insets).
extension FlexTree {
  /// The room an absolute box is sized to fit in along one physical axis: between its
  /// insets, or, with both auto, the range its static position allows (from the box parent's
  /// alignment: the whole room past a start anchor, and around a centred one; Chromium: an
  /// absolute text `x x` statically centred in an empty static parent at the containing
  /// block's start edge has no room and breaks its lines, 10 wide at -5).
  mutating func autoInsetRoom(
    _ child: Int, horizontal: Bool, start: Double?, end: Double?, boxParent: Int,
    block: ContainingBlock,
    staticFrame: (constants: FlexConstants, width: Double, height: Double)
  ) -> Double {
    let border = block.constants.box.border
    let blockSize = max(
      0,
      horizontal
        ? block.outerWidth - border.horizontal : block.outerHeight - border.vertical)
    guard start == nil, end == nil else {
      return max(0, blockSize - (start ?? 0) - (end ?? 0))
    }
    if boxParent == block.node {
      return staticRoom(child, block.constants, horizontal: horizontal, blockSize: blockSize)
    }
    return stretchRoom(
      child, horizontal: horizontal, start: nil, end: nil, boxParent: boxParent, block: block,
      staticFrame: staticFrame)
  }

  /// The length of the inset-modified containing block of an absolute box in one physical
  /// axis (CSS Position 3 §4.1), which a `stretch` size fills.
  ///
  /// An auto inset is zero when the other inset is set. With both auto, the box's static
  /// position decides, by how the box parent's alignment anchors it: from the static position
  /// to the far edge for a start anchor, from the near edge to it for an end anchor, and for a
  /// centred one the widest range centred on it. `staticFrame` is the box parent's, from
  /// ``staticContext(_:block:context:)``.
  mutating func stretchRoom(
    _ child: Int, horizontal: Bool, start: Double?, end: Double?, boxParent: Int,
    block: ContainingBlock,
    staticFrame: (constants: FlexConstants, width: Double, height: Double)
  ) -> Double {
    let border = block.constants.box.border
    let blockSize = max(
      0,
      horizontal
        ? block.outerWidth - border.horizontal : block.outerHeight - border.vertical)
    if start != nil || end != nil { return max(0, blockSize - (start ?? 0) - (end ?? 0)) }
    // The static anchor: the box parent's content edge (or centre) its alignment puts an
    // only item against, in the containing block's padding-box coordinates.
    let (constants, outerWidth, outerHeight) = staticFrame
    var offset = -(horizontal ? border.left : border.top)
    var ancestor = boxParent
    while ancestor != block.node, ancestor >= 0 {
      offset += horizontal ? layouts[ancestor].x : layouts[ancestor].y
      ancestor = Int(parents[ancestor])
    }
    let insets = constants.insets
    let contentStart = offset + (horizontal ? insets.left : insets.top)
    let contentEnd =
      offset + (horizontal ? outerWidth - insets.right : outerHeight - insets.bottom)
    let isMain = horizontal == constants.isRow
    let alignSelf = styles[packed: child].alignSelf
    let align = alignSelf == .auto ? constants.alignItems : alignSelf
    var fraction: Double
    if isMain {
      switch constants.justifyContent {
      case .flexStart, .spaceBetween: fraction = 0
      case .flexEnd: fraction = 1
      case .center, .spaceAround, .spaceEvenly: fraction = 0.5
      }
    } else {
      switch align {
      case .flexEnd: fraction = 1
      case .center: fraction = 0.5
      default: fraction = 0
      }
    }
    // As for the static position, baseline falls back to the writing mode's start.
    let reversed =
      isMain
      ? constants.isMainReversed
      : align == .baseline ? horizontal && constants.direction == .rtl : constants.isCrossReversed
    if reversed { fraction = 1 - fraction }
    let anchor = contentStart + fraction * max(0, contentEnd - contentStart)
    if fraction == 0 { return max(0, blockSize - anchor) }
    if fraction == 1 { return max(0, anchor) }
    return max(0, 2 * min(anchor, blockSize - anchor))
  }
}
