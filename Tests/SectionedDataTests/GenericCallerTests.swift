// The diff called from generic code that only knows `AnimatableSectionModelType` (as a data
// source generic over its section type does): section updates must reach it for an Equatable
// section type, and a section type that is not Equatable must still work.

import SectionedData
import Testing

/// The staged changesets, computed where the section type is only known to be animatable: the
/// compiler can only pick the unconstrained overload here.
private func diff<S: AnimatableSectionModelType>(_ a: [S], _ b: [S]) throws -> [Changeset<S>] {
  try Diff.differencesForSectionedView(initialSections: a, finalSections: b)
}

/// The full difference (minimal moves), computed in generic code like ``diff(_:_:)``.
private func difference<S: AnimatableSectionModelType>(
  _ a: [S], _ b: [S]
) throws -> SectionedDifference<S> {
  try Diff.sectionedDifference(from: a, to: b)
}

/// A section with a header the diff cannot compare (not Equatable).
private struct UncomparableSection: AnimatableSectionModelType {
  var id: Int
  var header: String
  var items: [TestItem]

  init(id: Int, header: String, items: [TestItem]) {
    self.id = id
    self.header = header
    self.items = items
  }

  init(original: UncomparableSection, items: [TestItem]) {
    self = original
    self.items = items
  }

  var identity: Int { id }
}

/// A section model value that is Equatable or not, for `AnimatableSectionModel`'s conditional
/// conformance.
private struct Header: IdentifiableType, Equatable {
  var key: Int
  var title: String
  var identity: Int { key }
}

private struct UncomparableHeader: IdentifiableType {
  var key: Int
  var title: String
  var identity: Int { key }
}

@Suite struct GenericCallerTests {
  @Test func aChangedHeaderReachesAGenericCaller() throws {
    // Two sections; only the second one's title changes, items stay: the single stage reports
    // section 1 as updated and holds the new data.
    let before = [
      TestSection(id: 1, title: "Fruit", items: [TestItem(id: 1), TestItem(id: 2)]),
      TestSection(id: 2, title: "Vegetables", items: [TestItem(id: 3)]),
    ]
    var after = before
    after[1].title = "Greens"
    let changesets = try diff(before, after)
    #expect(counts(changesets) == [Counts(updatedSections: 1)])
    #expect(changesets[0].updatedSections == [1])
    #expect(changesets.last?.finalSections == after)
    #expect(changesets.last?.finalSections[1].title == "Greens")

    let map = try difference(before, after).identityMap
    #expect(!map.isSectionUpdated(old: 0))
    #expect(map.isSectionUpdated(old: 1))
  }

  @Test func aChangedHeaderWithItemEditsReachesAGenericCaller() throws {
    // Section 1 is retitled and gains item 4: stage 3 inserts the item while the section
    // still shows its old title (rebuilt with the new items), the last stage reloads section 1.
    let before = sections((1, [1, 2]), (2, [3]))
    var after = sections((1, [1, 2]), (2, [3, 4]))
    after[1].title = "renamed"
    let changesets = try diff(before, after)
    #expect(counts(changesets) == [Counts(insertedItems: 1), Counts(updatedSections: 1)])
    #expect(changesets[0].finalSections[1].title == "")
    #expect(changesets[0].finalSections[1].items == after[1].items)
    #expect(changesets[1].updatedSections == [1])
    #expect(changesets[1].finalSections == after)
  }

  @Test func genericAndConcreteCallersGetTheSameStages() throws {
    // The random edits retitle about one surviving section in seven: whatever the edit, the
    // generic call must equal the Equatable overload, operation for operation.
    var retitled = 0
    for seed in UInt64(1)...1_000 {
      let edit = RandomEdit(seed: seed)
      let generic = try diff(edit.before, edit.after)
      let concrete = try Diff.differencesForSectionedView(
        initialSections: edit.before, finalSections: edit.after)
      #expect(generic == concrete, "seed \(seed)")
      if generic.contains(where: { !$0.updatedSections.isEmpty }) { retitled += 1 }
    }
    // The comparison above would be vacuous if no edit changed a title.
    #expect(retitled > 0)
  }

  @Test func aConditionallyEquatableModelIsComparedThroughAGenericCaller() throws {
    // `AnimatableSectionModel` is Equatable only when its model is.
    typealias Titled = AnimatableSectionModel<Header, Int>
    let changesets = try diff(
      [Titled(model: Header(key: 1, title: "old"), items: [1, 2])],
      [Titled(model: Header(key: 1, title: "new"), items: [1, 2])])
    #expect(counts(changesets) == [Counts(updatedSections: 1)])
    #expect(changesets[0].updatedSections == [0])

    typealias Untitled = AnimatableSectionModel<UncomparableHeader, Int>
    let plain = try diff(
      [Untitled(model: UncomparableHeader(key: 1, title: "old"), items: [1, 2])],
      [Untitled(model: UncomparableHeader(key: 1, title: "new"), items: [1, 2])])
    #expect(plain.count == 1 && plain[0].isEmpty)
    #expect(plain[0].finalSections[0].model.title == "new")
  }

  @Test func aSectionTypeThatIsNotEquatableStillDiffsThroughAGenericCaller() throws {
    // The header changes and item 2 moves to the front: one item move, no section update (the
    // diff cannot compare headers), and the last stage adopts the new header.
    let before = [
      UncomparableSection(id: 1, header: "old", items: [TestItem(id: 1), TestItem(id: 2)])
    ]
    let after = [
      UncomparableSection(id: 1, header: "new", items: [TestItem(id: 2), TestItem(id: 1)])
    ]
    let changesets = try diff(before, after)
    #expect(counts(changesets) == [Counts(movedItems: 1)])
    #expect(changesets.last?.finalSections[0].header == "new")
    #expect(changesets.last?.finalSections[0].items == after[0].items)
    let map = try difference(before, after).identityMap
    #expect(!map.isSectionUpdated(old: 0))
  }
}
