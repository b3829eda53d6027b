import UIKitGeometry

/// A view a collection view reuses: a cell, or a supplementary view such as a section header
/// (UIKit's name).
open class UICollectionReusableView: UIView {
  /// The identifier the view was registered and dequeued with.
  public internal(set) var reuseIdentifier: String?

  /// Creates a view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a view for a collection view's dequeue: calls the designated initializer, so that
  /// a subclass that overrides ``init(frame:)`` (as iOS cells do) inherits it.
  public required convenience init(dequeuedWithIdentifier identifier: String) {
    self.init(frame: .zero)
    reuseIdentifier = identifier
  }

  /// Resets the view before reuse; override to clear content.
  open func prepareForReuse() {}
}

/// A cell of a collection view: a reusable view with a content view (UIKit's name).
///
/// Self-sizing layouts ask a cell for ``sizeThatFits(_:)`` with the proposed size (the
/// estimated size, or the width across the scroll axis); override it, or set
/// `UIView/sizeThatFitsHandler`, to measure content. The default answers the content view's
/// own `sizeThatFits` (the proposed size unless it measures itself).
open class UICollectionViewCell: UICollectionReusableView {
  /// The view that holds the cell's content.
  public let contentView = UIView()
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is highlighted.
  public var isHighlighted = false

  /// Creates a cell with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// The size that fits `size`: the handler's answer, or the content view's.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    if let sizeThatFitsHandler { return sizeThatFitsHandler(size) }
    return contentView.sizeThatFits(size)
  }

  /// Places the content view over the cell's bounds.
  open override func layoutSubviews() {
    contentView.frame = bounds
  }

  /// Clears the selection before reuse.
  open override func prepareForReuse() {
    isSelected = false
    isHighlighted = false
  }
}
