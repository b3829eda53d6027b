import Foundation
import Geometry
import PinEngine
import UIKitViews

extension UIView: Layoutable {
  /// The view type of Pin's trees.
  public typealias View = UIView

  /// The superview, for the engine.
  public var pinSuperview: UIView? { superview }
  /// The subviews, for the engine.
  public var pinSubviews: [UIView] { subviews }

  /// The frame as an engine value; setting it sets ``frame``.
  public var pinRect: Rect {
    get { layoutFrame }
    set { frame = CGRect(newValue) }
  }

  /// Whether the view's effective direction is left to right.
  public var pinIsLeftToRight: Bool { effectiveUserInterfaceLayoutDirection == .leftToRight }

  /// The view's `contentScaleFactor`.
  public var pinDisplayScale: Double { Double(contentScaleFactor) }

  /// Whether the view is neither hidden nor fully transparent.
  public var pinIsVisible: Bool { !isHidden && alpha > 0 }

  /// The class name, and the view's name when it has one.
  public var pinDescription: String {
    let label = name ?? accessibilityIdentifier
    return "\(type(of: self))" + (label.map { " '\($0)'" } ?? "")
  }

  /// ``sizeThatFits(_:)`` on engine values.
  public func pinSizeThatFits(_ size: Size) -> Size {
    Size(sizeThatFits(CGSize(size)))
  }

  /// `convert(_:to:)` on engine values.
  public func pinConvert(_ point: Point, to view: UIView) -> Point {
    Point(convert(CGPoint(point), to: view))
  }
}

extension UIView {
  /// A new PinLayout chain for this view; the frame is set when the chain ends.
  ///
  /// ```swift
  /// view.pin.top(10).horizontally(16).height(44)
  /// ```
  public var pin: PinLayout { PinLayout(view: self) }

  /// The view's nine anchor points and their six start/end aliases, to pin other views on.
  public var anchor: AnchorList { AnchorList(view: self) }

  /// The view's edges (top, vCenter, bottom, left, hCenter, right, start, end), to pin other
  /// views' edges on.
  public var edge: EdgeList { EdgeList(view: self) }

  /// Whether start means left for this view under the current `Pin.layoutDirection`.
  var pinStartIsLeft: Bool {
    switch Pin.layoutDirection {
    case .auto: pinIsLeftToRight
    case .ltr: true
    case .rtl: false
    }
  }
}

/// The views of `views` that are shown (not hidden, not fully transparent), in order.
///
/// ```swift
/// view.pin.below(of: visible([title, subtitle])).marginTop(8)
/// ```
public func visible(_ views: [UIView]) -> [UIView] {
  views.filter(\.pinIsVisible)
}

/// A point of a view (`view.anchor.topLeft`), read when a pin call uses it.
public typealias Anchor = PinAnchor<UIView>
/// A vertical edge of a view (`view.edge.top`), read when a pin call uses it.
public typealias VerticalEdge = PinVerticalEdge<UIView>
/// A horizontal edge of a view (`view.edge.left`), read when a pin call uses it.
public typealias HorizontalEdge = PinHorizontalEdge<UIView>

/// A view's anchors: nine points and six start/end aliases.
public struct AnchorList {
  /// The view the anchors belong to.
  public let view: UIView

  /// The top-left corner.
  public var topLeft: Anchor { Anchor(view: view, kind: .topLeft) }
  /// The middle of the top edge.
  public var topCenter: Anchor { Anchor(view: view, kind: .topCenter) }
  /// The top-right corner.
  public var topRight: Anchor { Anchor(view: view, kind: .topRight) }
  /// The middle of the left edge.
  public var centerLeft: Anchor { Anchor(view: view, kind: .centerLeft) }
  /// The centre.
  public var center: Anchor { Anchor(view: view, kind: .center) }
  /// The middle of the right edge.
  public var centerRight: Anchor { Anchor(view: view, kind: .centerRight) }
  /// The bottom-left corner.
  public var bottomLeft: Anchor { Anchor(view: view, kind: .bottomLeft) }
  /// The middle of the bottom edge.
  public var bottomCenter: Anchor { Anchor(view: view, kind: .bottomCenter) }
  /// The bottom-right corner.
  public var bottomRight: Anchor { Anchor(view: view, kind: .bottomRight) }

  /// The top-left corner left to right, the top-right one right to left.
  public var topStart: Anchor { view.pinStartIsLeft ? topLeft : topRight }
  /// The top-right corner left to right, the top-left one right to left.
  public var topEnd: Anchor { view.pinStartIsLeft ? topRight : topLeft }
  /// The middle of the start edge.
  public var centerStart: Anchor { view.pinStartIsLeft ? centerLeft : centerRight }
  /// The middle of the end edge.
  public var centerEnd: Anchor { view.pinStartIsLeft ? centerRight : centerLeft }
  /// The bottom corner on the start side.
  public var bottomStart: Anchor { view.pinStartIsLeft ? bottomLeft : bottomRight }
  /// The bottom corner on the end side.
  public var bottomEnd: Anchor { view.pinStartIsLeft ? bottomRight : bottomLeft }
}

/// A view's edges.
public struct EdgeList {
  /// The view the edges belong to.
  public let view: UIView

  /// The top edge.
  public var top: VerticalEdge { VerticalEdge(view: view, kind: .top) }
  /// The vertical centre.
  public var vCenter: VerticalEdge { VerticalEdge(view: view, kind: .vCenter) }
  /// The bottom edge.
  public var bottom: VerticalEdge { VerticalEdge(view: view, kind: .bottom) }
  /// The left edge.
  public var left: HorizontalEdge { HorizontalEdge(view: view, kind: .left) }
  /// The horizontal centre.
  public var hCenter: HorizontalEdge { HorizontalEdge(view: view, kind: .hCenter) }
  /// The right edge.
  public var right: HorizontalEdge { HorizontalEdge(view: view, kind: .right) }
  /// The left edge left to right, the right one right to left.
  public var start: HorizontalEdge { view.pinStartIsLeft ? left : right }
  /// The right edge left to right, the left one right to left.
  public var end: HorizontalEdge { view.pinStartIsLeft ? right : left }
}
