import UIKitViews

/// One SnapKit statement made: the layout constraints it generated, to activate, deactivate
/// and update later (SnapKit's name).
///
/// ```swift
/// var top: Constraint?
/// box.snp.makeConstraints { make in
///   top = make.top.equalToSuperview().offset(20).constraint
/// }
/// top?.update(offset: 40)  // the solution moves in place at the next layout
/// ```
public final class Constraint {
  /// Where the statement was written (file, line), printed in conflict logs.
  let sourceLocation: (String, UInt)
  /// The statement's label.
  let label: String?
  /// The constrained item and its attributes.
  private let from: ConstraintItem
  /// The target and its attributes.
  private let to: ConstraintItem
  /// The relation.
  private let relation: ConstraintRelation
  /// The multiplier.
  private let multiplier: ConstraintMultiplierTarget
  /// The constant, read per attribute.
  private var constant: ConstraintConstantTarget {
    didSet { updateConstantAndPriorityIfNeeded() }
  }
  /// The priority.
  private var priority: ConstraintPriorityTarget {
    didSet { updateConstantAndPriorityIfNeeded() }
  }

  /// The layout constraints made, one per attribute.
  public var layoutConstraints: [LayoutConstraint]

  /// Whether any of the layout constraints is active; setting it activates or deactivates
  /// them all.
  public var isActive: Bool {
    get { layoutConstraints.contains { $0.isActive } }
    set {
      if newValue { activate() } else { deactivate() }
    }
  }

  init(
    from: ConstraintItem, to: ConstraintItem, relation: ConstraintRelation,
    sourceLocation: (String, UInt), label: String?, multiplier: ConstraintMultiplierTarget,
    constant: ConstraintConstantTarget, priority: ConstraintPriorityTarget
  ) {
    self.from = from
    self.to = to
    self.relation = relation
    self.sourceLocation = sourceLocation
    self.label = label
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    layoutConstraints = []
    guard let layoutFrom = from.layoutConstraintItem else { return }
    let toAttributes = to.attributes.layoutAttributes
    for fromAttribute in from.attributes.layoutAttributes {
      let toAttribute = Constraint.pairedAttribute(
        fromAttribute, from: from.attributes, to: to.attributes, toAttributes: toAttributes,
        hasTarget: to.target != nil)
      // A constant is measured from the superview, except for sizes.
      var toItem: AnyObject? = to.target
      if toItem == nil && toAttribute != .width && toAttribute != .height {
        toItem = layoutFrom.superview
      }
      let layoutConstraint = LayoutConstraint(
        item: layoutFrom, attribute: fromAttribute, relatedBy: relation.layoutRelation,
        toItem: toItem, attribute: toAttribute,
        multiplier: multiplier.constraintMultiplierTargetValue,
        constant: constant.constraintConstantTargetValueFor(layoutAttribute: toAttribute))
      // A label is the identifier, nil unless set: only a given one is stored.
      if let label { layoutConstraint.label = label }
      layoutConstraint.priority = LayoutPriority(rawValue: priority.constraintPriorityTargetValue)
      layoutConstraint.constraint = self
      layoutConstraints.append(layoutConstraint)
    }
  }

  /// A constraint that makes nothing (for a statement SnapKit would stop on).
  init(empty item: LayoutConstraintItem) {
    from = ConstraintItem(target: item, attributes: .none)
    to = ConstraintItem(target: nil, attributes: .none)
    relation = .equal
    sourceLocation = ("", 0)
    label = nil
    multiplier = 1.0
    constant = 0.0
    priority = 1000.0
    layoutConstraints = []
  }

  /// The target attribute paired with `attribute` (SnapKit's rules): edges with margins
  /// member by member, the same attribute for the same set or a view, the single target
  /// attribute otherwise; against a constant, `centerX` and `centerY` measure from the
  /// superview's left and top.
  static func pairedAttribute(
    _ attribute: LayoutAttribute, from: ConstraintAttributes, to: ConstraintAttributes,
    toAttributes: [LayoutAttribute], hasTarget: Bool
  ) -> LayoutAttribute {
    guard !toAttributes.isEmpty else {
      if !hasTarget && attribute == .centerX { return .left }
      if !hasTarget && attribute == .centerY { return .top }
      return attribute
    }
    let pairs: [LayoutAttribute: LayoutAttribute]
    if from == .edges && to == .margins {
      pairs = [.left: .leftMargin, .right: .rightMargin, .top: .topMargin, .bottom: .bottomMargin]
    } else if from == .margins && to == .edges {
      pairs = [.leftMargin: .left, .rightMargin: .right, .topMargin: .top, .bottomMargin: .bottom]
    } else if from == .directionalEdges && to == .directionalMargins {
      pairs = [
        .leading: .leadingMargin, .trailing: .trailingMargin, .top: .topMargin,
        .bottom: .bottomMargin,
      ]
    } else if from == .directionalMargins && to == .directionalEdges {
      pairs = [
        .leadingMargin: .leading, .trailingMargin: .trailing, .topMargin: .top,
        .bottomMargin: .bottom,
      ]
    } else if from == to {
      return attribute
    } else {
      return toAttributes[0]
    }
    return pairs[attribute] ?? attribute
  }

