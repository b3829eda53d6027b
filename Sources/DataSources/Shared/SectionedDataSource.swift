import SectionedData
import UIKitViews

/// The sections a data source shows, shared by the table and collection data sources: the
/// part of RxDataSources' `SectionedViewDataSourceType` that does not depend on the view.
open class SectionedDataSource<Section: SectionModelType> {
  /// The type of the items.
  public typealias Item = Section.Item

  /// The sections shown.
  public private(set) var sectionModels: [Section] = []

  /// Creates a data source with no sections.
  public init() {}

  /// Replaces the sections without telling any view.
  public func setSections(_ sections: [Section]) { sectionModels = sections }

  /// The section at an index.
  public subscript(section: Int) -> Section { sectionModels[section] }

  /// The item at an index path.
  public subscript(indexPath: IndexPath) -> Item {
    sectionModels[indexPath.section].items[indexPath.item]
  }

  /// The item at an index path, or an error for a path outside the sections.
  public func model(at indexPath: IndexPath) throws(DataSourceError) -> Any {
    guard contains(indexPath) else { throw .outOfBounds(indexPath: indexPath) }
    return self[indexPath]
  }

  /// Whether `indexPath` names an item of the sections.
  public func contains(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && sectionModels.indices.contains(indexPath.section)
      && sectionModels[indexPath.section].items.indices.contains(indexPath.item)
  }

  /// The number of items in a section; 0 for a section out of range.
  func itemCount(inSection section: Int) -> Int {
    sectionModels.indices.contains(section) ? sectionModels[section].items.count : 0
  }
}

/// An error of a data source.
public enum DataSourceError: Error, Hashable, Sendable {
  /// An index path outside the sections.
  case outOfBounds(indexPath: IndexPath)
}
