import Geometry

/// Pixel rounding of the computed layouts, as Yoga's `roundLayoutResultsToPixelGrid` does and
/// the conformance data expects: a node's left and top are its relative position rounded; its
/// width and height are the rounded absolute right (bottom) less the rounded absolute left
/// (top), so adjacent boxes never open a gap. Text leaves are never rounded down, so that text
/// is never clipped.
///
/// Rounding reads only the unrounded layouts, so it is idempotent: laying out an unchanged tree
/// again never moves a frame. It visits only nodes with a new layout or a moved absolute origin.
extension FlexTree {
  mutating func roundLayouts(from root: Int) {
    let pointScale = configuration.pointScaleFactor
    let scale = pointScale > 0 && pointScale.isFinite ? pointScale : nil
    // The stack holds the containers whose children are still to be rounded, with their
    // absolute origins; a leaf is rounded where its parent's loop meets it and never pushed
    // (a wide container's children went through the stack one by one, growing it to their
    // count: callgrind, 10 % of a layout of the wide benchmark tree). The root comes first as
    // the one child of the parent -1, so that the rounding below has one call site and is
    // inlined there (with two, it was a call per node, dearer than the pushes it saved).
    let rootList = [NodeID(root)]
    var stack: [(node: Int, x: Double, y: Double)] = [(-1, 0, 0)]
    var visited = 0
    while let (parent, parentX, parentY) = stack.popLast() {
      for child in parent < 0 ? rootList : children[parent] {
        let node = child.index
        visited &+= 1
        let layout = layouts[node]
        let absoluteX = parentX + layout.x
        let absoluteY = parentY + layout.y
        let origin = Point(x: absoluteX, y: absoluteY)
        // Neither its layout nor its absolute origin changed: nor did any frame below it.
        if !hasNewLayout[node], roundedAt[node] == origin { continue }
        hasNewLayout[node] = false
        roundedAt[node] = origin
        let isLeaf = children[node].isEmpty
        if let scale {
          frames[node] =
            isLeaf && contents.isText(node)
            ? Self.roundedTextFrame(
              layout, absoluteX: absoluteX, absoluteY: absoluteY, scale: scale)
            : Self.roundedFrame(layout, absoluteX: absoluteX, absoluteY: absoluteY, scale: scale)
        } else {
          frames[node] = Rect(x: layout.x, y: layout.y, width: layout.width, height: layout.height)
        }
        if !isLeaf { stack.append((node, absoluteX, absoluteY)) }
      }
    }
    visitedNodeCount &+= visited
  }

  /// The frame of a box that is not text: every edge to the nearer pixel.
  @inline(__always)
  static func roundedFrame(
    _ layout: UnroundedLayout, absoluteX: Double, absoluteY: Double, scale: Double
  ) -> Rect {
    @inline(__always)
    func snap(_ value: Double) -> Double { PixelGrid.round(value, scale: scale, rule: .nearest) }
    let right = snap(absoluteX + layout.width)
    let bottom = snap(absoluteY + layout.height)
    return Rect(
      x: snap(layout.x), y: snap(layout.y), width: right - snap(absoluteX),
      height: bottom - snap(absoluteY))
  }

  /// The frame of a text leaf: its origin rounded down, and its far edges up where its size
  /// has a fraction of a pixel (so that text is never clipped), down where it has none.
  @inline(never)
  static func roundedTextFrame(
    _ layout: UnroundedLayout, absoluteX: Double, absoluteY: Double, scale: Double
  ) -> Rect {
    @inline(__always)
    func snap(_ value: Double, up: Bool) -> Double {
      PixelGrid.round(value, scale: scale, rule: up ? .up : .down)
    }
    let fractionalWidth = !PixelGrid.isOnGrid(layout.width, scale: scale)
    let fractionalHeight = !PixelGrid.isOnGrid(layout.height, scale: scale)
    let right = snap(absoluteX + layout.width, up: fractionalWidth)
    let bottom = snap(absoluteY + layout.height, up: fractionalHeight)
    return Rect(
      x: snap(layout.x, up: false), y: snap(layout.y, up: false),
      width: right - snap(absoluteX, up: false), height: bottom - snap(absoluteY, up: false))
  }
}
