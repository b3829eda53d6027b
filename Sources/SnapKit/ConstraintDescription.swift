import UIKitViews

/// One statement of a maker as it is written: its attributes, then a relation and a target,
/// then its modifiers; it becomes a ``Constraint`` once it has a relation (SnapKit's name).
public class ConstraintDescription {
  let item: LayoutConstraintItem
  var attributes: ConstraintAttributes
  var relation: ConstraintRelation?
  var sourceLocation: (String, UInt)?
  var label: String?
  var related: ConstraintItem?
  var multiplier: ConstraintMultiplierTarget = 1.0
  var constant: ConstraintConstantTarget = CGFloat(0)
  var priority: ConstraintPriorityTarget = 1000.0

  /// The constraint described, made on first read; nil without a relation (a statement such
  /// as `make.top` alone is dropped, as in SnapKit).
  lazy var constraint: Constraint? = {
    guard let relation, let related, let sourceLocation else { return nil }
    return Constraint(
      from: ConstraintItem(target: item, attributes: attributes), to: related,
      relation: relation, sourceLocation: sourceLocation, label: label, multiplier: multiplier,
      constant: constant, priority: priority)
  }()

  init(item: LayoutConstraintItem, attributes: ConstraintAttributes) {
    self.item = item
    self.attributes = attributes
  }
}
