import Foundation

extension UIView {
  /// Adds `view` as the frontmost subview, taking it out of its current superview first.
  ///
  /// Adding a view to itself or to one of its own descendants would make a cycle (UIKit raises
  /// an exception): it is refused, the tree is left unchanged, and a
  /// ``UIKitDiagnostic/Kind/hierarchyCycle`` diagnostic is logged.
  public func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count - (view.superview === self ? 1 : 0))
  }

  /// Inserts `view` among the subviews at `index` (clamped to the valid range), taking it out
  /// of its current superview first.
  ///
  /// A view that is this view or one of its ancestors is refused (the tree would become a
  /// cycle): the tree is left unchanged and a diagnostic is logged.
  public func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self, !isDescendant(of: view) else {
      UIKitDiagnostics.log(
        .hierarchyCycle,
        "Can't add \(view.diagnosticName) as a subview of \(diagnosticName): it is the view "
          + "itself or one of its ancestors; the tree is left unchanged.")
      return
    }
    let oldWindow = view.window
    let newWindow = window
    if view.superview !== self { view.willMove(toSuperview: self) }
    if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
    view.detachFromSuperview()
    editSubviewList { $0.insert(view, at: Swift.min(Swift.max(0, index), $0.count)) }
    view.superviewStorage = self
    AutoLayout.viewDidMove(view)
    view.forgetInheritedScales()
    view.setNeedsLayout()
    if !isLayingOutSubviews { setNeedsLayout() }
    didAddSubview(view)
    view.didMoveToSuperview()
    if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
  }

  /// Inserts `view` just above `siblingSubview` (at the front when it is not a subview).
  public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else {
      return addSubview(view)
    }
    let current = subviews.firstIndex { $0 === view }
    insertSubview(view, at: current.map { $0 < index ? index : index + 1 } ?? index + 1)
  }

  /// Inserts `view` just below `siblingSubview` (at the front when it is not a subview).
  public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else {
      return addSubview(view)
    }
    let current = subviews.firstIndex { $0 === view }
    insertSubview(view, at: current.map { $0 < index ? index - 1 : index } ?? index)
  }

  /// Moves `view`, a subview, in front of the others (nothing happens for another view).
  public func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    editSubviewList { $0.append($0.remove(at: index)) }
    setNeedsLayout()
  }

  /// Moves `view`, a subview, behind the others (nothing happens for another view).
  public func sendSubviewToBack(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    editSubviewList { $0.insert($0.remove(at: index), at: 0) }
    setNeedsLayout()
  }

  /// Swaps the subviews at two indices (indices out of range change nothing).
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
    editSubviewList { $0.swapAt(index1, index2) }
    setNeedsLayout()
  }

  /// Takes the view out of its superview; the former superview lays out again.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    let oldWindow = window
    willMove(toSuperview: nil)
    if oldWindow != nil { notifyWillMove(toWindow: nil) }
    detachFromSuperview()
    forgetInheritedScales()
    if !parent.isLayingOutSubviews { parent.setNeedsLayout() }
    didMoveToSuperview()
    if oldWindow != nil { notifyDidMoveToWindow() }
  }

  /// Takes the view out of its superview's list, with the superview's callback.
  private func detachFromSuperview() {
    guard let parent = superview else { return }
    parent.willRemoveSubview(self)
    parent.editSubviewList { $0.removeAll { $0 === self } }
    superviewStorage = nil
    AutoLayout.view(self, didLeave: parent)
  }

  /// Whether this view is `view` or lies in its subtree.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view of the subtree (this one included, depth first) whose tag is `tag`.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// The top of the tree this view belongs to (the view itself when it has no superview).
  public var rootView: UIView {
    var view = self
    while let parent = view.superview { view = parent }
    return view
  }

  /// The window the view is in, if its tree's root is one.
  public var window: UIWindow? { rootView as? UIWindow }

  /// The nearest common ancestor of this view and `view` (either may be it), if they share a
  /// tree.
  public func nearestCommonAncestor(with view: UIView) -> UIView? {
    var ancestors = Set<ObjectIdentifier>()
    var current: UIView? = self
    while let candidate = current {
      ancestors.insert(ObjectIdentifier(candidate))
      current = candidate.superview
    }
    current = view
    while let candidate = current {
      if ancestors.contains(ObjectIdentifier(candidate)) { return candidate }
      current = candidate.superview
    }
    return nil
  }

  /// A short name for messages: the class and the view's name when it has one.
  package var diagnosticName: String {
    let label = name ?? accessibilityIdentifier
    return "<\(type(of: self))\(label.map { " '\($0)'" } ?? "")>"
  }

  /// Tells this view and the views below it that they are about to move to `window`.
  func notifyWillMove(toWindow window: UIWindow?) {
    willMove(toWindow: window)
    for subview in subviews { subview.notifyWillMove(toWindow: window) }
  }

  /// Tells this view and the views below it that they moved to another window.
  func notifyDidMoveToWindow() {
    forgetInheritedScales()
    didMoveToWindow()
    for subview in subviews { subview.notifyDidMoveToWindow() }
  }

  /// Edits the subviews' list as a local array, so that no access to ``subviewStorage`` spans
  /// the edit's calls.
  ///
  /// An array method called on the property itself holds a write access to it across calls
  /// the optimizer cannot see into, and the optimizer then keeps a run-time exclusivity check
  /// on every access to the property in the module, a resized view's included (about 75
  /// instructions each). Moved out and back, the array stays uniquely referenced: no copy.
  final func editSubviewList<Result>(_ edit: (inout [UIView]) -> Result) -> Result {
    var list = subviewStorage
    subviewStorage = []
    defer { subviewStorage = list }
    return edit(&list)
  }
}
