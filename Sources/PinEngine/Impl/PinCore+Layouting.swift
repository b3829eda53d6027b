import Geometry

// Phase 2: the rules become a frame (PinLayout's apply, step by step).
extension PinCore {
  /// Ends the chain: warns when `layout()` was never called and `logMissingLayoutCalls` is on
  /// (`explicitly` is false), warns off the main thread when asked to, then applies.
  @inlinable public mutating func finish(explicitly: Bool, isMainThread: () -> Bool) {
    guard !layouted else { return }
    if !explicitly { warnIfLayoutCallMissing() }
    if warnsOffMainThread, !isMainThread() { warnNotOnMainThread() }
    apply()
  }

  /// Resolves the recorded rules into the view's frame and sets it, once.
  ///
  /// Steps: warn about justify/align preconditions; convert edge+size into two edges if
  /// `pinEdges()` was called; resolve the size (explicit, from two edges, or the current one);
  /// run `sizeToFit` or the aspect ratio; apply min then max (max wins); place each axis (two
  /// edges, edge+size, centre+size, one edge, size only, with margins and justify/align); keep
  /// the current size where the result is invalid; round origins to the nearest pixel and sizes
  /// up to the next one.
  @inlinable public mutating func apply() {
    guard !layouted else { return }
    layouted = true
    displayLayoutWarnings()

    let current = view.pinRect
    var rect = current
    handlePinEdges()
    let size = computeSize(current: current.size)

    // Horizontal placement.
    if let left, let right {
      if let width = size.width {
        rect.size.width = width
        rect.origin.x = justified(width: width, left: left, right: right)
      } else {
        rect.origin.x = left + mLeft
        rect.size.width = right - mRight - rect.origin.x
      }
    } else if let left, let width = size.width {
      rect.origin.x = left + mLeft
      rect.size.width = width
    } else if let right, let width = size.width {
      rect.size.width = width
      rect.origin.x = right - mRight - width
    } else if let hCenter, let width = size.width {
      rect.size.width = width
      rect.origin.x = hCenter - width / 2 + mLeft - mRight
    } else if let left {
      rect.origin.x = left + mLeft
    } else if let right {
      rect.origin.x = right - rect.width - mRight
    } else if let hCenter {
      rect.origin.x = hCenter - rect.width / 2 + mLeft - mRight
    } else if let width = size.width {
      rect.size.width = width
    }

    // Vertical placement.
    if let top, let bottom {
      if let height = size.height {
        rect.size.height = height
        rect.origin.y = aligned(height: height, top: top, bottom: bottom)
      } else {
        rect.origin.y = top + mTop
        rect.size.height = bottom - mBottom - rect.origin.y
      }
    } else if let top, let height = size.height {
      rect.origin.y = top + mTop
      rect.size.height = height
    } else if let bottom, let height = size.height {
      rect.size.height = height
      rect.origin.y = bottom - mBottom - height
    } else if let vCenter, let height = size.height {
      rect.size.height = height
      rect.origin.y = vCenter - height / 2 + mTop - mBottom
    } else if let top {
      rect.origin.y = top + mTop
    } else if let bottom {
      rect.origin.y = bottom - rect.height - mBottom
    } else if let vCenter {
      rect.origin.y = vCenter - rect.height / 2 + mTop - mBottom
    } else if let height = size.height {
      rect.size.height = height
    }

    // An invalid result keeps the current value (PinLayout keeps the current size; Trellis
    // also keeps a current origin rather than setting a non-finite one).
    if !isValidSize(rect.width) { rect.size.width = current.width }
    if !isValidSize(rect.height) { rect.size.height = current.height }
    if !rect.origin.x.isFinite { rect.origin.x = current.origin.x }
    if !rect.origin.y.isFinite { rect.origin.y = current.origin.y }

    view.pinRect = PinCore.roundedToDisplayScale(rect, scale: view.pinDisplayScale)
  }

  /// Rounds a frame as PinLayout does (`roundf` for origins, `ceilf` for sizes), through
  /// Geometry's one pixel rounding: origins to the nearest pixel (halves away from zero), sizes
  /// up to the next pixel; values within its epsilon of a pixel snap to it, as PinLayout's
  /// single-precision arithmetic absorbs tiny binary errors.
  @inlinable public static func roundedToDisplayScale(_ rect: Rect, scale: Double) -> Rect {
    guard scale > 0, scale.isFinite else { return rect }
    // Each rule is a constant at its call, so the rounding's switch folds away.
    return Rect(
      x: PixelGrid.round(rect.minX, scale: scale, rule: .nearestAwayFromZero),
      y: PixelGrid.round(rect.minY, scale: scale, rule: .nearestAwayFromZero),
      width: PixelGrid.round(rect.width, scale: scale, rule: .up),
      height: PixelGrid.round(rect.height, scale: scale, rule: .up))
  }

  @inlinable mutating func isValidSize(_ value: Double) -> Bool { value.isFinite && value >= 0 }

  /// Step 1: with `pinEdges()`, an edge (or centre) plus a known width becomes two edges.
  @inlinable mutating func handlePinEdges() {
    guard shouldPinEdges else { return }
    guard top == nil || bottom == nil || left == nil || right == nil else {
      warn(
        "PinLayout Warning: pinEdges() won't be applied, top, left, bottom and right coordinates "
          + "are already set.", kind: .pinEdgesAllSet)
      return
    }
    if let width = minMax(width: width), left == nil || right == nil {
      if let left {
        right = left + width
        self.width = nil
      } else if let right {
        left = right - width
        self.width = nil
      } else if let hCenter {
        left = hCenter - width / 2
        right = hCenter + width / 2
        self.hCenter = nil
        self.width = nil
      }
    }
    if let height = minMax(height: height), top == nil || bottom == nil {
      if let top {
        bottom = top + height
        self.height = nil
      } else if let bottom {
        top = bottom - height
        self.height = nil
      } else if let vCenter {
        top = vCenter - height / 2
        bottom = vCenter + height / 2
        self.vCenter = nil
        self.height = nil
      }
    }
  }

