import FlexCore
import UIKitViews

// MARK: Padding

extension Flex {
  /// Sets the top padding in points (a negative or non-finite value is 0).
  @discardableResult
  public func paddingTop(_ value: CGFloat) -> Flex {
    update { $0.padding.top = Flex.inset(value) }
  }

  /// Sets the top padding as a percentage of the container's width.
  @discardableResult
  public func paddingTop(_ percent: FPercent) -> Flex {
    update { $0.padding.top = Flex.inset(percent) }
  }

  /// Sets the left padding in points (a negative or non-finite value is 0).
  @discardableResult
  public func paddingLeft(_ value: CGFloat) -> Flex {
    update { $0.padding.left = Flex.inset(value) }
  }

  /// Sets the left padding as a percentage of the container's width.
  @discardableResult
  public func paddingLeft(_ percent: FPercent) -> Flex {
    update { $0.padding.left = Flex.inset(percent) }
  }

  /// Sets the bottom padding in points (a negative or non-finite value is 0).
  @discardableResult
  public func paddingBottom(_ value: CGFloat) -> Flex {
    update { $0.padding.bottom = Flex.inset(value) }
  }

  /// Sets the bottom padding as a percentage of the container's width.
  @discardableResult
  public func paddingBottom(_ percent: FPercent) -> Flex {
    update { $0.padding.bottom = Flex.inset(percent) }
  }

  /// Sets the right padding in points (a negative or non-finite value is 0).
  @discardableResult
  public func paddingRight(_ value: CGFloat) -> Flex {
    update { $0.padding.right = Flex.inset(value) }
  }

  /// Sets the right padding as a percentage of the container's width.
  @discardableResult
  public func paddingRight(_ percent: FPercent) -> Flex {
    update { $0.padding.right = Flex.inset(percent) }
  }

  /// Sets the start (left, or right in RTL) padding in points (a negative or non-finite value is 0).
  @discardableResult
  public func paddingStart(_ value: CGFloat) -> Flex {
    update { $0.padding.start = Flex.inset(value) }
  }

  /// Sets the start (left, or right in RTL) padding as a percentage of the container's width.
  @discardableResult
  public func paddingStart(_ percent: FPercent) -> Flex {
    update { $0.padding.start = Flex.inset(percent) }
  }

  /// Sets the end (right, or left in RTL) padding in points (a negative or non-finite value is 0).
  @discardableResult
  public func paddingEnd(_ value: CGFloat) -> Flex {
    update { $0.padding.end = Flex.inset(value) }
  }

  /// Sets the end (right, or left in RTL) padding as a percentage of the container's width.
  @discardableResult
  public func paddingEnd(_ percent: FPercent) -> Flex {
    update { $0.padding.end = Flex.inset(percent) }
  }

  /// Sets the left, right, start and end paddings in points (a negative or non-finite value is 0).
  @discardableResult
  public func paddingHorizontal(_ value: CGFloat) -> Flex {
    update { $0.padding.horizontal = Flex.inset(value) }
  }

  /// Sets the left, right, start and end paddings as a percentage of the container's width.
  @discardableResult
  public func paddingHorizontal(_ percent: FPercent) -> Flex {
    update { $0.padding.horizontal = Flex.inset(percent) }
  }

  /// Sets the top and bottom paddings in points (a negative or non-finite value is 0).
  @discardableResult
  public func paddingVertical(_ value: CGFloat) -> Flex {
    update { $0.padding.vertical = Flex.inset(value) }
  }

  /// Sets the top and bottom paddings as a percentage of the container's width.
  @discardableResult
  public func paddingVertical(_ percent: FPercent) -> Flex {
    update { $0.padding.vertical = Flex.inset(percent) }
  }

  /// Sets the four paddings from insets (`safeAreaInsets`, say).
  @discardableResult
  public func padding(_ insets: UIEdgeInsets) -> Flex {
    update {
      $0.padding.top = Flex.inset(insets.top)
      $0.padding.left = Flex.inset(insets.left)
      $0.padding.bottom = Flex.inset(insets.bottom)
      $0.padding.right = Flex.inset(insets.right)
    }
  }

  /// Sets the top, bottom, start and end paddings from directional insets
  /// (`directionalLayoutMargins`, say).
  @discardableResult
  public func padding(_ directionalInsets: NSDirectionalEdgeInsets) -> Flex {
    update {
      $0.padding.top = Flex.inset(directionalInsets.top)
      $0.padding.start = Flex.inset(directionalInsets.leading)
      $0.padding.bottom = Flex.inset(directionalInsets.bottom)
      $0.padding.end = Flex.inset(directionalInsets.trailing)
    }
  }

  /// Sets every padding in points.
  @discardableResult
  public func padding(_ value: CGFloat) -> Flex { update { $0.padding.all = Flex.inset(value) } }

  /// Sets every padding as a percentage of the container's width.
  @discardableResult
  public func padding(_ percent: FPercent) -> Flex {
    update { $0.padding.all = Flex.inset(percent) }
  }

  /// Sets the vertical (top, bottom) and horizontal (left, right, start, end) paddings in points.
  @discardableResult
  public func padding(_ vertical: CGFloat, _ horizontal: CGFloat) -> Flex {
    update {
      $0.padding.vertical = Flex.inset(vertical)
      $0.padding.horizontal = Flex.inset(horizontal)
    }
  }

  /// Sets the top, horizontal and bottom paddings in points.
  @discardableResult
  public func padding(_ top: CGFloat, _ horizontal: CGFloat, _ bottom: CGFloat) -> Flex {
    update {
      $0.padding.top = Flex.inset(top)
      $0.padding.horizontal = Flex.inset(horizontal)
      $0.padding.bottom = Flex.inset(bottom)
    }
  }

  /// Sets the top, left, bottom and right paddings in points.
  @discardableResult
  public func padding(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> Flex
  {
    update {
      $0.padding.top = Flex.inset(top)
      $0.padding.left = Flex.inset(left)
      $0.padding.bottom = Flex.inset(bottom)
      $0.padding.right = Flex.inset(right)
    }
  }

  /// Sets the vertical (top, bottom) and horizontal (left, right, start, end) paddings as percentages of the container's width.
  @discardableResult
  public func padding(_ vertical: FPercent, _ horizontal: FPercent) -> Flex {
    update {
      $0.padding.vertical = Flex.inset(vertical)
      $0.padding.horizontal = Flex.inset(horizontal)
    }
  }

  /// Sets the top, horizontal and bottom paddings as percentages of the container's width.
  @discardableResult
  public func padding(_ top: FPercent, _ horizontal: FPercent, _ bottom: FPercent) -> Flex {
    update {
      $0.padding.top = Flex.inset(top)
      $0.padding.horizontal = Flex.inset(horizontal)
      $0.padding.bottom = Flex.inset(bottom)
    }
  }

  /// Sets the top, left, bottom and right paddings as percentages of the container's width.
  @discardableResult
  public func padding(_ top: FPercent, _ left: FPercent, _ bottom: FPercent, _ right: FPercent)
    -> Flex
  {
    update {
      $0.padding.top = Flex.inset(top)
      $0.padding.left = Flex.inset(left)
      $0.padding.bottom = Flex.inset(bottom)
      $0.padding.right = Flex.inset(right)
    }
  }
}
