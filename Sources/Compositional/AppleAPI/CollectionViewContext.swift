import CompositionalEngine
import Geometry

/// What a collection view tells its layout: bounds, insets, scale, counts and scroll offsets.
///
/// `HeadlessCollectionView` keeps its layout's context up to date; a layout can also be driven
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

  /// The readable content guide's insets: the layout margins, widened equally on both sides
  /// so that the width between them is at most `readableContentWidth` (UIKit's guide is
  /// centred in the margins guide and as tall as it).
  public var readableContentInsets: UIEdgeInsets {
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
  func differsInGeometry(from other: CollectionViewContext) -> Bool {
    size != other.size || safeAreaInsets != other.safeAreaInsets
      || layoutMargins != other.layoutMargins || contentInset != other.contentInset
      || displayScale != other.displayScale || itemCounts != other.itemCounts
      || readableContentWidth != other.readableContentWidth
  }
}

/// A headless collection view's source of section and item counts.
public protocol HeadlessCollectionViewDataSource: AnyObject {
  /// The number of sections.
  func numberOfSections(in collectionView: HeadlessCollectionView) -> Int
  /// The number of items in `section`.
  func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int)
    -> Int
}

extension HeadlessCollectionViewDataSource {
  /// One section, as UIKit assumes when a data source does not say.
  public func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { 1 }
}

/// UIKit's name for the counts-only data source.
public typealias UICollectionViewDataSource = HeadlessCollectionViewDataSource

/// UIKit's name for the headless collection view.
public typealias UICollectionView = HeadlessCollectionView

/// A stand-in for UICollectionView with no views: it supplies bounds, insets, scale, counts
/// and scroll offsets to its layout, and asks the layout for frames.
public final class HeadlessCollectionView {
  /// What an element is (UIKit's `UICollectionView.ElementCategory`).
  public typealias ElementCategory = CompositionalEngine.ElementCategory

  /// The scroll direction of a layout (UIKit's `UICollectionView.ScrollDirection`).
  public enum ScrollDirection: Int, Hashable, Sendable {
    /// Content scrolls up and down.
    case vertical = 0
    /// Content scrolls left and right.
    case horizontal
  }

  /// The kind of flow-layout section headers.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of flow-layout section footers.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// Objects that joining modules attach to the view (the data sources' cell registry), keyed
  /// by their type: the place Apple platforms give through associated objects.
  package var attachments: [ObjectIdentifier: AnyObject] = [:]

