import UIKitViews

/// Something SnapKit constrains: a view or a layout guide.
public protocol LayoutConstraintItem: AnyObject {}

extension UIView: LayoutConstraintItem {}
extension UILayoutGuide: LayoutConstraintItem {}

extension LayoutConstraintItem {
  /// Readies the item for constraints: a view stops translating its autoresizing mask (a
  /// guide is left alone), as SnapKit's maker does.
  func prepare() {
    if let view = self as? UIView { view.translatesAutoresizingMaskIntoConstraints = false }
  }

  /// The view a constant target is measured from: a view's superview, a guide's owning view.
  var superview: UIView? {
    if let view = self as? UIView { return view.superview }
    return (self as? UILayoutGuide)?.owningView
  }

  /// The SnapKit constraints activated on this item, in the order they were.
  var constraints: [Constraint] { constraintSet?.constraints ?? [] }

  /// Remembers `constraint` as activated on this item.
  func add(constraint: Constraint) {
    guard let set = constraintSet else {
      let set = ItemConstraints()
      set.constraints.append(constraint)
      AutoLayoutStorage.setObject(set, for: ObjectIdentifier(ItemConstraints.self), of: self)
      return
    }
    if !set.constraints.contains(where: { $0 === constraint }) {
      set.constraints.append(constraint)
    }
  }

  /// Forgets `constraints`.
  func remove(constraints: [Constraint]) {
    guard let set = constraintSet else { return }
    set.constraints.removeAll { constraint in constraints.contains { $0 === constraint } }
  }

  /// The item's set, if it has one.
  private var constraintSet: ItemConstraints? {
    AutoLayoutStorage.object(for: ObjectIdentifier(ItemConstraints.self), of: self)
      as? ItemConstraints
  }
}

/// The SnapKit constraints of one item (SnapKit keeps a set per item).
final class ItemConstraints {
  var constraints: [Constraint] = []
}
