import PinEngine
import UIKitViews

// Edges and centres relative to the parent, and the all/horizontally/vertically shorthands.
// The value is the distance from the parent's matching edge; a percentage is of the parent's
// height (top, bottom, vCenter) or width (the others).
extension PinLayout {
  /// Pins the top edge `offset` points below the parent's top.
  @discardableResult public func top(_ offset: CGFloat = 0) -> PinLayout {
    core.top(.points(Double(offset)), { "top(\(offset.pinText))" })
    return self
  }

  /// Pins the top edge a percentage of the parent's height below its top.
  @discardableResult public func top(_ percent: Percent) -> PinLayout {
    core.top(percent.length, { "top(\(percent))" })
    return self
  }

  /// Pins the top edge `insets.top` below the parent's top (`top(pin.safeArea)`).
  @discardableResult public func top(_ insets: UIEdgeInsets) -> PinLayout {
    core.top(.points(Double(insets.top)), { "top(\(insets.pinText))" })
    return self
  }

  /// Pins the left edge `offset` points right of the parent's left.
  @discardableResult public func left(_ offset: CGFloat = 0) -> PinLayout {
    core.left(.points(Double(offset)), { "left(\(offset.pinText))" })
    return self
  }

  /// Pins the left edge a percentage of the parent's width right of its left.
  @discardableResult public func left(_ percent: Percent) -> PinLayout {
    core.left(percent.length, { "left(\(percent))" })
    return self
  }

  /// Pins the left edge `insets.left` right of the parent's left.
  @discardableResult public func left(_ insets: UIEdgeInsets) -> PinLayout {
    core.left(.points(Double(insets.left)), { "left(\(insets.pinText))" })
    return self
  }

  /// Pins the bottom edge `offset` points above the parent's bottom.
  @discardableResult public func bottom(_ offset: CGFloat = 0) -> PinLayout {
    core.bottom(.points(Double(offset)), { "bottom(\(offset.pinText))" })
    return self
  }

  /// Pins the bottom edge a percentage of the parent's height above its bottom.
  @discardableResult public func bottom(_ percent: Percent) -> PinLayout {
    core.bottom(percent.length, { "bottom(\(percent))" })
    return self
  }

  /// Pins the bottom edge `insets.bottom` above the parent's bottom.
  @discardableResult public func bottom(_ insets: UIEdgeInsets) -> PinLayout {
    core.bottom(.points(Double(insets.bottom)), { "bottom(\(insets.pinText))" })
    return self
  }

  /// Pins the right edge `offset` points left of the parent's right.
  @discardableResult public func right(_ offset: CGFloat = 0) -> PinLayout {
    core.right(.points(Double(offset)), { "right(\(offset.pinText))" })
    return self
  }

  /// Pins the right edge a percentage of the parent's width left of its right.
  @discardableResult public func right(_ percent: Percent) -> PinLayout {
    core.right(percent.length, { "right(\(percent))" })
    return self
  }

  /// Pins the right edge `insets.right` left of the parent's right.
  @discardableResult public func right(_ insets: UIEdgeInsets) -> PinLayout {
    core.right(.points(Double(insets.right)), { "right(\(insets.pinText))" })
    return self
  }

  /// Pins the start edge (left to right: the left one; right to left: the right one).
  @discardableResult public func start(_ offset: CGFloat = 0) -> PinLayout {
    core.start(.points(Double(offset)), { "start(\(offset.pinText))" })
    return self
  }

  /// Pins the start edge a percentage of the parent's width from its start.
  @discardableResult public func start(_ percent: Percent) -> PinLayout {
    core.start(percent.length, { "start(\(percent))" })
    return self
  }

  /// Pins the start edge with the insets' left (left to right) or right (right to left) value.
  @discardableResult public func start(_ insets: UIEdgeInsets) -> PinLayout {
    let value = isLeftToRight ? insets.left : insets.right
    core.start(.points(Double(value)), { "start(\(insets.pinText))" })
    return self
  }

