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
    let scale = configuration.pointScaleFactor
    let snaps = scale > 0 && scale.isFinite
    var stack: [(node: Int, parentX: Double, parentY: Double)] = [(root, 0, 0)]
    var visited = 0
    while let (node, parentX, parentY) = stack.popLast() {
      visited &+= 1
      let layout = layouts[node]
      let absoluteX = parentX + layout.x
      let absoluteY = parentY + layout.y
      let origin = Point(x: absoluteX, y: absoluteY)
      if !hasNewLayout[node], roundedAt[node] == origin { continue }
      hasNewLayout[node] = false
      roundedAt[node] = origin
      if snaps {
        frames[node] = Self.roundedFrame(
          layout, absoluteX: absoluteX, absoluteY: absoluteY, scale: scale,
          isText: contents.isText(node) && children[node].isEmpty)
      } else {
        frames[node] = Rect(x: layout.x, y: layout.y, width: layout.width, height: layout.height)
      }
      for child in children[node] {
        stack.append((child.index, absoluteX, absoluteY))
      }
    }
    visitedNodeCount &+= visited
  }

  @inline(__always)
  static func roundedFrame(
    _ layout: UnroundedLayout, absoluteX: Double, absoluteY: Double, scale: Double, isText: Bool
  ) -> Rect {
    // Geometry's one pixel rounding: values within its epsilon of a pixel snap to it, then
    // text edges go up or down, other edges to the nearer pixel (halves up).
    @inline(__always)
    func snap(_ value: Double, ceil: Bool = false, floor: Bool = false) -> Double {
      PixelGrid.round(value, scale: scale, rule: ceil ? .up : floor ? .down : .nearest)
    }
    @inline(__always)
    func hasFraction(_ value: Double) -> Bool { !PixelGrid.isOnGrid(value, scale: scale) }
    let left = snap(layout.x, floor: isText)
    let top = snap(layout.y, floor: isText)
    let fractionalWidth = hasFraction(layout.width)
    let fractionalHeight = hasFraction(layout.height)
    let right = snap(
      absoluteX + layout.width, ceil: isText && fractionalWidth, floor: isText && !fractionalWidth)
    let bottom = snap(
      absoluteY + layout.height, ceil: isText && fractionalHeight,
      floor: isText && !fractionalHeight)
    let width = right - snap(absoluteX, floor: isText)
    let height = bottom - snap(absoluteY, floor: isText)
    return Rect(x: left, y: top, width: width, height: height)
  }
}
