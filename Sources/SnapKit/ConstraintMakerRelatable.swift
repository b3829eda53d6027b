import UIKitViews

/// A statement waiting for its relation and target (SnapKit's name).
///
/// Targets: a number, `CGSize`, `CGPoint` or insets (against the superview, a guide's owning
/// view; a size against nothing), a view or layout guide (the same attributes), or another
/// item's attribute (`other.snp.bottom`). Where SnapKit stops the program (no superview,
/// attributes that cannot pair), Trellis logs a `UIKitDiagnostic.Kind.invalidConstraint`
/// diagnostic and drops the statement.
public class ConstraintMakerRelatable {
  /// The statement.
  let description: ConstraintDescription

  init(_ description: ConstraintDescription) {
    self.description = description
  }

  /// Sets the statement's relation and target.
  func relatedTo(
    _ other: ConstraintRelatableTarget, relation: ConstraintRelation, file: String, line: UInt
  ) -> ConstraintMakerEditable {
    let related: ConstraintItem
    let constant: ConstraintConstantTarget
    if let other = other as? ConstraintItem {
      let mine = description.attributes
      guard
        other.attributes == .none || other.attributes.layoutAttributes.count <= 1
          || other.attributes.layoutAttributes == mine.layoutAttributes
          || (other.attributes == .edges && mine == .margins)
          || (other.attributes == .margins && mine == .edges)
          || (other.attributes == .directionalEdges && mine == .directionalMargins)
          || (other.attributes == .directionalMargins && mine == .directionalEdges)
      else {
        SnapKitDiagnostics.log(
          "Cannot constraint to multiple non identical attributes. (\(file), \(line))")
        return ConstraintMakerEditable(description)
      }
      related = other
      constant = CGFloat(0)
    } else if let other = other as? ConstraintView {
      related = ConstraintItem(target: other, attributes: .none)
      constant = CGFloat(0)
    } else if let other = other as? ConstraintConstantTarget {
      related = ConstraintItem(target: nil, attributes: .none)
      constant = other
    } else if let other = other as? ConstraintLayoutGuide {
      related = ConstraintItem(target: other, attributes: .none)
      constant = CGFloat(0)
    } else {
      SnapKitDiagnostics.log("Invalid constraint. (\(file), \(line))")
      return ConstraintMakerEditable(description)
    }
    let editable = ConstraintMakerEditable(description)
    editable.description.sourceLocation = (file, line)
    editable.description.relation = relation
    editable.description.related = related
    editable.description.constant = constant
    return editable
  }

  /// Relates the attributes as equal to `other`'s.
  @discardableResult
  public func equalTo(
    _ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relatedTo(other, relation: .equal, file: file, line: line)
  }

  /// Relates the attributes as equal to the superview's (a guide's owning view's).
  @discardableResult
  public func equalToSuperview(_ file: String = #file, _ line: UInt = #line)
    -> ConstraintMakerEditable
  {
    relatedToSuperview(relation: .equal, name: "equalToSuperview", file: file, line: line)
  }

  /// Relates the attributes as at most `other`'s.
  @discardableResult
  public func lessThanOrEqualTo(
    _ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relatedTo(other, relation: .lessThanOrEqual, file: file, line: line)
  }

  /// Relates the attributes as at most the superview's.
  @discardableResult
  public func lessThanOrEqualToSuperview(_ file: String = #file, _ line: UInt = #line)
    -> ConstraintMakerEditable
  {
    relatedToSuperview(
      relation: .lessThanOrEqual, name: "lessThanOrEqualToSuperview", file: file, line: line)
  }

  /// Relates the attributes as at least `other`'s.
  @discardableResult
  public func greaterThanOrEqualTo(
    _ other: ConstraintRelatableTarget, _ file: String = #file, line: UInt = #line
  ) -> ConstraintMakerEditable {
    relatedTo(other, relation: .greaterThanOrEqual, file: file, line: line)
  }

  /// Relates the attributes as at least the superview's.
  @discardableResult
  public func greaterThanOrEqualToSuperview(_ file: String = #file, line: UInt = #line)
    -> ConstraintMakerEditable
  {
    relatedToSuperview(
      relation: .greaterThanOrEqual, name: "greaterThanOrEqualToSuperview", file: file,
      line: line)
  }

  /// Relates to the superview, or logs SnapKit's message and drops the statement.
  func relatedToSuperview(relation: ConstraintRelation, name: String, file: String, line: UInt)
    -> ConstraintMakerEditable
  {
    guard let superview = description.item.superview else {
      SnapKitDiagnostics.log(
        "Expected superview but found nil when attempting make constraint `\(name)`.")
      return ConstraintMakerEditable(description)
    }
    return relatedTo(superview, relation: relation, file: file, line: line)
  }
}