  // MARK: Public

  /// Activates the layout constraints (SnapKit's deprecated name).
  @available(*, deprecated, renamed: "activate()")
  public func install() { activate() }

  /// Deactivates the layout constraints (SnapKit's deprecated name).
  @available(*, deprecated, renamed: "deactivate()")
  public func uninstall() { deactivate() }

  /// Activates the layout constraints and remembers the constraint on its item.
  public func activate() { activateIfNeeded() }

  /// Deactivates the layout constraints and forgets the constraint on its item.
  public func deactivate() { deactivateIfNeeded() }

  /// Sets the constant to `offset` for every attribute.
  @discardableResult
  public func update(offset: ConstraintOffsetTarget) -> Constraint {
    constant = offset.constraintOffsetTargetValue
    return self
  }

  /// Sets the constant from insets, read per attribute (SnapKit's sign rule).
  @discardableResult
  public func update(inset: ConstraintInsetTarget) -> Constraint {
    constant = inset.constraintInsetTargetValue
    return self
  }

  /// Sets the constant from directional insets, read per attribute.
  @discardableResult
  public func update(inset: ConstraintDirectionalInsetTarget) -> Constraint {
    constant = inset.constraintDirectionalInsetTargetValue
    return self
  }

  /// Sets the priority: an optional layout constraint takes it unless it is required (SnapKit
  /// never switches between required and optional, which UIKit refuses on active
  /// constraints).
  @discardableResult
  public func update(priority: ConstraintPriorityTarget) -> Constraint {
    self.priority = priority.constraintPriorityTargetValue
    return self
  }

  /// Sets the priority (see ``update(priority:)-(ConstraintPriorityTarget)``).
  @discardableResult
  public func update(priority: ConstraintPriority) -> Constraint {
    self.priority = priority.value
    return self
  }

  /// Sets the constant (SnapKit's deprecated name).
  @available(*, deprecated, renamed: "update(offset:)")
  public func updateOffset(amount: ConstraintOffsetTarget) { update(offset: amount) }

  /// Sets the constant from insets (SnapKit's deprecated name).
  @available(*, deprecated, renamed: "update(inset:)")
  public func updateInsets(amount: ConstraintInsetTarget) { update(inset: amount) }

  /// Sets the priority (SnapKit's deprecated name).
  @available(*, deprecated, renamed: "update(priority:)")
  public func updatePriority(amount: ConstraintPriorityTarget) { update(priority: amount) }

  // MARK: Internal

  /// Gives every layout constraint the stored constant (read for its second attribute, or
  /// its first against a constant) and the priority where allowed.
  func updateConstantAndPriorityIfNeeded() {
    let required = ConstraintPriority.required.value
    for layoutConstraint in layoutConstraints {
      let attribute =
        layoutConstraint.secondAttribute == .notAnAttribute
        ? layoutConstraint.firstAttribute : layoutConstraint.secondAttribute
      layoutConstraint.constant = constant.constraintConstantTargetValueFor(
        layoutAttribute: attribute)
      let new = priority.constraintPriorityTargetValue
      if layoutConstraint.priority.rawValue < required && new != required {
        layoutConstraint.priority = LayoutPriority(rawValue: new)
      }
    }
  }

  /// Activates the layout constraints, or (an update) sets the constants of the item's
  /// matching ones.
  ///
  /// A match has the same items, attributes, relation, multiplier and priority. An update
  /// with no match is logged and skipped (SnapKit stops the program).
  func activateIfNeeded(updatingExisting: Bool = false) {
    guard let item = from.layoutConstraintItem else {
      SnapKitDiagnostics.log("Failed to get the item of a constraint: activate does nothing.")
      return
    }
    guard updatingExisting else {
      NSLayoutConstraint.activate(layoutConstraints)
      item.add(constraint: self)
      return
    }
    let existing = item.constraints.flatMap(\.layoutConstraints)
    for layoutConstraint in layoutConstraints {
      guard let match = existing.first(where: { $0.matches(layoutConstraint) }) else {
        SnapKitDiagnostics.log(
          "Updated constraint could not find existing matching constraint to update: "
            + "\(layoutConstraint)")
        continue
      }
      let attribute =
        match.secondAttribute == .notAnAttribute ? match.firstAttribute : match.secondAttribute
      match.constant = constant.constraintConstantTargetValueFor(layoutAttribute: attribute)
    }
  }

  /// Deactivates the layout constraints and forgets the constraint on its item.
  func deactivateIfNeeded() {
    guard let item = from.layoutConstraintItem else {
      SnapKitDiagnostics.log("Failed to get the item of a constraint: deactivate does nothing.")
      return
    }
    NSLayoutConstraint.deactivate(layoutConstraints)
    item.remove(constraints: [self])
  }
}
