/// The look of a table: rows edge to edge, grouped sections, or grouped sections inset from the
/// edges (UIKit's `UITableView.Style`).
public enum TableStyle: Int, Hashable, Sendable {
  /// Rows span the width; section headers pin to the top while their section scrolls by.
  case plain
  /// Sections are separated by gaps; headers and footers scroll with the rows.
  case grouped
  /// Like ``grouped``, with the rows inset from both edges by the layout margins.
  case insetGrouped
}
