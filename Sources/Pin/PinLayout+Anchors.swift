import PinEngine
import UIKitViews

// The 15 anchors: to the parent (with a margin from the sides the anchor touches) and to
// other views' anchors. The start/end names follow the layout direction.
extension PinLayout {
  /// Pins the top and left edges `margin` inside the parent's.
  @discardableResult public func topLeft(_ margin: CGFloat = 0) -> PinLayout {
    core.anchor(.topLeft, margin: Double(margin), { "topLeft(\(margin.pinText))" })
    return self
  }

  /// Pins this view's top-left corner on another view's anchor.
  @discardableResult public func topLeft(to anchor: Anchor) -> PinLayout {
    core.anchor(.topLeft, to: anchor, { anchorContext("topLeft", anchor) })
    return self
  }

  /// Centres the view horizontally and pins its top edge `margin` below the parent's top.
  @discardableResult public func topCenter(_ margin: CGFloat = 0) -> PinLayout {
    core.anchor(.topCenter, margin: Double(margin), { "topCenter(\(margin.pinText))" })
    return self
  }

  /// Pins the middle of this view's top edge on another view's anchor.
  @discardableResult public func topCenter(to anchor: Anchor) -> PinLayout {
    core.anchor(.topCenter, to: anchor, { anchorContext("topCenter", anchor) })
    return self
  }

  /// Pins the top and right edges `margin` inside the parent's.
  @discardableResult public func topRight(_ margin: CGFloat = 0) -> PinLayout {
    core.anchor(.topRight, margin: Double(margin), { "topRight(\(margin.pinText))" })
    return self
  }

  /// Pins this view's top-right corner on another view's anchor.
  @discardableResult public func topRight(to anchor: Anchor) -> PinLayout {
    core.anchor(.topRight, to: anchor, { anchorContext("topRight", anchor) })
    return self
  }

  /// Centres the view vertically and pins its left edge `margin` right of the parent's left.
  @discardableResult public func centerLeft(_ margin: CGFloat = 0) -> PinLayout {
    core.anchor(.centerLeft, margin: Double(margin), { "centerLeft(\(margin.pinText))" })
    return self
  }

  /// Pins the middle of this view's left edge on another view's anchor.
  @discardableResult public func centerLeft(to anchor: Anchor) -> PinLayout {
    core.anchor(.centerLeft, to: anchor, { anchorContext("centerLeft", anchor) })
    return self
  }

  /// Centres the view in the parent, offset by `margin` on both axes.
  @discardableResult public func center(_ margin: CGFloat = 0) -> PinLayout {
    core.anchor(.center, margin: Double(margin), { "center(\(margin.pinText))" })
    return self
  }

  /// Pins this view's centre on another view's anchor.
  @discardableResult public func center(to anchor: Anchor) -> PinLayout {
    core.anchor(.center, to: anchor, { anchorContext("center", anchor) })
    return self
  }

  /// Centres the view vertically and pins its right edge `margin` left of the parent's right.
  @discardableResult public func centerRight(_ margin: CGFloat = 0) -> PinLayout {
    core.anchor(.centerRight, margin: Double(margin), { "centerRight(\(margin.pinText))" })
    return self
  }

  /// Pins the middle of this view's right edge on another view's anchor.
  @discardableResult public func centerRight(to anchor: Anchor) -> PinLayout {
    core.anchor(.centerRight, to: anchor, { anchorContext("centerRight", anchor) })
    return self
  }

  /// Pins the bottom and left edges `margin` inside the parent's.
  @discardableResult public func bottomLeft(_ margin: CGFloat = 0) -> PinLayout {
    core.anchor(.bottomLeft, margin: Double(margin), { "bottomLeft(\(margin.pinText))" })
    return self
  }

  /// Pins this view's bottom-left corner on another view's anchor.
  @discardableResult public func bottomLeft(to anchor: Anchor) -> PinLayout {
    core.anchor(.bottomLeft, to: anchor, { anchorContext("bottomLeft", anchor) })
    return self
  }

  /// Centres the view horizontally and pins its bottom edge `margin` above the parent's bottom.
  @discardableResult public func bottomCenter(_ margin: CGFloat = 0) -> PinLayout {
    core.anchor(.bottomCenter, margin: Double(margin), { "bottomCenter(\(margin.pinText))" })
    return self
  }

  /// Pins the middle of this view's bottom edge on another view's anchor.
  @discardableResult public func bottomCenter(to anchor: Anchor) -> PinLayout {
    core.anchor(.bottomCenter, to: anchor, { anchorContext("bottomCenter", anchor) })
    return self
  }

  /// Pins the bottom and right edges `margin` inside the parent's.
  @discardableResult public func bottomRight(_ margin: CGFloat = 0) -> PinLayout {
    core.anchor(.bottomRight, margin: Double(margin), { "bottomRight(\(margin.pinText))" })
    return self
  }

