import Foundation

extension UICollectionView {
  /// The selected items, in index-path order (nil when none, as UIKit gives).
  public var indexPathsForSelectedItems: [IndexPath]? {
    selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
  }

  /// Selects the item at `indexPath` (nil clears the selection) and scrolls to it, without telling
  /// the delegate, as UIKit's programmatic selection does.
  ///
  /// Nothing happens when ``allowsSelection`` is false or the path is out of range.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard allowsSelection else { return }
    guard let indexPath else {
      selectedIndexPaths = []
      updateSelectionOfVisibleCells()
      return
    }
    guard contains(indexPath) else {
      UIKitDiagnostics.log(
        .indexPathOutOfRange,
        "selectItem: \(indexPath) is out of range (\(numberOfSections) sections); ignored.")
      return
    }
    if !allowsMultipleSelection { selectedIndexPaths = [] }
    selectedIndexPaths.insert(indexPath)
    updateSelectionOfVisibleCells()
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the item at `indexPath`, without telling the delegate (nothing happens when
  /// ``allowsSelection`` is false).
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    guard allowsSelection else { return }
    selectedIndexPaths.remove(indexPath)
    updateSelectionOfVisibleCells()
  }

  /// Selects the item as a tap does: asks the delegate, selects (toggling when several may be
  /// selected) and tells the delegate (Trellis's stand-in for a touch).
  public func simulateTap(onItemAt indexPath: IndexPath) {
    guard allowsSelection, contains(indexPath) else { return }
    let delegate = collectionDelegate
    if allowsMultipleSelection, selectedIndexPaths.contains(indexPath) {
      selectedIndexPaths.remove(indexPath)
      updateSelectionOfVisibleCells()
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    let previous = allowsMultipleSelection ? [] : selectedIndexPaths.subtracting([indexPath])
    selectedIndexPaths.subtract(previous)
    selectedIndexPaths.insert(indexPath)
    updateSelectionOfVisibleCells()
    for path in previous.sorted() { delegate?.collectionView(self, didDeselectItemAt: path) }
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  /// Whether `indexPath` names an item of the current data.
  func contains(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < numberOfSections
      && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
  }

  /// Gives the cells on screen their selection state.
  func updateSelectionOfVisibleCells() {
    for (path, cell) in visibleCellsByIndexPath {
      let selected = selectedIndexPaths.contains(path)
      if cell.isSelected != selected { cell.isSelected = selected }
    }
  }
}
