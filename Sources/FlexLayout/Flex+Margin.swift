import FlexCore
import UIKitViews

// MARK: Margins

extension Flex {
  /// Sets the top margin in points (a non-finite value is 0; negative values pull).
  @discardableResult
  public func marginTop(_ value: CGFloat) -> Flex {
    update { $0.margin.top = Flex.offset(value) }
  }

  /// Sets the top margin as a percentage of the container's width.
  @discardableResult
  public func marginTop(_ percent: FPercent) -> Flex {
    update { $0.margin.top = Flex.offset(percent) }
  }

  /// Sets the left margin in points (a non-finite value is 0; negative values pull).
  @discardableResult
  public func marginLeft(_ value: CGFloat) -> Flex {
    update { $0.margin.left = Flex.offset(value) }
  }

  /// Sets the left margin as a percentage of the container's width.
  @discardableResult
  public func marginLeft(_ percent: FPercent) -> Flex {
    update { $0.margin.left = Flex.offset(percent) }
  }

  /// Sets the bottom margin in points (a non-finite value is 0; negative values pull).
  @discardableResult
  public func marginBottom(_ value: CGFloat) -> Flex {
    update { $0.margin.bottom = Flex.offset(value) }
  }

  /// Sets the bottom margin as a percentage of the container's width.
  @discardableResult
  public func marginBottom(_ percent: FPercent) -> Flex {
    update { $0.margin.bottom = Flex.offset(percent) }
  }

  /// Sets the right margin in points (a non-finite value is 0; negative values pull).
  @discardableResult
  public func marginRight(_ value: CGFloat) -> Flex {
    update { $0.margin.right = Flex.offset(value) }
  }

  /// Sets the right margin as a percentage of the container's width.
  @discardableResult
  public func marginRight(_ percent: FPercent) -> Flex {
    update { $0.margin.right = Flex.offset(percent) }
  }

  /// Sets the start (left, or right in RTL) margin in points (a non-finite value is 0; negative values pull).
  @discardableResult
  public func marginStart(_ value: CGFloat) -> Flex {
    update { $0.margin.start = Flex.offset(value) }
  }

  /// Sets the start (left, or right in RTL) margin as a percentage of the container's width.
  @discardableResult
  public func marginStart(_ percent: FPercent) -> Flex {
    update { $0.margin.start = Flex.offset(percent) }
  }

  /// Sets the end (right, or left in RTL) margin in points (a non-finite value is 0; negative values pull).
  @discardableResult
  public func marginEnd(_ value: CGFloat) -> Flex {
    update { $0.margin.end = Flex.offset(value) }
  }

  /// Sets the end (right, or left in RTL) margin as a percentage of the container's width.
  @discardableResult
  public func marginEnd(_ percent: FPercent) -> Flex {
    update { $0.margin.end = Flex.offset(percent) }
  }

  /// Sets the left, right, start and end margins in points (a non-finite value is 0; negative values pull).
  @discardableResult
  public func marginHorizontal(_ value: CGFloat) -> Flex {
    update { $0.margin.horizontal = Flex.offset(value) }
  }

  /// Sets the left, right, start and end margins as a percentage of the container's width.
  @discardableResult
  public func marginHorizontal(_ percent: FPercent) -> Flex {
    update { $0.margin.horizontal = Flex.offset(percent) }
  }

  /// Sets the top and bottom margins in points (a non-finite value is 0; negative values pull).
  @discardableResult
  public func marginVertical(_ value: CGFloat) -> Flex {
    update { $0.margin.vertical = Flex.offset(value) }
  }

  /// Sets the top and bottom margins as a percentage of the container's width.
  @discardableResult
  public func marginVertical(_ percent: FPercent) -> Flex {
    update { $0.margin.vertical = Flex.offset(percent) }
  }

  /// Sets the four margins from insets (`safeAreaInsets`, say).
  @discardableResult
  public func margin(_ insets: UIEdgeInsets) -> Flex {
    update {
      $0.margin.top = Flex.offset(insets.top)
      $0.margin.left = Flex.offset(insets.left)
      $0.margin.bottom = Flex.offset(insets.bottom)
      $0.margin.right = Flex.offset(insets.right)
    }
  }

  /// Sets the top, bottom, start and end margins from directional insets
  /// (`directionalLayoutMargins`, say).
  @discardableResult
  public func margin(_ directionalInsets: NSDirectionalEdgeInsets) -> Flex {
    update {
      $0.margin.top = Flex.offset(directionalInsets.top)
      $0.margin.start = Flex.offset(directionalInsets.leading)
      $0.margin.bottom = Flex.offset(directionalInsets.bottom)
      $0.margin.end = Flex.offset(directionalInsets.trailing)
    }
  }

  /// Sets every margin in points.
  @discardableResult
  public func margin(_ value: CGFloat) -> Flex { update { $0.margin.all = Flex.offset(value) } }

  /// Sets every margin as a percentage of the container's width.
  @discardableResult
  public func margin(_ percent: FPercent) -> Flex {
    update { $0.margin.all = Flex.offset(percent) }
  }

  /// Sets the vertical (top, bottom) and horizontal (left, right, start, end) margins in points.
  @discardableResult
  public func margin(_ vertical: CGFloat, _ horizontal: CGFloat) -> Flex {
    update {
      $0.margin.vertical = Flex.offset(vertical)
      $0.margin.horizontal = Flex.offset(horizontal)
    }
  }

  /// Sets the top, horizontal and bottom margins in points.
  @discardableResult
  public func margin(_ top: CGFloat, _ horizontal: CGFloat, _ bottom: CGFloat) -> Flex {
    update {
      $0.margin.top = Flex.offset(top)
      $0.margin.horizontal = Flex.offset(horizontal)
      $0.margin.bottom = Flex.offset(bottom)
    }
  }

  /// Sets the top, left, bottom and right margins in points.
  @discardableResult
  public func margin(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> Flex {
    update {
      $0.margin.top = Flex.offset(top)
      $0.margin.left = Flex.offset(left)
      $0.margin.bottom = Flex.offset(bottom)
      $0.margin.right = Flex.offset(right)
    }
  }

  /// Sets the vertical (top, bottom) and horizontal (left, right, start, end) margins as percentages of the container's width.
  @discardableResult
  public func margin(_ vertical: FPercent, _ horizontal: FPercent) -> Flex {
    update {
      $0.margin.vertical = Flex.offset(vertical)
      $0.margin.horizontal = Flex.offset(horizontal)
    }
  }

  /// Sets the top, horizontal and bottom margins as percentages of the container's width.
  @discardableResult
  public func margin(_ top: FPercent, _ horizontal: FPercent, _ bottom: FPercent) -> Flex {
    update {
      $0.margin.top = Flex.offset(top)
      $0.margin.horizontal = Flex.offset(horizontal)
      $0.margin.bottom = Flex.offset(bottom)
    }
  }

  /// Sets the top, left, bottom and right margins as percentages of the container's width.
  @discardableResult
  public func margin(_ top: FPercent, _ left: FPercent, _ bottom: FPercent, _ right: FPercent)
    -> Flex
  {
    update {
      $0.margin.top = Flex.offset(top)
      $0.margin.left = Flex.offset(left)
      $0.margin.bottom = Flex.offset(bottom)
      $0.margin.right = Flex.offset(right)
    }
  }
}
