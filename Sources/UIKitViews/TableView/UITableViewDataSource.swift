import Foundation

/// What a table view asks its data source (UIKit's protocol).
///
/// Swift protocols cannot leave methods unimplemented as Objective-C ones can: the optional
/// methods have default implementations that answer as UIKit does when they are missing.
public protocol UITableViewDataSource: AnyObject {
  /// The number of sections (1 unless implemented).
  func numberOfSections(in tableView: UITableView) -> Int
  /// The number of rows in a section.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The configured cell of a row (dequeue it from the table view).
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The title of a section's header (none unless implemented).
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// The title of a section's footer (none unless implemented).
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No header title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No footer title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
}

/// What a table view asks its delegate about heights and supplementary views (UIKit's
/// protocol).
///
/// Each height method's default answers ``UITableView/automaticDimension``, which the table
/// view reads as "not implemented": it then uses its own properties, as UIKit does when the
/// method is missing.
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// A row's height, or ``UITableView/automaticDimension`` to measure the cell.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// A row's estimated height before it is measured.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// A section header's height.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// A section footer's height.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// A section header's view (none unless implemented).
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// A section footer's view (none unless implemented).
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// The row at `indexPath` was selected by the user (not by `selectRow`, as in UIKit).
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// The row at `indexPath` was deselected by the user.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// A cell is about to be shown.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// Not implemented: the table view's `rowHeight`.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }
  /// Not implemented: the table view's `estimatedRowHeight`.
  public func tableView(
    _ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath
  ) -> CGFloat {
    UITableView.automaticDimension
  }
  /// Not implemented: the table view's `sectionHeaderHeight`.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  {
    UITableView.automaticDimension
  }
  /// Not implemented: the table view's `sectionFooterHeight`.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  {
    UITableView.automaticDimension
  }
  /// No header view.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// No footer view.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
}
