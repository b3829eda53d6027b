extension FlexTree {
  /// Gives `parent`, which has no children, the roots `children` as its children, in order:
  /// what appending each with ``appendChild(_:to:)`` does, without its checks.
  ///
  /// For a builder that knows the edges are valid (FlexLayout's walk over the views, which
  /// attach to their superviews top down and cannot form a cycle). Appending each child
  /// checked it for a cycle, grew the child list step by step and marked the parent dirty
  /// again: about 680 instructions a child, most of the walk's cost on the FlexLayout feed
  /// screen's first layout.
  ///
  /// - Precondition: `parent` and every child are nodes of the tree; `parent` has no children;
  ///   each child is a root, appears once, and is neither `parent` nor an ancestor of it
  ///   (checked in debug builds only).
  /// - Complexity: O(children), plus O(depth) for each child whose percentage flags reach its
  ///   ancestors.
  package mutating func attachChildren(_ children: [NodeID], to parent: NodeID) {
    assert(contains(parent) && self.children[parent.index].isEmpty)
    assert(children.allSatisfy { contains($0) && parents[$0.index] < 0 && $0 != parent })
    assert(Set(children).count == children.count)
    assert(isRootOfItsTree(parent) || !children.contains { isAncestor($0, of: parent) })
    guard !children.isEmpty else { return }
    self.children[parent.index] = children
    for child in children {
      parents[child.index] = Int32(parent.index)
      recordHeightPercentages(of: child.index)
    }
    isStructureEdited = true
    markDirty(parent)
  }

  /// Whether `node` has no parent (for the debug checks above).
  private func isRootOfItsTree(_ node: NodeID) -> Bool { parents[node.index] < 0 }

  /// Whether `ancestor` lies on the path from `node` up to its root (for the debug checks
  /// above).
  private func isAncestor(_ ancestor: NodeID, of node: NodeID) -> Bool {
    var current = parents[node.index]
    while current >= 0 {
      if Int(current) == ancestor.index { return true }
      current = parents[Int(current)]
    }
    return false
  }
}
