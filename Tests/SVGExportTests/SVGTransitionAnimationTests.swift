import Geometry
import SVGExport
import SectionedData
import Testing

@Suite struct SVGTransitionAnimationTests {
  /// A list of five 40-point rows; the second is deleted and the rest slide up by one row.
  func deletePlan() throws -> TransitionPlan {
    let old = [AnimatableSectionModel(model: "list", items: ["a", "b", "c", "d", "e"])]
    let new = [AnimatableSectionModel(model: "list", items: ["a", "c", "d", "e"])]
    let difference = try Diff.sectionedDifference(from: old, to: new)
    func frames(_ count: Int) -> [ItemPath: Rect] {
      var frames: [ItemPath: Rect] = [:]
      for row in 0..<count {
        frames[ItemPath(sectionIndex: 0, itemIndex: row)] = Rect(
          x: 0, y: Double(row) * 40, width: 100, height: 40)
      }
      return frames
    }
    return TransitionPlan(
      oldFrames: frames(5), newFrames: frames(4), identityMap: difference.identityMap,
      curve: .linear)
  }

  @Test func deletedRowFadesAndTheRestSlideUp() throws {
    let svg = SVGTransitionAnimation(plan: try deletePlan(), width: 100, height: 200, samples: 3)
      .svgString
    // Row "c" moves from y 80 to y 40: halfway (the second of three samples) it is at 60.
    #expect(svg.contains("<animate attributeName=\"y\" values=\"80;60;40\""))
    // Row "b" stays at y 40 and fades out.
    #expect(svg.contains("<animate attributeName=\"y\" values=\"40;40;40\""))
    #expect(svg.contains("<animate attributeName=\"opacity\" values=\"1;0.5;0\""))
    #expect(svg.contains("keyTimes=\"0;0.5;1\""))
  }

  @Test func outputIsDeterministic() throws {
    let plan = try deletePlan()
    let first = SVGTransitionAnimation(plan: plan, width: 100, height: 200).svgString
    let second = SVGTransitionAnimation(plan: plan, width: 100, height: 200).svgString
    #expect(first == second)
    #expect(first.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(first.hasSuffix("</svg>\n"))
  }
}

@Suite struct SVGTransitionLabelTests {
  @Test func labelsTravelAndFadeWithTheirElements() throws {
    let plan = try SVGTransitionAnimationTests().deletePlan()
    let row = { (index: Int) in
      ElementTransition.Element.item(ItemPath(sectionIndex: 0, itemIndex: index))
    }
    let svg = SVGTransitionAnimation(
      plan: plan, width: 100, height: 200, samples: 3,
      newLabels: [row(1): "c"], oldLabels: [row(1): "b", row(2): "c (old)"]
    ).svgString
    // "c" is labelled by its new path (row 1); "b" only by its old one. The label sits 6 points
    // in and at the row's middle plus 4: y 80 + 20 + 4 = 104 → 84 → 64 as the row slides up.
    #expect(svg.contains(">c\n<animate attributeName=\"x\" values=\"6;6;6\""))
    #expect(svg.contains("<animate attributeName=\"y\" values=\"104;84;64\""))
    #expect(svg.contains(">b\n"))
    #expect(!svg.contains("c (old)"))
    // b's label fades with it: 1, 0.5, 0.
    #expect(svg.components(separatedBy: "values=\"1;0.5;0\"").count - 1 == 2)
  }
}
