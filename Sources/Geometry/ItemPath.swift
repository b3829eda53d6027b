/// The position of an item in sectioned content: its section's index and its index within
/// that section.
///
/// The one index path of the engines: CompositionalEngine's elements, TableLayout's rows and
/// SectionedData's diffs all use it (RxDataSources' `ItemPath`, with its field names), and the
/// Apple-spelled layers convert it to Foundation's `IndexPath` at one boundary (UIKitViews).
/// `section` and `item` read the same fields under UIKit's short names.
public struct ItemPath: Hashable, Sendable, Comparable {
  /// The index of the section.
  public var sectionIndex: Int
  /// The index of the item within its section.
  public var itemIndex: Int

  /// Creates a path from a section index and an item index.
  public init(sectionIndex: Int, itemIndex: Int) {
    self.sectionIndex = sectionIndex
    self.itemIndex = itemIndex
  }

  /// Creates a path from an item index and a section index (UIKit's argument order).
  public init(item: Int, section: Int) {
    self.init(sectionIndex: section, itemIndex: item)
  }

  /// The index of the section (``sectionIndex``).
  public var section: Int {
    get { sectionIndex }
    set { sectionIndex = newValue }
  }

  /// The index of the item within its section (``itemIndex``).
  public var item: Int {
    get { itemIndex }
    set { itemIndex = newValue }
  }

  /// Orders paths by section, then by item.
  public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
    (lhs.sectionIndex, lhs.itemIndex) < (rhs.sectionIndex, rhs.itemIndex)
  }
}

extension ItemPath: CustomStringConvertible {
  /// The path as `(section, item)`.
  public var description: String { "(\(sectionIndex), \(itemIndex))" }
}
