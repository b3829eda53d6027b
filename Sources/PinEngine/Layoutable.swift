import Geometry

/// Something with a rectangle in its parent's coordinates that Pin can place: the engine's view of
/// a view, as PinLayout's `Layoutable` is.
///
/// Trellis's headless `UIView` conforms in module `Pin`; a real `UIView`, `NSView` or `CALayer`
/// could conform the same way. Every value is a Geometry value (Double points), never a
/// Foundation one.
public protocol Layoutable: AnyObject {
  /// The concrete view type of the tree (a view's parent and children are of this type).
  associatedtype View: Layoutable where View.View == View

  /// The view that holds this one, if any.
  var pinSuperview: View? { get }
  /// The views this one holds, back to front.
  var pinSubviews: [View] { get }
  /// The untransformed frame in the parent's coordinates; the setter receives a rectangle that
  /// is already rounded to the display scale.
  var pinRect: Rect { get set }
  /// Whether the view itself lays out left to right (read when the direction is `.auto`).
  var pinIsLeftToRight: Bool { get }
  /// The display scale that frames are rounded to (2 means half-points); 0 or less means none.
  var pinDisplayScale: Double { get }
  /// Whether the view is shown (hidden views are skipped by the `visible` filter).
  var pinIsVisible: Bool { get }
  /// A short description used in warnings, such as `UILabel 'title'`.
  var pinDescription: String { get }

  /// The size the view would like within `size` (an unbounded axis is passed as
  /// `Double.greatestFiniteMagnitude`, as UIKit's callers pass `CGFloat.greatestFiniteMagnitude`).
  func pinSizeThatFits(_ size: Size) -> Size
  /// Converts `point` from this view's coordinates to `view`'s, which may lie in another tree
  /// (UIKit converts through the windows' common space, each root's frame included).
  func pinConvert(_ point: Point, to view: View) -> Point
}
