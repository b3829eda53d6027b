import Geometry

// above/below/left/right of one or several views, with an alignment.
extension PinCore {
  /// Places the view above `views` (above the topmost), aligned horizontally as `aligned` says.
  @inlinable public mutating func above<Views: Collection<View>>(
    of views: Views, aligned: HorizontalAlign, _ context: PinContext
  ) {
    guard validateRelativeViews(views.isEmpty, context),
      let points = stats(of: views, horizontalAnchor(top: true, aligned), context)
    else { return }
    setBottom(points.minY, context)
    applyHorizontalAlignment(aligned, points, context)
  }

  /// Places the view below `views` (below the bottommost), aligned horizontally.
  @inlinable public mutating func below<Views: Collection<View>>(
    of views: Views, aligned: HorizontalAlign, _ context: PinContext
  ) {
    guard validateRelativeViews(views.isEmpty, context),
      let points = stats(of: views, horizontalAnchor(top: false, aligned), context)
    else { return }
    setTop(points.maxY, context)
    applyHorizontalAlignment(aligned, points, context)
  }

  /// Places the view left of `views` (left of the leftmost), aligned vertically.
  @inlinable public mutating func left<Views: Collection<View>>(
    of views: Views, aligned: VerticalAlign, _ context: PinContext
  ) {
    let kind: AnchorKind =
      switch aligned {
      case .top, .none: .topLeft
      case .center: .centerLeft
      case .bottom: .bottomLeft
      }
    guard validateRelativeViews(views.isEmpty, context),
      let points = stats(of: views, kind, context)
    else { return }
    setRight(points.minX, context)
    applyVerticalAlignment(aligned, points, context)
  }

  /// Places the view right of `views` (right of the rightmost), aligned vertically.
  @inlinable public mutating func right<Views: Collection<View>>(
    of views: Views, aligned: VerticalAlign, _ context: PinContext
  ) {
    let kind: AnchorKind =
      switch aligned {
      case .top, .none: .topRight
      case .center: .centerRight
      case .bottom: .bottomRight
      }
    guard validateRelativeViews(views.isEmpty, context),
      let points = stats(of: views, kind, context)
    else { return }
    setLeft(points.maxX, context)
    applyVerticalAlignment(aligned, points, context)
  }

  /// Places the view before `views`: left of them left to right, right of them right to left.
  @inlinable public mutating func before<Views: Collection<View>>(
    of views: Views, aligned: VerticalAlign, _ context: PinContext
  ) {
    if startIsLeft {
      left(of: views, aligned: aligned, context)
    } else {
      right(of: views, aligned: aligned, context)
    }
  }

  /// Places the view after `views`: right of them left to right, left of them right to left.
  @inlinable public mutating func after<Views: Collection<View>>(
    of views: Views, aligned: VerticalAlign, _ context: PinContext
  ) {
    if startIsLeft {
      right(of: views, aligned: aligned, context)
    } else {
      left(of: views, aligned: aligned, context)
    }
  }

  /// The extremes and sums of the anchor `kind` of `views`, in this view's parent's coordinates;
  /// views that cannot be used are skipped with a warning, and `nil` means none could.
  @inlinable mutating func stats<Views: Collection<View>>(
    of views: Views, _ kind: AnchorKind, _ context: PinContext
  ) -> PointStats? {
    guard let layoutSuperview = superview else { return nil }
    var stats: PointStats?
    for reference in views {
      guard let parent = referenceSuperview(reference, context) else {
        continue
      }
      let point = convert(
        kind.point(in: reference.pinRect), from: parent, to: layoutSuperview)
      if stats == nil {
        stats = PointStats(point)
      } else {
        stats?.add(point)
      }
    }
    return stats
  }

  /// The anchor of the reference views that `above` (top) or `below` reads.
  @inlinable mutating func horizontalAnchor(top: Bool, _ aligned: HorizontalAlign) -> AnchorKind {
    let kind: AnchorKind
    switch aligned {
    case .left, .none: kind = .topLeft
    case .center: kind = .topCenter
    case .right: kind = .topRight
    case .start: kind = startIsLeft ? .topLeft : .topRight
    case .end: kind = startIsLeft ? .topRight : .topLeft
    }
    guard !top else { return kind }
    switch kind {
    case .topLeft: return .bottomLeft
    case .topCenter: return .bottomCenter
    default: return .bottomRight
    }
  }

  @inlinable mutating func applyHorizontalAlignment(
    _ aligned: HorizontalAlign, _ points: PointStats, _ context: PinContext
  ) {
    switch aligned {
    case .none: break
    case .left: setLeft(points.minX, context)
    case .center: setHCenter(points.averageX, context)
    case .right: setRight(points.maxX, context)
    case .start:
      if startIsLeft {
        setLeft(points.minX, context)
      } else {
        setRight(points.maxX, context)
      }
    case .end:
      if startIsLeft {
        setRight(points.maxX, context)
      } else {
        setLeft(points.minX, context)
      }
    }
  }

  @inlinable mutating func applyVerticalAlignment(
    _ aligned: VerticalAlign, _ points: PointStats, _ context: PinContext
  ) {
    switch aligned {
    case .none: break
    case .top: setTop(points.minY, context)
    case .center: setVCenter(points.averageY, context)
    case .bottom: setBottom(points.maxY, context)
    }
  }

  /// Whether the relative call can proceed: the view has a parent (silently required) and the
  /// list is not empty (a warning otherwise).
  @inlinable mutating func validateRelativeViews(_ isEmpty: Bool, _ context: PinContext) -> Bool {
    guard superview != nil else { return false }
    guard !isEmpty else {
      warnWontBeApplied(
        "At least one view must be visible (i.e. UIView.isHidden != true) ", context,
        kind: .noReferenceView)
      return false
    }
    return true
  }
}

/// The extremes and sums of a set of points: what relative positioning reads from its
/// reference views (topmost, bottommost, leftmost, rightmost, average centre).
@usableFromInline struct PointStats {
  @usableFromInline var minX: Double
  @usableFromInline var maxX: Double
  @usableFromInline var minY: Double
  @usableFromInline var maxY: Double
  @usableFromInline var sumX: Double
  @usableFromInline var sumY: Double
  @usableFromInline var count: Double

  @inlinable init(_ point: Point) {
    minX = point.x
    maxX = point.x
    minY = point.y
    maxY = point.y
    sumX = point.x
    sumY = point.y
    count = 1
  }

  @inlinable mutating func add(_ point: Point) {
    minX = Swift.min(minX, point.x)
    maxX = Swift.max(maxX, point.x)
    minY = Swift.min(minY, point.y)
    maxY = Swift.max(maxY, point.y)
    sumX += point.x
    sumY += point.y
    count += 1
  }

  @inlinable var averageX: Double { sumX / count }
  @inlinable var averageY: Double { sumY / count }
}
