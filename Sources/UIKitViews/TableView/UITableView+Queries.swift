import Foundation
import Geometry
import TableLayout

extension UITableView {
  /// The rectangle of a section, from its header's top padding to its footer's bottom.
  ///
  /// A section that does not exist gives `CGRect.zero`, as UIKit's does.
  public func rect(forSection section: Int) -> CGRect {
    (try? engine.rect(forSection: section)).map(CGRect.init) ?? .zero
  }

  /// The rectangle of a row; `CGRect.zero` for an index path out of range, as UIKit's.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    guard indexPath.count == 2 else { return .zero }
    return (try? engine.rectForRow(at: ItemPath(indexPath))).map(CGRect.init) ?? .zero
  }

  /// The rectangle of a section's header (unpinned); `CGRect.zero` out of range.
  public func rectForHeader(inSection section: Int) -> CGRect {
    (try? engine.rectForHeader(inSection: section)).map(CGRect.init) ?? .zero
  }

  /// The rectangle of a section's footer; `CGRect.zero` out of range.
  public func rectForFooter(inSection section: Int) -> CGRect {
    (try? engine.rectForFooter(inSection: section)).map(CGRect.init) ?? .zero
  }

  /// The index paths of the rows meeting `rect`, in order; `nil` when none (UIKit's optional).
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    let rows = engine.rows(in: Rect(rect))
    return rows.isEmpty ? nil : rows.map(IndexPath.init)
  }

  /// The index paths of the rows in the visible area, in order.
  public var indexPathsForVisibleRows: [IndexPath]? {
    indexPathsForRows(in: bounds)
  }

  /// The cells on screen, in row order (after a layout pass).
  public var visibleCells: [UITableViewCell] {
    cellsByIndexPath.keys.sorted().compactMap { cellsByIndexPath[$0] }
  }

  /// The cell on screen at `indexPath`, if the row is visible.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    cellsByIndexPath[indexPath]
  }

  /// The number of sections (as of the last reload).
  public var numberOfSections: Int { engine.sections.count }

  /// The number of rows in a section (as of the last reload); 0 out of range.
  public func numberOfRows(inSection section: Int) -> Int {
    engine.sections.indices.contains(section) ? engine.sections[section].rowCount : 0
  }
}
