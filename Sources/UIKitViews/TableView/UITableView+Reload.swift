import Foundation
import Geometry
import TableLayout

extension UITableView {
  /// Asks the data source and delegate again for every section, row and height, and forgets
  /// every measured height.
  public func reloadData() {
    hasLoadedData = true
    for (path, cell) in cellsByIndexPath {
      enqueue(cell)
      cellsByIndexPath[path] = nil
    }
    let width = Double(frame.width)
    engine = TableLayout(
      style: style, width: width, sections: makeSections(), metrics: makeMetrics(),
      horizontalInset: style == .insetGrouped ? (width >= 390 ? 20 : 16) : 0)
    engine.tableHeaderHeight = accessoryHeight(tableHeaderView)
    engine.tableFooterHeight = accessoryHeight(tableFooterView)
    measuredWidth = width
    if !hasInitialOffset {
      // A table starts scrolled to the top of its content, under its insets (UIKit's
      // `contentOffset.y == -adjustedContentInset.top`), and stays there at rest when they
      // change (`keepContentAtRestUnderInsets()`: a table reloaded before it joined a window,
      // by a data source bound in `viewDidLoad`, moves under its window's insets).
      hasInitialOffset = true
      let inset = adjustedContentInset
      contentOffset = CGPoint(x: -inset.left, y: -inset.top)
      lastAdjustedContentInset = inset
    }
    setNeedsLayout()
  }

  /// The style's metrics with this table's own header, footer and padding settings.
  func makeMetrics() -> TableMetrics {
    var metrics = TableMetrics.defaults(for: style)
    if estimatedRowHeight > 0, estimatedRowHeight.isFinite {
      metrics.defaultRowHeight = Double(estimatedRowHeight)
    }
    if sectionHeaderTopPadding >= 0, sectionHeaderTopPadding.isFinite {
      metrics.sectionHeaderTopPadding = Double(sectionHeaderTopPadding)
    }
    return metrics
  }

  /// The sections as the data source and delegate describe them.
  func makeSections() -> [TableSection] {
    guard let dataSource else { return [] }
    let sectionCount = Swift.max(0, dataSource.numberOfSections(in: self))
    return (0..<sectionCount).map { section in
      let rowCount = Swift.max(0, dataSource.tableView(self, numberOfRowsInSection: section))
      var result = TableSection(rowCount: rowCount, rowHeight: 0, isMeasured: false)
      for row in 0..<rowCount {
        let (height, isFinal) = initialHeight(of: IndexPath(row: row, section: section))
        result.rowHeights[row] = TableLayout.validHeight(height)
        result.isMeasured[row] = isFinal
      }
      (result.header, result.footer) = sectionSupplementaries(section)
      return result
    }
  }

  /// A section's header and footer heights as the data source and delegate describe them.
  func sectionSupplementaries(_ section: Int)
    -> (header: TableSupplementaryHeight, footer: TableSupplementaryHeight)
  {
    let header = supplementaryHeight(
      delegated: tableDelegate?.tableView(self, heightForHeaderInSection: section),
      shared: sectionHeaderHeight,
      view: tableDelegate?.tableView(self, viewForHeaderInSection: section),
      title: dataSource?.tableView(self, titleForHeaderInSection: section))
    let footer = supplementaryHeight(
      delegated: tableDelegate?.tableView(self, heightForFooterInSection: section),
      shared: sectionFooterHeight,
      view: tableDelegate?.tableView(self, viewForFooterInSection: section),
      title: dataSource?.tableView(self, titleForFooterInSection: section))
    return (header, footer)
  }

  /// A row's height before measuring, and whether it is final (fixed) or an estimate.
  func initialHeight(of indexPath: IndexPath) -> (Double, Bool) {
    if let fixed = tableDelegate?.tableView(self, heightForRowAt: indexPath), fixed >= 0 {
      return (Double(fixed), true)
    }
    if rowHeight >= 0 { return (Double(rowHeight), true) }
    if let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath),
      estimate > 0
    {
      return (Double(estimate), false)
    }
    return (estimatedRowHeight > 0 ? Double(estimatedRowHeight) : 44, false)
  }

  /// A header's or footer's height: the delegate's, the table's shared value, the view's
  /// measured height, a title's, or none, in UIKit's order.
  func supplementaryHeight(delegated: CGFloat?, shared: CGFloat, view: UIView?, title: String?)
    -> TableSupplementaryHeight
  {
    if let delegated, delegated >= 0 { return .fixed(Double(delegated)) }
    if let view {
      let fitted = view.sizeThatFits(CGSize(width: frame.width, height: .greatestFiniteMagnitude))
      return .fixed(Double(fitted.height))
    }
    if shared >= 0, title != nil { return .fixed(Double(shared)) }
    return title == nil ? .none : .title
  }

  /// The height of a table header or footer view: its frame's height, as UIKit uses it.
  func accessoryHeight(_ view: UIView?) -> Double {
    guard let view else { return 0 }
    return TableLayout.validHeight(Double(view.frame.height))
  }

  /// Puts a cell back in the reuse pool.
  func enqueue(_ cell: UITableViewCell) {
    cell.removeFromSuperview()
    if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
  }
}
