import Geometry

extension FlexTree {
  /// Removes `node` from the tree, keeping the arena compact: the last node moves into its slot.
  ///
  /// The node is first taken out of its parent (which is marked dirty) and its children become
  /// roots. Then, unless it was the last node, the last node takes over its identity: every
  /// reference to the last node (its parent's child list, its children's parent) is rewritten,
  /// and the returned identity is the one the moved node had, so that callers keeping a map
  /// from their objects to nodes can update it (`node` now names the moved node).
  ///
  /// ```swift
  /// var tree = FlexTree()
  /// let a = tree.addNode()
  /// let b = tree.addNode()
  /// let moved = tree.removeNode(a)  // moved == b's old identity; `a` now names b's node
  /// ```
  ///
  /// A node that is not in the tree is ignored (`nil` is returned).
  ///
  /// - Parameter node: The node to remove.
  /// - Returns: The former identity of the node that moved into `node`'s slot, or `nil` when
  ///   `node` was the last node (or unknown) and nothing moved.
  /// - Complexity: O(number of children of `node` and of the moved node, plus the moved node's
  ///   siblings).
  @discardableResult
  public mutating func removeNode(_ node: NodeID) -> NodeID? {
    guard contains(node) else { return nil }
    let removed = node.index
    removeFromParent(node)
    for child in children[removed] { parents[child.index] = -1 }
    children[removed] = []
    isStructureEdited = true
    checkedDepthCount = -1

    let last = styles.count - 1
    if removed != last {
      moveNode(from: last, to: removed)
    }
    let movedInvalid = invalidStyles.removeValue(forKey: last)
    invalidStyles[removed] = removed == last ? nil : movedInvalid
    dropLastNode()
    return removed == last ? nil : NodeID(last)
  }

  /// Copies every per-node value of `source` into `target` and rewrites the references to
  /// `source` (its parent's child list and its children's parent) to name `target`.
  private mutating func moveNode(from source: Int, to target: Int) {
    styles.copyStyle(from: source, to: target)
    contents[target] = contents[source]
    children[target] = children[source]
    parents[target] = parents[source]
    layouts[target] = layouts[source]
    frames[target] = frames[source]
    roundedAt[target] = roundedAt[source]
    // The removed node's cache slot (if any) is left unused; the moved node keeps its own.
    cacheSlots[target] = cacheSlots[source]
    isDirty[target] = isDirty[source]
    percentFlags[target] = percentFlags[source]
    hasNewLayout[target] = hasNewLayout[source]
    for child in children[target] { parents[child.index] = Int32(target) }
    let parent = Int(parents[target])
    if parent >= 0, let position = children[parent].firstIndex(of: NodeID(source)) {
      children[parent][position] = NodeID(target)
    }
  }

  /// Drops the last slot of every per-node array.
  private mutating func dropLastNode() {
    styles.removeLast()
    contents.removeLast()
    children.removeLast()
    parents.removeLast()
    layouts.removeLast()
    frames.removeLast()
    roundedAt.removeLast()
    cacheSlots.removeLast()
    isDirty.removeLast()
    percentFlags.removeLast()
    hasNewLayout.removeLast()
  }
}
