// The usage example of Docs/SectionedData.md, kept compiling and correct.

import Geometry
import SectionedData
import Testing

@Suite struct DocExampleTests {
  @Test func usageExampleWorks() throws {
    let old = [AnimatableSectionModel(model: "Fruit", items: ["apple", "fig", "pear"])]
    let new = [AnimatableSectionModel(model: "Fruit", items: ["pear", "apple", "kiwi"])]
    let oldLayout = [
      path(0, 0): Rect(x: 0, y: 0, width: 100, height: 20),
      path(0, 1): Rect(x: 0, y: 20, width: 100, height: 20),
      path(0, 2): Rect(x: 0, y: 40, width: 100, height: 20),
    ]
    let newLayout = oldLayout

    let difference = try Diff.sectionedDifference(from: old, to: new)  // minimal moves
    #expect(difference.changesets.map(\.deletedItems) == [[path(0, 1)], []])
    #expect(difference.changesets.map(\.insertedItems) == [[], [path(0, 2)]])
    #expect(
      difference.changesets[1].movedItems.map { [$0.from, $0.to] } == [[path(0, 1), path(0, 0)]])
    let plan = TransitionPlan(
      oldFrames: oldLayout, newFrames: newLayout, identityMap: difference.identityMap,
      curve: .easeInOut)
    let halfway = plan.states(at: 0.5)
    #expect(halfway.count == 4)
    #expect(plan.elements.map(\.kind) == [.moving, .disappearing, .moving, .appearing])
    #expect(halfway[2].frame.minY == 20)  // pear, halfway from y 40 to y 0
  }
}
