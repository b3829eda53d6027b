import Geometry

/// An affine transform of an ``SVGGroup``, written as SVG's `matrix(a b c d e f)`: a point
/// (x, y) goes to (a x + c y + e, b x + d y + f), as Core Graphics' `CGAffineTransform` maps
/// it.
///
/// ```swift
/// // A view's transform applied about its centre, as UIKit applies it.
/// let rotation = SVGTransform(a: 0, b: 1, c: -1, d: 0, e: 0, f: 0)
/// let aboutCentre = rotation.about(Point(x: 50, y: 20))
/// ```
public struct SVGTransform: Hashable, Sendable {
  /// The x scale (and rotation) component.
  public var a: Double
  /// The y shear (and rotation) component.
  public var b: Double
  /// The x shear (and rotation) component.
  public var c: Double
  /// The y scale (and rotation) component.
  public var d: Double
  /// The x translation.
  public var e: Double
  /// The y translation.
  public var f: Double

  /// Creates a transform from its six components.
  public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.e = e
    self.f = f
  }

  /// The transform that changes nothing.
  public static let identity = SVGTransform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

  /// Whether the transform changes nothing.
  public var isIdentity: Bool { self == .identity }

  /// Whether every component is finite.
  public var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && e.isFinite && f.isFinite
  }

  /// The image of `point`.
  public func apply(to point: Point) -> Point {
    Point(x: a * point.x + c * point.y + e, y: b * point.x + d * point.y + f)
  }

  /// The same transform applied about `center` instead of the origin: the centre stays where
  /// it is (before the translation), as UIKit applies a view's transform about its centre.
  public func about(_ center: Point) -> SVGTransform {
    SVGTransform(
      a: a, b: b, c: c, d: d, e: center.x + e - a * center.x - c * center.y,
      f: center.y + f - b * center.x - d * center.y)
  }

  /// The smallest rectangle holding the image of `rect`.
  public func boundingBox(of rect: Rect) -> Rect {
    let corners = [
      apply(to: Point(x: rect.minX, y: rect.minY)), apply(to: Point(x: rect.maxX, y: rect.minY)),
      apply(to: Point(x: rect.minX, y: rect.maxY)), apply(to: Point(x: rect.maxX, y: rect.maxY)),
    ]
    var minX = corners[0].x
    var maxX = corners[0].x
    var minY = corners[0].y
    var maxY = corners[0].y
    for corner in corners.dropFirst() {
      minX = Swift.min(minX, corner.x)
      maxX = Swift.max(maxX, corner.x)
      minY = Swift.min(minY, corner.y)
      maxY = Swift.max(maxY, corner.y)
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
