import FlexCore

extension FlexCase {
  /// Builds the case's tree in a new `FlexTree` configured by the case's `config`.
  ///
  /// Every node gets its style; a node with `text` gets the content
  /// `NodeContent/text(_:fontSize:)` with its `fontSize` (10 when unset).
  ///
  /// - Returns: The tree, its root, and every node's identity in document order (pre-order:
  ///   a node before its children), so that `ids[0] == root`.
  /// - Complexity: O(n) in the number of nodes.
  public func makeTree() -> (tree: FlexTree, root: NodeID, ids: [NodeID]) {
    var tree = FlexTree(configuration: configuration.flexConfiguration)
    let rootID = Self.add(root, to: &tree)
    var ids: [NodeID] = []
    ids.reserveCapacity(tree.count)
    var stack = [rootID]
    while let node = stack.popLast() {
      ids.append(node)
      stack.append(contentsOf: tree.children(of: node).reversed())
    }
    return (tree, rootID, ids)
  }

  /// Adds `node` and its subtree, children first, and returns the node's identity.
  private static func add(_ node: FlexCaseNode, to tree: inout FlexTree) -> NodeID {
    var children: [NodeID] = []
    children.reserveCapacity(node.children.count)
    for child in node.children {
      children.append(add(child, to: &tree))
    }
    let content: NodeContent =
      node.text.map { .text($0, fontSize: node.fontSize ?? 10) } ?? .none
    return tree.addNode(node.style, content: content, children: children)
  }

  /// Lays the case out in each of its ``directions`` and reads the frames back.
  ///
  /// - Returns: The computed layout per direction (`"ltr"`, `"rtl"`).
  /// - Throws: `FlexTreeError` when FlexCore rejects the tree (an invalid style).
  /// - Complexity: O(n) per direction, plus the text measurements.
  public func computeLayouts() throws(FlexTreeError) -> [String: FlexLayoutNode] {
    var (tree, rootID, _) = makeTree()
    var layouts: [String: FlexLayoutNode] = [:]
    for name in directions {
      try tree.computeLayout(
        of: rootID, availableWidth: availableWidth, availableHeight: availableHeight,
        direction: name == "rtl" ? .rtl : .ltr)
      layouts[name] = FlexLayoutNode(tree: tree, node: rootID)
    }
    return layouts
  }
}
