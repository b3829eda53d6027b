import FlexCore
import LayoutSnapshotTesting
import XCTest

/// The assertion also works from XCTest, where it reports through `XCTFail`.
final class XCTestUsageTests: XCTestCase {
  func testRowSnapshotFromXCTest() throws {
    var tree = FlexTree()
    let item = tree.addNode(
      FlexStyle().with {
        $0.width = 30
        $0.height = 30
      })
    let root = tree.addNode(FlexStyle().with { $0.padding = Edges(all: 5) }, children: [item])
    try tree.computeLayout(of: root)
    // 30 + 2 × 5 = 40 points square.
    XCTAssertEqual(tree.frame(of: root).width, 40)
    assertSnapshot(of: FlexTreeLayout(tree: tree, root: root), as: .frames, named: "padded")
  }
}
