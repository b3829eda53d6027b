// RxDataSources' single-section cases: inserts, deletes, moves, updates, with exact stages.

import Geometry
import SectionedData
import Testing

/// A path shorthand.
func path(_ section: Int, _ item: Int) -> ItemPath {
  ItemPath(sectionIndex: section, itemIndex: item)
}

/// Moves as comparable pairs.
func moves(_ list: [(from: ItemPath, to: ItemPath)]) -> [[ItemPath]] {
  list.map { [$0.from, $0.to] }
}

/// Diffs, replays every stage, checks the end state and returns the changesets.
func checkedDiff(
  _ before: [TestSection], _ after: [TestSection], movePolicy: Diff.MovePolicy = .greedy,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> [Changeset<TestSection>] {
  let difference = try Diff.sectionedDifference(from: before, to: after, movePolicy: movePolicy)
  let end = try replayAll(difference.changesets, from: before)
  #expect(end == after, sourceLocation: sourceLocation)
  #expect(difference.changesets.last?.finalSections == after, sourceLocation: sourceLocation)
  return difference.changesets
}

@Suite struct SingleSectionDiffTests {
  @Test func insertAtTheEnd() throws {
    let changesets = try checkedDiff(single([1, 2, 3]), single([1, 2, 3, 4]))
    #expect(counts(changesets) == [Counts(insertedItems: 1)])
    #expect(changesets[0].insertedItems == [path(0, 3)])
  }

  @Test func deleteInTheMiddle() throws {
    let changesets = try checkedDiff(single([1, 2, 3]), single([1, 3]))
    #expect(counts(changesets) == [Counts(deletedItems: 1)])
    #expect(changesets[0].deletedItems == [path(0, 1)])
  }

  @Test func rotateLeftIsTwoGreedyMovesOrOneMinimal() throws {
    let greedy = try checkedDiff(single([1, 2, 3]), single([2, 3, 1]))
    #expect(moves(greedy[0].movedItems) == [[path(0, 1), path(0, 0)], [path(0, 2), path(0, 1)]])
    let minimal = try checkedDiff(single([1, 2, 3]), single([2, 3, 1]), movePolicy: .minimal)
    #expect(moves(minimal[0].movedItems) == [[path(0, 0), path(0, 2)]])
  }

  @Test func rotateRightIsOneMove() throws {
    let changesets = try checkedDiff(single([1, 2, 3]), single([3, 1, 2]))
    #expect(moves(changesets[0].movedItems) == [[path(0, 2), path(0, 0)]])
  }

  @Test func updateIsReportedAtTheOldPath() throws {
    var after = single([1, 2, 3])
    after[0].items[1].value = 9
    let changesets = try checkedDiff(single([1, 2, 3]), after)
    #expect(counts(changesets) == [Counts(updatedItems: 1)])
    #expect(changesets[0].updatedItems == [path(0, 1)])
  }

  @Test func updateAndMoveGoToDifferentStages() throws {
    var after = single([3, 1, 2])
    after[0].items[2].value = 9
    let changesets = try checkedDiff(single([1, 2, 3]), after)
    #expect(counts(changesets) == [Counts(updatedItems: 1), Counts(movedItems: 1)])
    #expect(changesets[0].updatedItems == [path(0, 1)])
    #expect(changesets[0].finalSections[0].items.map(\.description) == ["1", "2v9", "3"])
    #expect(moves(changesets[1].movedItems) == [[path(0, 2), path(0, 0)]])
  }

  @Test func replaceIsDeleteThenInsert() throws {
    let changesets = try checkedDiff(single([1, 2, 3]), single([1, 4, 3]))
    #expect(counts(changesets) == [Counts(deletedItems: 1), Counts(insertedItems: 1)])
    #expect(changesets[0].deletedItems == [path(0, 1)])
    #expect(changesets[1].insertedItems == [path(0, 1)])
  }

  @Test func unchangedDataGivesOneEmptyChangesetHoldingTheNewData() throws {
    let before = single([1, 2, 3])
    let after = single([1, 2, 3])
    let changesets = try checkedDiff(before, after)
    #expect(changesets.count == 1)
    #expect(changesets[0].isEmpty)
    #expect(!changesets[0].reloadData)
    #expect(changesets[0].finalSections == after)
  }

  @Test func emptyToEmptyGivesOneEmptyChangeset() throws {
    let changesets = try checkedDiff([], [])
    #expect(changesets.count == 1 && changesets[0].isEmpty && changesets[0].finalSections.isEmpty)
  }

  @Test func reverseMovesAllButOne() throws {
    let greedy = try checkedDiff(single([1, 2, 3, 4, 5]), single([5, 4, 3, 2, 1]))
    #expect(counts(greedy) == [Counts(movedItems: 4)])
    let minimal = try checkedDiff(
      single([1, 2, 3, 4, 5]), single([5, 4, 3, 2, 1]), movePolicy: .minimal)
    #expect(counts(minimal) == [Counts(movedItems: 4)])
  }

  @Test func minimalMovesBeatGreedyWhenTheFirstItemMovesToTheEnd() throws {
    let greedy = try checkedDiff(single([0, 1, 2, 3, 4]), single([1, 2, 3, 4, 0]))
    #expect(counts(greedy) == [Counts(movedItems: 4)])
    let minimal = try checkedDiff(
      single([0, 1, 2, 3, 4]), single([1, 2, 3, 4, 0]), movePolicy: .minimal)
    #expect(counts(minimal) == [Counts(movedItems: 1)])
  }
}
