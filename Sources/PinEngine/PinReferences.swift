import Geometry

/// One of the nine points of a view's frame that `anchor` names.
public enum AnchorKind: String, Hashable, Sendable {
  /// The top-left corner.
  case topLeft
  /// The middle of the top edge.
  case topCenter
  /// The top-right corner.
  case topRight
  /// The middle of the left edge.
  case centerLeft
  /// The centre.
  case center
  /// The middle of the right edge.
  case centerRight
  /// The bottom-left corner.
  case bottomLeft
  /// The middle of the bottom edge.
  case bottomCenter
  /// The bottom-right corner.
  case bottomRight

  /// The point of `rect` this anchor names.
  @inlinable func point(in rect: Rect) -> Point {
    let x: Double
    let y: Double
    switch self {
    case .topLeft, .centerLeft, .bottomLeft: x = rect.minX
    case .topCenter, .center, .bottomCenter: x = rect.minX + rect.width / 2
    case .topRight, .centerRight, .bottomRight: x = rect.minX + rect.width
    }
    switch self {
    case .topLeft, .topCenter, .topRight: y = rect.minY
    case .centerLeft, .center, .centerRight: y = rect.minY + rect.height / 2
    case .bottomLeft, .bottomCenter, .bottomRight: y = rect.minY + rect.height
    }
    return Point(x: x, y: y)
  }

  /// The same anchor mirrored left to right (`topLeft` becomes `topRight`).
  @inlinable var mirrored: AnchorKind {
    switch self {
    case .topLeft: .topRight
    case .topRight: .topLeft
    case .centerLeft: .centerRight
    case .centerRight: .centerLeft
    case .bottomLeft: .bottomRight
    case .bottomRight: .bottomLeft
    case .topCenter, .center, .bottomCenter: self
    }
  }
}

/// A point of another view, read when it is passed to a pin call.
public struct PinAnchor<View: Layoutable> {
  /// The view the point belongs to.
  public let view: View
  /// Which point.
  public let kind: AnchorKind

  /// Creates an anchor of `view`.
  public init(view: View, kind: AnchorKind) {
    self.view = view
    self.kind = kind
  }
}

/// One of a view's vertical-position edges: its top, vertical centre or bottom.
public enum VerticalEdgeKind: String, Hashable, Sendable {
  /// The top edge.
  case top
  /// The vertical centre.
  case vCenter
  /// The bottom edge.
  case bottom
}

/// One of a view's horizontal-position edges: its left, horizontal centre or right.
public enum HorizontalEdgeKind: String, Hashable, Sendable {
  /// The left edge.
  case left
  /// The horizontal centre.
  case hCenter
  /// The right edge.
  case right
}

/// A horizontal coordinate of another view (its left, centre or right), read when used.
public struct PinHorizontalEdge<View: Layoutable> {
  /// The view the edge belongs to.
  public let view: View
  /// Which edge.
  public let kind: HorizontalEdgeKind

  /// Creates an edge of `view`.
  public init(view: View, kind: HorizontalEdgeKind) {
    self.view = view
    self.kind = kind
  }

  /// The edge's x in the view's parent's coordinates.
  @inlinable var x: Double {
    let rect = view.pinRect
    switch kind {
    case .left: return rect.minX
    case .hCenter: return rect.minX + rect.width / 2
    case .right: return rect.minX + rect.width
    }
  }
}

/// A vertical coordinate of another view (its top, centre or bottom), read when used.
public struct PinVerticalEdge<View: Layoutable> {
  /// The view the edge belongs to.
  public let view: View
  /// Which edge.
  public let kind: VerticalEdgeKind

  /// Creates an edge of `view`.
  public init(view: View, kind: VerticalEdgeKind) {
    self.view = view
    self.kind = kind
  }

  /// The edge's y in the view's parent's coordinates.
  @inlinable var y: Double {
    let rect = view.pinRect
    switch kind {
    case .top: return rect.minY
    case .vCenter: return rect.minY + rect.height / 2
    case .bottom: return rect.minY + rect.height
    }
  }
}
