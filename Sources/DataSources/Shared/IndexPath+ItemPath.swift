import SectionedData

// The one place where UIKit's `IndexPath` and the engines' paths convert.

extension IndexPath {
  /// The index path of an item path (section, then item).
  public init(_ path: ItemPath) { self.init(item: path.itemIndex, section: path.sectionIndex) }
}

extension ItemPath {
  /// The item path of a UIKit index path (which must hold a section and an item).
  public init(_ indexPath: IndexPath) {
    self.init(sectionIndex: indexPath.section, itemIndex: indexPath.item)
  }
}
