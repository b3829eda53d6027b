import CompositionalEngine
import Foundation
import Geometry

/// A scroll view that shows items in sections, placed by a collection layout (UIKit's name).
///
/// It is a view like any other: added as a subview, pinned, flexed or constrained, coloured.
/// In its own ``layoutSubviews()`` (whenever its frame, layout, data or scroll position
/// changed) it hands its layout the current geometry and counts, measures the visible
/// self-sizing items, and gives every visible item a cell from its ``dataSource`` (and every
/// visible supplementary and decoration element a view), reusing the cells that scrolled out,
/// as UIKit does. Without a data source it can take counts directly (``itemCounts``) and answer
/// frames only.
///
/// ```swift
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// collectionView.register(ChipCell.self, forCellWithReuseIdentifier: ChipCell.identifier)
/// collectionView.dataSource = self
/// view.addSubview(collectionView)
/// ```
open class UICollectionView: UIScrollView {
  /// What an element is (UIKit's `UICollectionView.ElementCategory`).
  public typealias ElementCategory = CompositionalEngine.ElementCategory

  /// The scroll direction of a layout (UIKit's `UICollectionView.ScrollDirection`).
  public enum ScrollDirection: Int, Hashable, Sendable {
    /// Content scrolls up and down.
    case vertical = 0
    /// Content scrolls left and right.
    case horizontal
  }

