import Foundation

extension UICollectionView {
  /// Sets the scroll offset of the orthogonal section `section`; nil clears it back to the
  /// section's initial offset (Trellis's addition: UIKit scrolls these rows by touch only).
  ///
  /// A section's `visibleItemsInvalidationHandler` runs whenever its offset changes.
  public func setOrthogonalScrollOffset(_ offset: CGFloat?, forSection section: Int) {
    orthogonalOffsets[section] = offset
    pushContext()
    setNeedsLayout()
  }

  /// Clears the scroll offset of the orthogonal section `section`: it shows its initial offset
  /// again (0, or group 0 centred when paging centred).
  public func resetOrthogonalScrollOffset(forSection section: Int) {
    setOrthogonalScrollOffset(nil, forSection: section)
  }

  /// The explicit scroll offset of the orthogonal section `section`, if one was set.
  public func orthogonalScrollOffset(forSection section: Int) -> CGFloat? {
    orthogonalOffsets[section]
  }

  /// The readable content guide's insets from the view's edges.
  ///
  /// Derived as UIKit derives the guide (the layout margins narrowed, centred, to
  /// ``readableContentWidth``) until set; setting it places the guide directly (a layout whose
  /// `contentInsetsReference` is `.readableContent` uses it). ``resetReadableContentGuide()``
  /// goes back to the derived guide.
  public var readableContentInsets: UIEdgeInsets {
    get { context.readableContentInsets }
    set { explicitReadableContentInsets = newValue }
  }

  /// The readable content guide's frame in the view's own coordinates (origin at the frame's
  /// top-left corner); setting it sets ``readableContentInsets``.
  public var readableContentGuideFrame: CGRect {
    get { CGRect(origin: .zero, size: frame.size).inset(by: readableContentInsets) }
    set {
      readableContentInsets = UIEdgeInsets(
        top: newValue.minY, left: newValue.minX, bottom: frame.height - newValue.maxY,
        right: frame.width - newValue.maxX)
    }
  }

  /// Goes back to the readable content guide derived from the margins and readable width.
  public func resetReadableContentGuide() {
    explicitReadableContentInsets = nil
  }
}
