import FlexCore
import Geometry
import Testing

/// Regression tests for what the fuzz targets found (Fuzz/, Scripts/fuzz.sh); each names the
/// target and describes the input it minimizes.
@Suite struct FuzzFindingTests {
  // FlexTree target: a text leaf's frame is rounded down (text is never clipped by rounding);
  // when its content becomes `.none`, the next relayout must round it as a box, as a fresh
  // layout does. The leaf is 0 wide and centered in a 101-point column: x = 50.5, which
  // rounds down to 50 as text and to 51 (half up) as a box.
  @Test func contentNoLongerTextIsRoundedAsABox() throws {
    var tree = FlexTree()
    let leaf = tree.addNode(
      FlexStyle().with { $0.alignSelf = .center }, content: .text("", fontSize: 0))
    let root = tree.addNode(FlexStyle().with { $0.width = 101 }, children: [leaf])
    try tree.computeLayout(of: root)
    #expect(tree.frame(of: leaf).minX == 50)
    tree.setContent(.none, for: leaf)
    try tree.computeLayout(of: root)
    #expect(tree.frame(of: leaf).minX == 51)
  }
}
