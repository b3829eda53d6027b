// One batch of changes, in UIKit's batch-update index conventions.

/// One stage of changes between two versions of sectioned data: one batch update.
///
/// The index spaces follow UIKit's `performBatchUpdates`: deletions and updates (reloads) are
/// indices in the data *before* the stage, insertions are indices in the data *after* it, and
/// moves go from a before-index to an after-index. Elements the stage does not mention keep
/// their relative order. ``finalSections`` is the data a data source must hold once the stage
/// is applied; the last changeset of a diff always holds the new data itself.
public struct Changeset<Section: SectionModelType> {
  /// The type of the sections' items.
  public typealias Item = Section.Item

  /// Whether the view should reload everything instead of animating (set only by
  /// ``initialValue(_:)``).
  public let reloadData: Bool
  /// The data before the change; empty for changesets produced by the diff.
  public let originalSections: [Section]
  /// The data after this stage.
  public let finalSections: [Section]

  /// Indices, after the stage, of the inserted sections.
  public let insertedSections: [Int]
  /// Indices, before the stage, of the deleted sections.
  public let deletedSections: [Int]
  /// Sections moved from an index before the stage to an index after it.
  public let movedSections: [(from: Int, to: Int)]
  /// Indices, before the stage, of the sections whose own content changed (reloads).
  public let updatedSections: [Int]

  /// Paths, after the stage, of the inserted items.
  public let insertedItems: [ItemPath]
  /// Paths, before the stage, of the deleted items.
  public let deletedItems: [ItemPath]
  /// Items moved from a path before the stage to a path after it.
  public let movedItems: [(from: ItemPath, to: ItemPath)]
  /// Paths, before the stage, of the items whose content changed (reloads).
  public let updatedItems: [ItemPath]

  /// Creates a changeset; every list defaults to empty.
  public init(
    reloadData: Bool = false,
    originalSections: [Section] = [],
    finalSections: [Section] = [],
    insertedSections: [Int] = [],
    deletedSections: [Int] = [],
    movedSections: [(from: Int, to: Int)] = [],
    updatedSections: [Int] = [],
    insertedItems: [ItemPath] = [],
    deletedItems: [ItemPath] = [],
    movedItems: [(from: ItemPath, to: ItemPath)] = [],
    updatedItems: [ItemPath] = []
  ) {
    self.reloadData = reloadData
    self.originalSections = originalSections
    self.finalSections = finalSections
    self.insertedSections = insertedSections
    self.deletedSections = deletedSections
    self.movedSections = movedSections
    self.updatedSections = updatedSections
    self.insertedItems = insertedItems
    self.deletedItems = deletedItems
    self.movedItems = movedItems
    self.updatedItems = updatedItems
  }

  /// The changeset of a first load: reload everything and hold `sections`.
  public static func initialValue(_ sections: [Section]) -> Changeset<Section> {
    Changeset(reloadData: true, finalSections: sections)
  }

  /// Whether the changeset holds no section or item operation (it may still set data).
  public var isEmpty: Bool {
    insertedSections.isEmpty && deletedSections.isEmpty && movedSections.isEmpty
      && updatedSections.isEmpty && insertedItems.isEmpty && deletedItems.isEmpty
      && movedItems.isEmpty && updatedItems.isEmpty
  }
}

extension Changeset: Sendable where Section: Sendable {}

extension Changeset: CustomDebugStringConvertible {
  /// A summary of the operations, one kind per line, and the final sections.
  public var debugDescription: String {
    var lines = ["Changeset(reloadData: \(reloadData))"]
    func add(_ name: String, _ values: [String]) {
      if !values.isEmpty { lines.append("  \(name): \(values.joined(separator: ", "))") }
    }
    add("deletedSections", deletedSections.map { "\($0)" })
    add("insertedSections", insertedSections.map { "\($0)" })
    add("movedSections", movedSections.map { "\($0.from)->\($0.to)" })
    add("updatedSections", updatedSections.map { "\($0)" })
    add("deletedItems", deletedItems.map { "\($0)" })
    add("insertedItems", insertedItems.map { "\($0)" })
    add("movedItems", movedItems.map { "\($0.from)->\($0.to)" })
    add("updatedItems", updatedItems.map { "\($0)" })
    lines.append("  finalSections: \(finalSections)")
    return lines.joined(separator: "\n")
  }
}
