import Foundation

// A view's constraints, hugging and compression resistance, and the debugging queries
// (UIKit's names).

extension UIView {
  /// The active constraints installed on this view: those whose items' nearest common
  /// ancestor it is (a size against a constant is installed on its own view), in activation
  /// order.
  ///
  /// The constraints Auto Layout makes by itself (for autoresizing masks and intrinsic sizes)
  /// are not listed.
  public var constraints: [NSLayoutConstraint] {
    (constraintAttachment as? LayoutItemState)?.installed ?? []
  }

  /// Installs `constraint` on this view, which must be an ancestor of both its items (or one
  /// of them); the constraint is read in this view's coordinates.
  ///
  /// Prefer ``NSLayoutConstraint/isActive``, which finds the nearest common ancestor.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    AutoLayout.activate(constraint, on: self)
  }

  /// Installs each constraint on this view (see ``addConstraint(_:)``).
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Deactivates `constraint` if it is installed on this view.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.holder === self else { return }
    constraint.isActive = false
  }

  /// Deactivates each constraint installed on this view.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  // MARK: Hugging and compression resistance

  /// How strongly the view resists growing past its intrinsic size along `axis` (250 unless
  /// set; 750 for a switch, as in UIKit).
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    let state = constraintAttachment as? LayoutItemState
    let set = axis == .horizontal ? state?.hugging.horizontal : state?.hugging.vertical
    return set ?? defaultContentHuggingPriority(for: axis)
  }

  /// Sets how strongly the view resists growing past its intrinsic size along `axis`.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    let state = LayoutItemState.of(self)
    if axis == .horizontal {
      state.hugging.horizontal = priority
    } else {
      state.hugging.vertical = priority
    }
    state.engine?.notePendingIntrinsic(state.member)
    superview?.setNeedsLayout()
  }

  /// How strongly the view resists shrinking below its intrinsic size along `axis` (750
  /// unless set, as in UIKit).
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    let state = constraintAttachment as? LayoutItemState
    let set =
      axis == .horizontal
      ? state?.compressionResistance.horizontal : state?.compressionResistance.vertical
    return set ?? defaultContentCompressionResistancePriority(for: axis)
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    let state = LayoutItemState.of(self)
    if axis == .horizontal {
      state.compressionResistance.horizontal = priority
    } else {
      state.compressionResistance.vertical = priority
    }
    state.engine?.notePendingIntrinsic(state.member)
    superview?.setNeedsLayout()
  }

  // MARK: Debugging

  /// Whether the constraints leave the view's frame free to move: some optimal solution puts
  /// it elsewhere (UIKit's `hasAmbiguousLayout`).
  ///
  /// A view held at its frame is never ambiguous; a view that Auto Layout places but that no
  /// constraint reaches is.
  /// - Complexity: A copy of the engine's solver per call (a debugging aid, as in UIKit).
  public var hasAmbiguousLayout: Bool {
    guard let state = constraintAttachment as? LayoutItemState, let engine = state.engine,
      state.member >= 0
    else { return !translatesAutoresizingMaskIntoConstraints && superview != nil }
    engine.updateIfNeeded()
    if engine.isHeld(self) { return false }
    let v = engine.members[Int(state.member)].variables
    return !engine.withSolver { $0.undeterminedVariables(among: [v.x, v.y, v.w, v.h]) }.isEmpty
  }

  /// The active constraints naming this view whose attributes lie along `axis` (the ones that
  /// place it directly; constraints on other views that move it indirectly are not listed).
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis)
    -> [NSLayoutConstraint]
  {
    guard let state = constraintAttachment as? LayoutItemState else { return [] }
    return state.referencing.filter { constraint in
      let attribute =
        constraint.firstItem === self ? constraint.firstAttribute : constraint.secondAttribute
      return attribute.axis == axis
    }
  }
}

extension UILayoutGuide {
  /// Whether the constraints leave the guide's frame free to move (see
  /// ``UIView/hasAmbiguousLayout``).
  public var hasAmbiguousLayout: Bool {
    guard let state = constraintAttachment as? LayoutItemState, let engine = state.engine,
      state.member >= 0
    else { return kind == .custom && owningView != nil }
    engine.updateIfNeeded()
    let v = engine.members[Int(state.member)].variables
    return !engine.withSolver { $0.undeterminedVariables(among: [v.x, v.y, v.w, v.h]) }.isEmpty
  }

  /// The active constraints naming this guide whose attributes lie along `axis`.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis)
    -> [NSLayoutConstraint]
  {
    guard let state = constraintAttachment as? LayoutItemState else { return [] }
    return state.referencing.filter { constraint in
      let attribute =
        constraint.firstItem === self ? constraint.firstAttribute : constraint.secondAttribute
      return attribute.axis == axis
    }
  }
}
