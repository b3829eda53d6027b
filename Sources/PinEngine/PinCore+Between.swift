import Geometry

// horizontallyBetween / verticallyBetween.
extension PinCore {
  /// Pins the left and right edges to the horizontal gap between `view1` and `view2` (in either
  /// order), aligned vertically with `view1`.
  @inlinable public mutating func horizontallyBetween(
    _ view1: View, and view2: View, aligned: VerticalAlign, _ context: PinContext
  ) {
    guard validateBetween(view1, view2, context) else { return }
    let (leading, trailing): (AnchorKind, AnchorKind) =
      switch aligned {
      case .top, .none: (.topLeft, .topRight)
      case .center: (.centerLeft, .centerRight)
      case .bottom: (.bottomLeft, .bottomRight)
      }
    let anchors = [
      PinAnchor(view: view1, kind: leading), PinAnchor(view: view1, kind: trailing),
      PinAnchor(view: view2, kind: leading), PinAnchor(view: view2, kind: trailing),
    ]
    guard let p = points(of: anchors, context), p.count == 4 else { return }
    if p[1].x <= p[2].x {
      setLeft(p[1].x, context)
      setRight(p[2].x, context)
      applyVerticalAlignment(aligned, PointStats(p[0]), context)
    } else if p[3].x <= p[0].x {
      setLeft(p[3].x, context)
      setRight(p[0].x, context)
      applyVerticalAlignment(aligned, PointStats(p[1]), context)
    } else if settings.activeWarnings.noSpaceAvailableBetweenViews {
      warnWontBeApplied(
        "there is no horizontal space between these views. (noSpaceAvailableBetweenViews)",
        context, kind: .noSpaceAvailableBetweenViews)
    }
  }

  /// Pins the top and bottom edges to the vertical gap between `view1` and `view2` (in either
  /// order), aligned horizontally with `view1`.
  @inlinable public mutating func verticallyBetween(
    _ view1: View, and view2: View, aligned: HorizontalAlign, _ context: PinContext
  ) {
    guard validateBetween(view1, view2, context) else { return }
    let top = horizontalAnchor(top: true, aligned)
    let bottom = horizontalAnchor(top: false, aligned)
    let anchors = [
      PinAnchor(view: view1, kind: top), PinAnchor(view: view1, kind: bottom),
      PinAnchor(view: view2, kind: top), PinAnchor(view: view2, kind: bottom),
    ]
    guard let p = points(of: anchors, context), p.count == 4 else { return }
    if p[1].y <= p[2].y {
      setTop(p[1].y, context)
      setBottom(p[2].y, context)
      applyHorizontalAlignment(aligned, PointStats(p[0]), context)
    } else if p[3].y <= p[0].y {
      setTop(p[3].y, context)
      setBottom(p[0].y, context)
      applyHorizontalAlignment(aligned, PointStats(p[1]), context)
    } else if settings.activeWarnings.noSpaceAvailableBetweenViews {
      warnWontBeApplied(
        "there is no vertical space between these views. (noSpaceAvailableBetweenViews)",
        context, kind: .noSpaceAvailableBetweenViews)
    }
  }

  @inlinable mutating func validateBetween(_ view1: View, _ view2: View, _ context: PinContext)
    -> Bool
  {
    guard view !== view1, view !== view2 else {
      warnWontBeApplied(
        "the view being layouted cannot be used as one of the references.", context,
        kind: .invalidReference)
      return false
    }
    guard view1 !== view2 else {
      warnWontBeApplied("reference views must be different.", context, kind: .invalidReference)
      return false
    }
    return true
  }
}
