import CompositionalEngine
import Geometry

/// The key measured sizes are cached under: the item's identity and the proposed width.
struct MeasureKey: Hashable {
  /// The item's identity.
  var identity: AnyHashable
  /// The proposed length across the scroll axis.
  var width: Double
}

extension UICollectionViewCompositionalLayout {
  /// Measures the self-sizing items that meet `rect` (as UIKit measures visible cells).
  ///
  /// Unmeasured items keep their estimates. Returns whether any frame changed.
  ///
  /// - Complexity: O(items measured × log groups).
  @discardableResult
  public func measureItems(in rect: CGRect) -> Bool {
    guard measureItem != nil else { return false }
    prepare()
    guard var engine = self.engine else { return false }
    self.engine = nil
    let query = Rect(isTransposed ? rect.transposed : rect)
    let changed = engine.measureGroups(meeting: query, state: scrollState, measure: measured)
    self.engine = engine
    return changed
  }

  /// Measures every self-sizing item (for export: no estimate is left).
  public func measureAllItems() {
    guard measureItem != nil else { return }
    prepare()
    guard var engine = self.engine else { return }
    self.engine = nil
    engine.measureAllGroups(measure: measured)
    self.engine = engine
  }

  /// Forgets every measured size (after the items' content changed, say).
  public func invalidateMeasurements() {
    measuredSizes = [:]
    invalidateLayout()
  }

  /// Measures the items in the visible rect and moves the content offset so that the first
  /// visible item stays where it was on screen.
  func measureVisibleItemsKeepingAnchor(in rect: CGRect) {
    guard measureItem != nil else { return }
    let before = firstVisibleCell(in: rect)
    guard measureItems(in: rect), let before else { return }
    guard let after = solved.cell(at: before.indexPath, state: unscrolledState) else { return }
    // Engine frames are canonical: the scroll axis is y whichever way the layout scrolls.
    let delta = after.frame.minY - before.frame.minY
    guard delta != 0 else { return }
    var offset = context.contentOffset
    if isTransposed { offset.x += delta } else { offset.y += delta }
    if let collectionView {
      collectionView.contentOffset = offset
    } else {
      context.contentOffset = offset
    }
    let moved = rect.offsetBy(dx: isTransposed ? delta : 0, dy: isTransposed ? 0 : delta)
    measureItems(in: moved)
  }

  /// The first cell (by index path) meeting `rect`, as the engine placed it.
  private func firstVisibleCell(in rect: CGRect) -> PlacedElement? {
    let query = Rect(isTransposed ? rect.transposed : rect)
    return solved.elements(in: query, state: unscrolledState).filter { $0.category == .cell }
      .min { $0.indexPath < $1.indexPath }
  }

  /// The identity a measured size is cached under: `itemIdentifier`'s, else the path (hashed
  /// as the engine's path: Foundation's `IndexPath` costs an allocation to make).
  private func identity(of path: ItemPath) -> AnyHashable {
    if let itemIdentifier { return itemIdentifier(IndexPath(path)) }
    return AnyHashable(path)
  }

  /// The measured size of an item in canonical space, from the cache or the callback.
  func measured(_ path: ItemPath, _ proposal: Size) -> Size? {
    guard let measureItem else { return nil }
    let apple = CGSize(isTransposed ? proposal.transposed : proposal)
    let key = MeasureKey(
      identity: identity(of: path), width: isTransposed ? apple.height : apple.width)
    if let cached = measuredSizes[key] { return Size(isTransposed ? cached.transposed : cached) }
    let raw: CGSize
    if let measureItemFixing {
      raw = measureItemFixing(IndexPath(path), apple, fixedAxes(inSection: path.section))
    } else {
      raw = measureItem(IndexPath(path), apple)
    }
    let size = CGSize(
      width: raw.width.isFinite ? max(0, raw.width) : apple.width,
      height: raw.height.isFinite ? max(0, raw.height) : apple.height)
    measuredSizes[key] = size
    return Size(isTransposed ? size.transposed : size)
  }

  /// The axes a section's items fix: those no item of its group estimates (a section mixing
  /// estimated and fixed items on an axis leaves that axis to the cells).
  func fixedAxes(inSection section: Int) -> FixedAxes {
    guard section < sectionObjects.count, let object = sectionObjects[section] else { return [] }
    var estimatedWidth = false
    var estimatedHeight = false
    var pending: [NSCollectionLayoutItem] = object.group.subitems
    while let item = pending.popLast() {
      if let group = item as? NSCollectionLayoutGroup {
        pending.append(contentsOf: group.subitems)
      } else {
        estimatedWidth = estimatedWidth || item.layoutSize.widthDimension.isEstimated
        estimatedHeight = estimatedHeight || item.layoutSize.heightDimension.isEstimated
      }
    }
    // In the item's own axes, as the cell is fitted (before any transposition).
    var fixed: FixedAxes = []
    if !estimatedWidth { fixed.insert(.horizontal) }
    if !estimatedHeight { fixed.insert(.vertical) }
    return fixed
  }

  /// Re-applies cached sizes after a re-solve (only groups whose every leaf is cached).
  func applyCachedMeasurements(to engine: inout LayoutEngine) {
    let cachedOnly: (ItemPath, Size) -> Size? = { path, proposal in
      let apple = CGSize(self.isTransposed ? proposal.transposed : proposal)
      let key = MeasureKey(
        identity: self.identity(of: path), width: self.isTransposed ? apple.height : apple.width)
      guard let cached = self.measuredSizes[key] else { return nil }
      return Size(self.isTransposed ? cached.transposed : cached)
    }
    engine.measureAllGroups(measure: cachedOnly)
  }
}
