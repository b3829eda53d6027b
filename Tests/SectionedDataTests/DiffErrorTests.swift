// Duplicate identities and faulty section initializers: typed errors, never a crash.

import SectionedData
import Testing

/// The error a diff throws, or nil.
func diffError(_ before: [TestSection], _ after: [TestSection]) -> Diff.Error? {
  do {
    _ = try Diff.sectionedDifference(from: before, to: after)
    return nil
  } catch {
    return error
  }
}

@Suite struct DiffErrorTests {
  @Test func duplicateInitialItemsAreAllListed() {
    let error = diffError(single([1, 2, 1, 1]), single([1]))
    #expect(
      error
        == .duplicateIdentities(
          sections: [],
          items: [
            Diff.DuplicateItem(
              side: .initial, identity: "1", paths: [path(0, 0), path(0, 2), path(0, 3)])
          ]
        ))
  }

  @Test func duplicateFinalItemsAreListedToo() {
    // RxDataSources misses duplicates among new identities; both kinds are reported here.
    let error = diffError(single([1, 2]), single([1, 1, 5, 5]))
    #expect(
      error
        == .duplicateIdentities(
          sections: [],
          items: [
            Diff.DuplicateItem(side: .final, identity: "1", paths: [path(0, 0), path(0, 1)]),
            Diff.DuplicateItem(side: .final, identity: "5", paths: [path(0, 2), path(0, 3)]),
          ]))
  }

  @Test func itemIdentitiesAreGlobalAcrossSections() {
    let error = diffError(sections((1, [7]), (2, [7])), sections((1, [7])))
    #expect(
      error
        == .duplicateIdentities(
          sections: [],
          items: [
            Diff.DuplicateItem(side: .initial, identity: "7", paths: [path(0, 0), path(1, 0)])
          ]))
  }

  @Test func duplicateSectionsOnBothSidesInOneError() {
    let error = diffError(
      sections((1, []), (2, []), (1, [])), sections((3, []), (3, []), (2, []), (2, [])))
    #expect(
      error
        == .duplicateIdentities(
          sections: [
            Diff.DuplicateSection(side: .initial, identity: "1", indices: [0, 2]),
            Diff.DuplicateSection(side: .final, identity: "3", indices: [0, 1]),
            Diff.DuplicateSection(side: .final, identity: "2", indices: [2, 3]),
          ],
          items: []))
  }

  @Test func unchangedDataWithDuplicatesStillThrows() {
    let error = diffError(single([4, 4]), single([4, 4]))
    #expect(
      error
        == .duplicateIdentities(
          sections: [],
          items: [
            Diff.DuplicateItem(side: .initial, identity: "4", paths: [path(0, 0), path(0, 1)]),
            Diff.DuplicateItem(side: .final, identity: "4", paths: [path(0, 0), path(0, 1)]),
          ]))
    #expect("\(error.map { "\($0)" } ?? "")".hasPrefix("duplicate identities: item 4"))
  }

  @Test func initializerThatDropsItemsIsReported() {
    struct Lazy: AnimatableSectionModelType {
      var identity: Int
      var items: [TestItem]
      init(identity: Int, items: [TestItem]) {
        self.identity = identity
        self.items = items
      }
      init(original: Lazy, items: [TestItem]) { self = original }  // forgets the items
    }
    let before = [Lazy(identity: 1, items: [TestItem(id: 1), TestItem(id: 2)])]
    let after = [Lazy(identity: 1, items: [TestItem(id: 2)])]
    #expect(
      throws: Diff.Error.invalidInitializerImplementation(
        Diff.InvalidInitializer(
          expectedIdentity: "1", actualIdentity: "1", expectedItemCount: 1, actualItemCount: 2))
    ) {
      try Diff.differencesForSectionedView(initialSections: before, finalSections: after)
    }
  }

  @Test func initializerThatChangesTheIdentityIsReported() {
    struct Renaming: AnimatableSectionModelType, Equatable {
      var identity: Int
      var items: [TestItem]
      init(identity: Int, items: [TestItem]) {
        self.identity = identity
        self.items = items
      }
      init(original: Renaming, items: [TestItem]) {
        self.identity = original.identity + 100
        self.items = items
      }
    }
    // The Equatable path rebuilds every surviving section, so even a no-op diff checks it.
    let data = [Renaming(identity: 1, items: [TestItem(id: 1)])]
    #expect(
      throws: Diff.Error.invalidInitializerImplementation(
        Diff.InvalidInitializer(
          expectedIdentity: "1", actualIdentity: "101", expectedItemCount: 1, actualItemCount: 1))
    ) {
      try Diff.differencesForSectionedView(initialSections: data, finalSections: data)
    }
  }

  @Test func notANumberIdentitiesNeverMatchButNeverCrash() throws {
    typealias Section = AnimatableSectionModel<String, Double>
    let before = [Section(model: "n", items: [.nan, 1])]
    let after = [Section(model: "n", items: [.nan, 1])]
    let changesets = try Diff.differencesForSectionedView(
      initialSections: before, finalSections: after)
    #expect(changesets.map { $0.deletedItems.count + $0.insertedItems.count } == [1, 1])
  }

  @Test func emptySectionsAndEmptyDataAreFine() throws {
    _ = try checkedDiff(sections((1, []), (2, [])), [])
    _ = try checkedDiff([], sections((1, []), (2, [1])))
    _ = try checkedDiff(sections((1, []), (2, [1])), sections((2, []), (1, [1])))
  }
}
