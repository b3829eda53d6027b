// The property test for a section type that is not Equatable: no section updates can be
// reported, but every stage still replays and the last one adopts the new data as it is.

import SectionedData
import Testing

/// A section whose title the diff cannot compare.
private struct PlainSection: AnimatableSectionModelType {
  var id: Int
  var title: String
  var items: [TestItem]

  init(_ section: TestSection) {
    id = section.id
    title = section.title
    items = section.items
  }

  init(original: PlainSection, items: [TestItem]) {
    self = original
    self.items = items
  }

  var identity: Int { id }
}

/// What a view shows of plain sections, minus the titles: identities and item values.
private func shown(_ sections: [PlainSection]) -> [[TestItem]] {
  sections.map { [TestItem(id: $0.id)] + $0.items }
}

@Suite struct PlainSectionPropertyTests {
  @Test func everyStageReplaysAndTheLastAdoptsTheNewData() throws {
    for seed in UInt64(1)...1_500 {
      let edit = RandomEdit(seed: seed)
      let before = edit.before.map(PlainSection.init)
      let after = edit.after.map(PlainSection.init)
      let changesets = try Diff.differencesForSectionedView(
        initialSections: before, finalSections: after)
      var state = before
      for changeset in changesets {
        #expect(changeset.updatedSections.isEmpty)
        state = try replay(changeset, on: state)
        #expect(shown(state) == shown(changeset.finalSections), "seed \(seed)")
      }
      #expect(shown(state) == shown(after), "seed \(seed)")
      #expect(changesets.last?.finalSections.map(\.title) == after.map(\.title), "seed \(seed)")
    }
  }
}
