import PinEngine
import UIKitViews

// Margins: plain assignments, the last call wins; percentages are of the parent's size, taken
// when the call is made. With one pinned edge on an axis its margin moves the view; with two
// edges the margins shrink it; with a centre, left minus right shifts it.
extension PinLayout {
  /// Sets the top margin.
  @discardableResult public func marginTop(_ value: CGFloat) -> PinLayout {
    margins(top: .points(Double(value)), "marginTop(\(value.pinText))")
  }

  /// Sets the top margin to a percentage of the parent's height.
  @discardableResult public func marginTop(_ percent: Percent) -> PinLayout {
    margins(top: percent.length, "marginTop(\(percent))")
  }

  /// Sets the left margin.
  @discardableResult public func marginLeft(_ value: CGFloat) -> PinLayout {
    margins(left: .points(Double(value)), "marginLeft(\(value.pinText))")
  }

  /// Sets the left margin to a percentage of the parent's width.
  @discardableResult public func marginLeft(_ percent: Percent) -> PinLayout {
    margins(left: percent.length, "marginLeft(\(percent))")
  }

  /// Sets the bottom margin.
  @discardableResult public func marginBottom(_ value: CGFloat) -> PinLayout {
    margins(bottom: .points(Double(value)), "marginBottom(\(value.pinText))")
  }

  /// Sets the bottom margin to a percentage of the parent's height.
  @discardableResult public func marginBottom(_ percent: Percent) -> PinLayout {
    margins(bottom: percent.length, "marginBottom(\(percent))")
  }

  /// Sets the right margin.
  @discardableResult public func marginRight(_ value: CGFloat) -> PinLayout {
    margins(right: .points(Double(value)), "marginRight(\(value.pinText))")
  }

  /// Sets the right margin to a percentage of the parent's width.
  @discardableResult public func marginRight(_ percent: Percent) -> PinLayout {
    margins(right: percent.length, "marginRight(\(percent))")
  }

  /// Sets the start margin (the left one left to right, the right one right to left).
  @discardableResult public func marginStart(_ value: CGFloat) -> PinLayout {
    core.directionalMargins(start: .points(Double(value)), { "marginStart(\(value.pinText))" })
    return self
  }

  /// Sets the start margin to a percentage of the parent's width.
  @discardableResult public func marginStart(_ percent: Percent) -> PinLayout {
    core.directionalMargins(start: percent.length, { "marginStart(\(percent))" })
    return self
  }

  /// Sets the end margin (the right one left to right, the left one right to left).
  @discardableResult public func marginEnd(_ value: CGFloat) -> PinLayout {
    core.directionalMargins(end: .points(Double(value)), { "marginEnd(\(value.pinText))" })
    return self
  }

  /// Sets the end margin to a percentage of the parent's width.
  @discardableResult public func marginEnd(_ percent: Percent) -> PinLayout {
    core.directionalMargins(end: percent.length, { "marginEnd(\(percent))" })
    return self
  }

  /// Sets the left and right margins.
  @discardableResult public func marginHorizontal(_ value: CGFloat) -> PinLayout {
    let length = PinLength.points(Double(value))
    return margins(left: length, right: length, "marginHorizontal(\(value.pinText))")
  }

  /// Sets the left and right margins to a percentage of the parent's width.
  @discardableResult public func marginHorizontal(_ percent: Percent) -> PinLayout {
    margins(left: percent.length, right: percent.length, "marginHorizontal(\(percent))")
  }

  /// Sets the top and bottom margins.
  @discardableResult public func marginVertical(_ value: CGFloat) -> PinLayout {
    let length = PinLength.points(Double(value))
    return margins(top: length, bottom: length, "marginVertical(\(value.pinText))")
  }

  /// Sets the top and bottom margins to a percentage of the parent's height.
  @discardableResult public func marginVertical(_ percent: Percent) -> PinLayout {
    margins(top: percent.length, bottom: percent.length, "marginVertical(\(percent))")
  }

