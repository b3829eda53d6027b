import UIKitViews

/// How a SnapKit statement relates its sides.
enum ConstraintRelation: Int {
  /// `equalTo`.
  case equal = 1
  /// `lessThanOrEqualTo`.
  case lessThanOrEqual
  /// `greaterThanOrEqualTo`.
  case greaterThanOrEqual

  /// The relation of the layout constraints made.
  var layoutRelation: LayoutRelation {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .lessThanOrEqual
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }
}
