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

/// A 2-D affine transform (Core Graphics' name), carried by attributes for visual effects.
///
/// Attributes apply it about their centre; their `frame` is then the transformed bounding box.
public struct CGAffineTransform: Hashable, Sendable {
  /// The x scale component.
  public var a: CGFloat
  /// The y shear component.
  public var b: CGFloat
  /// The x shear component.
  public var c: CGFloat
  /// The y scale component.
  public var d: CGFloat
  /// The x translation.
  public var tx: CGFloat
  /// The y translation.
  public var ty: CGFloat

  /// Creates a transform from its six components.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// Creates a scaling transform.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// Creates a translating transform.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// The identity transform.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Whether the transform is the identity.
  public var isIdentity: Bool { self == .identity }

  /// This transform followed by `other`.
  public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// This transform scaled first by `sx`, `sy`.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// This transform translated first by `tx`, `ty`.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }
}

extension Rect {
  /// Whether `rect` lies wholly inside this rectangle.
  public func contains(_ rect: Rect) -> Bool {
    rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
  }

  /// The smallest rectangle containing both rectangles.
  public func union(_ other: Rect) -> Rect {
    let x = Swift.min(minX, other.minX)
    let y = Swift.min(minY, other.minY)
    return Rect(
      x: x, y: y, width: Swift.max(maxX, other.maxX) - x, height: Swift.max(maxY, other.maxY) - y)
  }

  /// The overlap of the two rectangles (zero-size at the origin when they do not meet).
  public func intersection(_ other: Rect) -> Rect {
    let x = Swift.max(minX, other.minX)
    let y = Swift.max(minY, other.minY)
    let width = Swift.min(maxX, other.maxX) - x
    let height = Swift.min(maxY, other.maxY) - y
    guard width >= 0, height >= 0 else { return .zero }
    return Rect(x: x, y: y, width: width, height: height)
  }
}
