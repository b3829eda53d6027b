// swift-format-ignore-file: AlwaysUseLowerCamelCase
// SnapKit's deprecated `snp_` spellings (SnapKit 3 and earlier), kept so that old code
// compiles; each forwards to `snp`.

import UIKitViews

extension UIView {
  /// SnapKit's deprecated spelling of `snp.makeConstraints`.
  @available(*, deprecated, renamed: "snp.makeConstraints(_:)")
  public func snp_makeConstraints(_ closure: (ConstraintMaker) -> Void) {
    snp.makeConstraints(closure)
  }

  /// SnapKit's deprecated spelling of `snp.remakeConstraints`.
  @available(*, deprecated, renamed: "snp.remakeConstraints(_:)")
  public func snp_remakeConstraints(_ closure: (ConstraintMaker) -> Void) {
    snp.remakeConstraints(closure)
  }

  /// SnapKit's deprecated spelling of `snp.updateConstraints`.
  @available(*, deprecated, renamed: "snp.updateConstraints(_:)")
  public func snp_updateConstraints(_ closure: (ConstraintMaker) -> Void) {
    snp.updateConstraints(closure)
  }

  /// SnapKit's deprecated spelling of `snp.removeConstraints`.
  @available(*, deprecated, renamed: "snp.removeConstraints()")
  public func snp_removeConstraints() { snp.removeConstraints() }

  /// SnapKit's deprecated spelling of `snp.prepareConstraints`.
  @available(*, deprecated, renamed: "snp.prepareConstraints(_:)")
  public func snp_prepareConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
    snp.prepareConstraints(closure)
  }

  /// SnapKit's deprecated spelling of `snp.top`.
  @available(*, deprecated, renamed: "snp.top")
  public var snp_top: ConstraintItem { snp.top }
  /// SnapKit's deprecated spelling of `snp.bottom`.
  @available(*, deprecated, renamed: "snp.bottom")
  public var snp_bottom: ConstraintItem { snp.bottom }
  /// SnapKit's deprecated spelling of `snp.left`.
  @available(*, deprecated, renamed: "snp.left")
  public var snp_left: ConstraintItem { snp.left }
  /// SnapKit's deprecated spelling of `snp.right`.
  @available(*, deprecated, renamed: "snp.right")
  public var snp_right: ConstraintItem { snp.right }
  /// SnapKit's deprecated spelling of `snp.leading`.
  @available(*, deprecated, renamed: "snp.leading")
  public var snp_leading: ConstraintItem { snp.leading }
  /// SnapKit's deprecated spelling of `snp.trailing`.
  @available(*, deprecated, renamed: "snp.trailing")
  public var snp_trailing: ConstraintItem { snp.trailing }
  /// SnapKit's deprecated spelling of `snp.width`.
  @available(*, deprecated, renamed: "snp.width")
  public var snp_width: ConstraintItem { snp.width }
  /// SnapKit's deprecated spelling of `snp.height`.
  @available(*, deprecated, renamed: "snp.height")
  public var snp_height: ConstraintItem { snp.height }
  /// SnapKit's deprecated spelling of `snp.centerX`.
  @available(*, deprecated, renamed: "snp.centerX")
  public var snp_centerX: ConstraintItem { snp.centerX }
  /// SnapKit's deprecated spelling of `snp.centerY`.
  @available(*, deprecated, renamed: "snp.centerY")
  public var snp_centerY: ConstraintItem { snp.centerY }
  /// SnapKit's deprecated spelling of `snp.edges`.
  @available(*, deprecated, renamed: "snp.edges")
  public var snp_edges: ConstraintItem { snp.edges }
  /// SnapKit's deprecated spelling of `snp.size`.
  @available(*, deprecated, renamed: "snp.size")
  public var snp_size: ConstraintItem { snp.size }
  /// SnapKit's deprecated spelling of `snp.center`.
  @available(*, deprecated, renamed: "snp.center")
  public var snp_center: ConstraintItem { snp.center }
}