  /// Pins this view's bottom-right corner on another view's anchor.
  @discardableResult public func bottomRight(to anchor: Anchor) -> PinLayout {
    core.anchor(.bottomRight, to: anchor, { anchorContext("bottomRight", anchor) })
    return self
  }

  /// Pins the top corner on the start side (`topLeft` left to right, `topRight` right to left), `margin` inside the
  /// parent's sides.
  @discardableResult public func topStart(_ margin: CGFloat = 0) -> PinLayout {
    core.anchor(
      isLeftToRight ? .topLeft : .topRight, margin: Double(margin),
      { "topStart(\(margin.pinText))" })
    return self
  }

  /// Pins the top corner on the start side on another view's anchor.
  @discardableResult public func topStart(to anchor: Anchor) -> PinLayout {
    core.anchor(
      isLeftToRight ? .topLeft : .topRight, to: anchor, { anchorContext("topStart", anchor) })
    return self
  }

  /// Pins the top corner on the end side (`topRight` left to right, `topLeft` right to left), `margin` inside the
  /// parent's sides.
  @discardableResult public func topEnd(_ margin: CGFloat = 0) -> PinLayout {
    core.anchor(
      isLeftToRight ? .topRight : .topLeft, margin: Double(margin),
      { "topEnd(\(margin.pinText))" })
    return self
  }

  /// Pins the top corner on the end side on another view's anchor.
  @discardableResult public func topEnd(to anchor: Anchor) -> PinLayout {
    core.anchor(
      isLeftToRight ? .topRight : .topLeft, to: anchor, { anchorContext("topEnd", anchor) })
    return self
  }

  /// Pins the middle of the start edge (`centerLeft` left to right, `centerRight` right to left), `margin` inside the
  /// parent's sides.
  @discardableResult public func centerStart(_ margin: CGFloat = 0) -> PinLayout {
    core.anchor(
      isLeftToRight ? .centerLeft : .centerRight, margin: Double(margin),
      { "centerStart(\(margin.pinText))" })
    return self
  }

  /// Pins the middle of the start edge on another view's anchor.
  @discardableResult public func centerStart(to anchor: Anchor) -> PinLayout {
    core.anchor(
      isLeftToRight ? .centerLeft : .centerRight, to: anchor,
      { anchorContext("centerStart", anchor) })
    return self
  }

  /// Pins the middle of the end edge (`centerRight` left to right, `centerLeft` right to left), `margin` inside the
  /// parent's sides.
  @discardableResult public func centerEnd(_ margin: CGFloat = 0) -> PinLayout {
    core.anchor(
      isLeftToRight ? .centerRight : .centerLeft, margin: Double(margin),
      { "centerEnd(\(margin.pinText))" })
    return self
  }

  /// Pins the middle of the end edge on another view's anchor.
  @discardableResult public func centerEnd(to anchor: Anchor) -> PinLayout {
    core.anchor(
      isLeftToRight ? .centerRight : .centerLeft, to: anchor, { anchorContext("centerEnd", anchor) }
    )
    return self
  }

  /// Pins the bottom corner on the start side (`bottomLeft` left to right, `bottomRight` right to left), `margin` inside the
  /// parent's sides.
  @discardableResult public func bottomStart(_ margin: CGFloat = 0) -> PinLayout {
    core.anchor(
      isLeftToRight ? .bottomLeft : .bottomRight, margin: Double(margin),
      { "bottomStart(\(margin.pinText))" })
    return self
  }

  /// Pins the bottom corner on the start side on another view's anchor.
  @discardableResult public func bottomStart(to anchor: Anchor) -> PinLayout {
    core.anchor(
      isLeftToRight ? .bottomLeft : .bottomRight, to: anchor,
      { anchorContext("bottomStart", anchor) })
    return self
  }

  /// Pins the bottom corner on the end side (`bottomRight` left to right, `bottomLeft` right to left), `margin` inside the
  /// parent's sides.
  @discardableResult public func bottomEnd(_ margin: CGFloat = 0) -> PinLayout {
    core.anchor(
      isLeftToRight ? .bottomRight : .bottomLeft, margin: Double(margin),
      { "bottomEnd(\(margin.pinText))" })
    return self
  }

  /// Pins the bottom corner on the end side on another view's anchor.
  @discardableResult public func bottomEnd(to anchor: Anchor) -> PinLayout {
    core.anchor(
      isLeftToRight ? .bottomRight : .bottomLeft, to: anchor, { anchorContext("bottomEnd", anchor) }
    )
    return self
  }

  /// The context of an anchor call: `topLeft(to: .bottomRight, of: (UIView, …))`.
  func anchorContext(_ method: String, _ anchor: Anchor) -> String {
    "\(method)(to: .\(anchor.kind.rawValue), of: \(describe(anchor.view)))"
  }
}
