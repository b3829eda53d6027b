import UIKitViews

/// The view type SnapKit constrains (UIKit's `UIView`).
public typealias ConstraintView = UIView
/// The layout guide type SnapKit constrains (UIKit's `UILayoutGuide`).
public typealias ConstraintLayoutGuide = UILayoutGuide
/// The edge insets SnapKit takes as constants and insets (UIKit's `UIEdgeInsets`).
public typealias ConstraintInsets = UIEdgeInsets
/// The directional edge insets SnapKit takes (UIKit's `NSDirectionalEdgeInsets`).
public typealias ConstraintDirectionalInsets = NSDirectionalEdgeInsets
/// A view controller's top or bottom layout guide (UIKit's `UILayoutSupport`).
public typealias ConstraintLayoutSupport = UILayoutSupport
/// The layout direction SnapKit reads insets in (UIKit's `UIUserInterfaceLayoutDirection`).
public typealias ConstraintInterfaceLayoutDirection = UIUserInterfaceLayoutDirection
/// The view type `addSubview(_:_:)` extends.
public typealias SnapKitConstraintableView = UIView

/// An attribute of a layout constraint.
typealias LayoutAttribute = NSLayoutConstraint.Attribute
/// The relation of a layout constraint.
typealias LayoutRelation = NSLayoutConstraint.Relation
/// The priority of a layout constraint.
typealias LayoutPriority = UILayoutPriority
