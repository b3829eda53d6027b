import Foundation
import Geometry
import TableLayout

extension UITableView {
  /// Measures the rows that are visible and not yet measured, keeps the first visible row in
  /// place by correcting the content offset, then places a configured cell on every visible
  /// row (UIKit's layout pass; ``layoutSubviews()`` calls it).
  public func layoutVisibleRows() {
    if measuredWidth != Double(frame.width) { reloadData() }
    keepContentAtRestUnderInsets()
    measureVisibleRows()
    placeVisibleCells()
  }

  /// Measures every row now (for export: no estimates left).
  ///
  /// - Complexity: O(n) measure calls for n rows.
  public func measureAllRows() {
    for section in engine.sections.indices {
      for row in engine.sections[section].rowHeights.indices
      where !engine.sections[section].isMeasured[row] {
        measureRow(at: ItemPath(item: row, section: section))
      }
    }
  }

  /// Measures the visible unmeasured rows until the visible set no longer changes, correcting
  /// the content offset so that the first visible row keeps its distance from the top.
  func measureVisibleRows() {
    let viewport = Rect(bounds)
    guard let anchor = engine.rows(in: viewport).first else { return }
    let anchorDistance = (try? engine.rectForRow(at: anchor).minY).map { $0 - viewport.minY } ?? 0
    var pending = unmeasured(in: viewport)
    var rounds = 0
    while !pending.isEmpty, rounds < 64 {
      for path in pending { measureRow(at: path) }
      if let anchorTop = try? engine.rectForRow(at: anchor).minY {
        contentOffset.y = CGFloat(anchorTop - anchorDistance)
      }
      pending = unmeasured(in: Rect(bounds))
      rounds += 1
    }
  }

  /// The unmeasured rows meeting `rect`.
  func unmeasured(in rect: Rect) -> [ItemPath] {
    engine.rows(in: rect).filter { !engine.sections[$0.section].isMeasured[$0.item] }
  }

  /// Asks the data source for a row's cell and measures it at the row's width.
  ///
  /// A measured height that is NaN, infinite or negative is taken as 0 (documented clamp).
  func measureRow(at path: ItemPath) {
    guard let dataSource else { return }
    let indexPath = IndexPath(path)
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    let width = engine.rowWidth
    let fitted: CGSize
    if cell.contentView.constraintAttachment != nil || cell.constraintAttachment != nil {
      // UIKit sizes a row from its cell's constraints: the width required, the height as
      // small as they allow.
      cell.frame = CGRect(x: 0, y: 0, width: width, height: cell.frame.height)
      fitted = cell.systemLayoutSizeFitting(
        CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    } else {
      fitted = cell.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }
    let separator = separatorStyle == .none ? 0 : 1 / Double(contentScaleFactor)
    try? engine.setMeasuredHeight(
      TableLayout.validHeight(Double(fitted.height)) + separator, at: path)
    if cellsByIndexPath[indexPath] !== cell { enqueue(cell) }
  }

  /// Gives every visible row a configured cell at its frame, and reuses the others.
  func placeVisibleCells() {
    let visible = Set(engine.rows(in: Rect(bounds)).map(IndexPath.init))
    for (path, cell) in cellsByIndexPath where !visible.contains(path) {
      enqueue(cell)
      cellsByIndexPath[path] = nil
    }
    guard let dataSource else { return }
    for path in visible.sorted() {
      let cell = cellsByIndexPath[path] ?? dataSource.tableView(self, cellForRowAt: path)
      cellsByIndexPath[path] = cell
      if let rect = try? engine.rectForRow(at: ItemPath(path)) { cell.frame = CGRect(rect) }
      cell.isSelected = selectedRows.contains(path)
      if cell.superview !== self { addSubview(cell) }
      cell.layoutIfNeeded()
    }
    if let header = tableHeaderView {
      header.frame = CGRect(x: 0, y: 0, width: frame.width, height: header.frame.height)
    }
    if let footer = tableFooterView {
      let bottom = engine.contentSize().height - engine.tableFooterHeight
      footer.frame = CGRect(
        x: 0, y: bottom, width: Double(frame.width), height: engine.tableFooterHeight)
    }
  }
}
