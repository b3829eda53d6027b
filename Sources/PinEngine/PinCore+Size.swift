import Geometry

// Width, height, size, min/max, aspect ratio and sizeToFit.
extension PinCore {
  /// Sets the width (a percentage is of the parent's width); the first width wins.
  public mutating func width(_ length: PinLength, _ context: PinContext) {
    if case .points(let value) = length { return setWidth(value, context) }
    guard let rect = superviewRect else { return }
    setWidth(length.resolved(against: rect.width), context)
  }

  /// Sets the height (a percentage is of the parent's height); the first height wins.
  public mutating func height(_ length: PinLength, _ context: PinContext) {
    if case .points(let value) = length { return setHeight(value, context) }
    guard let rect = superviewRect else { return }
    setHeight(length.resolved(against: rect.height), context)
  }

  /// Sets the minimum width; min and max win over every other rule.
  public mutating func minWidth(_ length: PinLength, _ context: PinContext) {
    if case .points(let value) = length { return setMinWidth(value, context) }
    guard let rect = superviewRect else { return }
    setMinWidth(length.resolved(against: rect.width), context)
  }

  /// Sets the maximum width; it wins over the minimum.
  public mutating func maxWidth(_ length: PinLength, _ context: PinContext) {
    if case .points(let value) = length { return setMaxWidth(value, context) }
    guard let rect = superviewRect else { return }
    setMaxWidth(length.resolved(against: rect.width), context)
  }

  /// Sets the minimum height.
  public mutating func minHeight(_ length: PinLength, _ context: PinContext) {
    if case .points(let value) = length { return setMinHeight(value, context) }
    guard let rect = superviewRect else { return }
    setMinHeight(length.resolved(against: rect.height), context)
  }

  /// Sets the maximum height; it wins over the minimum.
  public mutating func maxHeight(_ length: PinLength, _ context: PinContext) {
    if case .points(let value) = length { return setMaxHeight(value, context) }
    guard let rect = superviewRect else { return }
    setMaxHeight(length.resolved(against: rect.height), context)
  }

  /// Sets the width and the height separately (a width already set survives).
  public mutating func size(_ size: Size, _ context: PinContext) {
    setWidth(size.width, { "\(context())'s width" })
    setHeight(size.height, { "\(context())'s height" })
  }

  /// Sets the width and height to a percentage of the parent's.
  public mutating func size(percent: Double, _ context: PinContext) {
    guard let rect = superviewRect else { return }
    size(Size(width: rect.width * percent / 100, height: rect.height * percent / 100), context)
  }

  /// Sets the aspect ratio (width / height), used when exactly one dimension is known.
  public mutating func aspectRatio(_ ratio: Double, _ context: PinContext) {
    setAdjustSize(.aspectRatio(ratio), context)
  }

  /// Sizes the view with its `sizeThatFits`, as `type` says.
  public mutating func sizeToFit(_ type: FitType, _ context: PinContext) {
    setAdjustSize(.fit(type), context)
  }

  mutating func setAdjustSize(_ adjuster: AdjustSize, _ context: PinContext) {
    if let adjustSize {
      let conflict: String
      switch adjustSize {
      case .fit(let type): conflict = "sizeToFit(\(type.description))."
      case .aspectRatio(let ratio): conflict = "aspectRatio(\(formatPinNumber(ratio)))"
      }
      warn(
        "PinLayout Conflict: \(context()) won't be applied since it conflicts with \(conflict).",
        kind: .sizeAdjusterConflict)
      return
    }
    if case .aspectRatio(let ratio) = adjuster, !(ratio > 0 && ratio.isFinite) {
      warnWontBeApplied(
        "the aspectRatio (\(formatPinNumber(ratio))) must be greater than zero.", context,
        kind: .invalidValue)
      return
    }
    adjustSize = adjuster
  }
}

// Margins, pinEdges, justify and align: plain assignments, the last call wins.
extension PinCore {
  /// Sets the margins given (`nil` leaves one unchanged); a non-finite value is refused with a
  /// warning.
  public mutating func margins(
    top: PinLength? = nil, left: PinLength? = nil, bottom: PinLength? = nil,
    right: PinLength? = nil, _ context: PinContext
  ) {
    let needsParent = [top, left, bottom, right].contains { $0?.isPercent == true }
    let rect = superviewRect
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
  public mutating func directionalMargins(
    start: PinLength? = nil, end: PinLength? = nil, _ context: PinContext
  ) {
    if isLeftToRight {
      margins(left: start, right: end, context)
    } else {
      margins(left: end, right: start, context)
    }
  }

  /// Turns an edge plus a size into two edges, so that margins shrink the view instead of moving
  /// it.
  public mutating func pinEdges() { shouldPinEdges = true }

  /// Sets how a view narrower than its left-right span is placed in it.
  public mutating func justify(_ value: HorizontalAlign) { justify = value }

  /// Sets how a view shorter than its top-bottom span is placed in it.
  public mutating func align(_ value: VerticalAlign) { align = value }
}