  /// Sets the four margins from insets (`margin(pin.safeArea)`).
  @discardableResult public func margin(_ insets: UIEdgeInsets) -> PinLayout {
    margins(
      top: .points(Double(insets.top)), left: .points(Double(insets.left)),
      bottom: .points(Double(insets.bottom)), right: .points(Double(insets.right)),
      "margin(\(insets.pinText))")
  }

  /// Sets the margins from directional insets (leading is the start margin).
  @discardableResult public func margin(_ directionalInsets: NSDirectionalEdgeInsets) -> PinLayout {
    let insets = directionalInsets
    _ = margins(
      top: .points(Double(insets.top)), bottom: .points(Double(insets.bottom)),
      "margin(\(insets))")
    core.directionalMargins(
      start: .points(Double(insets.leading)), end: .points(Double(insets.trailing)),
      { "margin(\(insets))" })
    return self
  }

  /// Sets the four margins to `value`.
  @discardableResult public func margin(_ value: CGFloat) -> PinLayout {
    let length = PinLength.points(Double(value))
    return margins(
      top: length, left: length, bottom: length, right: length, "margin(\(value.pinText))")
  }

  /// Sets the four margins to a percentage of the parent's height (top, bottom) or width.
  @discardableResult public func margin(_ percent: Percent) -> PinLayout {
    let length = percent.length
    return margins(top: length, left: length, bottom: length, right: length, "margin(\(percent))")
  }

  /// Sets the top, left, bottom and right margins.
  @discardableResult public func margin(
    _ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat
  ) -> PinLayout {
    margins(
      top: .points(Double(top)), left: .points(Double(left)), bottom: .points(Double(bottom)),
      right: .points(Double(right)),
      "margin(\(top.pinText), \(left.pinText), \(bottom.pinText), \(right.pinText))")
  }

  /// Sets the top, left, bottom and right margins as percentages of the parent's size.
  @discardableResult public func margin(
    _ top: Percent, _ left: Percent, _ bottom: Percent, _ right: Percent
  ) -> PinLayout {
    margins(
      top: top.length, left: left.length, bottom: bottom.length, right: right.length,
      "margin(top: \(top), left: \(left), bottom: \(bottom), right: \(right))")
  }

  /// Sets the vertical (top and bottom) and horizontal (left and right) margins.
  @discardableResult public func margin(_ vertical: CGFloat, _ horizontal: CGFloat) -> PinLayout {
    let v = PinLength.points(Double(vertical))
    let h = PinLength.points(Double(horizontal))
    return margins(
      top: v, left: h, bottom: v, right: h, "margin(\(vertical.pinText), \(horizontal.pinText))")
  }

  /// Sets the vertical and horizontal margins as percentages of the parent's size.
  @discardableResult public func margin(_ vertical: Percent, _ horizontal: Percent) -> PinLayout {
    margins(
      top: vertical.length, left: horizontal.length, bottom: vertical.length,
      right: horizontal.length, "margin(vertical: \(vertical), horizontal: \(horizontal))")
  }

  /// Sets the top, horizontal (left and right) and bottom margins.
  @discardableResult public func margin(
    _ top: CGFloat, _ horizontal: CGFloat, _ bottom: CGFloat
  ) -> PinLayout {
    let h = PinLength.points(Double(horizontal))
    return margins(
      top: .points(Double(top)), left: h, bottom: .points(Double(bottom)), right: h,
      "margin(\(top.pinText), \(horizontal.pinText), \(bottom.pinText))")
  }

  /// Sets the top, horizontal and bottom margins as percentages of the parent's size.
  @discardableResult public func margin(
    _ top: Percent, _ horizontal: Percent, _ bottom: Percent
  ) -> PinLayout {
    margins(
      top: top.length, left: horizontal.length, bottom: bottom.length, right: horizontal.length,
      "margin(top: \(top), horizontal: \(horizontal), bottom: \(bottom))")
  }

  private func margins(
    top: PinLength? = nil, left: PinLength? = nil, bottom: PinLength? = nil,
    right: PinLength? = nil, _ context: @autoclosure () -> String
  ) -> PinLayout {
    core.margins(top: top, left: left, bottom: bottom, right: right, { context() })
    return self
  }
}
