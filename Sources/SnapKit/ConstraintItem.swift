import UIKitViews

/// An item with attributes: the target of `view.snp.top` or `guide.snp.edges`.
///
/// SnapKit's name. The item is not retained.
public final class ConstraintItem {
  /// The view or layout guide.
  weak var target: AnyObject?
  /// The attributes named.
  let attributes: ConstraintAttributes

  init(target: AnyObject?, attributes: ConstraintAttributes) {
    self.target = target
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
