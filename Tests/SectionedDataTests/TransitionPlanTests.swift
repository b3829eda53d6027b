// Transitions between layouts: the seed's "delete an item, the rest slide over", and friends.

import Geometry
import SectionedData
import Testing

/// Frames of a one-column list: rows of `rowHeight` stacked from y = 0, keyed by item path.
func listFrames(
  _ data: [TestSection], width: Double = 320, rowHeight: Double = 44
) -> [ItemPath: Rect] {
  var frames: [ItemPath: Rect] = [:]
  var y = 0.0
  for (section, content) in data.enumerated() {
    for index in content.items.indices {
      frames[path(section, index)] = Rect(x: 0, y: y, width: width, height: rowHeight)
      y += rowHeight
    }
  }
  return frames
}

@Suite struct TransitionPlanTests {
  @Test(arguments: [TimingCurve.linear, .easeInOut])
  func deleteARowAndTheRestSlideUp(curve: TimingCurve) throws {
    let before = single([1, 2, 3, 4, 5])
    let after = single([1, 3, 4, 5])
    let difference = try Diff.sectionedDifference(from: before, to: after)
    let plan = TransitionPlan(
      oldFrames: listFrames(before), newFrames: listFrames(after),
      identityMap: difference.identityMap, curve: curve)
    #expect(plan.elements.map(\.kind) == [.moving, .disappearing, .moving, .moving, .moving])

    // Row 2 fades out where it was.
    let gone = try #require(plan.state(ofOld: path(0, 1), at: 0.5))
    #expect(gone.frame == Rect(x: 0, y: 44, width: 320, height: 44))
    #expect(gone.oldContentOpacity == 0.5 && gone.newContentOpacity == 0)
    #expect(plan.state(ofOld: path(0, 1), at: 1)?.opacity == 0)

    // Rows 3 to 5 slide up by one row: halfway at progress 0.5 (both curves are symmetric).
    for row in 2...4 {
      let start = try #require(plan.state(ofOld: path(0, row), at: 0))
      let middle = try #require(plan.state(ofOld: path(0, row), at: 0.5))
      let end = try #require(plan.state(ofOld: path(0, row), at: 1))
      #expect(start.frame.minY == Double(row) * 44)
      #expect(abs(middle.frame.minY - (Double(row) * 44 - 22)) < 1e-9)
      #expect(end.frame.minY == Double(row - 1) * 44)
      #expect(middle.opacity == 1)
    }
    // Row 1 stays.
    #expect(plan.state(ofNew: path(0, 0), at: 0.5)?.frame.minY == 0)
  }

  @Test func insertedRowFadesInAndUpdatedRowCrossFades() throws {
    let before = single([1, 2])
    var after = single([1, 9, 2])
    after[0].items[2].value = 1
    let difference = try Diff.sectionedDifference(from: before, to: after)
    let plan = TransitionPlan(
      oldFrames: listFrames(before), newFrames: listFrames(after),
      identityMap: difference.identityMap, curve: .linear)
    #expect(plan.elements.map(\.kind) == [.moving, .updated, .appearing])
    let inserted = try #require(plan.state(ofNew: path(0, 1), at: 0.25))
    #expect(inserted.frame.minY == 44 && inserted.newContentOpacity == 0.25)
    let updated = try #require(plan.state(ofNew: path(0, 2), at: 0.25))
    #expect(updated.frame.minY == 44 + 11)
    #expect(updated.oldContentOpacity == 0.75 && updated.newContentOpacity == 0.25)
  }

  @Test func itemsWithoutFramesAreLeftOutAndMissingFramesFade() throws {
    let before = single([1, 2, 3])
    let after = single([3, 2, 1])
    let difference = try Diff.sectionedDifference(from: before, to: after)
    var oldFrames = listFrames(before)
    oldFrames[path(0, 2)] = nil  // item 3 was off screen: it appears
    oldFrames[path(7, 7)] = Rect(x: 0, y: 0, width: 1, height: 1)  // stray key: ignored
    var newFrames = listFrames(after)
    newFrames[path(0, 2)] = nil  // item 1 ends off screen: it disappears
    newFrames[path(0, 1)] = nil
    let plan = TransitionPlan(
      oldFrames: oldFrames, newFrames: newFrames, identityMap: difference.identityMap)
    #expect(plan.elements.map(\.kind) == [.disappearing, .disappearing, .appearing])
    #expect(plan.elements.map(\.oldPath) == [path(0, 0), path(0, 1), nil])
  }

  @Test func crossFadeFallbackFadesEverythingInPlace() {
    let plan = TransitionPlan.crossFade(
      oldFrames: listFrames(single([1, 2])), newFrames: listFrames(single([1])), curve: .linear)
    let states = plan.states(at: 0.5)
    #expect(plan.elements.map(\.kind) == [.disappearing, .disappearing, .appearing])
    #expect(states.map(\.opacity) == [0.5, 0.5, 0.5])
    #expect(states[1].frame.minY == 44)
  }

  @Test func progressOutsideTheRangeIsClamped() throws {
    let before = single([1, 2])
    let after = single([2, 1])
    let difference = try Diff.sectionedDifference(from: before, to: after)
    let plan = TransitionPlan(
      oldFrames: listFrames(before), newFrames: listFrames(after),
      identityMap: difference.identityMap)
    #expect(plan.states(at: -1) == plan.states(at: 0))
    #expect(plan.states(at: 2) == plan.states(at: 1))
    #expect(plan.states(at: .nan) == plan.states(at: 0))
  }

  @Test func itemsMovingIntoAnInsertedSectionSlide() throws {
    let before = sections((1, [1, 2]))
    let after = sections((1, [1]), (9, [2]))
    let difference = try Diff.sectionedDifference(from: before, to: after)
    let plan = TransitionPlan(
      oldFrames: listFrames(before), newFrames: listFrames(after),
      identityMap: difference.identityMap)
    #expect(plan.elements.map(\.kind) == [.moving, .moving])
  }
}
