import FlexCore
import Geometry

/// A laid-out flex tree to snapshot: the tree, the node to draw with its subtree, and labels.
///
/// ```swift
/// try tree.computeLayout(of: root, availableWidth: 320)
/// assertSnapshot(of: FlexTreeLayout(tree: tree, root: root), as: .frames)
/// ```
public struct FlexTreeLayout: Sendable {
  /// The tree, after `computeLayout`.
  public var tree: FlexTree
  /// The node drawn with its subtree.
  public var root: NodeID
  /// Names drawn on (and listed for) some nodes.
  public var labels: [NodeID: String]
  /// Whether the `.svg` strategy draws margins, borders and paddings (see `SVGBoxModel`).
  public var showsBoxModel: Bool
  /// The direction the tree was laid out in, for the box model's `start` and `end` edges.
  public var direction: Direction

  /// Creates a snapshot subject.
  ///
  /// - Parameters:
  ///   - tree: The tree, after `computeLayout`.
  ///   - root: The node drawn with its subtree.
  ///   - labels: Names drawn on (and listed for) some nodes.
  ///   - showsBoxModel: Whether the `.svg` strategy draws margins, borders and paddings.
  ///   - direction: The direction the tree was laid out in.
  public init(
    tree: FlexTree, root: NodeID, labels: [NodeID: String] = [:], showsBoxModel: Bool = false,
    direction: Direction = .ltr
  ) {
    self.tree = tree
    self.root = root
    self.labels = labels
    self.showsBoxModel = showsBoxModel
    self.direction = direction
  }

  /// One line per node in document order, indented by depth:
  /// `n<index> [label] x=… y=… width=… height=…`, frames relative to the parent.
  ///
  /// - Complexity: O(n) in the size of the subtree.
  public var framesDump: String {
    var lines: [String] = []
    var stack: [(node: NodeID, depth: Int)] = [(root, 0)]
    while let (node, depth) = stack.popLast() {
      let frame = tree.frame(of: node)
      var line = String(repeating: "  ", count: min(depth, 64)) + "n\(node.index)"
      if let label = labels[node] { line += " [\(label)]" }
      line += " x=\(Self.number(frame.minX)) y=\(Self.number(frame.minY))"
      line += " width=\(Self.number(frame.width)) height=\(Self.number(frame.height))"
      lines.append(line)
      for child in tree.children(of: node).reversed() { stack.append((child, depth + 1)) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A number with at most two decimals, no trailing zeros and no `-0`.
  static func number(_ value: Double) -> String {
    LayoutElementBox.number(value.isFinite ? value : 0)
  }
}