  /// Pins the end edge (left to right: the right one; right to left: the left one).
  @discardableResult public func end(_ offset: CGFloat = 0) -> PinLayout {
    core.end(.points(Double(offset)), { "end(\(offset.pinText))" })
    return self
  }

  /// Pins the end edge a percentage of the parent's width from its end.
  @discardableResult public func end(_ percent: Percent) -> PinLayout {
    core.end(percent.length, { "end(\(percent))" })
    return self
  }

  /// Pins the end edge with the insets' right (left to right) or left (right to left) value.
  @discardableResult public func end(_ insets: UIEdgeInsets) -> PinLayout {
    let value = isLeftToRight ? insets.right : insets.left
    core.end(.points(Double(value)), { "end(\(insets.pinText))" })
    return self
  }

  /// Centres the view horizontally in the parent, `offset` points right of the centre.
  @discardableResult public func hCenter(_ offset: CGFloat = 0) -> PinLayout {
    core.hCenter(.points(Double(offset)), { "hCenter(\(offset.pinText))" })
    return self
  }

  /// Centres the view horizontally, a percentage of the parent's width right of the centre.
  @discardableResult public func hCenter(_ percent: Percent) -> PinLayout {
    core.hCenter(percent.length, { "hCenter(\(percent))" })
    return self
  }

  /// Centres the view vertically in the parent, `offset` points below the centre.
  @discardableResult public func vCenter(_ offset: CGFloat = 0) -> PinLayout {
    core.vCenter(.points(Double(offset)), { "vCenter(\(offset.pinText))" })
    return self
  }

  /// Centres the view vertically, a percentage of the parent's height below the centre.
  @discardableResult public func vCenter(_ percent: Percent) -> PinLayout {
    core.vCenter(percent.length, { "vCenter(\(percent))" })
    return self
  }

  // MARK: Several edges at once

  /// Pins the four edges `value` points inside the parent's.
  @discardableResult public func all(_ value: CGFloat = 0) -> PinLayout {
    let length = PinLength.points(Double(value))
    core.top(length, { "all(\(value.pinText)) top coordinate" })
    core.bottom(length, { "all(\(value.pinText)) bottom coordinate" })
    core.left(length, { "all(\(value.pinText)) left coordinate" })
    core.right(length, { "all(\(value.pinText)) right coordinate" })
    return self
  }

  /// Pins the four edges inside the parent's by the matching insets (`all(pin.safeArea)`).
  @discardableResult public func all(_ insets: UIEdgeInsets) -> PinLayout {
    core.top(.points(Double(insets.top)), { "all(\(insets.pinText)) top coordinate" })
    core.bottom(.points(Double(insets.bottom)), { "all(\(insets.pinText)) bottom coordinate" })
    core.left(.points(Double(insets.left)), { "all(\(insets.pinText)) left coordinate" })
    core.right(.points(Double(insets.right)), { "all(\(insets.pinText)) right coordinate" })
    return self
  }

  /// Pins the left and right edges `value` points inside the parent's.
  @discardableResult public func horizontally(_ value: CGFloat = 0) -> PinLayout {
    horizontally(.points(Double(value)), value.pinText)
  }

  /// Pins the left and right edges a percentage of the parent's width inside its own.
  @discardableResult public func horizontally(_ percent: Percent) -> PinLayout {
    horizontally(percent.length, percent.description)
  }

  /// Pins the left and right edges inside the parent's by the insets' left and right.
  @discardableResult public func horizontally(_ insets: UIEdgeInsets) -> PinLayout {
    core.left(.points(Double(insets.left)), { "horizontally(\(insets.pinText)) left coordinate" })
    core.right(
      .points(Double(insets.right)), { "horizontally(\(insets.pinText)) right coordinate" })
    return self
  }

  /// Pins the top and bottom edges `value` points inside the parent's.
  @discardableResult public func vertically(_ value: CGFloat = 0) -> PinLayout {
    vertically(.points(Double(value)), value.pinText)
  }