  /// The layout that places the elements.
  public var collectionViewLayout: UICollectionViewLayout {
    didSet { attach() }
  }
  /// The frame; its size is the visible size.
  public var frame: CGRect { didSet { push() } }
  /// The content offset.
  public var contentOffset: CGPoint = .zero { didSet { push() } }
  /// The safe-area insets.
  public var safeAreaInsets: UIEdgeInsets = .zero { didSet { push() } }
  /// The layout margins, measured from the safe area when `insetsLayoutMarginsFromSafeArea`.
  public var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
    didSet { push() }
  }
  /// Whether the layout margins are measured from the safe area (default true).
  public var insetsLayoutMarginsFromSafeArea = true { didSet { push() } }
  /// The content inset.
  public var contentInset: UIEdgeInsets = .zero { didSet { push() } }
  /// The widest the readable content guide gets (default 672, UIKit's at the Large text size;
  /// larger text sizes widen it).
  public var readableContentWidth: CGFloat = 672 { didSet { push() } }
  /// The traits (display scale).
  public var traitCollection = UITraitCollection() { didSet { push() } }
  /// The number of items per section, when there is no data source.
  public var itemCounts: [Int] { didSet { push() } }
  /// The data source of counts, if any (weak, as in UIKit).
  public weak var dataSource: (any HeadlessCollectionViewDataSource)? { didSet { push() } }
  /// The flow layout's delegate for per-item sizes and per-section metrics (weak, as in UIKit).
  public weak var delegate: (any UICollectionViewDelegateFlowLayout)? {
    didSet { collectionViewLayout.invalidateLayout() }
  }
  /// Orthogonal scroll offsets by section.
  private var orthogonalOffsets: [Int: CGFloat] = [:]

  /// Creates a collection view of `frame` laid out by `layout`, with item counts per section.
  public init(
    frame: CGRect, collectionViewLayout layout: UICollectionViewLayout, itemCounts: [Int] = []
  ) {
    self.frame = frame
    self.collectionViewLayout = layout
    self.itemCounts = itemCounts
    attach()
  }

  /// The display scale (pixels per point), a shortcut for `traitCollection.displayScale`.
  public var displayScale: CGFloat {
    get { traitCollection.displayScale }
    set { traitCollection.displayScale = newValue }
  }

  /// The layout margins with leading and trailing edges.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      NSDirectionalEdgeInsets(
        top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom,
        trailing: layoutMargins.right)
    }
    set {
      layoutMargins = UIEdgeInsets(
        top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing
      )
    }
  }

  /// The visible rectangle: the content offset and the frame's size.
  public var bounds: CGRect { CGRect(origin: contentOffset, size: frame.size) }

  /// The content inset plus the safe area on the vertical axis.
  public var adjustedContentInset: UIEdgeInsets { context.adjustedContentInset }

  /// The size of the content, from the layout.
  public var contentSize: CGSize { collectionViewLayout.collectionViewContentSize }

  /// The number of sections.
  public var numberOfSections: Int {
    dataSource?.numberOfSections(in: self) ?? itemCounts.count
  }

  /// The number of items in `section`.
  public func numberOfItems(inSection section: Int) -> Int {
    if let dataSource { return dataSource.collectionView(self, numberOfItemsInSection: section) }
    return section >= 0 && section < itemCounts.count ? itemCounts[section] : 0
  }

  /// Re-reads the counts from the data source and invalidates the layout.
  public func reloadData() {
    push()
    collectionViewLayout.invalidateLayout()
  }

  /// Sets the scroll offset of the orthogonal section `section`.
  public func setOrthogonalScrollOffset(_ offset: CGFloat, forSection section: Int) {
    orthogonalOffsets[section] = offset
    push()
  }

  /// The explicit scroll offset of the orthogonal section `section`, if one was set.
  public func orthogonalScrollOffset(forSection section: Int) -> CGFloat? {
    orthogonalOffsets[section]
  }

  /// Sets the content offset (there is no animation headless).
  public func setContentOffset(_ offset: CGPoint, animated: Bool) {
    contentOffset = offset
  }

  /// The attributes of the cell at `indexPath`, from the layout.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The attributes of the supplementary of `kind` at `indexPath`, from the layout.
  public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// Measures the visible self-sizing items, keeping the first visible item in place.
  public func layoutIfNeeded() {
    collectionViewLayout.prepare()
    collectionViewLayout.measureVisibleItems(in: bounds)
  }

  /// The attributes of the elements in the visible rectangle.
  public func visibleLayoutAttributes() -> [UICollectionViewLayoutAttributes] {
    collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
  }

  /// The index paths of the visible cells, in order.
  public var indexPathsForVisibleItems: [IndexPath] {
    visibleLayoutAttributes().filter { $0.representedElementCategory == .cell }.map(\.indexPath)
      .sorted()
  }

  /// The context handed to the layout.
  var context: CollectionViewContext {
    var context = CollectionViewContext(
      size: frame.size, itemCounts: [], displayScale: traitCollection.displayScale)
    context.itemCounts = (0..<numberOfSections).map { numberOfItems(inSection: $0) }
    context.contentOffset = contentOffset
    context.safeAreaInsets = safeAreaInsets
    context.layoutMargins = layoutMargins
    if insetsLayoutMarginsFromSafeArea {
      context.layoutMargins = UIEdgeInsets(
        top: layoutMargins.top + safeAreaInsets.top, left: layoutMargins.left + safeAreaInsets.left,
        bottom: layoutMargins.bottom + safeAreaInsets.bottom,
        right: layoutMargins.right + safeAreaInsets.right)
    }
    context.contentInset = contentInset
    context.readableContentWidth = readableContentWidth
    context.orthogonalOffsets = orthogonalOffsets
    return context
  }

  /// Attaches the layout and hands it the context.
  private func attach() {
    collectionViewLayout.collectionView = self
    push()
  }

  /// Hands the layout the current context.
  private func push() {
    collectionViewLayout.context = context
  }
}
