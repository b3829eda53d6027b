/// A rectangle: an origin (its top-left corner) and a size, in points.
public struct Rect: Hashable, Sendable {
  /// The top-left corner.
  public var origin: Point
  /// The extents.
  public var size: Size

  /// Creates a rectangle from its origin and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its four coordinates.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.origin = Point(x: x, y: y)
    self.size = Size(width: width, height: height)
  }

  /// The rectangle at the origin with no size.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The smallest x coordinate.
  public var minX: Double { origin.x }
  /// The smallest y coordinate.
  public var minY: Double { origin.y }
  /// The largest x coordinate.
  public var maxX: Double { origin.x + size.width }
  /// The largest y coordinate.
  public var maxY: Double { origin.y + size.height }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }

  /// Whether the two rectangles overlap with a non-empty area (edges that only touch do not).
  public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// The rectangle moved by `dx` and `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }
}
