import SectionedData
import UIKitViews

/// A table data source that shows each new value of its sections with a plain reload
/// (RxDataSources' `RxTableViewSectionedReloadDataSource`).
open class RxTableViewSectionedReloadDataSource<Section: SectionModelType>:
  TableViewSectionedDataSource<Section>
{
  /// Shows `sections` in `tableView`: the data source takes the sections, becomes the table's
  /// data source and reloads it (the Rx binding `items(dataSource:)` does this per event).
  public func apply(_ sections: [Section], to tableView: UITableView) {
    setSections(sections)
    if tableView.dataSource !== self { tableView.dataSource = self }
    tableView.reloadData()
    tableView.layoutIfNeeded()
  }
}
