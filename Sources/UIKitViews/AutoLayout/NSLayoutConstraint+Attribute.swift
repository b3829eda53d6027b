import Foundation

// The vocabulary of a constraint: attributes, relations and axes, with UIKit's raw values, and
// the pairing rules UIKit enforces (autolayout.md 1.3: left/right never with leading/trailing,
// sizes only with sizes or a constant, a location never against a constant).

extension NSLayoutConstraint {
  /// A part of an item's alignment rectangle that a constraint relates (UIKit's
  /// `NSLayoutConstraint.Attribute`, with its raw values).
  public enum Attribute: Int, Hashable, Sendable, CustomStringConvertible {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge: left in a left-to-right layout, right in a right-to-left one.
    case leading = 5
    /// The trailing edge: right in a left-to-right layout, left in a right-to-left one.
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal centre.
    case centerX = 9
    /// The vertical centre.
    case centerY = 10
    /// The baseline of the last line of text (the bottom edge for views without text).
    case lastBaseline = 11
    /// The baseline of the first line of text (the top edge for views without text).
    case firstBaseline = 12
    /// The left edge inset by the left layout margin.
    case leftMargin = 13
    /// The right edge inset by the right layout margin.
    case rightMargin = 14
    /// The top edge inset by the top layout margin.
    case topMargin = 15
    /// The bottom edge inset by the bottom layout margin.
    case bottomMargin = 16
    /// The leading edge inset by the leading layout margin.
    case leadingMargin = 17
    /// The trailing edge inset by the trailing layout margin.
    case trailingMargin = 18
    /// The horizontal centre of the area inside the layout margins.
    case centerXWithinMargins = 19
    /// The vertical centre of the area inside the layout margins.
    case centerYWithinMargins = 20
    /// No attribute: the second attribute of a constraint against a constant.
    case notAnAttribute = 0

    /// The attribute's name, as UIKit prints it in constraint descriptions.
    public var description: String {
      switch self {
      case .left: "left"
      case .right: "right"
      case .top: "top"
      case .bottom: "bottom"
      case .leading: "leading"
      case .trailing: "trailing"
      case .width: "width"
      case .height: "height"
      case .centerX: "centerX"
      case .centerY: "centerY"
      case .lastBaseline: "lastBaseline"
      case .firstBaseline: "firstBaseline"
      case .leftMargin: "leftMargin"
      case .rightMargin: "rightMargin"
      case .topMargin: "topMargin"
      case .bottomMargin: "bottomMargin"
      case .leadingMargin: "leadingMargin"
      case .trailingMargin: "trailingMargin"
      case .centerXWithinMargins: "centerXWithinMargins"
      case .centerYWithinMargins: "centerYWithinMargins"
      case .notAnAttribute: "notAnAttribute"
      }
    }

    /// Whether the attribute is a size (width or height) rather than a location.
    var isDimension: Bool { self == .width || self == .height }

    /// The axis the attribute measures along (nil for `notAnAttribute`).
    var axis: Axis? {
      switch self {
      case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins:
        .horizontal
      case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin,
        .bottomMargin, .centerYWithinMargins:
        .vertical
      case .notAnAttribute: nil
      }
    }

    /// Whether the attribute names a side by the layout direction (leading or trailing).
    var isDirectional: Bool {
      switch self {
      case .leading, .trailing, .leadingMargin, .trailingMargin: true
      default: false
      }
    }

    /// Whether the attribute names a side absolutely (left or right).
    var isAbsoluteHorizontal: Bool {
      switch self {
      case .left, .right, .leftMargin, .rightMargin: true
      default: false
      }
    }

    /// Whether the attribute reads the item's layout margins.
    var readsMargins: Bool {
      switch self {
      case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
        .centerXWithinMargins, .centerYWithinMargins:
        true
      default: false
      }
    }

    /// Whether the attribute is an edge or a margin (not a size or a centre).
    var isEdgeOrMargin: Bool {
      switch self {
      case .width, .height, .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins,
        .notAnAttribute:
        false
      default: true
      }
    }

    /// Whether the attribute reads a text baseline.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
  }

  /// How the two sides of a constraint compare (UIKit's `NSLayoutConstraint.Relation`).
  public enum Relation: Int, Hashable, Sendable, CustomStringConvertible {
    /// The first side is at most the second.
    case lessThanOrEqual = -1
    /// The two sides are equal.
    case equal = 0
    /// The first side is at least the second.
    case greaterThanOrEqual = 1

    /// `<=`, `==` or `>=`, as UIKit prints it.
    public var description: String {
      switch self {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    }
  }

  /// An axis of layout: hugging and compression resistance are set per axis (UIKit's
  /// `NSLayoutConstraint.Axis`).
  public enum Axis: Int, Hashable, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }
}

/// Why UIKit would refuse a constraint: Trellis refuses it the same way, without raising,
/// logs a ``UIKitDiagnostic/Kind/invalidConstraint`` diagnostic in UIKit's words, and keeps the
/// reason in ``NSLayoutConstraint/error``.
public enum LayoutConstraintError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The two items share no ancestor (UIKit's `NSGenericException`): often a view not yet added
  /// to its superview.
  case noCommonAncestor(first: String, second: String)
  /// A left or right attribute paired with a leading or trailing one.
  case mixedDirectionalAttributes
  /// A location attribute against a constant: no second item, or a multiplier of 0.
  case locationAgainstConstant
  /// A size paired with a location, or an attribute that is `notAnAttribute` where one is
  /// needed.
  case invalidPairing(first: NSLayoutConstraint.Attribute, second: NSLayoutConstraint.Attribute)
  /// A constant or multiplier that is NaN or infinite.
  case nonFiniteValue
  /// A priority outside 0 < priority ≤ 1000 (or not finite).
  case invalidPriority(Float)
  /// A change of an active constraint's priority from required to optional or back.
  case requiredPriorityChange(from: Float, to: Float)
  /// `addConstraint(_:)` on a view that is not a common ancestor of the constraint's items.
  case notACommonAncestor
  /// A constraint without a first item (or whose item was released).
  case missingItem

  /// UIKit's message for the problem.
  public var description: String {
    switch self {
    case .noCommonAncestor(let first, let second):
      return "Unable to activate constraint with anchors \(first) and \(second) because they "
        + "have no common ancestor.  Does the constraint or its anchors reference items in "
        + "different view hierarchies?  That's illegal."
    case .mixedDirectionalAttributes:
      return "A constraint cannot be made between a leading/trailing attribute and a right/left "
        + "attribute. Use leading/trailing for both or neither."
    case .locationAgainstConstant:
      return "A multiplier of 0 or a nil second item together with a location for the first "
        + "attribute creates an illegal constraint of a location equal to a constant. Location "
        + "attributes must be specified in pairs."
    case .invalidPairing(let first, let second):
      return "Invalid pairing of layout attributes: \(first) and \(second)."
    case .nonFiniteValue:
      return "A constraint's constant and multiplier must be finite numbers (not NaN or "
        + "infinite)."
    case .invalidPriority(let priority):
      return "Priorities must be greater than 0 and less than or equal to "
        + "NSLayoutPriorityRequired, which is 1000.000000. You passed priority \(priority)."
    case .requiredPriorityChange(let old, let new):
      return "Mutating a priority from required to not on an installed constraint (or "
        + "vice-versa) is not supported.  You passed priority \(new) and the existing priority "
        + "was \(old)."
    case .notACommonAncestor:
      return "Unable to install constraint on view.  Does the constraint reference something "
        + "from outside the subtree of the view?  That's illegal."
    case .missingItem:
      return "A constraint needs a first item and a first attribute."
    }
  }
}
