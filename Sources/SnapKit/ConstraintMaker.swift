import UIKitViews

/// The maker a `snp.makeConstraints { make in … }` closure receives: each attribute starts a
/// statement (SnapKit's name).
///
/// ```swift
/// label.snp.makeConstraints { make in
///   make.top.leading.equalToSuperview().inset(12)
///   make.trailing.lessThanOrEqualToSuperview().offset(-12)
/// }
/// ```
public class ConstraintMaker {
  /// The left edge.
  public var left: ConstraintMakerExtendable { makeExtendable(.left) }
  /// The top edge.
  public var top: ConstraintMakerExtendable { makeExtendable(.top) }
  /// The bottom edge.
  public var bottom: ConstraintMakerExtendable { makeExtendable(.bottom) }
  /// The right edge.
  public var right: ConstraintMakerExtendable { makeExtendable(.right) }
  /// The leading edge.
  public var leading: ConstraintMakerExtendable { makeExtendable(.leading) }
  /// The trailing edge.
  public var trailing: ConstraintMakerExtendable { makeExtendable(.trailing) }
  /// The width.
  public var width: ConstraintMakerExtendable { makeExtendable(.width) }
  /// The height.
  public var height: ConstraintMakerExtendable { makeExtendable(.height) }
  /// The horizontal centre.
  public var centerX: ConstraintMakerExtendable { makeExtendable(.centerX) }
  /// The vertical centre.
  public var centerY: ConstraintMakerExtendable { makeExtendable(.centerY) }
  /// The last baseline (SnapKit's deprecated name).
  @available(*, deprecated, renamed: "lastBaseline")
  public var baseline: ConstraintMakerExtendable { makeExtendable(.lastBaseline) }
  /// The last baseline.
  public var lastBaseline: ConstraintMakerExtendable { makeExtendable(.lastBaseline) }
  /// The first baseline.
  public var firstBaseline: ConstraintMakerExtendable { makeExtendable(.firstBaseline) }
  /// The left margin.
  public var leftMargin: ConstraintMakerExtendable { makeExtendable(.leftMargin) }
  /// The right margin.
  public var rightMargin: ConstraintMakerExtendable { makeExtendable(.rightMargin) }
  /// The top margin.
  public var topMargin: ConstraintMakerExtendable { makeExtendable(.topMargin) }
  /// The bottom margin.
  public var bottomMargin: ConstraintMakerExtendable { makeExtendable(.bottomMargin) }
  /// The leading margin.
  public var leadingMargin: ConstraintMakerExtendable { makeExtendable(.leadingMargin) }
  /// The trailing margin.
  public var trailingMargin: ConstraintMakerExtendable { makeExtendable(.trailingMargin) }
  /// The horizontal centre within the margins.
  public var centerXWithinMargins: ConstraintMakerExtendable {
    makeExtendable(.centerXWithinMargins)
  }
  /// The vertical centre within the margins.
  public var centerYWithinMargins: ConstraintMakerExtendable {
    makeExtendable(.centerYWithinMargins)
  }
  /// Left, top, right and bottom.
  public var edges: ConstraintMakerExtendable { makeExtendable(.edges) }
  /// Left and right.
  public var horizontalEdges: ConstraintMakerExtendable { makeExtendable(.horizontalEdges) }
  /// Top and bottom.
  public var verticalEdges: ConstraintMakerExtendable { makeExtendable(.verticalEdges) }
  /// Top, bottom, leading and trailing.
  public var directionalEdges: ConstraintMakerExtendable { makeExtendable(.directionalEdges) }
  /// Leading and trailing.
  public var directionalHorizontalEdges: ConstraintMakerExtendable {
    makeExtendable(.directionalHorizontalEdges)
  }
  /// Top and bottom.
  public var directionalVerticalEdges: ConstraintMakerExtendable {
    makeExtendable(.directionalVerticalEdges)
  }
  /// Width and height.
  public var size: ConstraintMakerExtendable { makeExtendable(.size) }
  /// Both centres.
  public var center: ConstraintMakerExtendable { makeExtendable(.center) }
  /// The four margins (left, top, right, bottom).
  public var margins: ConstraintMakerExtendable { makeExtendable(.margins) }
  /// The four directional margins.
  public var directionalMargins: ConstraintMakerExtendable { makeExtendable(.directionalMargins) }
  /// Both centres within the margins.
  public var centerWithinMargins: ConstraintMakerExtendable {
    makeExtendable(.centerWithinMargins)
  }

  /// The item constrained.
  public let item: LayoutConstraintItem
  /// The statements, in the order they were started.
  private var descriptions: [ConstraintDescription] = []

  init(item: LayoutConstraintItem) {
    self.item = item
    item.prepare()
  }

  /// Starts a statement.
  func makeExtendable(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
    let description = ConstraintDescription(item: item, attributes: attributes)
    descriptions.append(description)
    return ConstraintMakerExtendable(description)
  }

  // MARK: What the DSL's entry points do

  /// The constraints the closure describes, not activated.
  static func prepareConstraints(item: LayoutConstraintItem, closure: (ConstraintMaker) -> Void)
    -> [Constraint]
  {
    let maker = ConstraintMaker(item: item)
    closure(maker)
    return maker.descriptions.compactMap(\.constraint)
  }

  /// Activates the closure's constraints and remembers them on the item.
  static func makeConstraints(item: LayoutConstraintItem, closure: (ConstraintMaker) -> Void) {
    for constraint in prepareConstraints(item: item, closure: closure) {
      constraint.activateIfNeeded(updatingExisting: false)
    }
  }

  /// Removes the item's constraints, then makes the closure's.
  static func remakeConstraints(item: LayoutConstraintItem, closure: (ConstraintMaker) -> Void) {
    removeConstraints(item: item)
    makeConstraints(item: item, closure: closure)
  }

  /// Updates the constants of the item's matching constraints (makes them when it has none).
  static func updateConstraints(item: LayoutConstraintItem, closure: (ConstraintMaker) -> Void) {
    guard !item.constraints.isEmpty else {
      makeConstraints(item: item, closure: closure)
      return
    }
    for constraint in prepareConstraints(item: item, closure: closure) {
      constraint.activateIfNeeded(updatingExisting: true)
    }
  }

  /// Deactivates and forgets the item's constraints.
  static func removeConstraints(item: LayoutConstraintItem) {
    for constraint in item.constraints { constraint.deactivateIfNeeded() }
  }
}
