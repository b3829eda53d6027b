import Geometry
import PinEngine
import UIKitViews

// Width, height, size, min/max, aspect ratio and sizeToFit. A negative, NaN or infinite size
// is refused with a warning; the first value of each wins.
extension PinLayout {
  /// Sets the width in points.
  @discardableResult public func width(_ width: CGFloat) -> PinLayout {
    core.width(.points(Double(width)), { "width(\(width))" })
    return self
  }

  /// Sets the width to a percentage of the parent's width.
  @discardableResult public func width(_ percent: Percent) -> PinLayout {
    core.width(percent.length, { "width(\(percent))" })
    return self
  }

  /// Sets the width to `view`'s current width.
  @discardableResult public func width(of view: UIView) -> PinLayout {
    core.width(.points(view.layoutFrame.width), { "width(of: \(describe(view)))" })
    return self
  }

  /// Sets the minimum width in points; min and max win over every other rule.
  @discardableResult public func minWidth(_ width: CGFloat) -> PinLayout {
    core.minWidth(.points(Double(width)), { "minWidth(\(width))" })
    return self
  }

  /// Sets the minimum width to a percentage of the parent's width.
  @discardableResult public func minWidth(_ percent: Percent) -> PinLayout {
    core.minWidth(percent.length, { "minWidth(\(percent))" })
    return self
  }

  /// Sets the maximum width in points; it wins over the minimum.
  @discardableResult public func maxWidth(_ width: CGFloat) -> PinLayout {
    core.maxWidth(.points(Double(width)), { "maxWidth(\(width))" })
    return self
  }

  /// Sets the maximum width to a percentage of the parent's width.
  @discardableResult public func maxWidth(_ percent: Percent) -> PinLayout {
    core.maxWidth(percent.length, { "maxWidth(\(percent))" })
    return self
  }

  /// Sets the height in points.
  @discardableResult public func height(_ height: CGFloat) -> PinLayout {
    core.height(.points(Double(height)), { "height(\(height))" })
    return self
  }

  /// Sets the height to a percentage of the parent's height.
  @discardableResult public func height(_ percent: Percent) -> PinLayout {
    core.height(percent.length, { "height(\(percent))" })
    return self
  }

  /// Sets the height to `view`'s current height.
  @discardableResult public func height(of view: UIView) -> PinLayout {
    core.height(.points(view.layoutFrame.height), { "height(of: \(describe(view)))" })
    return self
  }

  /// Sets the minimum height in points.
  @discardableResult public func minHeight(_ height: CGFloat) -> PinLayout {
    core.minHeight(.points(Double(height)), { "minHeight(\(height))" })
    return self
  }

  /// Sets the minimum height to a percentage of the parent's height.
  @discardableResult public func minHeight(_ percent: Percent) -> PinLayout {
    core.minHeight(percent.length, { "minHeight(\(percent))" })
    return self
  }

  /// Sets the maximum height in points; it wins over the minimum.
  @discardableResult public func maxHeight(_ height: CGFloat) -> PinLayout {
    core.maxHeight(.points(Double(height)), { "maxHeight(\(height))" })
    return self
  }

  /// Sets the maximum height to a percentage of the parent's height.
  @discardableResult public func maxHeight(_ percent: Percent) -> PinLayout {
    core.maxHeight(percent.length, { "maxHeight(\(percent))" })
    return self
  }

  /// Sets the width and the height (each through its own first-wins setter).
  @discardableResult public func size(_ size: CGSize) -> PinLayout {
    core.size(
      Size(size),
      { "size(CGSize(width: \(size.width), height: \(size.height)))" })
    return self
  }

  /// Sets the width and the height to `sideLength`.
  @discardableResult public func size(_ sideLength: CGFloat) -> PinLayout {
    core.size(
      Size(width: Double(sideLength), height: Double(sideLength)),
      { "size(sideLength: \(sideLength))" })
    return self
  }

  /// Sets the width and the height to a percentage of the parent's.
  @discardableResult public func size(_ percent: Percent) -> PinLayout {
    core.size(percent: Double(percent.value), { "size(\(percent))" })
    return self
  }

  /// Sets the size to `view`'s current size.
  @discardableResult public func size(of view: UIView) -> PinLayout {
    core.size(view.layoutFrame.size, { "size(of \(describe(view)))" })
    return self
  }

  /// Sets the aspect ratio (width / height), applied when exactly one dimension is known and
  /// within min and max; a ratio of zero or less is refused.
  @discardableResult public func aspectRatio(_ ratio: CGFloat) -> PinLayout {
    core.aspectRatio(Double(ratio), { "aspectRatio(\(ratio))" })
    return self
  }

  /// Sets the aspect ratio to `view`'s current one.
  @discardableResult public func aspectRatio(of view: UIView) -> PinLayout {
    let frame = view.layoutFrame
    core.aspectRatio(frame.width / frame.height, { "aspectRatio(of: \(describe(view)))" })
    return self
  }

  /// Sets the aspect ratio to the image's, when the view is a `UIImageView` with an image.
  @discardableResult public func aspectRatio() -> PinLayout {
    guard let imageView = view as? UIImageView else {
      core.warn(
        "the layouted view must be an UIImageView() to use the aspectRatio() method without "
          + "parameter.", { "aspectRatio()" }, kind: .invalidReference)
      return self
    }
    guard let size = imageView.image?.size else {
      core.warn(
        "the layouted UIImageView's image hasn't been set (aspectRatioImageNotSet)",
        { "aspectRatio()" }, kind: .aspectRatioImageNotSet)
      return self
    }
    core.aspectRatio(Double(size.width / size.height), { "aspectRatio()" })
    return self
  }

  /// Sizes the view with its `sizeThatFits(_:)`, as `fitType` says (see `FitType`).
  ///
  /// `.width` keeps the reference width (the pinned one, or the current one) and takes the
  /// measured height, even over an explicit height; `.widthFlexible` also takes the measured
  /// width; `.height` and `.heightFlexible` are the mirror cases; `.content` measures with the
  /// current size and takes both values. Min and max still win.
  @discardableResult public func sizeToFit(_ fitType: FitType = .content) -> PinLayout {
    core.sizeToFit(fitType, { "sizeToFit(\(fitType.description))" })
    return self
  }
}
