// Section inserts, deletes, moves and updates, and items moving between sections.

import SectionedData
import Testing

@Suite struct MultipleSectionDiffTests {
  @Test func insertSection() throws {
    let changesets = try checkedDiff(
      sections((1, [1]), (2, [2])), sections((1, [1]), (3, [3]), (2, [2])))
    #expect(counts(changesets) == [Counts(insertedSections: 1)])
    #expect(changesets[0].insertedSections == [1])
  }

  @Test func deleteSection() throws {
    let changesets = try checkedDiff(
      sections((1, [1]), (2, [2]), (3, [3])), sections((1, [1]), (3, [3])))
    #expect(counts(changesets) == [Counts(deletedSections: 1)])
    #expect(changesets[0].deletedSections == [1])
  }

  @Test func rotateSectionsLeft() throws {
    let before = sections((1, [1]), (2, [2]), (3, [3]))
    let after = sections((2, [2]), (3, [3]), (1, [1]))
    let greedy = try checkedDiff(before, after)
    #expect(greedy[0].movedSections.map { [$0.from, $0.to] } == [[1, 0], [2, 1]])
    let minimal = try checkedDiff(before, after, movePolicy: .minimal)
    #expect(minimal[0].movedSections.map { [$0.from, $0.to] } == [[0, 2]])
  }

  @Test func greedySectionMovesMatchRxDataSources() throws {
    let four = sections((1, []), (2, []), (3, []), (4, []))
    let left = try checkedDiff(four, sections((2, []), (3, []), (4, []), (1, [])))
    #expect(counts(left) == [Counts(movedSections: 3)])
    let right = try checkedDiff(four, sections((4, []), (1, []), (2, []), (3, [])))
    #expect(counts(right) == [Counts(movedSections: 1)])
    let minimalLeft = try checkedDiff(
      four, sections((2, []), (3, []), (4, []), (1, [])), movePolicy: .minimal)
    #expect(counts(minimalLeft) == [Counts(movedSections: 1)])
  }

  @Test func itemMovesToAnotherSection() throws {
    let changesets = try checkedDiff(
      sections((1, [1, 2]), (2, [3])), sections((1, [1]), (2, [2, 3])))
    #expect(counts(changesets) == [Counts(movedItems: 1)])
    #expect(moves(changesets[0].movedItems) == [[path(0, 1), path(1, 0)]])
  }

  @Test func itemIntoAnInsertedSectionIsDeletedThenInsertedWithIt() throws {
    let before = sections((1, [1, 2]))
    let after = sections((1, [1]), (9, [2]))
    let difference = try Diff.sectionedDifference(from: before, to: after)
    #expect(try replayAll(difference.changesets, from: before) == after)
    #expect(
      counts(difference.changesets) == [Counts(deletedItems: 1), Counts(insertedSections: 1)])
    // The identity map still pairs the item, so an animator can slide it.
    #expect(difference.identityMap.newPath(forOld: path(0, 1)) == path(1, 0))
  }

  @Test func sectionTitleChangeIsASectionUpdate() throws {
    var after = sections((1, [1]), (2, [2]))
    after[1].title = "renamed"
    let changesets = try checkedDiff(sections((1, [1]), (2, [2])), after)
    #expect(counts(changesets) == [Counts(updatedSections: 1)])
    #expect(changesets[0].updatedSections == [1])
    #expect(changesets[0].finalSections == after)
  }

  @Test func sectionUpdateComesLastInTheIndicesBeforeItsStage() throws {
    let before = sections((1, [1, 2]), (2, [3]))
    var after = sections((2, [3, 4]), (1, [2, 1]))
    after[1].title = "renamed"
    let changesets = try checkedDiff(before, after)
    #expect(
      counts(changesets) == [
        Counts(movedSections: 1), Counts(insertedItems: 1, movedItems: 1),
        Counts(updatedSections: 1),
      ])
    // Before the last stage, section 1 (identity 1) still shows its old title.
    #expect(changesets[1].finalSections[1].title == "")
    #expect(changesets[2].updatedSections == [1])
    #expect(changesets[2].finalSections == after)
  }

  @Test func nonEquatableSectionsAdoptANewModelWithoutOperations() throws {
    struct Header: IdentifiableType {
      var key: Int
      var title: String
      var identity: Int { key }
    }
    typealias Section = AnimatableSectionModel<Header, Int>
    let before = [Section(model: Header(key: 1, title: "old"), items: [1, 2])]
    let after = [Section(model: Header(key: 1, title: "new"), items: [1, 2])]
    let changesets = try Diff.differencesForSectionedView(
      initialSections: before, finalSections: after)
    #expect(changesets.count == 1 && changesets[0].isEmpty)
    #expect(changesets[0].finalSections[0].model.title == "new")
  }

  @Test func theLastChangesetHoldsTheNewValuesThemselves() throws {
    let before = sections((1, [1, 2]), (2, [3]))
    var after = sections((1, [2]), (2, [3]))
    after[0].items[0].value = 5
    let changesets = try checkedDiff(before, after)
    #expect(counts(changesets) == [Counts(deletedItems: 1, updatedItems: 1)])
    #expect(changesets[0].finalSections == after)
  }
}
