import FlexCore
import Geometry

extension SVGScene {
  /// The fills of nodes by depth (the root is depth 0), repeating after the last.
  public static let depthFills = [
    "#e8eef7", "#cfe0f5", "#d5ecd4", "#fbe3c4", "#f3d1dc", "#e2d7f2", "#d2efef", "#f5f0c8",
  ]

  /// The strokes of nodes by depth, paired with ``depthFills``.
  public static let depthStrokes = [
    "#5a6b85", "#2f6db3", "#3d8b3a", "#c07a1c", "#b8466c", "#6d4fae", "#2a8f8f", "#9a8a1c",
  ]

  /// A scene that draws the border box of every node of a laid-out tree.
  ///
  /// Nodes are drawn in document order (a parent before its children, so children are on top),
  /// at absolute coordinates summed from the frames relative to each parent, coloured by depth.
  /// Each rectangle carries `data-node="n<index>"`, the node's ``NodeID/index``, so that a line
  /// diff of two SVG files names the node that moved. A node with an empty frame (`display:
  /// none`) is drawn as an empty rectangle, so that the output keeps one line per node.
  ///
  /// - Parameters:
  ///   - flexTree: A tree after `computeLayout`.
  ///   - root: The node to draw with its subtree; its frame's origin is kept.
  ///   - labels: Text to draw in the top-left corner of some nodes.
  /// - Complexity: O(n) in the size of the subtree.
  public init(flexTree: FlexTree, root: NodeID, labels: [NodeID: String] = [:]) {
    self.init(
      root: root, frame: { flexTree.frame(of: $0) }, children: { flexTree.children(of: $0) },
      labels: labels)
  }

  /// A scene of any tree given by its frames (relative to the parent) and children.
  init(
    root: NodeID, frame: (NodeID) -> Rect, children: (NodeID) -> [NodeID],
    labels: [NodeID: String]
  ) {
    var elements: [SVGElement] = []
    var maxX = 0.0
    var maxY = 0.0
    var stack: [(node: NodeID, origin: Point, depth: Int)] = [(root, .zero, 0)]
    while let (node, parentOrigin, depth) = stack.popLast() {
      let relative = frame(node)
      let box = relative.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
      maxX = max(maxX, box.maxX)
      maxY = max(maxY, box.maxY)
      let palette = depth % Self.depthFills.count
      elements.append(
        .rectangle(
          SVGRectangle(
            x: box.minX, y: box.minY, width: box.width, height: box.height,
            fill: Self.depthFills[palette], stroke: Self.depthStrokes[palette],
            nodeID: "n\(node.index)", label: labels[node])))
      for child in children(node).reversed() {
        stack.append((child, box.origin, depth + 1))
      }
    }
    self.init(width: max(1, maxX), height: max(1, maxY), elements: elements)
  }
}
