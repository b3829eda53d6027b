/// UIKit's members of `IndexPath`, which Foundation on Linux does not declare: an index path of
/// a collection or table view is `[section, item]` (or `[section, row]`).
extension IndexPath {
  /// Creates an index path for an item in a section of a collection view.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// Creates an index path for a row in a section of a table view.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section: the first index.
  ///
  /// Like UIKit's, it traps on an index path that does not have exactly two indexes.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The item within the section: the second index.
  ///
  /// Like UIKit's, it traps on an index path that does not have exactly two indexes.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The row within the section (the table-view spelling of ``item``).
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
