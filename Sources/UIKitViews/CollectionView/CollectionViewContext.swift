import CompositionalEngine
import Geometry

/// What a collection view tells its layout: bounds, insets, scale, counts and scroll offsets.
///
/// `UICollectionView` keeps its layout's context up to date; a layout can also be driven
/// directly by assigning a context.
public struct CollectionViewContext: Hashable, Sendable {
  /// The visible size (the bounds' size).
  public var size: CGSize
  /// The content offset (the bounds' origin).
  public var contentOffset: CGPoint = .zero
  /// The safe-area insets.
  public var safeAreaInsets: UIEdgeInsets = .zero
  /// The layout margins (including the safe area when the view says so).
  public var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// The content inset.
  public var contentInset: UIEdgeInsets = .zero
  /// The widest the readable content guide gets (UIKit: 672 at the default text size, Large).
  public var readableContentWidth: CGFloat = 672
  /// Pixels per point.
  public var displayScale: CGFloat = 2
  /// The number of items in each section.
  public var itemCounts: [Int] = []
  /// Scroll offsets of orthogonal sections, by section (unset: the initial offset).
  public var orthogonalOffsets: [Int: CGFloat] = [:]

  /// Creates a context.
  public init(
    size: CGSize = CGSize(width: 320, height: 480), itemCounts: [Int] = [],
    displayScale: CGFloat = 2
  ) {
    self.size = size
    self.itemCounts = itemCounts
    self.displayScale = displayScale
  }

  /// The content inset plus the safe area along the vertical axis.
  public var adjustedContentInset: UIEdgeInsets {
    UIEdgeInsets(
      top: contentInset.top + safeAreaInsets.top, left: contentInset.left,
      bottom: contentInset.bottom + safeAreaInsets.bottom, right: contentInset.right)
  }

  /// The readable content guide's insets, when set directly (nil: derived).
  public var explicitReadableContentInsets: UIEdgeInsets?

  /// The readable content guide's insets: as set directly, or else the layout margins widened
  /// equally on both sides so that the width between them is at most `readableContentWidth`
  /// (UIKit's guide is centred in the margins guide and as tall as it).
  ///
  /// Setting it sets `explicitReadableContentInsets`.
  public var readableContentInsets: UIEdgeInsets {
    get { explicitReadableContentInsets ?? derivedReadableContentInsets }
    set { explicitReadableContentInsets = newValue }
  }

  /// The readable content guide's insets derived from the margins and the readable width.
  private var derivedReadableContentInsets: UIEdgeInsets {
    var insets = layoutMargins
    let available = size.width - insets.left - insets.right
    if readableContentWidth.isFinite, readableContentWidth >= 0, available > readableContentWidth {
      let extra = (available - readableContentWidth) / 2
      insets.left += extra
      insets.right += extra
    }
    return insets
  }

  /// Whether `other` differs in anything that changes frames (not the scroll offsets).
  package func differsInGeometry(from other: CollectionViewContext) -> Bool {
    size != other.size || safeAreaInsets != other.safeAreaInsets
      || layoutMargins != other.layoutMargins || contentInset != other.contentInset
      || displayScale != other.displayScale || itemCounts != other.itemCounts
      || readableContentWidth != other.readableContentWidth
      || explicitReadableContentInsets != other.explicitReadableContentInsets
  }
}
