import CompositionalEngine
import Geometry

/// UIKit's flow layout, headless: items in greedy lines, with headers and footers.
///
/// Per-item sizes, insets and spacings come from closures (UIKit asks its
/// `UICollectionViewDelegateFlowLayout`); without them every item is `itemSize`.
public final class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// What section insets are measured from.
  public enum SectionInsetReference: Int, Hashable, Sendable {
    /// The content inset (insets as given).
    case fromContentInset
    /// The safe area (its cross-axis insets are added).
    case fromSafeArea
    /// The layout margins (their cross-axis insets are added).
    case fromLayoutMargins
  }

  /// What section insets are measured from (default: the content inset).
  public var sectionInsetReference: SectionInsetReference = .fromContentInset {
    didSet { invalidateLayout() }
  }

  /// The estimated size that asks items to size themselves (UIKit's sentinel value).
  public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: 0)

  /// The size of every item when `sizeForItem` is nil (default 50 × 50).
  public var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// An estimate that turns on self-sizing through `measureItem` (default zero: off).
  public var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The minimum space between lines (default 10).
  public var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The minimum space between items on a line (default 10).
  public var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// Insets around each section's items.
  public var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
  /// The header size: only its height counts (its width when scrolling horizontally).
  public var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The footer size: only its height counts (its width when scrolling horizontally).
  public var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The scroll direction (default vertical).
  public var scrollDirection: UICollectionView.ScrollDirection = .vertical {
    didSet { invalidateLayout() }
  }
  /// Whether section headers stay in the visible bounds while their section shows.
  public var sectionHeadersPinToVisibleBounds = false
  /// Whether section footers stay in the visible bounds while their section shows.
  public var sectionFootersPinToVisibleBounds = false
  /// The size of each item (UIKit's `collectionView(_:layout:sizeForItemAt:)`).
  public var sizeForItem: ((IndexPath) -> CGSize)? { didSet { invalidateLayout() } }
  /// Each section's insets (UIKit's `collectionView(_:layout:insetForSectionAt:)`).
  public var insetForSection: ((Int) -> UIEdgeInsets)? { didSet { invalidateLayout() } }
  /// Each section's line spacing (`minimumLineSpacingForSectionAt`).
  public var lineSpacingForSection: ((Int) -> CGFloat)? { didSet { invalidateLayout() } }
  /// Each section's item spacing (`minimumInteritemSpacingForSectionAt`).
  public var interitemSpacingForSection: ((Int) -> CGFloat)? { didSet { invalidateLayout() } }
  /// Each section's header size (`referenceSizeForHeaderInSection`).
  public var headerSizeForSection: ((Int) -> CGSize)? { didSet { invalidateLayout() } }
  /// Each section's footer size (`referenceSizeForFooterInSection`).
  public var footerSizeForSection: ((Int) -> CGSize)? { didSet { invalidateLayout() } }
  /// Measures a self-sizing item when `estimatedItemSize` is set: (index path, estimate) → size.
  ///
  /// Items are measured lazily: `measureItems(in:)`, `measureAllItems()` or the view's
  /// `layoutIfNeeded()`; unmeasured items keep the estimate.
  public var measureItem: ((IndexPath, CGSize) -> CGSize)? {
    didSet {
      measuredSizes = [:]
      invalidateLayout()
    }
  }
  /// Measured sizes by index path (kept across invalidations; cleared with the callback).
  var measuredSizes: [IndexPath: CGSize] = [:]

  /// The solved engine, if up to date.
  private var engine: FlowEngine?
  /// The flow delegate methods the current delegate implements (found by probing it once).
  var probedDelegateMethods: (delegate: ObjectIdentifier, methods: FlowDelegateMethods)?

  /// Creates a flow layout with UIKit's defaults.
  public override init() { super.init() }

  /// Creates a flow layout from an archive (no archives here: UIKit's defaults).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Whether the layout scrolls horizontally (and so is solved transposed).
  private var isTransposed: Bool { scrollDirection == .horizontal }

  /// Invalidates the layout when the geometry or the counts changed.
  public override func contextDidChange(from old: CollectionViewContext) {
    if context.differsInGeometry(from: old) { invalidateLayout() }
  }

  /// Discards the computed layout.
  public override func invalidateLayout() {
    engine = nil
    probedDelegateMethods = nil
  }

  /// Discards the computed layout, and the measured sizes too when everything is invalid (a
  /// reload measures the items again, as UIKit's does).
  public override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    invalidateLayout()
    if context.invalidateEverything { measuredSizes = [:] }
  }

  /// Forgets the measured sizes before a batch update: they are kept by index path, which the
  /// update changes (the visible items are measured again in the next layout pass).
  public override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    if !updateItems.isEmpty { measuredSizes = [:] }
  }

  /// Computes the layout if it is not up to date (every item is measured when self-sizing).
  public override func prepare() {
    guard engine == nil else { return }
    let inputs = context.itemCounts.indices.map(sectionInput)
    let width =
      isTransposed
      ? context.size.height - context.contentInset.top - context.contentInset.bottom
      : context.size.width - context.contentInset.left - context.contentInset.right
    let scale = context.displayScale
    engine = FlowEngine(
      sections: inputs, width: max(0, width), scale: scale.isFinite && scale > 0 ? scale : 0)
  }

  /// The engine's input for section `section`, transposed when scrolling horizontally.
  private func sectionInput(_ section: Int) -> FlowSectionInput {
    let count = max(0, context.itemCounts[section])
    let selfSizing = isSelfSizing
    let sizes: [Size] = (0..<count).map { item in
      let path = IndexPath(item: item, section: section)
      var size = self.size(at: path, fallback: estimate)
      if selfSizing, let measured = measuredSizes[path] { size = measured }
      let clean = Size(
        width: size.width.isFinite ? max(0, size.width) : 0,
        height: size.height.isFinite ? max(0, size.height) : 0)
      return isTransposed ? clean.transposed : clean
    }
    var insets = insets(of: section)
    let reference: UIEdgeInsets
    switch sectionInsetReference {
    case .fromContentInset: reference = .zero
    case .fromSafeArea: reference = context.safeAreaInsets
    case .fromLayoutMargins: reference = context.layoutMargins
    }
    if isTransposed {
      insets.top += reference.top
      insets.bottom += reference.bottom
    } else {
      insets.left += reference.left
      insets.right += reference.right
    }
    let header = headerSize(of: section)
    let footer = footerSize(of: section)
    return FlowSectionInput(
      itemSizes: sizes, isUniform: !hasPerItemSizes && !selfSizing,
      insets: EdgeInsets(isTransposed ? insets.transposed : insets),
      lineSpacing: finite(lineSpacing(of: section)),
      interitemSpacing: finite(interitemSpacing(of: section)),
      headerLength: finite(isTransposed ? header.width : header.height),
      footerLength: finite(isTransposed ? footer.width : footer.height))
  }

  /// Whether items size themselves (an estimated size and a measure callback).
  var isSelfSizing: Bool { estimatedItemSize != .zero && measureItem != nil }

  /// The size an unmeasured item has: the estimate, or `itemSize` for `automaticSize`.
  var estimate: CGSize {
    estimatedItemSize == .zero || estimatedItemSize == Self.automaticSize
      ? itemSize : estimatedItemSize
  }

  /// Measures the visible self-sizing items, keeping the first visible item in place.
  public override func measureVisibleItems(in rect: CGRect) {
    measureVisibleItemsKeepingAnchor(in: rect)
  }

  /// Measures self-sizing items with the collection view's cells (nil: ``measureItem`` as
  /// set).
  public override func setCellMeasuring(_ measuring: CellMeasuring?) {
    measureItem = measuring?.item
  }

  /// `value`, or 0 when it is not finite or negative.
  private func finite(_ value: CGFloat) -> Double { value.isFinite ? max(0, value) : 0 }

  /// The solved engine.
  private var solved: FlowEngine {
    prepare()
    return engine!
  }

  /// The size of the whole content.
  public override var collectionViewContentSize: CGSize {
    let size = CGSize(solved.contentSize)
    return isTransposed ? size.transposed : size
  }

  /// The attributes of every element meeting `rect`, pinned headers and footers included.
  public override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    let query = Rect(isTransposed ? rect.transposed : rect)
    let engine = solved
    var result: [UICollectionViewLayoutAttributes] = []
    var index = firstSection(in: engine, endingAfter: query.minY)
    while index < engine.sections.count, engine.sections[index].start < query.maxY {
      let section = engine.sections[index]
      for line in lines(of: section, meeting: query) {
        for item in line.items where section.frames[item].overlaps(query) {
          result.append(
            attributes(section.frames[item], .cell, nil, IndexPath(item: item, section: index), 0))
        }
      }
      for kind in [
        UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
      ] {
        if let found = boundary(kind, section: index, in: engine), found.frame.overlaps(query) {
          result.append(
            attributes(
              found.frame, .supplementaryView, kind, IndexPath(item: 0, section: index),
              found.zIndex))
        }
      }
      index += 1
    }
    return result
  }

  /// The attributes of the cell at `indexPath`.
  public override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let engine = solved
    guard indexPath.section >= 0, indexPath.section < engine.sections.count else { return nil }
    let frames = engine.sections[indexPath.section].frames
    guard indexPath.item >= 0, indexPath.item < frames.count else { return nil }
    return attributes(frames[indexPath.item], .cell, nil, indexPath, 0)
  }

  /// The attributes of the section header or footer at `indexPath` (item 0).
  public override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard let found = boundary(elementKind, section: indexPath.section, in: solved) else {
      return nil
    }
    return attributes(found.frame, .supplementaryView, elementKind, indexPath, found.zIndex)
  }

  /// A header's or footer's frame, pinned as the flow layout pins (Docs/Compositional.md, flow layout).
  private func boundary(_ kind: String, section index: Int, in engine: FlowEngine)
    -> (frame: Rect, zIndex: Int)?
  {
    guard index >= 0, index < engine.sections.count else { return nil }
    let section = engine.sections[index]
    let isHeader = kind == UICollectionView.elementKindSectionHeader
    guard var frame = isHeader ? section.header : section.footer else { return nil }
    let natural = frame.minY
    let inset = context.adjustedContentInset
    let offset = isTransposed ? context.contentOffset.x : context.contentOffset.y
    let size = isTransposed ? context.size.width : context.size.height
    let top = offset + (isTransposed ? inset.left : inset.top)
    let bottom = offset + size - (isTransposed ? inset.right : inset.bottom)
    let end = section.start + section.length
    if isHeader && sectionHeadersPinToVisibleBounds {
      let footer = section.footer?.height ?? 0
      frame.origin.y = max(natural, min(max(natural, top), end - footer - frame.height))
    } else if !isHeader && sectionFootersPinToVisibleBounds {
      let header = section.header?.height ?? 0
      frame.origin.y = min(
        natural, max(min(natural, bottom - frame.height), section.start + header))
    }
    return (frame, frame.minY != natural ? 1024 : 0)
  }

  /// The first section that ends after `position`.
  private func firstSection(in engine: FlowEngine, endingAfter position: Double) -> Int {
    var low = 0
    var high = engine.sections.count
    while low < high {
      let mid = (low + high) / 2
      let section = engine.sections[mid]
      if section.start + section.length < position { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The lines of `section` meeting `rect` (binary search).
  private func lines(of section: FlowSectionLayout, meeting rect: Rect) -> ArraySlice<FlowLine> {
    var low = 0
    var high = section.lines.count
    while low < high {
      let mid = (low + high) / 2
      if section.lines[mid].maxY < rect.minY { low = mid + 1 } else { high = mid }
    }
    var end = low
    while end < section.lines.count, section.lines[end].minY <= rect.maxY { end += 1 }
    return section.lines[low..<end]
  }

  /// Attributes from canonical parts.
  private func attributes(
    _ frame: Rect, _ category: UICollectionView.ElementCategory, _ kind: String?,
    _ indexPath: IndexPath, _ zIndex: Int
  ) -> UICollectionViewLayoutAttributes {
    UICollectionViewLayoutAttributes(
      frame: CGRect(isTransposed ? frame.transposed : frame), indexPath: indexPath,
      category: category,
      kind: kind, zIndex: zIndex)
  }
}
