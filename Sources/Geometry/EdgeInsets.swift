/// Distances inward from each edge of a rectangle, in points.
public struct EdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right edge.
  public var right: Double

  /// Creates insets from the four edges.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = EdgeInsets()

  /// The sum of the left and right insets.
  public var horizontal: Double { left + right }
  /// The sum of the top and bottom insets.
  public var vertical: Double { top + bottom }
}
