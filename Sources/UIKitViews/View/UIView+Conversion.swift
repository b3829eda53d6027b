import Foundation
import Geometry

// Conversions between views' coordinate spaces, through every transform on the way (UIKit's
// `convert(_:to:)` and `convert(_:from:)`). A point in a view's bounds maps to its superview's
// as `center + T(p − bounds.origin − size / 2)`, where T is the view's transform about its
// centre. Views of different trees convert through the space their roots' frames are in (the
// screen's, for windows), so a root's own frame origin counts, as UIKit converts across
// windows; `nil` means the root's own coordinates (the window's base coordinates).

/// An affine map of the plane: `(x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty)`.
struct AffineMap {
  var a = 1.0
  var b = 0.0
  var c = 0.0
  var d = 1.0
  var tx = 0.0
  var ty = 0.0

  /// The identity map.
  static let identity = AffineMap()

  /// `point` mapped.
  func apply(_ point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// This map followed by `outer`.
  func followed(by outer: AffineMap) -> AffineMap {
    AffineMap(
      a: outer.a * a + outer.c * b, b: outer.b * a + outer.d * b,
      c: outer.a * c + outer.c * d, d: outer.b * c + outer.d * d,
      tx: outer.a * tx + outer.c * ty + outer.tx, ty: outer.b * tx + outer.d * ty + outer.ty)
  }

  /// The inverse map, or nil when the map squashes the plane (a zero scale).
  var inverse: AffineMap? {
    let determinant = a * d - b * c
    guard abs(determinant) > 1e-15, determinant.isFinite else { return nil }
    let ia = d / determinant
    let ib = -b / determinant
    let ic = -c / determinant
    let id = a / determinant
    return AffineMap(
      a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
  }
}

extension UIView {
  /// The map from this view's bounds coordinates to its superview's (to the space its frame
  /// is in, for a root).
  private var mapToSuperview: AffineMap {
    let center = layoutFrame.center
    let halfWidth = layoutFrame.width / 2
    let halfHeight = layoutFrame.height / 2
    // p ↦ p − bounds.origin − size / 2, then T, then + centre.
    let local = AffineMap(
      tx: -boundsOrigin.x - halfWidth, ty: -boundsOrigin.y - halfHeight)
    var linear = AffineMap.identity
    if let t = storedTransform {
      linear = AffineMap(
        a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx),
        ty: Double(t.ty))
    }
    let toCenter = AffineMap(tx: center.x, ty: center.y)
    return local.followed(by: linear).followed(by: toCenter)
  }

  /// The map from this view's bounds coordinates to its root's bounds coordinates, and the
  /// root; with `throughRoot`, on into the space the root's frame is in.
  private func mapToRoot(throughRoot: Bool) -> (map: AffineMap, root: UIView) {
    var map = AffineMap.identity
    var view = self
    while let parent = view.superview {
      map = map.followed(by: view.mapToSuperview)
      view = parent
    }
    if throughRoot { map = map.followed(by: view.mapToSuperview) }
    return (map, view)
  }

  /// Converts `point` from this view's coordinates to `view`'s (to the root's when `nil`).
  ///
  /// A view whose transform squashes the plane (a zero scale) cannot map points back: the
  /// point is then returned as the root's coordinates would have it.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    CGPoint(convert(Point(point), to: view))
  }

  /// Converts `point` from `view`'s coordinates (the root's when `nil`) to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    guard let view else {
      let own = mapToRoot(throughRoot: false).map
      return CGPoint((own.inverse ?? .identity).apply(Point(point)))
    }
    return view.convert(point, to: self)
  }

  /// Converts `rect` from this view's coordinates to `view`'s (to the root's when `nil`): the
  /// bounding box of its corners, as UIKit gives it under rotations.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let r = Rect(rect)
    let corners = [
      Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY),
      Point(x: r.maxX, y: r.maxY),
    ].map { convert($0, to: view) }
    return CGRect(Rect.bounding(corners))
  }

  /// Converts `rect` from `view`'s coordinates (the root's when `nil`) to this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    guard let view else {
      let own = mapToRoot(throughRoot: false).map.inverse ?? .identity
      let r = Rect(rect)
      return CGRect(
        Rect.bounding(
          [
            Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
            Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY),
          ].map(own.apply)))
    }
    return view.convert(rect, to: self)
  }

  /// Converts an engine point from this view's coordinates to `view`'s.
  package func convert(_ point: Point, to view: UIView?) -> Point {
    let (from, fromRoot) = mapToRoot(throughRoot: false)
    guard let view else { return from.apply(point) }
    let (to, toRoot) = view.mapToRoot(throughRoot: false)
    if fromRoot === toRoot {
      return (to.inverse ?? .identity).apply(from.apply(point))
    }
    // Different trees: through the space the roots' frames are in.
    let fromScreen = from.followed(by: fromRoot.mapToSuperview)
    let toScreen = to.followed(by: toRoot.mapToSuperview)
    return (toScreen.inverse ?? .identity).apply(fromScreen.apply(point))
  }
}

extension Rect {
  /// The smallest rectangle holding every point (zero for none).
  static func bounding(_ points: [Point]) -> Rect {
    guard let first = points.first else { return .zero }
    var minX = first.x
    var minY = first.y
    var maxX = first.x
    var maxY = first.y
    for point in points.dropFirst() {
      minX = Swift.min(minX, point.x)
      minY = Swift.min(minY, point.y)
      maxX = Swift.max(maxX, point.x)
      maxY = Swift.max(maxY, point.y)
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
