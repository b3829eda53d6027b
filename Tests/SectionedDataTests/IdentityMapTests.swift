// The plain identity map for animators: every element paired by identity, wherever it is.

import SectionedData
import Testing

@Suite struct IdentityMapTests {
  @Test func pairsEveryItemAcrossSections() throws {
    var after = sections((2, [3, 1]), (5, [9]))
    after[0].items[1].value = 1
    let map = try Diff.sectionedDifference(from: sections((1, [1, 2]), (2, [3])), to: after)
      .identityMap
    #expect(map.oldSectionCount == 2 && map.newSectionCount == 2)
    #expect(map.oldItemCount == 3 && map.newItemCount == 3)
    #expect(map.newSectionIndex(forOld: 0) == nil)
    #expect(map.newSectionIndex(forOld: 1) == 0)
    #expect(map.oldSectionIndex(forNew: 1) == nil)
    #expect(map.newPath(forOld: path(0, 0)) == path(0, 1))
    #expect(map.newPath(forOld: path(0, 1)) == nil)
    #expect(map.oldPath(forNew: path(1, 0)) == nil)
    #expect(map.isUpdated(old: path(0, 0)))
    #expect(!map.isUpdated(old: path(1, 0)))
    #expect(
      map.itemMatches == [
        ItemMatch(oldPath: path(0, 0), newPath: path(0, 1), isUpdated: true),
        ItemMatch(oldPath: path(0, 1), newPath: nil, isUpdated: false),
        ItemMatch(oldPath: path(1, 0), newPath: path(0, 0), isUpdated: false),
        ItemMatch(oldPath: nil, newPath: path(1, 0), isUpdated: false),
      ])
  }

  @Test func outOfRangeQueriesAnswerNil() throws {
    let map = try Diff.sectionedDifference(from: sections((1, []), (2, [1])), to: single([1]))
      .identityMap
    #expect(map.newPath(forOld: path(0, 0)) == nil)  // section 0 is empty
    #expect(map.newPath(forOld: path(1, 0)) == path(0, 0))
    #expect(map.newPath(forOld: path(5, 0)) == nil)
    #expect(map.oldPath(forNew: path(0, -1)) == nil)
    #expect(map.newSectionIndex(forOld: -1) == nil)
    #expect(!map.isUpdated(old: path(9, 9)))
  }

  @Test func unchangedDataMapsEveryPathToItself() throws {
    let data = sections((1, [1, 2]), (2, []), (3, [3]))
    let map = try Diff.sectionedDifference(from: data, to: data).identityMap
    #expect(map.itemMatches.allSatisfy { $0.oldPath == $0.newPath && !$0.isUpdated })
    #expect(map.itemMatches.count == 3)
  }
}