  /// Where a scrolled-to item comes to rest (UIKit's `UICollectionView.ScrollPosition`).
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a position from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Do not scroll.
    public static let none = ScrollPosition([])
    /// The item's top at the top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item centred vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at the bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left at the left.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item centred horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right at the right.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The kind of flow-layout section headers.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of flow-layout section footers.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The layout that places the elements; setting it lays the view out again.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      if hasInstalledCellMeasuring { oldValue.setCellMeasuring(nil) }
      hasInstalledCellMeasuring = false
      oldValue.collectionView = nil
      attachLayout()
    }
  }

  /// The object that gives the counts, cells and supplementary views (weak, as in UIKit).
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet {
      installCellMeasuring()
      reloadData()
    }
  }

  /// The delegate, as a collection view's (the flow layout's delegate protocol refines it).
  public var collectionDelegate: (any UICollectionViewDelegate)? {
    delegate as? any UICollectionViewDelegate
  }

  /// The number of items per section, used when there is no data source (Trellis's addition:
  /// frames without cells).
  public var itemCounts: [Int] {
    didSet { pushContext() }
  }

  /// The widest the readable content guide gets (default 672, UIKit's at the Large text size).
  public var readableContentWidth: CGFloat = 672 { didSet { pushContext() } }

  /// The readable content guide's insets set directly (nil: derived).
  var explicitReadableContentInsets: UIEdgeInsets? { didSet { pushContext() } }

  /// Orthogonal scroll offsets by section.
  var orthogonalOffsets: [Int: CGFloat] = [:]

  /// Registered cell classes by reuse identifier.
  var cellClasses: [String: UICollectionViewCell.Type] = [:]
  /// Registered supplementary classes by kind, then reuse identifier.
  var supplementaryClasses: [String: [String: UICollectionReusableView.Type]] = [:]
  /// Views waiting to be reused, by pool key (identifier; kind and identifier for
  /// supplementary views).
  var reusePool: [String: [UICollectionReusableView]] = [:]
  /// The cells on screen, by index path.
  var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
  /// The supplementary and decoration views on screen, by kind and index path.
  var visibleSupplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
  /// The selected items.
  var selectedIndexPaths: Set<IndexPath> = []
  /// The batch being recorded and the last refusal.
  var batchState = CollectionBatchState()
  /// Whether the layout measures with this view's cells.
  var hasInstalledCellMeasuring = false

  /// Whether items can be selected (true unless set).
  open var allowsSelection = true
  /// Whether several items can be selected at once (false unless set).
  open var allowsMultipleSelection = false {
    didSet {
      if !allowsMultipleSelection, selectedIndexPaths.count > 1,
        let first = selectedIndexPaths.min()
      {
        selectedIndexPaths = [first]
        updateSelectionOfVisibleCells()
      }
    }
  }
  /// Whether cells are prefetched ahead of display (kept; Trellis makes cells only for the
  /// visible area, which keeps drawings deterministic).
  open var isPrefetchingEnabled = true
  /// A view behind the content, sized to the collection view.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  /// Where a supplementary or decoration view is: its kind and index path.
  struct SupplementaryKey: Hashable {
    var kind: String
    var indexPath: IndexPath
  }

  /// Creates a collection view of `frame` laid out by `layout`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    itemCounts = []
    super.init(frame: frame)
    attachLayout()
  }

  /// Creates a collection view of `frame` laid out by `layout`, with item counts per section
  /// and no data source (Trellis's addition: frames without cells).
  public convenience init(
    frame: CGRect, collectionViewLayout layout: UICollectionViewLayout, itemCounts: [Int]
  ) {
    self.init(frame: frame, collectionViewLayout: layout)
    self.itemCounts = itemCounts
    pushContext()
  }

  /// Creates a collection view from an archive: there are no archives here, so it has an empty
  /// flow-less base layout (declared so that iOS subclasses compile).
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewLayout()
    itemCounts = []
    super.init(coder: coder)
    attachLayout()
  }

  // MARK: Geometry and content

  /// The content's size, from the layout (setting it has no effect, as in UIKit).
  open override var contentSize: CGSize {
    get { collectionViewLayout.collectionViewContentSize }
    set {}
  }

  /// A size change reaches the layout at once.
  override func sizeDidChange() {
    super.sizeDidChange()
    pushContext()
  }

  /// Scrolling reaches the layout at once and lays the cells out again.
  override func boundsOriginDidChange() {
    pushContext()
    super.boundsOriginDidChange()
  }

  /// A safe area, margins or scale set on the view reach the layout at once.
  override func environmentDidChange() {
    pushContext()
  }

  /// A new content inset reaches the layout at once.
  open override func adjustedContentInsetDidChange() {
    pushContext()
    super.adjustedContentInsetDidChange()
  }

  /// The display scale (pixels per point): the view's `contentScaleFactor` (Trellis's
  /// shortcut; the window's device sets it in a window).
  public var displayScale: CGFloat {
    get { contentScaleFactor }
    set { contentScaleFactor = newValue }
  }

  /// The number of sections: the data source's, or ``itemCounts``'.
  public var numberOfSections: Int {
    guard let dataSource else { return itemCounts.count }
    return Swift.max(0, dataSource.numberOfSections(in: self))
  }

  /// The number of items in `section` (0 for a section out of range).
  public func numberOfItems(inSection section: Int) -> Int {
    if let dataSource {
      guard section >= 0, section < numberOfSections else { return 0 }
      return Swift.max(0, dataSource.collectionView(self, numberOfItemsInSection: section))
    }
    return section >= 0 && section < itemCounts.count ? Swift.max(0, itemCounts[section]) : 0
  }

  /// Re-reads the counts, drops the cells on screen into the reuse pool and lays out again.
  open func reloadData() {
    pushContext()
    let invalidation = UICollectionViewLayoutInvalidationContext()
    invalidation.invalidateEverything = true
    invalidation.invalidateDataSourceCounts = true
    collectionViewLayout.invalidateLayout(with: invalidation)
    for (_, cell) in visibleCellsByIndexPath { enqueue(cell) }
    visibleCellsByIndexPath = [:]
    for (key, view) in visibleSupplementaries { enqueue(view, kind: key.kind) }
    visibleSupplementaries = [:]
    setNeedsLayout()
  }

  /// The context handed to the layout: the geometry, traits, counts and scroll offsets now.
  var context: CollectionViewContext {
    var context = CollectionViewContext(
      size: CGSize(layoutFrame.size), itemCounts: [], displayScale: contentScaleFactor)
    context.itemCounts = (0..<numberOfSections).map { numberOfItems(inSection: $0) }
    context.contentOffset = contentOffset
    let safeArea = safeAreaInsets
    context.safeAreaInsets = safeArea
    context.layoutMargins = layoutMargins
    context.contentInset = contentInset
    context.readableContentWidth = readableContentWidth
    context.explicitReadableContentInsets = explicitReadableContentInsets
    context.orthogonalOffsets = orthogonalOffsets
    return context
  }

  /// Hands the layout the current context.
  func pushContext() {
    collectionViewLayout.context = context
  }

  /// Attaches the layout, hands it the context and the cell measuring.
  private func attachLayout() {
    collectionViewLayout.collectionView = self
    pushContext()
    installCellMeasuring()
    setNeedsLayout()
  }

  // MARK: The layout pass

  /// Lays out the content (UIKit's layout pass of a collection view): the layout gets the
  /// current context, the visible self-sizing items are measured (the first visible item
  /// kept in place), and every visible element gets its view at its frame.
  open override func layoutSubviews() {
    super.layoutSubviews()
    pushContext()
    collectionViewLayout.prepare()
    keepContentAtRestUnderInsets()
    collectionViewLayout.measureVisibleItems(in: bounds)
    if let backgroundView {
      backgroundView.frame = bounds
    }
    placeVisibleViews()
  }

  /// Lays out the layout's elements (frames only, no cells) without a view's layout pass:
  /// the older Trellis entry point, kept for frames-only use.
  public func prepareLayout() {
    pushContext()
    collectionViewLayout.prepare()
    collectionViewLayout.measureVisibleItems(in: bounds)
  }

  /// The attributes of the elements in the visible rectangle, as drawn (orthogonal rows at
  /// their offsets).
  public func visibleLayoutAttributes() -> [UICollectionViewLayoutAttributes] {
    collectionViewLayout.layoutAttributesForElementsOnScreen(in: bounds) ?? []
  }

  /// The index paths of the visible items, in order.
  open var indexPathsForVisibleItems: [IndexPath] {
    visibleLayoutAttributes().filter { $0.representedElementCategory == .cell }.map(\.indexPath)
      .sorted()
  }

  /// The attributes of the cell at `indexPath`, from the layout.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The attributes of the supplementary of `kind` at `indexPath`, from the layout.
  open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// Scrolls so that the item at `indexPath` rests at `scrollPosition` (clamped to the
  /// content), as UIKit does.
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    prepareLayout()
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    var offset = contentOffset
    let size = bounds.size
    let inset = adjustedContentInset
    if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
    if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - size.height / 2 }
    if scrollPosition.contains(.bottom) { offset.y = frame.maxY - size.height + inset.bottom }
    if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
    if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - size.width / 2 }
    if scrollPosition.contains(.right) { offset.x = frame.maxX - size.width + inset.right }
    let content = contentSize
    offset.x = Swift.max(
      -inset.left, Swift.min(offset.x, content.width + inset.right - size.width))
    offset.y = Swift.max(
      -inset.top, Swift.min(offset.y, content.height + inset.bottom - size.height))
    setContentOffset(offset, animated: animated)
  }
}
