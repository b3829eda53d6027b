// Small section and item types for the diff tests, and a seeded random generator.

import SectionedData

/// An item with an identity and a content value.
struct TestItem: IdentifiableType, Equatable, Sendable, CustomStringConvertible {
  var id: Int
  var value: Int = 0

  var identity: Int { id }
  var description: String { value == 0 ? "\(id)" : "\(id)v\(value)" }
}

/// An Equatable section with a title, so that title changes are section updates.
struct TestSection: AnimatableSectionModelType, Equatable, Sendable, CustomStringConvertible {
  var id: Int
  var title: String
  var items: [TestItem]

  init(id: Int, title: String = "", items: [TestItem]) {
    self.id = id
    self.title = title
    self.items = items
  }

  init(original: TestSection, items: [TestItem]) {
    self = original
    self.items = items
  }

  var identity: Int { id }
  var description: String { "S\(id)\(title.isEmpty ? "" : "'\(title)'")\(items)" }
}

/// Builds sections from `[sectionID: [itemID]]`-like literals: `sections([1: [1, 2]], ...)`.
func sections(_ layout: (Int, [Int])...) -> [TestSection] {
  layout.map { TestSection(id: $0.0, items: $0.1.map { TestItem(id: $0) }) }
}

/// One section 0 holding items with the given ids.
func single(_ ids: [Int]) -> [TestSection] {
  [TestSection(id: 0, items: ids.map { TestItem(id: $0) })]
}

/// The operation counts of a list of changesets, for compact expectations.
struct Counts: Equatable, CustomStringConvertible {
  var insertedSections = 0
  var deletedSections = 0
  var movedSections = 0
  var updatedSections = 0
  var insertedItems = 0
  var deletedItems = 0
  var movedItems = 0
  var updatedItems = 0

  init(
    insertedSections: Int = 0, deletedSections: Int = 0, movedSections: Int = 0,
    updatedSections: Int = 0, insertedItems: Int = 0, deletedItems: Int = 0, movedItems: Int = 0,
    updatedItems: Int = 0
  ) {
    self.insertedSections = insertedSections
    self.deletedSections = deletedSections
    self.movedSections = movedSections
    self.updatedSections = updatedSections
    self.insertedItems = insertedItems
    self.deletedItems = deletedItems
    self.movedItems = movedItems
    self.updatedItems = updatedItems
  }

  init<S>(_ changeset: Changeset<S>) {
    self.init(
      insertedSections: changeset.insertedSections.count,
      deletedSections: changeset.deletedSections.count,
      movedSections: changeset.movedSections.count,
      updatedSections: changeset.updatedSections.count,
      insertedItems: changeset.insertedItems.count, deletedItems: changeset.deletedItems.count,
      movedItems: changeset.movedItems.count, updatedItems: changeset.updatedItems.count)
  }

  var description: String {
    let parts = [
      ("insS", insertedSections), ("delS", deletedSections), ("movS", movedSections),
      ("updS", updatedSections), ("ins", insertedItems), ("del", deletedItems),
      ("mov", movedItems), ("upd", updatedItems),
    ]
    return parts.filter { $0.1 != 0 }.map { "\($0.0)=\($0.1)" }.joined(separator: " ")
  }
}

/// The counts of each changeset.
func counts<S>(_ changesets: [Changeset<S>]) -> [Counts] {
  changesets.map { Counts($0) }
}
