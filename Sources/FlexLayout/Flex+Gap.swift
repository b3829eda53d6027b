import FlexCore
import UIKitViews

// MARK: Gap

extension Flex {
  /// Sets the space between columns: between items in a row's line, or between a column's
  /// lines (a negative or non-finite value is 0).
  @discardableResult
  public func columnGap(_ value: CGFloat) -> Flex { update { $0.columnGap = Flex.inset(value) } }

  /// Sets the space between rows: between items in a column's line, or between a row's lines
  /// (a negative or non-finite value is 0).
  @discardableResult
  public func rowGap(_ value: CGFloat) -> Flex { update { $0.rowGap = Flex.inset(value) } }

  /// Sets both the row and the column gap (a negative or non-finite value is 0).
  @discardableResult
  public func gap(_ value: CGFloat) -> Flex { update { $0.gap = Flex.inset(value) } }
}
