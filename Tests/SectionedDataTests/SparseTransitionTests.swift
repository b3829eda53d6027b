// A plan built from the frames of a few items (what a screen shows) equals the full walk over
// every item, restricted to the items with a frame.

import Geometry
import Testing

@testable import SectionedData

@Suite struct SparseTransitionTests {
  @Test func sparseMatchesAreTheFullMatchesWithAFrame() throws {
    let before = sections((1, Array(0..<40)), (2, Array(40..<80)))
    let after = sections((2, Array(45..<80) + [1, 2, 100]), (1, [0] + Array(3..<40) + [101]))
    let map = try Diff.sectionedDifference(from: before, to: after).identityMap
    let square = Rect(x: 0, y: 0, width: 1, height: 1)
    // Old rows 0–9 of section 0 and new rows 30–37 of section 0 are "on screen".
    var oldFrames: [ItemPath: Rect] = [:]
    for item in 0..<10 { oldFrames[path(0, item)] = square }
    oldFrames[path(7, 0)] = square  // outside the old data: ignored
    var newFrames: [ItemPath: Rect] = [:]
    for item in 30..<38 { newFrames[path(0, item)] = square }
    let expected = map.itemMatches.filter { match in
      match.oldPath.map { oldFrames[$0] != nil } == true
        || match.newPath.map { newFrames[$0] != nil } == true
    }
    #expect(TransitionPlan.matches(framedIn: oldFrames, newFrames, map) == expected)
    #expect(expected.contains { $0.oldPath == nil })  // an inserted item is among them
    let plan = TransitionPlan(oldFrames: oldFrames, newFrames: newFrames, identityMap: map)
    #expect(plan.elements.count == expected.count)
  }
}
