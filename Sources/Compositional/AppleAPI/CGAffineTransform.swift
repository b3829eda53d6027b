import Geometry

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
