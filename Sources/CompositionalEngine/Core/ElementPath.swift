/// Where an element sits in a sectioned layout: a section and an item within it.
///
/// The engine's own index path (no Foundation); the Apple-spelled layer converts it to
/// Foundation's `IndexPath` at its boundary. Layout-level boundary items are at item `Int.max`
/// of section 0, as UIKit reports them.
public struct ElementPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The section index.
  public var section: Int
  /// The item index within the section.
  public var item: Int

  /// Creates a path from an item and its section.
  public init(item: Int, section: Int) {
    self.item = item
    self.section = section
  }

  /// Orders by section, then item.
  public static func < (lhs: ElementPath, rhs: ElementPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  /// `[section, item]`, as Foundation prints an index path.
  public var description: String { "[\(section), \(item)]" }
}
