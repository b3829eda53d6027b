import Foundation
import Geometry

/// A view whose content is larger than itself and scrolls: the content offset is the bounds'
/// origin (UIKit's name).
///
/// Table and collection views are scroll views. There are no gestures or deceleration
/// headless: set ``contentOffset`` (or call ``setContentOffset(_:animated:)``) to scroll; the
/// view then lays out again, as UIKit does on scrolling.
open class UIScrollView: UIView {
  /// Scroll views clip their content, as UIKit's do.
  override class var clipsToBoundsByDefault: Bool { true }

  /// The size of the content.
  open var contentSize: CGSize = .zero {
    didSet { if contentSize != oldValue { contentSizeDidChange() } }
  }

  /// Extra space around the content, added to ``adjustedContentInset``.
  open var contentInset: UIEdgeInsets = .zero {
    didSet {
      contentInset = contentInset.clampedToFiniteInsets
      if contentInset != oldValue { adjustedContentInsetDidChange() }
    }
  }

  /// When the safe area is added to the content inset (UIKit's
  /// `UIScrollView.ContentInsetAdjustmentBehavior`).
  public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
    /// `.scrollableAxes`, and always vertically for a controller's main scroll view in a
    /// navigation controller.
    case automatic
    /// Along the axes the content scrolls in (or bounces in).
    case scrollableAxes
    /// Never.
    case never
    /// Always, on every edge.
    case always
  }

  /// When the safe area is added to the content inset (`.automatic` unless set).
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { if contentInsetAdjustmentBehavior != oldValue { adjustedContentInsetDidChange() } }
  }

  /// Whether the content bounces vertically even when it is not taller than the view.
  open var alwaysBounceVertical = false
  /// Whether the content bounces horizontally even when it is not wider than the view.
  open var alwaysBounceHorizontal = false
  /// Whether the view scrolls (kept; there are no gestures).
  open var isScrollEnabled = true
  /// Whether scrolling snaps to pages (kept; there are no gestures).
  open var isPagingEnabled = false
  /// Whether the vertical indicator is shown (kept for drawings).
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator is shown (kept for drawings).
  open var showsHorizontalScrollIndicator = true
  /// Whether the content bounces past its edges (kept).
  open var bounces = true
  /// The object told about scrolling.
  open weak var delegate: (any UIScrollViewDelegate)?
  /// The adjusted content inset the last layout pass saw (none at first: an offset of zero is
  /// at rest under no inset).
  var lastAdjustedContentInset = UIEdgeInsets.zero

  /// Where the visible area's top-left corner lies in the content: the bounds' origin.
  ///
  /// Setting it scrolls: the view lays out again and the delegate's `scrollViewDidScroll(_:)` is
  /// called. Offsets that are not finite are ignored.
  open var contentOffset: CGPoint {
    get { CGPoint(boundsOrigin) }
    set {
      guard newValue.x.isFinite, newValue.y.isFinite else { return }
      bounds = CGRect(origin: newValue, size: bounds.size)
    }
  }

  /// Scrolls to `contentOffset` (at once: there is no animation headless).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// Scrolls the least amount that shows `rect` (in content coordinates), as UIKit does.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let visible = bounds
    var offset = contentOffset
    if rect.maxX > visible.maxX { offset.x += rect.maxX - visible.maxX }
    if rect.minX < offset.x { offset.x = rect.minX }
    if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
    if rect.minY < offset.y { offset.y = rect.minY }
    setContentOffset(offset, animated: animated)
  }

  /// The content inset plus the parts of the safe area that ``contentInsetAdjustmentBehavior``
  /// adds (Docs/UIKitViews.md, "Scroll views").
  open var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    let vertical: Bool
    let horizontal: Bool
    switch contentInsetAdjustmentBehavior {
    case .never:
      vertical = false
      horizontal = false
    case .always:
      vertical = true
      horizontal = true
    case .scrollableAxes, .automatic:
      vertical =
        alwaysBounceVertical || contentSize.height > bounds.height
        || (contentInsetAdjustmentBehavior == .automatic && isMainScrollViewInNavigation)
      horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
    }
    return UIEdgeInsets(
      top: contentInset.top + (vertical ? safe.top : 0),
      left: contentInset.left + (horizontal ? safe.left : 0),
      bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
      right: contentInset.right + (horizontal ? safe.right : 0))
  }

  /// Whether this is the view (or the first subview of the view) of a controller shown in a
  /// navigation controller: `.automatic` then always adjusts vertically, as UIKit does.
  private var isMainScrollViewInNavigation: Bool {
    let controller = viewController ?? superview?.viewController
    guard let controller, controller.navigationController != nil else { return false }
    return controller.view === self || controller.view.subviews.first === self
  }

  /// Called when ``adjustedContentInset`` may have changed; override to react (call `super`).
  open func adjustedContentInsetDidChange() {
    setNeedsLayout()
  }

  /// Keeps a scroll view at rest at the start of its content there when its insets change.
  ///
  /// UIKit does the same: a collection view shown under a navigation bar, or
  /// whose content grows past its bounds under a safe area, starts with its content below the
  /// inset (`contentOffset.y == -adjustedContentInset.top`), and one the user scrolled stays
  /// where it is. Table and collection views call it in their layout pass, once their content
  /// size is known.
  func keepContentAtRestUnderInsets() {
    let inset = adjustedContentInset
    let last = lastAdjustedContentInset
    lastAdjustedContentInset = inset
    guard inset != last else { return }
    var offset = contentOffset
    if offset.y == -last.top { offset.y = -inset.top }
    if offset.x == -last.left { offset.x = -inset.left }
    if offset != contentOffset { contentOffset = offset }
  }

  /// Called when ``contentSize`` changed.
  func contentSizeDidChange() {}

  /// Scrolling lays the content out again and tells the delegate.
  override func boundsOriginDidChange() {
    setNeedsLayout()
    delegate?.scrollViewDidScroll(self)
  }
}

/// What a scroll view tells the object that follows its scrolling (UIKit's protocol; every
/// method is optional).
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
