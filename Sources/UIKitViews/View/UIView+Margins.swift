import Foundation
import Geometry

// Layout margins as UIKit computes them (Docs/UIKitViews.md, "Layout margins"): the margins
// set on the view (8 points on each edge unless set; a view controller's root view has none
// of its own and takes the system minimum), measured from the safe area's edges when
// `insetsLayoutMarginsFromSafeArea`, and grown to the superview's margins where
// `preservesSuperviewLayoutMargins` asks for it.

extension UIView {
  /// The layout margins: the margins set on the view, plus the safe area when
  /// ``insetsLayoutMarginsFromSafeArea`` is set, grown where the superview's margins reach
  /// into the view when ``preservesSuperviewLayoutMargins`` is set.
  ///
  /// As in UIKit, reading gives the margins in effect and setting sets the view's own; a
  /// controller's root view keeps at least the system minimum (16 points leading and trailing
  /// in a compact width, 20 in a regular one) unless its controller says otherwise. Values that
  /// are not finite are clamped to 0.
  public var layoutMargins: UIEdgeInsets {
    get { effectiveLayoutMargins }
    set {
      customLayoutMargins = newValue.clampedToFiniteInsets
      setNeedsLayout()
      environmentDidChange()
      layoutMarginsDidChange()
      viewController?.viewLayoutMarginsDidChange()
    }
  }

  /// The layout margins with leading and trailing edges, in the view's layout direction.
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

  /// The margins in effect, measured from the bounds' edges.
  var effectiveLayoutMargins: UIEdgeInsets {
    var margins = customLayoutMargins
    if let controller = viewController, controller.viewRespectsSystemMinimumLayoutMargins {
      margins = margins.maximum(
        controller.systemMinimumLayoutMargins.edgeInsets(
          isLeftToRight: effectiveUserInterfaceLayoutDirection == .leftToRight))
    }
    if insetsLayoutMarginsFromSafeArea {
      margins = margins.adding(safeAreaInsets)
    }
    if preservesSuperviewLayoutMargins, let parent = superview {
      margins = margins.maximum(reach(ofSuperviewMargins: parent))
    }
    // Sums past the largest double (a view of an extreme size) clamp to 0, as set values do.
    return margins.clampedToFiniteInsets
  }

  /// How far the superview's margins reach into this view on each edge (0 where the view's
  /// edge lies inside them).
  private func reach(ofSuperviewMargins parent: UIView) -> UIEdgeInsets {
    let margins = parent.layoutMargins
    let bounds = Rect(parent.bounds)
    let frame = Rect(self.frame)
    return UIEdgeInsets(
      top: CGFloat(Swift.max(0, Double(margins.top) - (frame.minY - bounds.minY))),
      left: CGFloat(Swift.max(0, Double(margins.left) - (frame.minX - bounds.minX))),
      bottom: CGFloat(Swift.max(0, Double(margins.bottom) - (bounds.maxY - frame.maxY))),
      right: CGFloat(Swift.max(0, Double(margins.right) - (bounds.maxX - frame.maxX))))
  }

  /// The area inside the layout margins, as a guide (the same object every time).
  public var layoutMarginsGuide: UILayoutGuide { systemGuide(.layoutMargins) }

  /// The area for reading text, as a guide: the layout-margins area, narrowed and centred to
  /// at most ``UILayoutGuide/readableWidth`` points.
  ///
  /// UIKit's readable width depends on the Dynamic Type size; Trellis uses the width measured
  /// at the default size (672 points), an approximation documented in Docs/UIKitViews.md.
  public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }

  /// The readable content area in the view's own coordinates.
  var readableContentFrame: CGRect {
    let margins = bounds.inset(by: layoutMargins)
    let width = Swift.min(Swift.max(0, margins.width), UILayoutGuide.readableWidth)
    return CGRect(
      x: margins.midX - width / 2, y: margins.minY, width: width,
      height: Swift.max(0, margins.height))
  }
}
