import Geometry

// Edges, centres and anchors, relative to the parent or to other views.
extension PinCore {
  /// Pins the top edge `length` below the parent's top (a percentage of the parent's height).
  @inlinable public mutating func top(_ length: PinLength, _ context: PinContext) {
    if case .points(let value) = length { return setTop(value, context) }
    guard let rect = superviewRect else { return }
    setTop(length.resolved(against: rect.height), context)
  }

  /// Pins the left edge `length` right of the parent's left (a percentage of its width).
  @inlinable public mutating func left(_ length: PinLength, _ context: PinContext) {
    if case .points(let value) = length { return setLeft(value, context) }
    guard let rect = superviewRect else { return }
    setLeft(length.resolved(against: rect.width), context)
  }

  /// Pins the bottom edge `length` above the parent's bottom (a percentage of its height).
  @inlinable public mutating func bottom(_ length: PinLength, _ context: PinContext) {
    guard let rect = superviewRect else { return }
    setBottom(rect.height - length.resolved(against: rect.height), context)
  }

  /// Pins the right edge `length` left of the parent's right (a percentage of its width).
  @inlinable public mutating func right(_ length: PinLength, _ context: PinContext) {
    guard let rect = superviewRect else { return }
    setRight(rect.width - length.resolved(against: rect.width), context)
  }

  /// Pins the start edge: the left one left to right, the right one right to left.
  @inlinable public mutating func start(_ length: PinLength, _ context: PinContext) {
    if startIsLeft { left(length, context) } else { right(length, context) }
  }

  /// Pins the end edge: the right one left to right, the left one right to left.
  @inlinable public mutating func end(_ length: PinLength, _ context: PinContext) {
    if startIsLeft { right(length, context) } else { left(length, context) }
  }

  /// Centres the view horizontally in the parent, offset by `length`.
  @inlinable public mutating func hCenter(_ length: PinLength, _ context: PinContext) {
    guard let rect = superviewRect else { return }
    setHCenter(rect.width / 2 + length.resolved(against: rect.width), context)
  }

  /// Centres the view vertically in the parent, offset by `length`.
  @inlinable public mutating func vCenter(_ length: PinLength, _ context: PinContext) {
    guard let rect = superviewRect else { return }
    setVCenter(rect.height / 2 + length.resolved(against: rect.height), context)
  }

  /// Pins this view's anchor `kind` to the parent's matching point, `margin` inside it.
  ///
  /// The margin moves the view away from the parent's sides that the anchor touches: both axes
  /// for `center`, only the top for `topCenter`, and so on.
  @inlinable public mutating func anchor(_ kind: AnchorKind, margin: Double, _ context: PinContext)
  {
    if kind == .topLeft {
      return setAnchor(kind, Point(x: margin, y: margin), context)
    }
    guard let rect = superviewRect else { return }
    let w = rect.width
    let h = rect.height
    let point: Point
    switch kind {
    case .topLeft: point = Point(x: margin, y: margin)
    case .topCenter: point = Point(x: w / 2, y: margin)
    case .topRight: point = Point(x: w - margin, y: margin)
    case .centerLeft: point = Point(x: margin, y: h / 2)
    case .center: point = Point(x: w / 2 + margin, y: h / 2 + margin)
    case .centerRight: point = Point(x: w - margin, y: h / 2)
    case .bottomLeft: point = Point(x: margin, y: h - margin)
    case .bottomCenter: point = Point(x: w / 2, y: h - margin)
    case .bottomRight: point = Point(x: w - margin, y: h - margin)
    }
    setAnchor(kind, point, context)
  }

  /// Pins this view's anchor `kind` on another view's anchor.
  @inlinable public mutating func anchor(
    _ kind: AnchorKind, to anchor: PinAnchor<View>, _ context: PinContext
  ) {
    guard let points = points(of: [anchor], context) else { return }
    setAnchor(kind, points[0], context)
  }

  /// Pins this view's vertical edge `kind` on another view's vertical edge.
  @inlinable public mutating func edge(
    _ kind: VerticalEdgeKind, to edge: PinVerticalEdge<View>, _ context: PinContext
  ) {
    guard let y = coordinate(of: edge, context) else { return }
    switch kind {
    case .top: setTop(y, context)
    case .vCenter: setVCenter(y, context)
    case .bottom: setBottom(y, context)
    }
  }

  /// Pins this view's horizontal edge `kind` on another view's horizontal edge.
  @inlinable public mutating func edge(
    _ kind: HorizontalEdgeKind, to edge: PinHorizontalEdge<View>, _ context: PinContext
  ) {
    guard let x = coordinate(of: edge, context) else { return }
    switch kind {
    case .left: setLeft(x, context)
    case .hCenter: setHCenter(x, context)
    case .right: setRight(x, context)
    }
  }
}
