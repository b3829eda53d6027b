import UIKitViews

extension UIView {
  /// SnapKit's DSL for the view: `view.snp.makeConstraints { $0.edges.equalToSuperview() }`.
  public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }

  /// Adds `view` as a subview and makes its constraints.
  public func addSubview(_ view: SnapKitConstraintableView, _ closure: (ConstraintMaker) -> Void) {
    addSubview(view)
    view.snp.makeConstraints(closure)
  }
}

extension UILayoutGuide {
  /// SnapKit's DSL for the guide: `view.safeAreaLayoutGuide.snp.top` as a target, or
  /// `guide.snp.makeConstraints { … }`.
  public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: self) }
}

extension UILayoutSupport {
  /// SnapKit's DSL for a view controller's top or bottom layout guide.
  public var snp: ConstraintLayoutSupportDSL { ConstraintLayoutSupportDSL(support: self) }
}