  /// Steps 2 to 4: the resolved size, adjusted, then clamped by min and max.
  @inlinable mutating func computeSize(current: Size) -> (width: Double?, height: Double?) {
    // Step 2: explicit, from two edges, or the current size unless an adjuster is pending.
    var width: Double? = self.width
    if width == nil, let left, let right {
      width = right - left - mLeft - mRight
    } else if width == nil, adjustSize == nil {
      width = current.width
    }
    var height: Double? = self.height
    if height == nil, let top, let bottom {
      height = bottom - top - mTop - mBottom
    } else if height == nil, adjustSize == nil {
      height = current.height
    }

    // Step 3: sizeToFit or aspect ratio.
    switch adjustSize {
    case .fit(let type)?:
      (width, height) = sizeToFit(type, width: width, height: height, current: current)
    case .aspectRatio(let ratio)?:
      (width, height) = aspectRatio(ratio, width: width, height: height)
    case nil:
      break
    }

    // Step 4: min then max; an invalid result becomes unknown.
    width = minMax(width: width)
    height = minMax(height: height)
    if let value = width, !isValidSize(value) { width = nil }
    if let value = height, !isValidSize(value) { height = nil }
    return (width, height)
  }

  @inlinable mutating func sizeToFit(
    _ type: FitType, width: Double?, height: Double?, current: Size
  )
    -> (Double?, Double?)
  {
    let unbounded = Double.greatestFiniteMagnitude
    var fitWidth = unbounded
    var fitHeight = unbounded
    switch type {
    case .width, .widthFlexible: fitWidth = minMax(width: width) ?? current.width
    case .height, .heightFlexible: fitHeight = minMax(height: height) ?? current.height
    case .content:
      fitWidth = current.width
      fitHeight = current.height
    }
    let fitted = view.pinSizeThatFits(Size(width: fitWidth, height: fitHeight))
    if type == .content { return (fitted.width, fitted.height) }
    let newWidth =
      fitWidth != unbounded ? (type.isFlexible ? fitted.width : fitWidth) : fitted.width
    let newHeight =
      fitHeight != unbounded ? (type.isFlexible ? fitted.height : fitHeight) : fitted.height
    return (newWidth, newHeight)
  }

  @inlinable mutating func aspectRatio(_ ratio: Double, width: Double?, height: Double?) -> (
    Double?, Double?
  ) {
    guard width != nil || height != nil else {
      warn(
        "PinLayout Warning: aspectRatio won't be applied, neither the width nor the height can "
          + "be determined.", kind: .aspectRatioUndetermined)
      return (width, height)
    }
    guard width == nil || height == nil else {
      warn(
        "PinLayout Warning: aspectRatio won't be applied, the width and the height are already "
          + "defined by other PinLayout's properties.", kind: .aspectRatioUndetermined)
      return (width, height)
    }
    // PinLayout's order (`PinLayout+Layouting.swift`, `computeAspectRatio`): the known side is
    // clamped by its own min and max, then the other side is derived from it; the derived side
    // is clamped afterwards (step 4), and the ratio is not kept. A min or max of the unknown
    // side plays no part here (`left().height(100).aspectRatio(2).maxWidth(140)` is 140 × 100).
    if let width {
      let adjusted = minMax(width: width) ?? width
      return (adjusted, adjusted / ratio)
    } else if let height {
      let adjusted = minMax(height: height) ?? height
      return (adjusted * ratio, adjusted)
    }
    return (width, height)
  }

  /// Min then max (so max wins); a min applies even to an unknown width, as PinLayout's does.
  @inlinable mutating func minMax(width: Double?) -> Double? {
    var result = width
    if let minWidth, minWidth > (result ?? 0) { result = minWidth }
    if let maxWidth, maxWidth < (result ?? .greatestFiniteMagnitude) { result = maxWidth }
    return result
  }

  /// Min then max (so max wins) for the height.
  @inlinable mutating func minMax(height: Double?) -> Double? {
    var result = height
    if let minHeight, minHeight > (result ?? 0) { result = minHeight }
    if let maxHeight, maxHeight < (result ?? .greatestFiniteMagnitude) { result = maxHeight }
    return result
  }

  /// The x of a view `width` wide placed in [left + marginLeft, right - marginRight] by
  /// `justify` (left by default, even right to left).
  @inlinable mutating func justified(width: Double, left: Double, right: Double) -> Double {
    let remaining = right - left - mLeft - mRight - width
    switch justify ?? .left {
    case .left, .none: return left + mLeft
    case .center: return left + mLeft + remaining / 2
    case .right: return right - mRight - width
    case .start: return startIsLeft ? left + mLeft : right - mRight - width
    case .end: return startIsLeft ? right - mRight - width : left + mLeft
    }
  }

  /// The y of a view `height` tall placed in [top + marginTop, bottom - marginBottom] by
  /// `align` (top by default).
  @inlinable mutating func aligned(height: Double, top: Double, bottom: Double) -> Double {
    let remaining = bottom - top - mTop - mBottom - height
    switch align ?? .top {
    case .top, .none: return top + mTop
    case .center: return top + mTop + remaining / 2
    case .bottom: return bottom - mBottom - height
    }
  }
}
