import SectionedData
import UIKitViews

/// The sections shown by a table view and the closures that turn them into cells and titles:
/// RxDataSources' `TableViewSectionedDataSource`, without Rx.
///
/// Give new sections with ``RxTableViewSectionedReloadDataSource/apply(_:to:)`` or
/// ``RxTableViewSectionedAnimatedDataSource/apply(_:to:)`` where an Rx app binds an observable
/// with `bind(to: tableView.rx.items(dataSource:))`.
open class TableViewSectionedDataSource<Section: SectionModelType>: SectionedDataSource<Section>,
  UITableViewDataSource
{
  /// Makes and configures the cell of an item.
  public typealias ConfigureCell = (
    TableViewSectionedDataSource<Section>, UITableView, IndexPath, Item
  ) -> UITableViewCell
  /// The title of a section's header or footer.
  public typealias TitleForHeaderInSection = (TableViewSectionedDataSource<Section>, Int) -> String?
  /// The title of a section's footer.
  public typealias TitleForFooterInSection = (TableViewSectionedDataSource<Section>, Int) -> String?
  /// Whether a row can be edited.
  public typealias CanEditRowAtIndexPath = (TableViewSectionedDataSource<Section>, IndexPath) ->
    Bool
  /// Whether a row can be moved.
  public typealias CanMoveRowAtIndexPath = (TableViewSectionedDataSource<Section>, IndexPath) ->
    Bool
  /// The titles of the section index.
  public typealias SectionIndexTitles = (TableViewSectionedDataSource<Section>) -> [String]?
  /// The section a section-index title leads to.
  public typealias SectionForSectionIndexTitle = (
    TableViewSectionedDataSource<Section>, String, Int
  ) -> Int

  /// Makes and configures the cell of an item.
  public var configureCell: ConfigureCell
  /// The title of a section's header.
  public var titleForHeaderInSection: TitleForHeaderInSection
  /// The title of a section's footer.
  public var titleForFooterInSection: TitleForFooterInSection
  /// Whether a row can be edited.
  public var canEditRowAtIndexPath: CanEditRowAtIndexPath
  /// Whether a row can be moved.
  public var canMoveRowAtIndexPath: CanMoveRowAtIndexPath
  /// The titles of the section index.
  public var sectionIndexTitles: SectionIndexTitles
  /// The section a section-index title leads to.
  public var sectionForSectionIndexTitle: SectionForSectionIndexTitle

  /// Creates a data source from RxDataSources' closures (every one but the first optional).
  public init(
    configureCell: @escaping ConfigureCell,
    titleForHeaderInSection: @escaping TitleForHeaderInSection = { _, _ in nil },
    titleForFooterInSection: @escaping TitleForFooterInSection = { _, _ in nil },
    canEditRowAtIndexPath: @escaping CanEditRowAtIndexPath = { _, _ in false },
    canMoveRowAtIndexPath: @escaping CanMoveRowAtIndexPath = { _, _ in false },
    sectionIndexTitles: @escaping SectionIndexTitles = { _ in nil },
    sectionForSectionIndexTitle: @escaping SectionForSectionIndexTitle = { _, _, index in index }
  ) {
    self.configureCell = configureCell
    self.titleForHeaderInSection = titleForHeaderInSection
    self.titleForFooterInSection = titleForFooterInSection
    self.canEditRowAtIndexPath = canEditRowAtIndexPath
    self.canMoveRowAtIndexPath = canMoveRowAtIndexPath
    self.sectionIndexTitles = sectionIndexTitles
    self.sectionForSectionIndexTitle = sectionForSectionIndexTitle
  }

  // MARK: UITableViewDataSource

  /// The number of sections.
  public func numberOfSections(in tableView: UITableView) -> Int { sectionModels.count }

  /// The number of items in a section.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    itemCount(inSection: section)
  }

  /// The configured cell of an item.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    configureCell(self, tableView, indexPath, self[indexPath])
  }

  /// The header title from ``titleForHeaderInSection``.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    titleForHeaderInSection(self, section)
  }

  /// The footer title from ``titleForFooterInSection``.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    titleForFooterInSection(self, section)
  }
}
