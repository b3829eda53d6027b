import UIKitViews

/// A statement with its relation, taking a multiplier and a constant (SnapKit's name).
///
/// Each modifier sets one field, so the last `offset` or `inset` wins and either replaces a
/// constant given by `equalTo(number)`: `make.width.equalTo(100).offset(10)` is a width of 10.
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
  /// Multiplies the target's attribute by `amount`.
  @discardableResult
  public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
    description.multiplier = amount
    return self
  }

  /// Divides the target's attribute by `amount` (multiplies by `1 / amount`).
  @discardableResult
  public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
    multipliedBy(1.0 / amount.constraintMultiplierTargetValue)
  }

  /// Sets the constant to `amount` for every attribute.
  @discardableResult
  public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable {
    description.constant = amount.constraintOffsetTargetValue
    return self
  }

  /// Sets the constant from insets (a number is the same inset on every edge), read per
  /// attribute: `+` for left, top and leading, `−` for right, bottom and trailing.
  @discardableResult
  public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable {
    description.constant = amount.constraintInsetTargetValue
    return self
  }

  /// Sets the constant from directional insets, read per attribute.
  @discardableResult
  public func inset(_ amount: ConstraintDirectionalInsetTarget) -> ConstraintMakerEditable {
    description.constant = amount.constraintDirectionalInsetTargetValue
    return self
  }
}

/// A statement taking a priority (SnapKit's name).
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
  /// Sets the priority (`.required`, `.high`, `.medium`, `.low`).
  @discardableResult
  public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
    description.priority = amount.value
    return self
  }

  /// Sets the priority to a number or a `UILayoutPriority`.
  @discardableResult
  public func priority(_ amount: ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
    description.priority = amount
    return self
  }

  /// Sets the priority to required (SnapKit's deprecated form).
  @available(*, deprecated, message: "Use priority(.required) instead.")
  @discardableResult
  public func priorityRequired() -> ConstraintMakerFinalizable { priority(.required) }

  /// Sets the priority to high (SnapKit's deprecated form).
  @available(*, deprecated, message: "Use priority(.high) instead.")
  @discardableResult
  public func priorityHigh() -> ConstraintMakerFinalizable { priority(.high) }

  /// Sets the priority to medium (SnapKit's deprecated form).
  @available(*, deprecated, message: "Use priority(.medium) instead.")
  @discardableResult
  public func priorityMedium() -> ConstraintMakerFinalizable { priority(.medium) }

  /// Sets the priority to low (SnapKit's deprecated form).
  @available(*, deprecated, message: "Use priority(.low) instead.")
  @discardableResult
  public func priorityLow() -> ConstraintMakerFinalizable { priority(.low) }
}

/// The end of a statement: a label, and the ``Constraint`` it makes (SnapKit's name).
public class ConstraintMakerFinalizable {
  /// The statement.
  let description: ConstraintDescription

  init(_ description: ConstraintDescription) {
    self.description = description
  }

  /// Names the layout constraints made (their `identifier`, printed in conflict logs).
  @discardableResult
  public func labeled(_ label: String) -> ConstraintMakerFinalizable {
    description.label = label
    return self
  }

  /// The constraint the statement makes, to keep and update later.
  ///
  /// A statement SnapKit would stop on (no relation) gives an empty constraint that does
  /// nothing, and a diagnostic.
  public var constraint: Constraint {
    if let constraint = description.constraint { return constraint }
    SnapKitDiagnostics.log("`constraint` read from a statement without a relation.")
    return Constraint(empty: description.item)
  }
}
