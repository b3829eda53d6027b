import Geometry
import PinEngine
import UIKitViews

// wrapContent: sizes the view to its subviews now (not when the chain ends) and moves them.
extension PinLayout {
  /// Sizes the view to wrap its subviews tightly and moves them so that their box starts at the
  /// view's top-left corner.
  @discardableResult public func wrapContent() -> PinLayout {
    wrap(.all, .zero, "wrapContent()")
  }

  /// Sizes the view to wrap its subviews with `padding` on every side.
  @discardableResult public func wrapContent(padding: CGFloat) -> PinLayout {
    let p = Double(padding)
    return wrap(
      .all, EdgeInsets(top: p, left: p, bottom: p, right: p),
      "wrapContent(padding: \(padding))")
  }

  /// Sizes the view to wrap its subviews with `padding` around them.
  @discardableResult public func wrapContent(padding: UIEdgeInsets) -> PinLayout {
    wrap(.all, EdgeInsets(padding), "wrapContent(padding: \(padding.pinText))")
  }

  /// Sizes the view's width, height or both (`type`) to wrap its subviews.
  @discardableResult public func wrapContent(_ type: WrapType) -> PinLayout {
    wrap(type, .zero, "wrapContent(\(type.description))")
  }

  /// Sizes the view's width, height or both to wrap its subviews with `padding` on every side.
  @discardableResult public func wrapContent(_ type: WrapType, padding: CGFloat) -> PinLayout {
    let p = Double(padding)
    return wrap(
      type, EdgeInsets(top: p, left: p, bottom: p, right: p),
      "wrapContent(\(type.description), padding: \(padding))")
  }

  /// Sizes the view's width, height or both to wrap its subviews with `padding` around them.
  @discardableResult public func wrapContent(_ type: WrapType, padding: UIEdgeInsets)
    -> PinLayout
  {
    wrap(
      type, EdgeInsets(padding), "wrapContent(\(type.description), padding: \(padding.pinText))")
  }

  private func wrap(_ type: WrapType, _ padding: EdgeInsets, _ context: @autoclosure () -> String)
    -> PinLayout
  {
    core.wrapContent(type, padding: padding, { context() })
    return self
  }
}
