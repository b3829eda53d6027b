import Geometry

// above/below/left/right of one or several views, with an alignment.
extension PinCore {
  /// Places the view above `views` (above the topmost), aligned horizontally as `aligned` says.
  public mutating func above(
    of views: [View], aligned: HorizontalAlign, _ context: PinContext
  ) {
    guard validateRelativeViews(views, context) else { return }
    let kind = horizontalAnchor(top: true, aligned)
    guard let points = points(of: views.map { PinAnchor(view: $0, kind: kind) }, context)
    else { return }
    setBottom(points.map(\.y).min() ?? 0, context)
    applyHorizontalAlignment(aligned, points, context)
  }

  /// Places the view below `views` (below the bottommost), aligned horizontally.
  public mutating func below(
    of views: [View], aligned: HorizontalAlign, _ context: PinContext
  ) {
    guard validateRelativeViews(views, context) else { return }
    let kind = horizontalAnchor(top: false, aligned)
    guard let points = points(of: views.map { PinAnchor(view: $0, kind: kind) }, context)
    else { return }
    setTop(points.map(\.y).max() ?? 0, context)
    applyHorizontalAlignment(aligned, points, context)
  }

  /// Places the view left of `views` (left of the leftmost), aligned vertically.
  public mutating func left(of views: [View], aligned: VerticalAlign, _ context: PinContext) {
    guard validateRelativeViews(views, context) else { return }
    let kind: AnchorKind =
      switch aligned {
      case .top, .none: .topLeft
      case .center: .centerLeft
      case .bottom: .bottomLeft
      }
    guard let points = points(of: views.map { PinAnchor(view: $0, kind: kind) }, context)
    else { return }
    setRight(points.map(\.x).min() ?? 0, context)
    applyVerticalAlignment(aligned, points, context)
  }

  /// Places the view right of `views` (right of the rightmost), aligned vertically.
  public mutating func right(of views: [View], aligned: VerticalAlign, _ context: PinContext) {
    guard validateRelativeViews(views, context) else { return }
    let kind: AnchorKind =
      switch aligned {
      case .top, .none: .topRight
      case .center: .centerRight
      case .bottom: .bottomRight
      }
    guard let points = points(of: views.map { PinAnchor(view: $0, kind: kind) }, context)
    else { return }
    setLeft(points.map(\.x).max() ?? 0, context)
    applyVerticalAlignment(aligned, points, context)
  }

  /// Places the view before `views`: left of them left to right, right of them right to left.
  public mutating func before(of views: [View], aligned: VerticalAlign, _ context: PinContext) {
    if isLeftToRight {
      left(of: views, aligned: aligned, context)
    } else {
      right(of: views, aligned: aligned, context)
    }
  }

  /// Places the view after `views`: right of them left to right, left of them right to left.
  public mutating func after(of views: [View], aligned: VerticalAlign, _ context: PinContext) {
    if isLeftToRight {
      right(of: views, aligned: aligned, context)
    } else {
      left(of: views, aligned: aligned, context)
    }
  }

  /// The anchor of the reference views that `above` (top) or `below` reads.
  func horizontalAnchor(top: Bool, _ aligned: HorizontalAlign) -> AnchorKind {
    let kind: AnchorKind
    switch aligned {
    case .left, .none: kind = .topLeft
    case .center: kind = .topCenter
    case .right: kind = .topRight
    case .start: kind = isLeftToRight ? .topLeft : .topRight
    case .end: kind = isLeftToRight ? .topRight : .topLeft
    }
    guard !top else { return kind }
    switch kind {
    case .topLeft: return .bottomLeft
    case .topCenter: return .bottomCenter
    default: return .bottomRight
    }
  }

  mutating func applyHorizontalAlignment(
    _ aligned: HorizontalAlign, _ points: [Point], _ context: PinContext
  ) {
    let xs = points.map(\.x)
    switch aligned {
    case .none: break
    case .left: setLeft(xs.min() ?? 0, context)
    case .center: setHCenter(xs.reduce(0, +) / Double(xs.count), context)
    case .right: setRight(xs.max() ?? 0, context)
    case .start:
      if isLeftToRight {
        setLeft(xs.min() ?? 0, context)
      } else {
        setRight(xs.max() ?? 0, context)
      }
    case .end:
      if isLeftToRight {
        setRight(xs.max() ?? 0, context)
      } else {
        setLeft(xs.min() ?? 0, context)
      }
    }
  }

  mutating func applyVerticalAlignment(
    _ aligned: VerticalAlign, _ points: [Point], _ context: PinContext
  ) {
    let ys = points.map(\.y)
    switch aligned {
    case .none: break
    case .top: setTop(ys.min() ?? 0, context)
    case .center: setVCenter(ys.reduce(0, +) / Double(ys.count), context)
    case .bottom: setBottom(ys.max() ?? 0, context)
    }
  }

  /// Whether the relative call can proceed: the view has a parent (silently required) and the
  /// list is not empty (a warning otherwise).
  func validateRelativeViews(_ views: [View], _ context: PinContext) -> Bool {
    guard view.pinSuperview != nil else { return false }
    guard !views.isEmpty else {
      warnWontBeApplied(
        "At least one view must be visible (i.e. UIView.isHidden != true) ", context,
        kind: .noReferenceView)
      return false
    }
    return true
  }
}
