// The position of an item in sectioned data.

/// The position of an item: its section's index and its index within that section.
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

  /// Orders paths by section, then by item.
  public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
    (lhs.sectionIndex, lhs.itemIndex) < (rhs.sectionIndex, rhs.itemIndex)
  }
}

extension ItemPath: CustomStringConvertible {
  /// The path as `(section, item)`.
  public var description: String { "(\(sectionIndex), \(itemIndex))" }
}
