import CompositionalEngine
import Geometry

extension UICollectionViewFlowLayout {
  /// Measures the unmeasured self-sizing items that meet `rect`.
  ///
  /// Lines re-flow after each round, until every item meeting `rect` is measured. Returns
  /// whether anything changed.
  @discardableResult
  public func measureItems(in rect: CGRect) -> Bool {
    guard isSelfSizing, let measureItem else { return false }
    var changed = false
    for _ in 0..<1_000 {
      let cells = (layoutAttributesForElements(in: rect) ?? []).filter {
        $0.representedElementCategory == .cell && measuredSizes[$0.indexPath] == nil
      }
      guard !cells.isEmpty else { break }
      for cell in cells {
        measuredSizes[cell.indexPath] = clean(measureItem(cell.indexPath, cell.size))
      }
      changed = true
      invalidateLayout()
    }
    return changed
  }

  /// Measures every self-sizing item (for export: no estimate is left).
  public func measureAllItems() {
    guard isSelfSizing, let measureItem else { return }
    for (section, count) in context.itemCounts.enumerated() {
      for item in 0..<max(0, count) {
        let path = IndexPath(item: item, section: section)
        if measuredSizes[path] == nil {
          measuredSizes[path] = clean(measureItem(path, size(at: path, fallback: estimate)))
        }
      }
    }
    invalidateLayout()
  }

  /// Forgets every measured size.
  public func invalidateMeasurements() {
    measuredSizes = [:]
    invalidateLayout()
  }

  /// Measures the visible items and moves the content offset so the first visible item stays.
  func measureVisibleItemsKeepingAnchor(in rect: CGRect) {
    let before = (layoutAttributesForElements(in: rect) ?? [])
      .filter { $0.representedElementCategory == .cell }
      .min { $0.indexPath < $1.indexPath }
    guard measureItems(in: rect), let before,
      let after = layoutAttributesForItem(at: before.indexPath)
    else { return }
    let horizontal = scrollDirection == .horizontal
    let delta =
      horizontal ? after.frame.minX - before.frame.minX : after.frame.minY - before.frame.minY
    guard delta != 0 else { return }
    var offset = context.contentOffset
    if horizontal { offset.x += delta } else { offset.y += delta }
    if let collectionView {
      collectionView.contentOffset = offset
    } else {
      context.contentOffset = offset
    }
    measureItems(in: rect.offsetBy(dx: horizontal ? delta : 0, dy: horizontal ? 0 : delta))
  }

  /// A measured size with non-finite or negative parts replaced by 0.
  private func clean(_ size: CGSize) -> CGSize {
    CGSize(
      width: size.width.isFinite ? max(0, size.width) : 0,
      height: size.height.isFinite ? max(0, size.height) : 0)
  }
}
