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
    var stack: [(node: Int, parentX: Double, parentY: Double)] = [(root, 0, 0)]
    while let (node, parentX, parentY) = stack.popLast() {
      visitedNodeCount &+= 1
      let layout = layouts[node]
      let absoluteX = parentX + layout.x
      let absoluteY = parentY + layout.y
      let origin = Point(x: absoluteX, y: absoluteY)
      if !hasNewLayout[node], roundedAt[node] == origin { continue }
      hasNewLayout[node] = false
      roundedAt[node] = origin
      if scale > 0, scale.isFinite {
        let isText: Bool
        if case .text = contents[node], children[node].isEmpty {
          isText = true
        } else {
          isText = false
        }
        frames[node] = Self.roundedFrame(
          layout, absoluteX: absoluteX, absoluteY: absoluteY, scale: scale, isText: isText)
      } else {
        frames[node] = Rect(x: layout.x, y: layout.y, width: layout.width, height: layout.height)
      }
      for child in children[node] {
        stack.append((child.index, absoluteX, absoluteY))
      }
    }
  }

  static func roundedFrame(
    _ layout: UnroundedLayout, absoluteX: Double, absoluteY: Double, scale: Double, isText: Bool
  ) -> Rect {
    func snap(_ value: Double, ceil: Bool = false, floor: Bool = false) -> Double {
      var scaled = value * scale
      let fraction = scaled - scaled.rounded(.down)
      if abs(fraction) < 1e-4 {
        scaled -= fraction
      } else if abs(fraction - 1) < 1e-4 {
        scaled = scaled - fraction + 1
      } else if ceil {
        scaled = scaled - fraction + 1
      } else if floor {
        scaled -= fraction
      } else {
        scaled = scaled - fraction + (fraction > 0.5 || abs(fraction - 0.5) < 1e-4 ? 1 : 0)
      }
      return scaled / scale
    }
    // Whether the scaled value is at least 1e-4 from the nearest whole number, found from its
    // fraction as `snap` finds it: `rounded()` is libm's `round`, about 15 instructions a call
    // here against 4 for the `floor` that `rounded(.down)` calls (callgrind).
    func hasFraction(_ value: Double) -> Bool {
      let scaled = value * scale
      let fraction = scaled - scaled.rounded(.down)
      return fraction >= 1e-4 && 1 - fraction >= 1e-4
    }
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
