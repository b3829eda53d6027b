import Geometry

/// A floating-point length (Core Graphics' name; a `Double` here).
public typealias CGFloat = Double
/// A point (Core Graphics' name for Geometry's `Point`).
public typealias CGPoint = Point
/// A size (Core Graphics' name for Geometry's `Size`).
public typealias CGSize = Size
/// A rectangle (Core Graphics' name for Geometry's `Rect`).
public typealias CGRect = Rect
/// Edge insets with left and right (UIKit's name for Geometry's `EdgeInsets`).
public typealias UIEdgeInsets = EdgeInsets

extension Rect {
  /// The x coordinate of the centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// The y coordinate of the centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// Whether the rectangle has no area.
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  /// Whether `point` lies inside the rectangle (the maximum edges excluded).
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The rectangle shrunk by `dx` on the left and right and by `dy` on the top and bottom.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }
}

/// The position of an item in a sectioned collection: a section and an item within it.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The section index.
  public var section: Int
  /// The item index within the section.
  public var item: Int

  /// Creates an index path from an item and its section.
  public init(item: Int, section: Int) {
    self.item = item
    self.section = section
  }

  /// Creates an index path from a row and its section (the table-view spelling).
  public init(row: Int, section: Int) {
    self.init(item: row, section: section)
  }

  /// The item index (the table-view spelling).
  public var row: Int { item }

  /// Orders by section, then item.
  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  /// `[section, item]`, as Foundation prints an index path.
  public var description: String { "[\(section), \(item)]" }
}
