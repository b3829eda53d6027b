import FlexCore
import Geometry
import Testing

/// The README's FlexCore examples, run as written, with the frames the README states.
@Suite struct ReadmeExampleTests {
  @Test func stylesAndTheTree() throws {
    var tree = FlexTree()
    let avatar = tree.addNode(
      FlexStyle().with {
        $0.width = 40
        $0.height = 40
      })
    let title = tree.addNode(content: .text("Ada Lovelace", fontSize: 12))
    let row = tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .row
        $0.alignItems = .center
        $0.padding = Edges(all: 12)
        $0.columnGap = 8
      },
      children: [avatar, title])
    try tree.computeLayout(of: row, availableWidth: 320)
    #expect(tree.frame(of: row) == Rect(x: 0, y: 0, width: 320, height: 64))
    #expect(tree.frame(of: avatar) == Rect(x: 12, y: 12, width: 40, height: 40))
    #expect(tree.frame(of: title) == Rect(x: 60, y: 26, width: 144, height: 12))
  }

  @Test func theFlexBoxBuilder() throws {
    let card = FlexBox().direction(.row).padding(12).alignItems(.center).define {
      FlexBox().size(40).name("avatar")
      FlexBox().grow(1).marginLeft(8).define {
        FlexBox.text("Ada Lovelace", fontSize: 12).name("title")
        FlexBox.text("Analyst").marginTop(4)
      }
    }
    var tree = FlexTree()
    let built = tree.add(card)
    try tree.computeLayout(of: built.root, availableWidth: 320, direction: .rtl)
    #expect(tree.frame(of: built["avatar"]!) == Rect(x: 268, y: 12, width: 40, height: 40))
  }
}
