import Geometry

// Margins, pinEdges, justify and align: plain assignments, the last call wins.
extension PinCore {
  /// Sets the margins given (`nil` leaves one unchanged); a non-finite value is refused with a
  /// warning.
  @inlinable public mutating func margins(
    top: PinLength? = nil, left: PinLength? = nil, bottom: PinLength? = nil,
    right: PinLength? = nil, _ context: PinContext
  ) {
    let needsParent =
      top?.isPercent == true || left?.isPercent == true || bottom?.isPercent == true
      || right?.isPercent == true
    let rect = needsParent ? superviewRect : nil
    if needsParent && rect == nil { return }
    let w = rect?.width ?? 0
    let h = rect?.height ?? 0
    if let top, let value = validMargin(top.resolved(against: h), context) { marginTop = value }
    if let left, let value = validMargin(left.resolved(against: w), context) {
      marginLeft = value
    }
    if let bottom, let value = validMargin(bottom.resolved(against: h), context) {
      marginBottom = value
    }
    if let right, let value = validMargin(right.resolved(against: w), context) {
      marginRight = value
    }
  }

  /// Sets the start margin (the left one left to right) and/or the end margin.
  @inlinable public mutating func directionalMargins(
    start: PinLength? = nil, end: PinLength? = nil, _ context: PinContext
  ) {
    if startIsLeft {
      margins(left: start, right: end, context)
    } else {
      margins(left: end, right: start, context)
    }
  }

  /// Turns an edge plus a size into two edges, so that margins shrink the view instead of moving
  /// it.
  @inlinable public mutating func pinEdges() { shouldPinEdges = true }

  /// Sets how a view narrower than its left-right span is placed in it.
  @inlinable public mutating func justify(_ value: HorizontalAlign) { justify = value }

  /// Sets how a view shorter than its top-bottom span is placed in it.
  @inlinable public mutating func align(_ value: VerticalAlign) { align = value }
}
