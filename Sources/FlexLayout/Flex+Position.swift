import FlexCore
import UIKitViews

// MARK: Position / insets

extension Flex {
  /// Sets how the item is positioned: in the flow and offset by its insets (`.relative`), out
  /// of the flow (`.absolute`), or in the flow ignoring its insets (`.static`).
  @discardableResult
  public func position(_ value: Position) -> Flex {
    update { $0.positionType = value.flexCoreValue }
  }

  /// Sets the left inset in points (a non-finite value is 0).
  @discardableResult
  public func left(_ value: CGFloat) -> Flex { update { $0.position.left = Flex.offset(value) } }

  /// Sets the left inset as a percentage of the container's width.
  @discardableResult
  public func left(_ percent: FPercent) -> Flex {
    update { $0.position.left = Flex.offset(percent) }
  }

  /// Sets the top inset in points (a non-finite value is 0).
  @discardableResult
  public func top(_ value: CGFloat) -> Flex { update { $0.position.top = Flex.offset(value) } }

  /// Sets the top inset as a percentage of the container's height.
  @discardableResult
  public func top(_ percent: FPercent) -> Flex {
    update { $0.position.top = Flex.offset(percent) }
  }

  /// Sets the right inset in points (a non-finite value is 0).
  @discardableResult
  public func right(_ value: CGFloat) -> Flex { update { $0.position.right = Flex.offset(value) } }

  /// Sets the right inset as a percentage of the container's width.
  @discardableResult
  public func right(_ percent: FPercent) -> Flex {
    update { $0.position.right = Flex.offset(percent) }
  }

  /// Sets the bottom inset in points (a non-finite value is 0).
  @discardableResult
  public func bottom(_ value: CGFloat) -> Flex {
    update { $0.position.bottom = Flex.offset(value) }
  }

  /// Sets the bottom inset as a percentage of the container's height.
  @discardableResult
  public func bottom(_ percent: FPercent) -> Flex {
    update { $0.position.bottom = Flex.offset(percent) }
  }

  /// Sets the start inset in points: the left one, or the right one in RTL.
  @discardableResult
  public func start(_ value: CGFloat) -> Flex { update { $0.position.start = Flex.offset(value) } }

  /// Sets the start inset as a percentage of the container's width.
  @discardableResult
  public func start(_ percent: FPercent) -> Flex {
    update { $0.position.start = Flex.offset(percent) }
  }

  /// Sets the end inset in points: the right one, or the left one in RTL.
  @discardableResult
  public func end(_ value: CGFloat) -> Flex { update { $0.position.end = Flex.offset(value) } }

  /// Sets the end inset as a percentage of the container's width.
  @discardableResult
  public func end(_ percent: FPercent) -> Flex {
    update { $0.position.end = Flex.offset(percent) }
  }

  /// Sets the left and right insets in points (a relative item uses only the left one).
  @discardableResult
  public func horizontally(_ value: CGFloat) -> Flex {
    update {
      $0.position.left = Flex.offset(value)
      $0.position.right = Flex.offset(value)
    }
  }

  /// Sets the left and right insets as a percentage of the container's width.
  @discardableResult
  public func horizontally(_ percent: FPercent) -> Flex {
    update {
      $0.position.left = Flex.offset(percent)
      $0.position.right = Flex.offset(percent)
    }
  }

  /// Sets the top and bottom insets in points (a relative item uses only the top one).
  @discardableResult
  public func vertically(_ value: CGFloat) -> Flex {
    update {
      $0.position.top = Flex.offset(value)
      $0.position.bottom = Flex.offset(value)
    }
  }

  /// Sets the top and bottom insets as a percentage of the container's height.
  @discardableResult
  public func vertically(_ percent: FPercent) -> Flex {
    update {
      $0.position.top = Flex.offset(percent)
      $0.position.bottom = Flex.offset(percent)
    }
  }

  /// Sets the four insets in points.
  @discardableResult
  public func all(_ value: CGFloat) -> Flex {
    update {
      let inset = Flex.offset(value)
      $0.position.top = inset
      $0.position.left = inset
      $0.position.bottom = inset
      $0.position.right = inset
    }
  }

  /// Sets the four insets as a percentage of the container's size (width for left and right,
  /// height for top and bottom).
  @discardableResult
  public func all(_ percent: FPercent) -> Flex {
    update {
      let inset = Flex.offset(percent)
      $0.position.top = inset
      $0.position.left = inset
      $0.position.bottom = inset
      $0.position.right = inset
    }
  }
}
