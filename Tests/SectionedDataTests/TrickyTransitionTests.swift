// The three "tricky" transitions listed in RxDataSources' Diff.swift comments.

import SectionedData
import Testing

@Suite struct TrickyTransitionTests {
  @Test func itemLeavesASectionThatMovesPastAnother() throws {
    let before = sections((4, [10, 11, 12]), (9, [25, 26, 27]))
    let after = sections((9, [11, 26, 27]), (4, [10, 12]))
    let changesets = try checkedDiff(before, after)
    #expect(
      counts(changesets) == [
        Counts(deletedItems: 1), Counts(movedSections: 1), Counts(movedItems: 1),
      ]
    )
    #expect(changesets[0].deletedItems == [path(1, 0)])
    #expect(changesets[1].movedSections.map { [$0.from, $0.to] } == [[1, 0]])
    #expect(moves(changesets[2].movedItems) == [[path(1, 1), path(0, 0)]])
  }

  @Test func sectionsComeAndGoWhileItemsCrossThem() throws {
    let before = sections(
      (10, [26]), (7, [5, 29]), (1, [14]), (5, [16]), (4, []), (8, [3, 15, 19, 23]), (3, [20]))
    let after = sections(
      (10, [26]), (1, [14]), (9, [3]), (5, [16, 8]), (8, [15, 19, 23]), (3, [20]), (2, [7]))
    let changesets = try checkedDiff(before, after)
    #expect(
      counts(changesets) == [
        Counts(deletedSections: 2, deletedItems: 1), Counts(insertedSections: 2),
        Counts(insertedItems: 1),
      ])
    #expect(changesets[0].deletedSections == [1, 4])
    #expect(changesets[0].deletedItems == [path(5, 0)])
    #expect(changesets[1].insertedSections == [2, 6])
    #expect(changesets[2].insertedItems == [path(3, 1)])
  }

  @Test func emptySectionsFillAndEmpty() throws {
    let before = sections(
      (4, [5]), (6, [20, 14]), (9, []), (2, [2, 26]), (8, [23]), (10, [8, 18, 13]),
      (1, [28, 25, 6, 11, 10, 29, 24, 7, 19]))
    let after = sections(
      (4, [5]), (6, [20, 14]), (9, [16]), (7, [17, 15, 4]), (2, [2, 26, 23]), (8, []),
      (10, [8, 18, 13]), (1, [28, 25, 6, 11, 10, 29, 24, 7, 19]))
    let changesets = try checkedDiff(before, after)
    #expect(
      counts(changesets) == [Counts(insertedSections: 1), Counts(insertedItems: 1, movedItems: 1)])
    #expect(changesets[0].insertedSections == [3])
    #expect(changesets[1].insertedItems == [path(2, 0)])
    #expect(moves(changesets[1].movedItems) == [[path(5, 0), path(4, 2)]])
  }
}
