import FlexCore
import UIKitViews

// MARK: Width / height / aspect ratio

extension Flex {
  /// Sets the width in points.
  ///
  /// - Parameter value: `nil` for `auto` (the default); a non-finite value is `auto`, a
  ///   negative one 0.
  @discardableResult
  public func width(_ value: CGFloat?) -> Flex {
    update { $0.width = Flex.size(value) }
  }

  /// Sets the width as a percentage of the container's width: `view.flex.width(20%)`.
  @discardableResult
  public func width(_ percent: FPercent) -> Flex {
    update { $0.width = Flex.size(percent) }
  }

  /// Sets the height in points.
  ///
  /// - Parameter value: `nil` for `auto` (the default); a non-finite value is `auto`, a
  ///   negative one 0.
  @discardableResult
  public func height(_ value: CGFloat?) -> Flex {
    update { $0.height = Flex.size(value) }
  }

  /// Sets the height as a percentage of the container's height: `view.flex.height(40%)`.
  @discardableResult
  public func height(_ percent: FPercent) -> Flex {
    update { $0.height = Flex.size(percent) }
  }

  /// Sets the width and the height in points; `nil` sets both to `auto`.
  @discardableResult
  public func size(_ size: CGSize?) -> Flex {
    update {
      $0.width = Flex.size(size?.width)
      $0.height = Flex.size(size?.height)
    }
  }

  /// Sets the width and the height to the same length in points: a square.
  @discardableResult
  public func size(_ sideLength: CGFloat) -> Flex {
    update {
      $0.width = Flex.size(sideLength)
      $0.height = Flex.size(sideLength)
    }
  }

  /// Sets the minimum width in points; `nil` for none (the default).
  @discardableResult
  public func minWidth(_ value: CGFloat?) -> Flex {
    update { $0.minWidth = Flex.size(value) }
  }

  /// Sets the minimum width as a percentage of the container's width.
  @discardableResult
  public func minWidth(_ percent: FPercent) -> Flex {
    update { $0.minWidth = Flex.size(percent) }
  }

  /// Sets the maximum width in points; `nil` for none (the default).
  @discardableResult
  public func maxWidth(_ value: CGFloat?) -> Flex {
    update { $0.maxWidth = Flex.size(value) }
  }

  /// Sets the maximum width as a percentage of the container's width.
  @discardableResult
  public func maxWidth(_ percent: FPercent) -> Flex {
    update { $0.maxWidth = Flex.size(percent) }
  }

  /// Sets the minimum height in points; `nil` for none (the default).
  @discardableResult
  public func minHeight(_ value: CGFloat?) -> Flex {
    update { $0.minHeight = Flex.size(value) }
  }

  /// Sets the minimum height as a percentage of the container's height.
  @discardableResult
  public func minHeight(_ percent: FPercent) -> Flex {
    update { $0.minHeight = Flex.size(percent) }
  }

  /// Sets the maximum height in points; `nil` for none (the default).
  @discardableResult
  public func maxHeight(_ value: CGFloat?) -> Flex {
    update { $0.maxHeight = Flex.size(value) }
  }

  /// Sets the maximum height as a percentage of the container's height.
  @discardableResult
  public func maxHeight(_ percent: FPercent) -> Flex {
    update { $0.maxHeight = Flex.size(percent) }
  }

  /// Sets the ratio of the width to the height, which gives the unknown side from the known one.
  ///
  /// - Parameter value: `nil` for none (the default); a ratio that is not positive and finite
  ///   is none.
  @discardableResult
  public func aspectRatio(_ value: CGFloat?) -> Flex {
    update { $0.aspectRatio = Flex.ratio(value) }
  }

  /// Sets the aspect ratio to that of the image view's image; nothing changes without an image
  /// or with an image of zero height.
  @discardableResult
  public func aspectRatio(of imageView: UIImageView) -> Flex {
    guard let size = imageView.image?.size, let ratio = Flex.ratio(size.width / size.height) else {
      return self
    }
    return update { $0.aspectRatio = ratio }
  }
}
