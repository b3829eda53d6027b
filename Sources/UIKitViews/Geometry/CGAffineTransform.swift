#if !canImport(CoreGraphics)
  /// A 2-D affine transform (Core Graphics' name), declared where the platform lacks it (Linux).
  ///
  /// It maps `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`.
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

  extension CGPoint {
    /// The point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> CGPoint {
      CGPoint(
        x: transform.a * x + transform.c * y + transform.tx,
        y: transform.b * x + transform.d * y + transform.ty)
    }
  }

  extension CGRect {
    /// The bounding box of the rectangle's four corners mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> CGRect {
      let corners = [
        CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
        CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
      ].map { $0.applying(transform) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      let minX = xs.min() ?? 0
      let minY = ys.min() ?? 0
      return CGRect(
        x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
  }
#endif
