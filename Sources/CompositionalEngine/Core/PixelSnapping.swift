import Geometry

/// Pixel-grid helpers of the compositional engine: sizes are floored and positions rounded, as
/// UIKit does, both through Geometry's one pixel rounding (`PixelGrid`).
enum PixelSnapping {
  /// `value` floored to the grid of `scale` pixels per point; values a hair below a line snap up.
  @inline(__always)
  static func floor(_ value: Double, scale: Double) -> Double {
    PixelGrid.round(value, scale: scale, rule: .down)
  }

  /// `value` rounded to the nearest line of the grid (halves up, near-lines snapped).
  @inline(__always)
  package static func round(_ value: Double, scale: Double) -> Double {
    PixelGrid.round(value, scale: scale)
  }

  /// `rect` with its origin rounded and its size kept.
  package static func round(_ rect: Rect, scale: Double) -> Rect {
    Rect(
      x: round(rect.minX, scale: scale), y: round(rect.minY, scale: scale),
      width: rect.width, height: rect.height)
  }
}

extension Size {
  /// The extent along `axis`.
  package func length(along axis: LayoutAxis) -> Double { axis == .horizontal ? width : height }

  /// A size from its extents along `axis` and across it.
  package init(main: Double, cross: Double, along axis: LayoutAxis) {
    self = axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
  }

  /// The size with width and height exchanged.
  package var transposed: Size { Size(width: height, height: width) }
}

extension Rect {
  /// The rectangle with x and y exchanged.
  package var transposed: Rect { Rect(x: minY, y: minX, width: height, height: width) }

  /// The smallest coordinate along `axis`.
  package func minimum(along axis: LayoutAxis) -> Double { axis == .horizontal ? minX : minY }

  /// The largest coordinate along `axis`.
  func maximum(along axis: LayoutAxis) -> Double { axis == .horizontal ? maxX : maxY }

  /// The smallest coordinate along `axis` of the area the rectangle spans (a negative size
  /// spans back from its origin).
  func standardizedMinimum(along axis: LayoutAxis) -> Double {
    min(minimum(along: axis), maximum(along: axis))
  }

  /// The largest coordinate along `axis` of the area the rectangle spans.
  func standardizedMaximum(along axis: LayoutAxis) -> Double {
    max(minimum(along: axis), maximum(along: axis))
  }

  /// The rectangle shrunk by `insets`.
  ///
  /// Insets wider (or taller) than the rectangle would leave a negative size: that axis
  /// clamps to zero at the rectangle's centre instead (a documented clamp, Docs/Compositional.md
  /// "Bad input": no frame has a negative size; no UIKit measurement says otherwise).
  package func inset(by insets: EdgeInsets) -> Rect {
    var x = minX + insets.left
    var y = minY + insets.top
    var width = width - insets.horizontal
    var height = height - insets.vertical
    if width < 0 {
      x = minX + self.width / 2
      width = 0
    }
    if height < 0 {
      y = minY + self.height / 2
      height = 0
    }
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// Whether the rectangles overlap, counting zero-size rectangles that lie inside the other.
  ///
  /// A rectangle of negative size counts by the area it spans once standardized, as
  /// `CGRect.intersects` reads it.
  package func overlaps(_ other: Rect) -> Bool {
    let (left, right) = width < 0 ? (maxX, minX) : (minX, maxX)
    let (top, bottom) = height < 0 ? (maxY, minY) : (minY, maxY)
    let (otherLeft, otherRight) =
      other.width < 0 ? (other.maxX, other.minX) : (other.minX, other.maxX)
    let (otherTop, otherBottom) =
      other.height < 0 ? (other.maxY, other.minY) : (other.minY, other.maxY)
    return left <= otherRight && otherLeft <= right && top <= otherBottom && otherTop <= bottom
      && !(right == otherLeft && width != 0) && !(bottom == otherTop && height != 0)
      && !(left == otherRight && other.width != 0) && !(top == otherBottom && other.height != 0)
  }
}

extension EdgeInsets {
  /// The insets with the axes exchanged (top becomes left).
  package var transposed: EdgeInsets {
    EdgeInsets(top: left, left: top, bottom: right, right: bottom)
  }

  /// The inset before the content along `axis`.
  package func before(_ axis: LayoutAxis) -> Double { axis == .horizontal ? left : top }

  /// The inset after the content along `axis`.
  package func after(_ axis: LayoutAxis) -> Double { axis == .horizontal ? right : bottom }

  /// The sum of both insets along `axis`.
  func total(_ axis: LayoutAxis) -> Double { axis == .horizontal ? horizontal : vertical }
}
