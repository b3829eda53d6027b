import Geometry

// wrapContent: runs when called.
extension PinCore {
  /// Sizes the view to its subviews' bounding box plus `padding`, and moves the subviews so that
  /// the box starts at the padding (now, not when the chain ends).
  @inlinable public mutating func wrapContent(
    _ type: WrapType, padding: EdgeInsets, _ context: PinContext
  ) {
    let subviews = view.pinSubviews
    guard let first = subviews.first else { return }
    var minX = first.pinRect.minX
    var minY = first.pinRect.minY
    var maxX = first.pinRect.maxX
    var maxY = first.pinRect.maxY
    for subview in subviews.dropFirst() {
      let rect = subview.pinRect
      minX = Swift.min(minX, rect.minX)
      minY = Swift.min(minY, rect.minY)
      maxX = Swift.max(maxX, rect.maxX)
      maxY = Swift.max(maxY, rect.maxY)
    }
    var dx = 0.0
    var dy = 0.0
    if type != .vertically {
      let contentWidth = maxX - minX + padding.left + padding.right
      if contentWidth >= 0 { setWidth(contentWidth, context) }
      dx = -minX + padding.left
    }
    if type != .horizontally {
      let contentHeight = maxY - minY + padding.top + padding.bottom
      if contentHeight >= 0 { setHeight(contentHeight, context) }
      dy = -minY + padding.top
    }
    guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return }
    for subview in subviews {
      // An origin the move would make infinite (a subview near the largest double) stays where
      // it is, as an invalid result keeps the current value elsewhere (a PinFlex fuzz finding).
      var rect = subview.pinRect
      let moved = rect.offsetBy(dx: dx, dy: dy)
      if moved.minX.isFinite { rect.origin.x = moved.minX }
      if moved.minY.isFinite { rect.origin.y = moved.minY }
      subview.pinRect = PinCore.roundedToDisplayScale(rect, scale: subview.pinDisplayScale)
    }
  }
}
