import Foundation

/// A view a collection view reuses: a cell, or a supplementary view such as a section header
/// (UIKit's name).
open class UICollectionReusableView: UIView {
  /// The identifier the view was registered and dequeued with.
  public internal(set) var reuseIdentifier: String?

  /// Creates a view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a view from an archive (no archives here: an empty view).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a view for a collection view's dequeue: calls the designated initializer, so that
  /// a subclass that overrides ``init(frame:)`` (as iOS cells do) inherits it.
  public required convenience init(dequeuedWithIdentifier identifier: String) {
    self.init(frame: .zero)
    reuseIdentifier = identifier
  }

  /// Resets the view before reuse; override to clear content.
  open func prepareForReuse() {}

  /// Takes the element's frame, opacity, visibility and transform from its attributes.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    transform = .identity
    frame = layoutAttributes.untransformedFrame
    alpha = layoutAttributes.alpha
    isHidden = layoutAttributes.isHidden
    let transform = layoutAttributes.transform
    if !transform.isIdentity { self.transform = transform }
  }

  /// The attributes the view prefers, given the layout's (self-sizing): the layout's with the
  /// size the view fits in (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:
  /// verticalFittingPriority:)`, which answers `sizeThatFits` for views without constraints).
  ///
  /// The axes the layout fixes (a compositional item's absolute or fractional width) are
  /// fitted at `.required`, the estimated ones at `.fittingSizeLevel`, as UIKit fits them.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let fixed = layoutAttributes.fixedAxes
    layoutAttributes.size = systemLayoutSizeFitting(
      layoutAttributes.size,
      withHorizontalFittingPriority: fixed.contains(.horizontal) ? .required : .fittingSizeLevel,
      verticalFittingPriority: fixed.contains(.vertical) ? .required : .fittingSizeLevel)
    return layoutAttributes
  }

  /// The size the view prefers for a self-sizing element proposed `proposed`, with the axes
  /// its layout fixes.
  func fittingSize(proposed: CGSize, at indexPath: IndexPath, fixing fixed: FixedAxes = [])
    -> CGSize
  {
    frame = CGRect(origin: .zero, size: proposed)
    layoutIfNeeded()
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.size = proposed
    attributes.fixedAxes = fixed
    return preferredLayoutAttributesFitting(attributes).size
  }
}

/// A cell of a collection view: a reusable view with a content view (UIKit's name).
///
/// Self-sizing layouts ask a cell for its preferred size with the proposed size (the
/// estimated size, or the width across the scroll axis): through Auto Layout when its content
/// view is constrained, else ``UIView/sizeThatFits(_:)``; override either, or set
/// `UIView/sizeThatFitsHandler`, to measure content. The default `sizeThatFits` answers the
/// content view's own (the proposed size unless it measures itself).
open class UICollectionViewCell: UICollectionReusableView {
  /// The view that holds the cell's content.
  public let contentView = UIView()
  /// A view behind the content (sized to the cell).
  open var backgroundView: UIView? {
    didSet { replaceDecoration(oldValue, with: backgroundView, below: true) }
  }
  /// A view behind the content when the cell is selected.
  open var selectedBackgroundView: UIView? {
    didSet { replaceDecoration(oldValue, with: selectedBackgroundView, below: true) }
  }
  /// Whether the cell is selected.
  open var isSelected = false {
    didSet { selectedBackgroundView?.isHidden = !isSelected }
  }
  /// Whether the cell is highlighted.
  open var isHighlighted = false

  /// Creates a cell with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// Creates a cell from an archive (no archives here: an empty cell).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// The size that fits `size`: the handler's answer, or the content view's.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    if let sizeThatFitsHandler { return sizeThatFitsHandler(size) }
    return contentView.sizeThatFits(size)
  }

  /// Places the content view (and the background views) over the cell's bounds, then lets
  /// Auto Layout place the content view's constrained subviews.
  open override func layoutSubviews() {
    contentView.frame = bounds
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
    super.layoutSubviews()
  }

  /// Clears the selection before reuse.
  open override func prepareForReuse() {
    isSelected = false
    isHighlighted = false
  }

  /// The content view's constraints size the cell when it has any: UIKit measures a cell
  /// through its content view.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    if contentView.constraintAttachment != nil {
      return contentView.systemLayoutSizeFitting(
        targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
        verticalFittingPriority: verticalFittingPriority)
    }
    return super.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
  }

  /// Swaps a background view, keeping it behind the content view.
  private func replaceDecoration(_ old: UIView?, with new: UIView?, below: Bool) {
    old?.removeFromSuperview()
    guard let new else { return }
    insertSubview(new, belowSubview: contentView)
    new.frame = bounds
    if new === selectedBackgroundView { new.isHidden = !isSelected }
  }
}
