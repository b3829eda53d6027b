import UIKitViews

// The superview forms that take a closure choosing the target from the superview (SnapKit's
// `equalToSuperview { $0.safeAreaLayoutGuide }`), and the safe-area forms.

extension ConstraintMakerRelatable {
  /// Relates the attributes as equal to what `closure` picks from the superview.
  @discardableResult
  public func equalToSuperview<T: ConstraintRelatableTarget>(
    _ closure: (ConstraintView) -> T, _ file: String = #file, line: UInt = #line
  ) -> ConstraintMakerEditable {
    relatedToSuperview(closure, relation: .equal, name: "equalToSuperview", file: file, line: line)
  }

  /// Relates the attributes as at most what `closure` picks from the superview.
  @discardableResult
  public func lessThanOrEqualToSuperview<T: ConstraintRelatableTarget>(
    _ closure: (ConstraintView) -> T, _ file: String = #file, line: UInt = #line
  ) -> ConstraintMakerEditable {
    relatedToSuperview(
      closure, relation: .lessThanOrEqual, name: "lessThanOrEqualToSuperview", file: file,
      line: line)
  }

  /// Relates the attributes as at least what `closure` picks from the superview.
  @discardableResult
  public func greaterThanOrEqualToSuperview<T: ConstraintRelatableTarget>(
    _ closure: (ConstraintView) -> T, _ file: String = #file, line: UInt = #line
  ) -> ConstraintMakerEditable {
    relatedToSuperview(
      closure, relation: .greaterThanOrEqual, name: "greaterThanOrEqualToSuperview", file: file,
      line: line)
  }

  /// Relates the attributes as equal to what `closure` picks from the superview's safe-area
  /// guide.
  @discardableResult
  public func equalToSuperviewSafeAreaLayoutGuide<T: ConstraintRelatableTarget>(
    _ closure: (ConstraintLayoutGuide) -> T, _ file: String = #file, line: UInt = #line
  ) -> ConstraintMakerEditable {
    relatedToSafeArea(
      closure, relation: .equal, name: "equalToSuperviewSafeAreaLayoutGuide", file: file,
      line: line)
  }

  /// Relates the attributes as at most what `closure` picks from the superview's safe-area
  /// guide.
  @discardableResult
  public func lessThanOrEqualToSuperviewSafeAreaLayoutGuide<T: ConstraintRelatableTarget>(
    _ closure: (ConstraintLayoutGuide) -> T, _ file: String = #file, line: UInt = #line
  ) -> ConstraintMakerEditable {
    relatedToSafeArea(
      closure, relation: .lessThanOrEqual, name: "lessThanOrEqualToSuperviewSafeAreaLayoutGuide",
      file: file, line: line)
  }

  /// Relates the attributes as at least what `closure` picks from the superview's safe-area
  /// guide.
  @discardableResult
  public func greaterThanOrEqualToSuperviewSafeAreaLayoutGuide<T: ConstraintRelatableTarget>(
    _ closure: (ConstraintLayoutGuide) -> T, _ file: String = #file, line: UInt = #line
  ) -> ConstraintMakerEditable {
    relatedToSafeArea(
      closure, relation: .greaterThanOrEqual,
      name: "greaterThanOrEqualToSuperviewSafeAreaLayoutGuide", file: file, line: line)
  }

  /// Relates to the closure's pick from the superview, or logs and drops the statement.
  private func relatedToSuperview<T: ConstraintRelatableTarget>(
    _ closure: (ConstraintView) -> T, relation: ConstraintRelation, name: String, file: String,
    line: UInt
  ) -> ConstraintMakerEditable {
    guard let superview = description.item.superview else {
      SnapKitDiagnostics.log(
        "Expected superview but found nil when attempting make constraint `\(name)`.")
      return ConstraintMakerEditable(description)
    }
    return relatedTo(closure(superview), relation: relation, file: file, line: line)
  }

  /// Relates to the closure's pick from the superview's safe-area guide, or logs and drops
  /// the statement.
  private func relatedToSafeArea<T: ConstraintRelatableTarget>(
    _ closure: (ConstraintLayoutGuide) -> T, relation: ConstraintRelation, name: String,
    file: String, line: UInt
  ) -> ConstraintMakerEditable {
    guard let guide = description.item.superview?.safeAreaLayoutGuide else {
      SnapKitDiagnostics.log(
        "Expected superview but found nil when attempting make constraint `\(name)`.")
      return ConstraintMakerEditable(description)
    }
    return relatedTo(closure(guide), relation: relation, file: file, line: line)
  }
}

/// SnapKit's fatal errors, logged instead as `UIKitDiagnostic.Kind.invalidConstraint`
/// diagnostics: the statement is dropped and the program goes on.
enum SnapKitDiagnostics {
  static func log(_ message: String) {
    UIKitDiagnostics.log(.invalidConstraint, "SnapKit: " + message)
  }
}
