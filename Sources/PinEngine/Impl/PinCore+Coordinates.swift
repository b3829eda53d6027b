import Geometry

/// A lazily built description of the call being recorded, used only in warnings.
public typealias PinContext = () -> String

// Phase 1 setters: every rule passes through one of these. The first value of an edge or size
// wins (the same value again is accepted); an edge and a centre on one axis exclude each other.
extension PinCore {
  @inlinable mutating func setTop(_ value: Double, _ context: PinContext) {
    guard validateCoordinate(value, context) else { return }
    if let vCenter {
      warnConflict(context, [("Vertical Center", vCenter)])
    } else if let top, top != value {
      warnAlreadySet(top, context)
    } else {
      top = value
    }
  }

  @inlinable mutating func setLeft(_ value: Double, _ context: PinContext) {
    guard validateCoordinate(value, context) else { return }
    if let hCenter {
      warnConflict(context, [("Horizontal Center", hCenter)])
    } else if let left, left != value {
      warnAlreadySet(left, context)
    } else {
      left = value
    }
  }

  @inlinable mutating func setRight(_ value: Double, _ context: PinContext) {
    guard validateCoordinate(value, context) else { return }
    if let hCenter {
      warnConflict(context, [("Horizontal Center", hCenter)])
    } else if let right, right != value {
      // Reported as a distance from the parent's right edge, as it was written.
      warnAlreadySet(superviewRect.map { $0.width - right } ?? right, context)
    } else {
      right = value
    }
  }

  @inlinable mutating func setBottom(_ value: Double, _ context: PinContext) {
    guard validateCoordinate(value, context) else { return }
    if let vCenter {
      warnConflict(context, [("Vertical Center", vCenter)])
    } else if let bottom, bottom != value {
      warnAlreadySet(superviewRect.map { $0.height - bottom } ?? bottom, context)
    } else {
      bottom = value
    }
  }

  @inlinable mutating func setHCenter(_ value: Double, _ context: PinContext) {
    guard validateCoordinate(value, context) else { return }
    if let left {
      warnConflict(context, [("left", left)])
    } else if let right {
      warnConflict(context, [("right", right)])
    } else if let hCenter, hCenter != value {
      warnAlreadySet(hCenter, context)
    } else {
      hCenter = value
    }
  }

  @inlinable mutating func setVCenter(_ value: Double, _ context: PinContext) {
    guard validateCoordinate(value, context) else { return }
    if let top {
      warnConflict(context, [("top", top)])
    } else if let bottom {
      warnConflict(context, [("bottom", bottom)])
    } else if let vCenter, vCenter != value {
      warnAlreadySet(vCenter, context)
    } else {
      vCenter = value
    }
  }

  @inlinable mutating func setStart(_ value: Double, _ context: PinContext) {
    if startIsLeft { setLeft(value, context) } else { setRight(value, context) }
  }

  @inlinable mutating func setEnd(_ value: Double, _ context: PinContext) {
    if startIsLeft { setRight(value, context) } else { setLeft(value, context) }
  }

  /// Sets the two coordinates an anchor of this view names, in PinLayout's order (the vertical
  /// one first).
  @inlinable mutating func setAnchor(_ kind: AnchorKind, _ point: Point, _ context: PinContext) {
    switch kind {
    case .topLeft, .topCenter, .topRight: setTop(point.y, context)
    case .centerLeft, .center, .centerRight: setVCenter(point.y, context)
    case .bottomLeft, .bottomCenter, .bottomRight: setBottom(point.y, context)
    }
    switch kind {
    case .topLeft, .centerLeft, .bottomLeft: setLeft(point.x, context)
    case .topCenter, .center, .bottomCenter: setHCenter(point.x, context)
    case .topRight, .centerRight, .bottomRight: setRight(point.x, context)
    }
  }

  @inlinable mutating func setWidth(_ value: Double, _ context: PinContext) {
    guard validateSize(value, "width", context) else { return }
    if let width, width != value {
      warnAlreadySet(width, context)
    } else {
      width = value
    }
  }

  @inlinable mutating func setHeight(_ value: Double, _ context: PinContext) {
    guard validateSize(value, "height", context) else { return }
    if let height, height != value {
      warnAlreadySet(height, context)
    } else {
      height = value
    }
  }

  @inlinable mutating func setMinWidth(_ value: Double, _ context: PinContext) {
    guard validateSize(value, "width", context) else { return }
    if let minWidth, minWidth != value {
      warnConflict(context, [("minWidth", minWidth)])
    } else {
      minWidth = value
    }
  }

