import FlexCore
import LayoutSnapshotTesting
import Testing

@Suite struct FlexTreeSnapshotTests {
  /// A 120-point row with 10 points of padding holding a 40 × 20 item and a growing one.
  private func row() throws -> FlexTreeLayout {
    var tree = FlexTree()
    let fixed = tree.addNode(
      FlexStyle().with {
        $0.width = 40
        $0.height = 20
      })
    let grow = tree.addNode(FlexStyle().with { $0.flexGrow = 1 })
    let root = tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .row
        $0.width = 120
        $0.padding = Edges(all: 10)
      }, children: [fixed, grow])
    try tree.computeLayout(of: root)
    return FlexTreeLayout(tree: tree, root: root, labels: [root: "row", grow: "grow"])
  }

  @Test func framesDumpIsRelativeAndIndented() throws {
    // The grown item takes 120 - 2 × 10 - 40 = 60 points and stretches to the 20-point line.
    #expect(
      try row().framesDump == """
        n2 [row] x=0 y=0 width=120 height=40
          n0 x=10 y=10 width=40 height=20
          n1 [grow] x=50 y=10 width=60 height=20

        """)
  }

  @Test func rowSnapshots() throws {
    let layout = try row()
    assertSnapshot(of: layout, as: .frames, named: "row")
    assertSnapshot(of: layout, as: .svg, named: "row")
  }
}
