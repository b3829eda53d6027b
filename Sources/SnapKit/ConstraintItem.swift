import UIKitViews

/// An item with attributes: the target of `view.snp.top` or `guide.snp.edges`.
///
/// SnapKit's name. The item is not retained.
public final class ConstraintItem {
  /// The view or layout guide.
  var target: AnyObject? { targetReference?.object }
  /// ``target``'s storage: a reference that does not slow the view's reference counting as
  /// `weak` does (see `ItemReference`).
  let targetReference: ItemReference?
  /// The attributes named.
  let attributes: ConstraintAttributes

  init(target: AnyObject?, attributes: ConstraintAttributes) {
    targetReference = ItemReference.to(target)
    self.attributes = attributes
  }

  /// The target, if it can be constrained.
  var layoutConstraintItem: LayoutConstraintItem? { target as? LayoutConstraintItem }
}

/// Whether two items name the same attributes of the same target.
public func == (lhs: ConstraintItem, rhs: ConstraintItem) -> Bool {
  if lhs === rhs { return true }
  guard let first = lhs.target, let second = rhs.target else { return false }
  return first === second && lhs.attributes == rhs.attributes
}
