import PinEngine
import UIKitViews

// Relative positioning: above, below, left, right, before and after one or several views.
// With several views, above uses the topmost top, below the bottommost bottom, left(of:) the
// leftmost left and right(of:) the rightmost right; `.center` aligns on the average centre.
extension PinLayout {
  /// Places the view above `relativeView`, aligned horizontally as `aligned` says.
  @discardableResult public func above(of relativeView: UIView, aligned: HorizontalAlign = .none)
    -> PinLayout
  {
    core.above(
      of: CollectionOfOne(relativeView), aligned: aligned,
      { relativeContext("above", [relativeView], aligned == .none ? nil : aligned.description) })
    return self
  }

  /// Places the view above the topmost of `relativeViews`.
  @discardableResult public func above(
    of relativeViews: [UIView], aligned: HorizontalAlign = .none
  ) -> PinLayout {
    core.above(
      of: relativeViews, aligned: aligned,
      { relativeContext("above", relativeViews, aligned == .none ? nil : aligned.description) })
    return self
  }

  /// Places the view below `relativeView`, aligned horizontally as `aligned` says.
  @discardableResult public func below(of relativeView: UIView, aligned: HorizontalAlign = .none)
    -> PinLayout
  {
    core.below(
      of: CollectionOfOne(relativeView), aligned: aligned,
      { relativeContext("below", [relativeView], aligned == .none ? nil : aligned.description) })
    return self
  }

  /// Places the view below the bottommost of `relativeViews`.
  @discardableResult public func below(
    of relativeViews: [UIView], aligned: HorizontalAlign = .none
  ) -> PinLayout {
    core.below(
      of: relativeViews, aligned: aligned,
      { relativeContext("below", relativeViews, aligned == .none ? nil : aligned.description) })
    return self
  }

  /// Places the view left of `relativeView`, aligned vertically as `aligned` says.
  @discardableResult public func left(of relativeView: UIView, aligned: VerticalAlign = .none)
    -> PinLayout
  {
    core.left(
      of: CollectionOfOne(relativeView), aligned: aligned,
      { relativeContext("left", [relativeView], aligned == .none ? nil : aligned.description) })
    return self
  }

  /// Places the view left of the leftmost of `relativeViews`.
  @discardableResult public func left(of relativeViews: [UIView], aligned: VerticalAlign = .none)
    -> PinLayout
  {
    core.left(
      of: relativeViews, aligned: aligned,
      { relativeContext("left", relativeViews, aligned == .none ? nil : aligned.description) })
    return self
  }

  /// Places the view right of `relativeView`, aligned vertically as `aligned` says.
  @discardableResult public func right(of relativeView: UIView, aligned: VerticalAlign = .none)
    -> PinLayout
  {
    core.right(
      of: CollectionOfOne(relativeView), aligned: aligned,
      { relativeContext("right", [relativeView], aligned == .none ? nil : aligned.description) })
    return self
  }

  /// Places the view right of the rightmost of `relativeViews`.
  @discardableResult public func right(
    of relativeViews: [UIView], aligned: VerticalAlign = .none
  ) -> PinLayout {
    core.right(
      of: relativeViews, aligned: aligned,
      { relativeContext("right", relativeViews, aligned == .none ? nil : aligned.description) })
    return self
  }

  /// Places the view before `relativeView`: left of it left to right, right of it right to left.
  @discardableResult public func before(of relativeView: UIView, aligned: VerticalAlign = .none)
    -> PinLayout
  {
    core.before(
      of: CollectionOfOne(relativeView), aligned: aligned,
      { relativeContext("before", [relativeView], aligned == .none ? nil : aligned.description) })
    return self
  }

  /// Places the view before `relativeViews` (left to right: left of the leftmost).
  @discardableResult public func before(
    of relativeViews: [UIView], aligned: VerticalAlign = .none
  ) -> PinLayout {
    core.before(
      of: relativeViews, aligned: aligned,
      { relativeContext("before", relativeViews, aligned == .none ? nil : aligned.description) })
    return self
  }

  /// Places the view after `relativeView`: right of it left to right, left of it right to left.
  @discardableResult public func after(of relativeView: UIView, aligned: VerticalAlign = .none)
    -> PinLayout
  {
    core.after(
      of: CollectionOfOne(relativeView), aligned: aligned,
      { relativeContext("after", [relativeView], aligned == .none ? nil : aligned.description) })
    return self
  }

  /// Places the view after `relativeViews` (left to right: right of the rightmost).
  @discardableResult public func after(
    of relativeViews: [UIView], aligned: VerticalAlign = .none
  ) -> PinLayout {
    core.after(
      of: relativeViews, aligned: aligned,
      { relativeContext("after", relativeViews, aligned == .none ? nil : aligned.description) })
    return self
  }

  /// The context of a relative call: `below(of: (UIView, …), aligned: .left)`.
  func relativeContext(_ method: String, _ views: [UIView], _ aligned: String?) -> String {
    let list =
      views.count == 1
      ? describe(views[0]) : "[\(views.map(describe).joined(separator: ", "))]"
    return "\(method)(of: \(list)" + (aligned.map { ", aligned: .\($0))" } ?? ")")
  }
}
