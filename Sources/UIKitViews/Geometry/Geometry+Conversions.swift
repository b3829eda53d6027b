import Geometry

// The boundary between the Apple-spelled layers (Foundation's CoreGraphics names) and the
// engines underneath (Geometry's Swift-native values, no Foundation). Every conversion is
// exact: both sides hold 64-bit floating-point numbers. They are `@inlinable`: a layout converts
// every frame it reports, and a call per conversion showed in Compositional's benchmark.

extension CGPoint {
  /// The same point as Geometry's value.
  @inlinable public init(_ point: Point) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
}

extension CGSize {
  /// The same size as Geometry's value.
  @inlinable public init(_ size: Size) {
    self.init(width: CGFloat(size.width), height: CGFloat(size.height))
  }
}

extension CGRect {
  /// The same rectangle as Geometry's value.
  @inlinable public init(_ rect: Rect) {
    self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size))
  }
}

extension Point {
  /// The same point as Foundation's value.
  @inlinable public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension Size {
  /// The same size as Foundation's value.
  @inlinable public init(_ size: CGSize) {
    self.init(width: Double(size.width), height: Double(size.height))
  }
}

extension Rect {
  /// The same rectangle as Foundation's value.
  @inlinable public init(_ rect: CGRect) {
    self.init(origin: Point(rect.origin), size: Size(rect.size))
  }
}
