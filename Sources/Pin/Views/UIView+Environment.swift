import Geometry
import UIKitGeometry

extension UIView {
  /// The direction the view lays out in: its own ``semanticContentAttribute`` when it forces
  /// one, otherwise its superview's, otherwise ``UIView/defaultLayoutDirection``.
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    var current: UIView? = self
    while let view = current {
      switch view.semanticContentAttribute {
      case .forceLeftToRight: return .leftToRight
      case .forceRightToLeft: return .rightToLeft
      case .unspecified, .playback, .spatial: current = view.superview
      }
    }
    return UIView.defaultLayoutDirection
  }

  /// The layout direction of views that force none and have no ancestor that does (the
  /// application's direction on iOS); left to right unless set.
  public static var defaultLayoutDirection: UIUserInterfaceLayoutDirection {
    get { UIScreen.main.layoutDirection }
    set { UIScreen.main.layoutDirection = newValue }
  }

  /// The display scale used to round the view's coordinates: set on the view, or its
  /// superview's, or ``UIScreen/main``'s scale.
  ///
  /// The scale a view inherits is looked up once and kept (see `InheritedScale`).
  public var contentScaleFactor: CGFloat {
    get {
      if let ownScale { return ownScale }
      switch inheritedScale {
      case .scale(let scale): return scale
      case .screen: return UIScreen.main.scale
      case .unknown: return resolveInheritedScale()
      }
    }
    set { ownScale = newValue.isFinite && newValue > 0 ? newValue : nil }
  }

  /// The insets of the area not covered by bars or the screen's rounded corners.
  ///
  /// A view given insets with ``setSafeAreaInsets(_:)`` (a root view standing for a window)
  /// has those; any other view has the part of its superview's safe-area insets that overlaps
  /// it, as UIKit computes it, plus ``additionalSafeAreaInsets``.
  public var safeAreaInsets: UIEdgeInsets {
    let base: UIEdgeInsets
    if let own = ownSafeArea {
      base = own
    } else if let parent = superview {
      let parentInsets = parent.safeAreaInsets
      let parentBounds = Rect(parent.bounds)
      let frame = layoutFrame
      base = UIEdgeInsets(
        top: Swift.max(0, parentInsets.top - (frame.minY - parentBounds.minY)),
        left: Swift.max(0, parentInsets.left - (frame.minX - parentBounds.minX)),
        bottom: Swift.max(0, parentInsets.bottom - (parentBounds.maxY - frame.maxY)),
        right: Swift.max(0, parentInsets.right - (parentBounds.maxX - frame.maxX)))
    } else {
      base = .zero
    }
    let extra = additionalSafeAreaInsets
    return UIEdgeInsets(
      top: base.top + extra.top, left: base.left + extra.left, bottom: base.bottom + extra.bottom,
      right: base.right + extra.right)
  }

  /// Sets the safe-area insets of this view directly, as a window would.
  ///
  /// `nil` derives them from the superview again. Trellis's addition: on iOS only the system sets them.
  public func setSafeAreaInsets(_ insets: UIEdgeInsets?) {
    ownSafeArea = insets
    setNeedsLayout()
  }

  /// The layout margins as leading and trailing insets, in the view's layout direction.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      let margins = layoutMargins
      let isLeftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
      return NSDirectionalEdgeInsets(
        top: margins.top, leading: isLeftToRight ? margins.left : margins.right,
        bottom: margins.bottom, trailing: isLeftToRight ? margins.right : margins.left)
    }
    set {
      layoutMargins = newValue.edgeInsets(
        isLeftToRight: effectiveUserInterfaceLayoutDirection == .leftToRight)
    }
  }

  /// The area inside the safe-area insets.
  public var safeAreaLayoutGuide: UILayoutGuide {
    UILayoutGuide(layoutFrame: bounds.inset(by: safeAreaInsets))
  }

  /// The area inside the layout margins (measured from the safe area's edges when
  /// ``insetsLayoutMarginsFromSafeArea`` is set).
  public var layoutMarginsGuide: UILayoutGuide {
    UILayoutGuide(layoutFrame: bounds.inset(by: effectiveLayoutMargins))
  }

  /// The layout margins measured from the bounds' edges.
  var effectiveLayoutMargins: UIEdgeInsets {
    guard insetsLayoutMarginsFromSafeArea else { return layoutMargins }
    let safe = safeAreaInsets
    return UIEdgeInsets(
      top: safe.top + layoutMargins.top, left: safe.left + layoutMargins.left,
      bottom: safe.bottom + layoutMargins.bottom, right: safe.right + layoutMargins.right)
  }

  /// The area for reading text: the layout-margins area, narrowed and centred to at most
  /// ``UILayoutGuide/readableWidth`` points.
  ///
  /// UIKit's readable width depends on the Dynamic Type size; Trellis uses the width measured
  /// at the default size (672 points), an approximation documented in `Docs/Pin.md`.
  public var readableContentGuide: UILayoutGuide {
    let margins = layoutMarginsGuide.layoutFrame
    let width = Swift.min(margins.width, UILayoutGuide.readableWidth)
    return UILayoutGuide(
      layoutFrame: CGRect(
        x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height))
  }

  /// Converts `point` from this view's coordinates to `view`'s (to the root's when `nil`).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let fromRoot = absoluteOrigin
    let toRoot = view?.absoluteOrigin ?? .zero
    return CGPoint(
      x: Double(point.x) + fromRoot.x - toRoot.x, y: Double(point.y) + fromRoot.y - toRoot.y)
  }

  /// Converts `point` from `view`'s coordinates (the root's when `nil`) to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    (view ?? rootView).convert(point, to: self)
  }

  /// Converts `rect` from this view's coordinates to `view`'s (to the root's when `nil`).
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts `rect` from `view`'s coordinates (the root's when `nil`) to this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// The top of the tree this view belongs to.
  public var rootView: UIView {
    var view = self
    while let parent = view.superview { view = parent }
    return view
  }

  /// What to add to a point in this view's coordinates to get its root's coordinates.
  var absoluteOrigin: Point {
    var x = 0.0
    var y = 0.0
    var view = self
    while let parent = view.superview {
      x += view.layoutFrame.minX - Double(view.bounds.minX)
      y += view.layoutFrame.minY - Double(view.bounds.minY)
      view = parent
    }
    return Point(x: x, y: y)
  }
}
