import FlexCore
import Geometry
import Testing

@Suite struct BuilderTests {
  @Test func aCardLaysOutAsItsStyleSays() throws {
    let showsBadge = true
    let card = FlexBox().direction(.row).padding(10).alignItems(.center).width(200).define {
      FlexBox().size(40).name("avatar")
      FlexBox().grow(1).marginLeft(8).height(20).name("title")
      if showsBadge { FlexBox().size(12).name("badge") }
      for index in 0..<2 { FlexBox().width(5).height(5).name("dot\(index)") }
    }
    var tree = FlexTree()
    let built = tree.add(card)
    try tree.computeLayout(of: built.root)
    #expect(tree.frame(of: built.root) == Rect(x: 0, y: 0, width: 200, height: 60))
    #expect(tree.frame(of: built["avatar"]!) == Rect(x: 10, y: 10, width: 40, height: 40))
    // 180 inner − 40 − 8 − 12 − 10 = 110 for the title.
    #expect(tree.frame(of: built["title"]!) == Rect(x: 58, y: 20, width: 110, height: 20))
    #expect(tree.frame(of: built["badge"]!) == Rect(x: 168, y: 24, width: 12, height: 12))
    #expect(tree.frame(of: built["dot1"]!).minX == 185)
  }

  @Test func aDeepDescriptionBuildsWithoutRecursion() {
    var box = FlexBox().size(1)
    for _ in 0..<20_000 { box = FlexBox().addItem(box) }
    var tree = FlexTree()
    let built = tree.add(box)
    #expect(tree.count == 20_001)
    #expect(tree.children(of: built.root).count == 1)
  }
}
