import Geometry

// Width, height, size, min/max, aspect ratio and sizeToFit.
extension PinCore {
  /// Sets the width (a percentage is of the parent's width); the first width wins.
  @inlinable public mutating func width(_ length: PinLength, _ context: PinContext) {
    if case .points(let value) = length { return setWidth(value, context) }
    guard let rect = superviewRect else { return }
    setWidth(length.resolved(against: rect.width), context)
  }

  /// Sets the height (a percentage is of the parent's height); the first height wins.
  @inlinable public mutating func height(_ length: PinLength, _ context: PinContext) {
    if case .points(let value) = length { return setHeight(value, context) }
    guard let rect = superviewRect else { return }
    setHeight(length.resolved(against: rect.height), context)
  }

  /// Sets the minimum width; min and max win over every other rule.
  @inlinable public mutating func minWidth(_ length: PinLength, _ context: PinContext) {
    if case .points(let value) = length { return setMinWidth(value, context) }
    guard let rect = superviewRect else { return }
    setMinWidth(length.resolved(against: rect.width), context)
  }

  /// Sets the maximum width; it wins over the minimum.
  @inlinable public mutating func maxWidth(_ length: PinLength, _ context: PinContext) {
    if case .points(let value) = length { return setMaxWidth(value, context) }
    guard let rect = superviewRect else { return }
    setMaxWidth(length.resolved(against: rect.width), context)
  }

  /// Sets the minimum height.
  @inlinable public mutating func minHeight(_ length: PinLength, _ context: PinContext) {
    if case .points(let value) = length { return setMinHeight(value, context) }
    guard let rect = superviewRect else { return }
    setMinHeight(length.resolved(against: rect.height), context)
  }

  /// Sets the maximum height; it wins over the minimum.
  @inlinable public mutating func maxHeight(_ length: PinLength, _ context: PinContext) {
    if case .points(let value) = length { return setMaxHeight(value, context) }
    guard let rect = superviewRect else { return }
    setMaxHeight(length.resolved(against: rect.height), context)
  }

  /// Sets the width and the height separately (a width already set survives).
  @inlinable public mutating func size(_ size: Size, _ context: PinContext) {
    setWidth(size.width, { "\(context())'s width" })
    setHeight(size.height, { "\(context())'s height" })
  }

  /// Sets the width and height to a percentage of the parent's.
  @inlinable public mutating func size(percent: Double, _ context: PinContext) {
    guard let rect = superviewRect else { return }
    size(Size(width: rect.width * percent / 100, height: rect.height * percent / 100), context)
  }

  /// Sets the aspect ratio (width / height), used when exactly one dimension is known.
  @inlinable public mutating func aspectRatio(_ ratio: Double, _ context: PinContext) {
    setAdjustSize(.aspectRatio(ratio), context)
  }

  /// Sizes the view with its `sizeThatFits`, as `type` says.
  @inlinable public mutating func sizeToFit(_ type: FitType, _ context: PinContext) {
    setAdjustSize(.fit(type), context)
  }

  @inlinable mutating func setAdjustSize(_ adjuster: AdjustSize, _ context: PinContext) {
    if let adjustSize {
      let conflict: String
      switch adjustSize {
      case .fit(let type): conflict = "sizeToFit(\(type.description))."
      case .aspectRatio(let ratio): conflict = "aspectRatio(\(ratio))"
      }
      warn(
        "PinLayout Conflict: \(context()) won't be applied since it conflicts with \(conflict).",
        kind: .sizeAdjusterConflict)
      return
    }
    if case .aspectRatio(let ratio) = adjuster, !(ratio > 0 && ratio.isFinite) {
      warnWontBeApplied(
        "the aspectRatio (\(ratio)) must be greater than zero.", context,
        kind: .invalidValue)
      return
    }
    adjustSize = adjuster
  }
}
