import Foundation

/// One attribute of a view or layout guide, to make constraints from (UIKit's name).
///
/// The type parameter keeps the axes apart at compile time, as in UIKit: an
/// ``NSLayoutXAxisAnchor`` relates only to x-axis anchors, an ``NSLayoutYAxisAnchor`` to y-axis
/// ones, and an ``NSLayoutDimension`` to dimensions or constants. The constraints made are
/// inactive until activated.
///
/// ```swift
/// label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8)
///   .isActive = true
/// ```
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// The view or guide the anchor belongs to (not retained).
  public var item: AnyObject? { itemReference?.object }
  /// ``item``'s storage (see `ItemReference`).
  private let itemReference: ItemReference?
  /// The attribute the anchor stands for.
  public let attribute: NSLayoutConstraint.Attribute

  /// An anchor of `item` for `attribute`.
  init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
    itemReference = ItemReference.to(item)
    self.attribute = attribute
    super.init()
  }

  /// A constraint `self == anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.equal, anchor, constant: 0)
  }

  /// A constraint `self >= anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: 0)
  }

  /// A constraint `self <= anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: 0)
  }

  /// A constraint `self == anchor + c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, constant: c)
  }

  /// A constraint `self >= anchor + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: c)
  }

  /// A constraint `self <= anchor + c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: c)
  }

  /// A constraint between this anchor and `anchor`.
  func make(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>,
    multiplier: CGFloat = 1, constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor.item,
      attribute: anchor.attribute, multiplier: multiplier, constant: constant)
  }

  /// The anchor as UIKit prints it: the item and the attribute.
  open override var description: String {
    let owner = item.map(AutoLayoutFormatting.itemDescription) ?? "nil"
    return "<\(type(of: self)):\(AutoLayoutFormatting.address(of: self)) \"\(owner).\(attribute)\">"
  }
}

/// An anchor on the horizontal axis: leading, trailing, left, right or centre X (UIKit's name).
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// A constraint `self == anchor + multiplier × standard spacing` (the system spacing between
  /// two views side by side, 8 points).
  open func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, constant: multiplier * UIView.systemSpacing)
  }

  /// A constraint `self >= anchor + multiplier × standard spacing`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: multiplier * UIView.systemSpacing)
  }

  /// A constraint `self <= anchor + multiplier × standard spacing`.
  open func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: multiplier * UIView.systemSpacing)
  }
}

/// An anchor on the vertical axis: top, bottom, centre Y or a baseline (UIKit's name).
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// A constraint `self == anchor + multiplier × standard spacing` (the system spacing between
  /// two views stacked, 8 points).
  open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, constant: multiplier * UIView.systemSpacing)
  }

  /// A constraint `self >= anchor + multiplier × standard spacing`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: multiplier * UIView.systemSpacing)
  }

  /// A constraint `self <= anchor + multiplier × standard spacing`.
  open func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: multiplier * UIView.systemSpacing)
  }
}

/// A width or height anchor: relates to other dimensions, with a multiplier, or to a constant
/// (UIKit's name).
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// A constraint `self == c`.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    constant(.equal, c)
  }

  /// A constraint `self >= c`.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constant(.greaterThanOrEqual, c)
  }

  /// A constraint `self <= c`.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constant(.lessThanOrEqual, c)
  }

  /// A constraint `self == m × anchor`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: m, constant: 0)
  }

  /// A constraint `self >= m × anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// A constraint `self <= m × anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// A constraint `self == m × anchor + c`.
  open func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: c)
  }

  /// A constraint `self >= m × anchor + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// A constraint `self <= m × anchor + c`.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// A constraint of this dimension against a constant.
  private func constant(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(
      item: item as Any, attribute: attribute, relatedBy: relation, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: c)
  }
}

extension UIView {
  /// The standard spacing between two sibling views (UIKit's `NSLayoutConstraint`
  /// system spacing for plain views: 8 points).
  public static let systemSpacing: CGFloat = 8
}