  @inlinable mutating func setMaxWidth(_ value: Double, _ context: PinContext) {
    guard validateSize(value, "width", context) else { return }
    if let maxWidth, maxWidth != value {
      warnConflict(context, [("maxWidth", maxWidth)])
    } else {
      maxWidth = value
    }
  }

  @inlinable mutating func setMinHeight(_ value: Double, _ context: PinContext) {
    guard validateSize(value, "height", context) else { return }
    if let minHeight, minHeight != value {
      warnConflict(context, [("minHeight", minHeight)])
    } else {
      minHeight = value
    }
  }

  @inlinable mutating func setMaxHeight(_ value: Double, _ context: PinContext) {
    guard validateSize(value, "height", context) else { return }
    if let maxHeight, maxHeight != value {
      warnConflict(context, [("maxHeight", maxHeight)])
    } else {
      maxHeight = value
    }
  }

  /// Refuses a negative, NaN or infinite size with a warning.
  @inlinable mutating func validateSize(_ value: Double, _ name: String, _ context: PinContext)
    -> Bool
  {
    guard value >= 0, value.isFinite else {
      warnWontBeApplied(
        "the \(name) (\(value)) must be greater than or equal to zero.",
        context, kind: .invalidValue)
      return false
    }
    return true
  }

  /// Refuses a NaN or infinite coordinate with a warning (PinLayout would store it and give the
  /// view a NaN frame; Trellis refuses it, as every layer refuses non-finite input).
  @inlinable mutating func validateCoordinate(_ value: Double, _ context: PinContext) -> Bool {
    guard value.isFinite else {
      warnWontBeApplied(
        "the value (\(value)) must be a finite number.", context,
        kind: .invalidValue)
      return false
    }
    return true
  }

  /// Refuses a NaN or infinite margin with a warning.
  @inlinable mutating func validMargin(_ value: Double, _ context: PinContext) -> Double? {
    validateCoordinate(value, context) ? value : nil
  }

  // MARK: Coordinates of other views

  /// Converts `point`, in `referenceSuperview`'s coordinates, into this view's parent's.
  @inlinable mutating func convert(
    _ point: Point, from referenceSuperview: View, to layoutSuperview: View
  ) -> Point {
    if referenceSuperview === layoutSuperview { return point }
    if let grandparent = layoutSuperview.pinSuperview, grandparent === referenceSuperview {
      let rect = layoutSuperview.pinRect
      return Point(x: point.x - rect.minX, y: point.y - rect.minY)
    }
    return referenceSuperview.pinConvert(point, to: layoutSuperview)
  }

  /// The reference view's parent, or `nil` with a warning when it has none.
  ///
  /// As PinLayout's `referenceSuperview` (`Sources/Impl/PinLayout+Coordinates.swift` and its
  /// caller): only a reference without a superview is refused; one in another tree is
  /// converted through the views' own conversion (``Layoutable/pinConvert(_:to:)``), as UIKit's
  /// `convert(_:to:)` converts it.
  @inlinable mutating func referenceSuperview(_ reference: View, _ context: PinContext) -> View? {
    guard let parent = reference.pinSuperview else {
      warnWontBeApplied(
        "the reference view \(describe(reference)) must be added as a sub-view before being "
          + "used as a reference.", context, kind: .referenceNotAttached)
      return nil
    }
    return parent
  }

  /// The anchors' points in this view's parent's coordinates; references that cannot be used are
  /// skipped with a warning, and `nil` means none could.
  @inlinable mutating func points(of anchors: [PinAnchor<View>], _ context: PinContext) -> [Point]?
  {
    guard let layoutSuperview = superview else { return nil }
    var results: [Point] = []
    results.reserveCapacity(anchors.count)
    for anchor in anchors {
      guard let parent = referenceSuperview(anchor.view, context) else {
        continue
      }
      results.append(
        convert(anchor.kind.point(in: anchor.view.pinRect), from: parent, to: layoutSuperview))
    }
    return results.isEmpty ? nil : results
  }

  /// The edge's x in this view's parent's coordinates.
  @inlinable mutating func coordinate(of edge: PinHorizontalEdge<View>, _ context: PinContext)
    -> Double?
  {
    guard let layoutSuperview = superview,
      let parent = referenceSuperview(edge.view, context)
    else { return nil }
    return convert(Point(x: edge.x, y: 0), from: parent, to: layoutSuperview).x
  }

  /// The edge's y in this view's parent's coordinates.
  @inlinable mutating func coordinate(of edge: PinVerticalEdge<View>, _ context: PinContext)
    -> Double?
  {
    guard let layoutSuperview = superview,
      let parent = referenceSuperview(edge.view, context)
    else { return nil }
    return convert(Point(x: 0, y: edge.y), from: parent, to: layoutSuperview).y
  }
}
