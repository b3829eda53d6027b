import Foundation

extension UITableView {
  /// The selected row, or the first of the selected rows (nil when none).
  public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

  /// The selected rows, in order (nil when none, as UIKit gives).
  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows.sorted()
  }

  /// Selects a row (nil clears the selection) without telling the delegate, as UIKit's
  /// programmatic selection does; a path out of range is ignored with a diagnostic.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard allowsSelection else { return }
    guard let indexPath else {
      selectedRows = []
      updateSelectionOfVisibleCells()
      return
    }
    guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < numberOfSections,
      indexPath.row >= 0, indexPath.row < numberOfRows(inSection: indexPath.section)
    else {
      UIKitDiagnostics.log(
        .indexPathOutOfRange,
        "selectRow: \(indexPath) is out of range (\(numberOfSections) sections); ignored.")
      return
    }
    if !allowsMultipleSelection { selectedRows = [] }
    selectedRows.insert(indexPath)
    updateSelectionOfVisibleCells()
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects a row without telling the delegate.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedRows.remove(indexPath)
    updateSelectionOfVisibleCells()
  }

  /// Selects a row as a tap does: selects it and tells the delegate (Trellis's stand-in for a
  /// touch; the seed screens delete a section when a row is tapped).
  public func simulateTap(onRowAt indexPath: IndexPath) {
    guard allowsSelection, indexPath.count == 2, indexPath.section < numberOfSections,
      indexPath.row < numberOfRows(inSection: indexPath.section)
    else { return }
    if !allowsMultipleSelection { selectedRows = [] }
    selectedRows.insert(indexPath)
    updateSelectionOfVisibleCells()
    tableDelegate?.tableView(self, didSelectRowAt: indexPath)
  }

  /// Scrolls so that the row at `indexPath` rests at `scrollPosition`, clamped to the content.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    let rect = rectForRow(at: indexPath)
    guard rect != .zero else { return }
    let inset = adjustedContentInset
    let height = bounds.height
    var y = contentOffset.y
    switch scrollPosition {
    case .top: y = rect.minY - inset.top
    case .middle: y = rect.midY - height / 2
    case .bottom: y = rect.maxY - height + inset.bottom
    case .none:
      if rect.minY < y + inset.top { y = rect.minY - inset.top }
      if rect.maxY > y + height - inset.bottom { y = rect.maxY - height + inset.bottom }
    }
    let maximum = Swift.max(-inset.top, contentSize.height + inset.bottom - height)
    setContentOffset(
      CGPoint(x: contentOffset.x, y: Swift.min(maximum, Swift.max(-inset.top, y))),
      animated: animated)
  }

  /// Where a scrolled-to row comes to rest (UIKit's `UITableView.ScrollPosition`).
  public enum ScrollPosition: Int, Hashable, Sendable {
    /// As little as makes the row visible.
    case none
    /// At the top.
    case top
    /// In the middle.
    case middle
    /// At the bottom.
    case bottom
  }

  /// Gives the cells on screen their selection state.
  func updateSelectionOfVisibleCells() {
    for (path, cell) in cellsByIndexPath {
      let selected = selectedRows.contains(path)
      if cell.isSelected != selected { cell.isSelected = selected }
    }
  }
}
