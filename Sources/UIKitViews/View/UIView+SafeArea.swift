import Foundation
import Geometry

// Safe areas, computed from the window down as UIKit computes them (reference: UIKit's
// `safeAreaInsets` documentation, "the portion of the view that is obscured"; the clamp
// formula and its checks are in Docs/UIKitViews.md, "Safe areas").

extension UIView {
  /// The insets of the area not covered by bars, the status bar or the screen's rounded
  /// corners.
  ///
  /// A window has its device's insets. Any other view has the part of its superview's unsafe
  /// bands that it overlaps, never more than the superview's inset on that edge (UIKit's rule);
  /// a view controller's root view adds its controller's `additionalSafeAreaInsets` and the
  /// bars of its container (a navigation bar), each edge at least 0. A view outside any window has zero insets, unless
  /// ``setSafeAreaInsets(_:)`` gave it some.
  /// - Complexity: O(depth).
  public var safeAreaInsets: UIEdgeInsets {
    safeAreaInsets(givenSuperviewInsets: ownSafeArea == nil ? superview?.safeAreaInsets : nil)
  }

  /// The view's safe-area insets from its superview's, already known.
  func safeAreaInsets(givenSuperviewInsets parentInsets: UIEdgeInsets?) -> UIEdgeInsets {
    var base: UIEdgeInsets
    if let own = ownSafeArea {
      base = own
    } else if let parent = superview, let parentInsets {
      base = overlap(ofSuperviewInsets: parentInsets, superviewBounds: Rect(parent.bounds))
    } else {
      base = .zero
    }
    if let controller = viewController {
      // Negative additional insets may take back some of the device's (a controller hiding the
      // status bar band), never more: an edge ends at 0 at least.
      base =
        base.adding(controller.additionalSafeAreaInsets).adding(containerSafeAreaInsets)
        .clampedToValidInsets
    }
    return base
  }

  /// The part of the superview's unsafe bands (`insets` inside `bounds`) that this view's
  /// frame covers, edge by edge, clamped between 0 and the superview's inset.
  private func overlap(ofSuperviewInsets insets: UIEdgeInsets, superviewBounds bounds: Rect)
    -> UIEdgeInsets
  {
    guard insets != .zero else { return .zero }
    let frame = Rect(self.frame)
    func clamp(_ value: Double, _ limit: CGFloat) -> CGFloat {
      CGFloat(Swift.min(Double(limit), Swift.max(0, value)))
    }
    return UIEdgeInsets(
      top: clamp(bounds.minY + Double(insets.top) - Swift.max(frame.minY, bounds.minY), insets.top),
      left: clamp(
        bounds.minX + Double(insets.left) - Swift.max(frame.minX, bounds.minX), insets.left),
      bottom: clamp(
        Swift.min(frame.maxY, bounds.maxY) - (bounds.maxY - Double(insets.bottom)), insets.bottom),
      right: clamp(
        Swift.min(frame.maxX, bounds.maxX) - (bounds.maxX - Double(insets.right)), insets.right))
  }

  /// Sets the safe-area insets of this view directly, as a window's device sets a window's.
  ///
  /// `nil` derives them from the superview again. Trellis's addition, for a root view that
  /// stands for a screen without a ``UIWindow``: on iOS only the system sets them. Insets that
  /// are not finite or are negative are clamped to 0.
  public func setSafeAreaInsets(_ insets: UIEdgeInsets?) {
    ownSafeArea = insets.map { $0.clampedToValidInsets }
    setNeedsLayoutInSubtree()
    environmentDidChange()
  }

  /// The area inside the safe-area insets, as a guide (the same object every time).
  public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }
}

extension UIEdgeInsets {
  /// The sum of two sets of insets, edge by edge.
  func adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: top + other.top, left: left + other.left, bottom: bottom + other.bottom,
      right: right + other.right)
  }

  /// The insets with each edge the larger of the two.
  func maximum(_ other: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: Swift.max(top, other.top), left: Swift.max(left, other.left),
      bottom: Swift.max(bottom, other.bottom), right: Swift.max(right, other.right))
  }

  /// The insets with edges that are not finite, or are negative, replaced by 0 (the clamp of
  /// safe-area insets).
  var clampedToValidInsets: UIEdgeInsets {
    func valid(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
    return UIEdgeInsets(
      top: valid(top), left: valid(left), bottom: valid(bottom), right: valid(right))
  }

  /// The insets with edges that are not finite replaced by 0 (margins may be negative).
  var clampedToFiniteInsets: UIEdgeInsets {
    func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
    return UIEdgeInsets(
      top: finite(top), left: finite(left), bottom: finite(bottom), right: finite(right))
  }
}
