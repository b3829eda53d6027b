import UIKitViews

/// What every `snp` gives: its item and a label for logs (SnapKit's name).
public protocol ConstraintDSL {
  /// The view, guide or layout support the DSL is for.
  var target: AnyObject? { get }
  /// Names the item in SnapKit's constraint descriptions.
  func setLabel(_ value: String?)
  /// The item's label, if set.
  func label() -> String?
}

extension ConstraintDSL {
  /// Names the item in SnapKit's constraint descriptions.
  public func setLabel(_ value: String?) {
    guard let target else { return }
    AutoLayoutStorage.setObject(
      value.map { ItemLabel($0) }, for: ObjectIdentifier(ItemLabel.self), of: target)
  }

  /// The item's label, if set.
  public func label() -> String? {
    guard let target else { return nil }
    return
      (AutoLayoutStorage.object(for: ObjectIdentifier(ItemLabel.self), of: target)
      as? ItemLabel)?.text
  }
}

/// A label kept on an item.
final class ItemLabel {
  let text: String
  init(_ text: String) { self.text = text }
}

/// The basic attributes of an item as targets: `view.snp.top`, `guide.snp.edges` (SnapKit's
/// name).
public protocol ConstraintBasicAttributesDSL: ConstraintDSL {}

extension ConstraintBasicAttributesDSL {
  /// The left edge.
  public var left: ConstraintItem { ConstraintItem(target: target, attributes: .left) }
  /// The top edge.
  public var top: ConstraintItem { ConstraintItem(target: target, attributes: .top) }
  /// The right edge.
  public var right: ConstraintItem { ConstraintItem(target: target, attributes: .right) }
  /// The bottom edge.
  public var bottom: ConstraintItem { ConstraintItem(target: target, attributes: .bottom) }
  /// The leading edge.
  public var leading: ConstraintItem { ConstraintItem(target: target, attributes: .leading) }
  /// The trailing edge.
  public var trailing: ConstraintItem { ConstraintItem(target: target, attributes: .trailing) }
  /// The width.
  public var width: ConstraintItem { ConstraintItem(target: target, attributes: .width) }
  /// The height.
  public var height: ConstraintItem { ConstraintItem(target: target, attributes: .height) }
  /// The horizontal centre.
  public var centerX: ConstraintItem { ConstraintItem(target: target, attributes: .centerX) }
  /// The vertical centre.
  public var centerY: ConstraintItem { ConstraintItem(target: target, attributes: .centerY) }
  /// The four edges.
  public var edges: ConstraintItem { ConstraintItem(target: target, attributes: .edges) }
  /// Top, bottom, leading and trailing.
  public var directionalEdges: ConstraintItem {
    ConstraintItem(target: target, attributes: .directionalEdges)
  }
  /// Left and right.
  public var horizontalEdges: ConstraintItem {
    ConstraintItem(target: target, attributes: .horizontalEdges)
  }
  /// Top and bottom.
  public var verticalEdges: ConstraintItem {
    ConstraintItem(target: target, attributes: .verticalEdges)
  }
  /// Leading and trailing.
  public var directionalHorizontalEdges: ConstraintItem {
    ConstraintItem(target: target, attributes: .directionalHorizontalEdges)
  }
  /// Top and bottom.
  public var directionalVerticalEdges: ConstraintItem {
    ConstraintItem(target: target, attributes: .directionalVerticalEdges)
  }
  /// Width and height.
  public var size: ConstraintItem { ConstraintItem(target: target, attributes: .size) }
  /// Both centres.
  public var center: ConstraintItem { ConstraintItem(target: target, attributes: .center) }
}

/// Every attribute of an item as a target, with baselines and margins (SnapKit's name).
public protocol ConstraintAttributesDSL: ConstraintBasicAttributesDSL {}

extension ConstraintAttributesDSL {
  /// The last baseline (SnapKit's deprecated name).
  @available(*, deprecated, renamed: "lastBaseline")
  public var baseline: ConstraintItem { ConstraintItem(target: target, attributes: .lastBaseline) }
  /// The last baseline.
  public var lastBaseline: ConstraintItem {
    ConstraintItem(target: target, attributes: .lastBaseline)
  }
  /// The first baseline.
  public var firstBaseline: ConstraintItem {
    ConstraintItem(target: target, attributes: .firstBaseline)
  }
  /// The left margin.
  public var leftMargin: ConstraintItem { ConstraintItem(target: target, attributes: .leftMargin) }
  /// The top margin.
  public var topMargin: ConstraintItem { ConstraintItem(target: target, attributes: .topMargin) }
  /// The right margin.
  public var rightMargin: ConstraintItem {
    ConstraintItem(target: target, attributes: .rightMargin)
  }
  /// The bottom margin.
  public var bottomMargin: ConstraintItem {
    ConstraintItem(target: target, attributes: .bottomMargin)
  }
  /// The leading margin.
  public var leadingMargin: ConstraintItem {
    ConstraintItem(target: target, attributes: .leadingMargin)
  }
  /// The trailing margin.
  public var trailingMargin: ConstraintItem {
    ConstraintItem(target: target, attributes: .trailingMargin)
  }
  /// The horizontal centre within the margins.
  public var centerXWithinMargins: ConstraintItem {
    ConstraintItem(target: target, attributes: .centerXWithinMargins)
  }
  /// The vertical centre within the margins.
  public var centerYWithinMargins: ConstraintItem {
    ConstraintItem(target: target, attributes: .centerYWithinMargins)
  }
  /// The four margins.
  public var margins: ConstraintItem { ConstraintItem(target: target, attributes: .margins) }
  /// The four directional margins.
  public var directionalMargins: ConstraintItem {
    ConstraintItem(target: target, attributes: .directionalMargins)
  }
  /// Both centres within the margins.
  public var centerWithinMargins: ConstraintItem {
    ConstraintItem(target: target, attributes: .centerWithinMargins)
  }
}
