import Foundation

extension UIScrollView {
  /// The scroll view's content area as a guide: constraints between its edges and the content
  /// set ``contentSize`` (UIKit's name; Apple's "Working with Scroll Views").
  ///
  /// Its origin is the content's origin; its width and height are the content size that the
  /// constraints find. A table or collection view sizes its content itself: there the guide is
  /// held at the content size.
  public var contentLayoutGuide: UILayoutGuide { systemGuide(.scrollContent) }

  /// The scroll view's frame as a guide, in its own coordinates (its bounds), for views that
  /// stay in place while the content scrolls and for content as wide as the scroll view
  /// (UIKit's name).
  public var frameLayoutGuide: UILayoutGuide { systemGuide(.scrollFrame) }
}