  /// Pins the top and bottom edges a percentage of the parent's height inside its own.
  @discardableResult public func vertically(_ percent: Percent) -> PinLayout {
    vertically(percent.length, percent.description)
  }

  /// Pins the top and bottom edges inside the parent's by the insets' top and bottom.
  @discardableResult public func vertically(_ insets: UIEdgeInsets) -> PinLayout {
    core.top(.points(Double(insets.top)), { "vertically(\(insets.pinText)) top coordinate" })
    core.bottom(
      .points(Double(insets.bottom)), { "vertically(\(insets.pinText)) bottom coordinate" })
    return self
  }

  private func horizontally(_ length: PinLength, _ text: String) -> PinLayout {
    core.left(length, { "horizontally(\(text)) left coordinate" })
    core.right(length, { "horizontally(\(text)) right coordinate" })
    return self
  }

  private func vertically(_ length: PinLength, _ text: String) -> PinLayout {
    core.top(length, { "vertically(\(text)) top coordinate" })
    core.bottom(length, { "vertically(\(text)) bottom coordinate" })
    return self
  }

  // MARK: Edges of other views

  /// Pins the top edge on another view's top, vCenter or bottom.
  @discardableResult public func top(to edge: VerticalEdge) -> PinLayout {
    core.edge(.top, to: edge, { edgeContext("top", edge.view, edge.kind.rawValue) })
    return self
  }

  /// Pins the vertical centre on another view's top, vCenter or bottom.
  @discardableResult public func vCenter(to edge: VerticalEdge) -> PinLayout {
    core.edge(.vCenter, to: edge, { edgeContext("vCenter", edge.view, edge.kind.rawValue) })
    return self
  }

  /// Pins the bottom edge on another view's top, vCenter or bottom.
  @discardableResult public func bottom(to edge: VerticalEdge) -> PinLayout {
    core.edge(.bottom, to: edge, { edgeContext("bottom", edge.view, edge.kind.rawValue) })
    return self
  }

  /// Pins the left edge on another view's left, hCenter or right (or start/end).
  @discardableResult public func left(to edge: HorizontalEdge) -> PinLayout {
    core.edge(.left, to: edge, { edgeContext("left", edge.view, edge.kind.rawValue) })
    return self
  }

  /// Pins the horizontal centre on another view's left, hCenter or right.
  @discardableResult public func hCenter(to edge: HorizontalEdge) -> PinLayout {
    core.edge(.hCenter, to: edge, { edgeContext("hCenter", edge.view, edge.kind.rawValue) })
    return self
  }

  /// Pins the right edge on another view's left, hCenter or right.
  @discardableResult public func right(to edge: HorizontalEdge) -> PinLayout {
    core.edge(.right, to: edge, { edgeContext("right", edge.view, edge.kind.rawValue) })
    return self
  }

  /// Pins the start edge (left, or right in right to left) on another view's edge.
  @discardableResult public func start(to edge: HorizontalEdge) -> PinLayout {
    core.edge(
      isLeftToRight ? .left : .right, to: edge,
      { edgeContext("start", edge.view, edge.kind.rawValue) })
    return self
  }

  /// Pins the end edge (right, or left in right to left) on another view's edge.
  @discardableResult public func end(to edge: HorizontalEdge) -> PinLayout {
    core.edge(
      isLeftToRight ? .right : .left, to: edge,
      { edgeContext("end", edge.view, edge.kind.rawValue) })
    return self
  }

  /// The context of a call relative to another view: `top(to: .bottom, of: (UIView, …))`.
  func edgeContext(_ method: String, _ reference: UIView, _ kind: String) -> String {
    "\(method)(to: .\(kind), of: \(describe(reference)))"
  }

  /// A view as warnings name it.
  func describe(_ reference: UIView) -> String {
    let frame = reference.layoutFrame
    return
      "(\(reference.pinDescription), Frame: (\(formatPinNumber(frame.minX)), "
      + "\(formatPinNumber(frame.minY)), \(formatPinNumber(frame.width)), "
      + "\(formatPinNumber(frame.height))))"
  }
}
