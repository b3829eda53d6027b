import UIKitViews

/// A view's `snp`: its attributes as targets and the entry points that make, remake, update,
/// remove and prepare its constraints (SnapKit's name).
public struct ConstraintViewDSL: ConstraintAttributesDSL {
  /// The view.
  let view: ConstraintView

  init(view: ConstraintView) { self.view = view }

  /// The view.
  public var target: AnyObject? { view }

  /// The closure's constraints, not activated (activate them later with
  /// ``Constraint/activate()``).
  @discardableResult
  public func prepareConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
    ConstraintMaker.prepareConstraints(item: view, closure: closure)
  }

  /// Activates the closure's constraints (the view stops translating its autoresizing mask).
  public func makeConstraints(_ closure: (ConstraintMaker) -> Void) {
    ConstraintMaker.makeConstraints(item: view, closure: closure)
  }

  /// Removes the view's SnapKit constraints, then makes the closure's.
  public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) {
    ConstraintMaker.remakeConstraints(item: view, closure: closure)
  }

  /// Sets the constants of the view's matching SnapKit constraints (same attributes, target,
  /// relation, multiplier and priority); makes them when the view has none.
  public func updateConstraints(_ closure: (ConstraintMaker) -> Void) {
    ConstraintMaker.updateConstraints(item: view, closure: closure)
  }

  /// Deactivates the view's SnapKit constraints.
  public func removeConstraints() {
    ConstraintMaker.removeConstraints(item: view)
  }

  /// The view's horizontal hugging priority.
  public var contentHuggingHorizontalPriority: Float {
    get { view.contentHuggingPriority(for: .horizontal).rawValue }
    nonmutating set {
      view.setContentHuggingPriority(LayoutPriority(rawValue: newValue), for: .horizontal)
    }
  }

  /// The view's vertical hugging priority.
  public var contentHuggingVerticalPriority: Float {
    get { view.contentHuggingPriority(for: .vertical).rawValue }
    nonmutating set {
      view.setContentHuggingPriority(LayoutPriority(rawValue: newValue), for: .vertical)
    }
  }

  /// The view's horizontal compression resistance.
  public var contentCompressionResistanceHorizontalPriority: Float {
    get { view.contentCompressionResistancePriority(for: .horizontal).rawValue }
    nonmutating set {
      view.setContentCompressionResistancePriority(
        LayoutPriority(rawValue: newValue), for: .horizontal)
    }
  }

  /// The view's vertical compression resistance.
  public var contentCompressionResistanceVerticalPriority: Float {
    get { view.contentCompressionResistancePriority(for: .vertical).rawValue }
    nonmutating set {
      view.setContentCompressionResistancePriority(
        LayoutPriority(rawValue: newValue), for: .vertical)
    }
  }

  /// The view's safe-area guide's `snp`.
  public var safeAreaLayoutGuide: ConstraintLayoutGuideDSL {
    ConstraintLayoutGuideDSL(guide: view.safeAreaLayoutGuide)
  }

  /// The safe area's four edges as a target.
  public var safeAreaEdges: ConstraintItem {
    ConstraintItem(target: view.safeAreaLayoutGuide, attributes: .edges)
  }
  /// The safe area's top as a target.
  public var safeAreaTop: ConstraintItem {
    ConstraintItem(target: view.safeAreaLayoutGuide, attributes: .top)
  }
  /// The safe area's bottom as a target.
  public var safeAreaBottom: ConstraintItem {
    ConstraintItem(target: view.safeAreaLayoutGuide, attributes: .bottom)
  }
  /// The safe area's leading edge as a target.
  public var safeAreaLeading: ConstraintItem {
    ConstraintItem(target: view.safeAreaLayoutGuide, attributes: .leading)
  }
  /// The safe area's trailing edge as a target.
  public var safeAreaTrailing: ConstraintItem {
    ConstraintItem(target: view.safeAreaLayoutGuide, attributes: .trailing)
  }
  /// The safe area's centre as a target.
  public var safeAreaCenter: ConstraintItem {
    ConstraintItem(target: view.safeAreaLayoutGuide, attributes: .center)
  }
  /// The safe area's horizontal centre as a target.
  public var safeAreaCenterX: ConstraintItem {
    ConstraintItem(target: view.safeAreaLayoutGuide, attributes: .centerX)
  }
  /// The safe area's vertical centre as a target.
  public var safeAreaCenterY: ConstraintItem {
    ConstraintItem(target: view.safeAreaLayoutGuide, attributes: .centerY)
  }
}

/// A layout guide's `snp` (SnapKit's name).
public struct ConstraintLayoutGuideDSL: ConstraintAttributesDSL {
  /// The guide.
  let guide: ConstraintLayoutGuide

  init(guide: ConstraintLayoutGuide) { self.guide = guide }

  /// The guide.
  public var target: AnyObject? { guide }

  /// The closure's constraints, not activated.
  @discardableResult
  public func prepareConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
    ConstraintMaker.prepareConstraints(item: guide, closure: closure)
  }

  /// Activates the closure's constraints.
  public func makeConstraints(_ closure: (ConstraintMaker) -> Void) {
    ConstraintMaker.makeConstraints(item: guide, closure: closure)
  }

  /// Removes the guide's SnapKit constraints, then makes the closure's.
  public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) {
    ConstraintMaker.remakeConstraints(item: guide, closure: closure)
  }

  /// Sets the constants of the guide's matching SnapKit constraints.
  public func updateConstraints(_ closure: (ConstraintMaker) -> Void) {
    ConstraintMaker.updateConstraints(item: guide, closure: closure)
  }

  /// Deactivates the guide's SnapKit constraints.
  public func removeConstraints() {
    ConstraintMaker.removeConstraints(item: guide)
  }
}

/// A view controller's top or bottom layout guide's `snp`: its top, bottom and height as
/// targets (SnapKit's name).
public struct ConstraintLayoutSupportDSL: ConstraintDSL {
  /// The layout support.
  let support: ConstraintLayoutSupport

  init(support: ConstraintLayoutSupport) { self.support = support }

  /// The layout support.
  public var target: AnyObject? { support }

  /// The top edge.
  public var top: ConstraintItem { ConstraintItem(target: target, attributes: .top) }
  /// The bottom edge.
  public var bottom: ConstraintItem { ConstraintItem(target: target, attributes: .bottom) }
  /// The height.
  public var height: ConstraintItem { ConstraintItem(target: target, attributes: .height) }
}
