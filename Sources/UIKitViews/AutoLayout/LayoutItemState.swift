import Foundation

/// What Auto Layout keeps for one view or layout guide: the constraints it holds and names,
/// its hugging and compression resistance, and its place in an engine.
///
/// Attached to the item (`UIView.constraintAttachment`, `UILayoutGuide.constraintAttachment`)
/// on first use: a view that never meets a constraint pays nothing. A view also gets one when a
/// subview of it is constrained, so that its default `layoutSubviews()` applies their frames.
final class LayoutItemState {
  /// The view or guide (not retained: the item owns its state).
  var item: AnyObject? { itemReference.tracked }
  /// ``item``'s storage (see ``ItemReference``).
  let itemReference: ItemReference
  /// The constraints installed on this view (its ``UIView/constraints``), in activation order.
  var installed: [NSLayoutConstraint] = []
  /// The active constraints whose first or second item is this one.
  var referencing: [NSLayoutConstraint] = []
  /// The live engine the item belongs to, if any.
  var engine: AutoLayoutEngine?
  /// The item's index among the engine's members.
  var member: Int32 = -1
  /// Hugging priorities set on the view (nil: the class's default).
  var hugging: (horizontal: UILayoutPriority?, vertical: UILayoutPriority?) = (nil, nil)
  /// Compression-resistance priorities set on the view (nil: the class's default).
  var compressionResistance: (horizontal: UILayoutPriority?, vertical: UILayoutPriority?) = (
    nil, nil
  )
  /// Objects that modules above keep per item (SnapKit's set of constraints), by their type.
  var storage: [ObjectIdentifier: AnyObject] = [:]

  init(item: ItemReference) { itemReference = item }

  /// The state of `item`, made on first use.
  static func of(_ item: AnyObject) -> LayoutItemState? {
    if let view = item as? UIView { return of(view) }
    if let guide = item as? UILayoutGuide { return of(guide) }
    return nil
  }

  /// The state of `view`, made on first use.
  static func of(_ view: UIView) -> LayoutItemState {
    if let state = view.constraintAttachment as? LayoutItemState { return state }
    let state = LayoutItemState(item: view.itemReference)
    view.constraintAttachment = state
    return state
  }

  /// The state of `guide`, made on first use.
  static func of(_ guide: UILayoutGuide) -> LayoutItemState {
    if let state = guide.constraintAttachment as? LayoutItemState { return state }
    let state = LayoutItemState(item: guide.itemReference)
    guide.constraintAttachment = state
    return state
  }

  /// The state of `item` if it has one.
  static func existing(_ item: AnyObject?) -> LayoutItemState? {
    if let view = item as? UIView { return view.constraintAttachment as? LayoutItemState }
    if let guide = item as? UILayoutGuide { return guide.constraintAttachment as? LayoutItemState }
    return nil
  }

  /// Forgets a constraint that no longer names this item.
  func removeReference(_ constraint: NSLayoutConstraint) {
    if let index = referencing.lastIndex(where: { $0 === constraint }) {
      referencing.remove(at: index)
    }
  }

  /// Forgets a constraint no longer installed on this view.
  func removeInstalled(_ constraint: NSLayoutConstraint) {
    if let index = installed.lastIndex(where: { $0 === constraint }) {
      installed.remove(at: index)
    }
  }
}

// MARK: - The view layer's hooks

extension LayoutItemState: ViewConstraintState {
  func layoutSubviews(of view: UIView) {
    AutoLayout.applyFrames(toSubviewsOf: view, state: self)
  }

  func didUpdateConstraints(of view: UIView) {}

  func frameDidChange(of view: UIView) {
    AutoLayout.frameDidChange(of: view, state: self)
  }

  func systemLayoutSizeFitting(
    of view: UIView, targetSize: CGSize, horizontalPriority: UILayoutPriority,
    verticalPriority: UILayoutPriority
  ) -> CGSize? {
    AutoLayoutEngine.fittingSize(
      of: view, target: targetSize, horizontal: horizontalPriority, vertical: verticalPriority)
  }

  func intrinsicContentSizeDidChange(of view: UIView) {
    engine?.intrinsicContentSizeDidChange(member: member)
  }

  func viewWillDeinit() {
    // The constraints a view holds go with it, as in UIKit: they are no longer active, and an
    // engine that other views keep stops solving them.
    for constraint in installed { AutoLayout.holderWillDeinit(constraint) }
    installed = []
  }
}
