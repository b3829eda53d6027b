import FlexCore
import UIKitViews

// MARK: grow / shrink / basis

extension Flex {
  /// Sets the item's grow factor: its share of the container's free space on the main axis.
  ///
  /// - Parameter value: 0 unless set; a negative or non-finite factor becomes 0.
  @discardableResult
  public func grow(_ value: CGFloat) -> Flex {
    update { $0.flexGrow = Flex.factor(value) }
  }

  /// Sets the item's shrink factor: how much of a negative free space it absorbs, in proportion
  /// to its basis.
  ///
  /// - Parameter value: 0 unless set (Yoga's default: items overflow rather than shrink); a
  ///   negative or non-finite factor becomes 0.
  @discardableResult
  public func shrink(_ value: CGFloat) -> Flex {
    update { $0.flexShrink = Flex.factor(value) }
  }

  /// Sets the item's flex basis in points: its main size before free space is distributed.
  ///
  /// - Parameter value: `nil` for `auto` (the default: the item's width or height, else its
  ///   content); a non-finite value is `auto`, a negative one 0.
  @discardableResult
  public func basis(_ value: CGFloat?) -> Flex {
    update { $0.flexBasis = Flex.size(value) }
  }

  /// Sets the item's flex basis as a percentage of its container's main size.
  ///
  /// - Parameter percent: The percentage; a non-finite one is `auto`, a negative one 0 %.
  @discardableResult
  public func basis(_ percent: FPercent) -> Flex {
    update { $0.flexBasis = Flex.size(percent) }
  }
}
