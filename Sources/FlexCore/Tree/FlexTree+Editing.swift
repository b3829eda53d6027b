import Geometry

/// Errors from editing a ``FlexTree``.
public enum FlexTreeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The node does not belong to the tree.
  case unknownNode(NodeID)
  /// Adding the child would make a node its own ancestor.
  case cycle(parent: NodeID, child: NodeID)
  /// The child already has a parent; remove it first.
  case alreadyHasParent(child: NodeID, parent: NodeID)
  /// The index is outside the parent's children.
  case indexOutOfRange(parent: NodeID, index: Int)
  /// A style holds a number that is not finite, or negative where that has no meaning.
  case invalidStyle(node: NodeID, property: String)
  /// The tree is deeper than the solver's stack allows.
  case tooDeep(depth: Int, limit: Int)

  /// A sentence describing the error.
  public var description: String {
    switch self {
    case .unknownNode(let node): return "node \(node) is not in the tree"
    case .cycle(let parent, let child):
      return "adding \(child) to \(parent) would make a cycle"
    case .alreadyHasParent(let child, let parent):
      return "node \(child) already has the parent \(parent)"
    case .indexOutOfRange(let parent, let index):
      return "index \(index) is outside the children of \(parent)"
    case .invalidStyle(_, "pointScaleFactor"):
      return "the point scale factor must be a number from 0 to \(LayoutBounds.maxPointScaleFactor)"
    case .invalidStyle(let node, let property):
      return "node \(node): \(property) must be a finite number (and not negative)"
    case .tooDeep(let depth, let limit):
      return "the tree is \(depth) levels deep; at most \(limit) can be laid out"
    }
  }
}

extension FlexTree {
  /// Adds a node and returns its identity.
  ///
  /// - Parameters:
  ///   - style: The node's style.
  ///   - content: What the node measures as when it has no children.
  ///   - children: Nodes without a parent that become its children, in order.
  /// - Precondition: none; children that already have a parent or would form a cycle are
  ///   reported by ``appendChild(_:to:)``, which this calls: use that to handle the error.
  @discardableResult
  public mutating func addNode(
    _ style: FlexStyle = FlexStyle(), content: NodeContent = .none, children: [NodeID] = []
  ) -> NodeID {
    let id = NodeID(styles.count)
    styles.append(style)
    appendNodeRecords(content: content, percentFlags: PercentFlags(style))
    if let property = style.firstInvalidProperty() { invalidStyles[id.index] = property }
    for child in children where contains(child) && parents[child.index] < 0 && child != id {
      parents[child.index] = Int32(id.index)
      self.children[id.index].append(child)
      recordHeightPercentages(of: child.index)
    }
    return id
  }

  /// Adds a node with the style of `source`, shared with it, and returns its identity: what
  /// ``addNode(_:content:children:)`` does with an equal style, without looking the style up
  /// or checking it again (a builder that knows two styles are equal, the cells of a list say,
  /// saves most of a node's cost).
  ///
  /// - Parameters:
  ///   - source: A node of the tree whose style the new node takes.
  ///   - content: What the node measures as when it has no children.
  /// - Throws: ``FlexTreeError/unknownNode(_:)`` when `source` is not in the tree; nothing is
  ///   added then.
  @discardableResult
  public mutating func addNode(styleOf source: NodeID, content: NodeContent = .none)
    throws(FlexTreeError) -> NodeID
  {
    guard contains(source) else { throw .unknownNode(source) }
    let id = NodeID(styles.count)
    styles.appendCopy(of: source.index)
    // The style's own flags; the flags about descendants are the source's subtree's.
    let flags = percentFlags[source.index].subtracting([
      .descendantHeight, .descendantWidthSensitive,
    ])
    appendNodeRecords(content: content, percentFlags: flags)
    if !invalidStyles.isEmpty, let property = invalidStyles[source.index] {
      invalidStyles[id.index] = property
    }
    return id
  }

  /// Appends the records of a new node, after its style: a root without children, dirty.
  private mutating func appendNodeRecords(content: NodeContent, percentFlags flags: PercentFlags) {
    contents.append(content.clampedToLayoutBounds())
    children.append([])
    parents.append(-1)
    layouts.append(UnroundedLayout())
    frames.append(.zero)
    roundedAt.append(Point(x: .nan, y: .nan))
    cacheSlots.append(-1)
    isDirty.append(true)
    percentFlags.append(flags)
    hasNewLayout.append(true)
  }

  /// Marks the ancestors of `node` as holding a height percentage when it holds one, and as
  /// holding something whose layout at a definite width may differ from its content-sized
  /// layout when it does.
  mutating func recordHeightPercentages(of node: Int) {
    recordWidthSensitivity(of: node)
    guard !percentFlags[node].isDisjoint(with: [.height, .descendantHeight]) else { return }
    var ancestor = Int(parents[node])
    while ancestor >= 0, !percentFlags[ancestor].contains(.descendantHeight) {
      percentFlags[ancestor].insert(.descendantHeight)
      ancestor = Int(parents[ancestor])
    }
  }

  /// Marks the ancestors of `node` with ``PercentFlags/descendantWidthSensitive`` when the node
  /// or its subtree holds a percentage, a ratio, a max-content size or measured content.
  mutating func recordWidthSensitivity(of node: Int) {
    var isSensitive = !percentFlags[node].isDisjoint(with: [
      .any, .aspectRatio, .maxContentSize, .descendantWidthSensitive,
    ])
    if case .measured = contents[node] { isSensitive = true }
    guard isSensitive else { return }
    var ancestor = Int(parents[node])
    while ancestor >= 0, !percentFlags[ancestor].contains(.descendantWidthSensitive) {
      percentFlags[ancestor].insert(.descendantWidthSensitive)
      ancestor = Int(parents[ancestor])
    }
  }

  /// Appends `child` to the children of `parent`.
  ///
  /// - Throws: ``FlexTreeError`` when a node is unknown, the child has a parent, or the edge
  ///   would make a cycle.
  public mutating func appendChild(_ child: NodeID, to parent: NodeID) throws(FlexTreeError) {
    try insertChild(child, at: contains(parent) ? children[parent.index].count : 0, in: parent)
  }

  /// Inserts `child` among the children of `parent` at `index`.
  ///
  /// - Throws: ``FlexTreeError`` when a node is unknown, the index is out of range, the child
  ///   has a parent, or the edge would make a cycle.
  /// - Complexity: O(depth of `parent`) to rule out a cycle.
  public mutating func insertChild(_ child: NodeID, at index: Int, in parent: NodeID)
    throws(FlexTreeError)
  {
    guard contains(parent) else { throw .unknownNode(parent) }
    guard contains(child) else { throw .unknownNode(child) }
    guard index >= 0, index <= children[parent.index].count else {
      throw .indexOutOfRange(parent: parent, index: index)
    }
    if let current = self.parent(of: child) {
      throw .alreadyHasParent(child: child, parent: current)
    }
    var ancestor: NodeID? = parent
    while let node = ancestor {
      if node == child { throw .cycle(parent: parent, child: child) }
      ancestor = self.parent(of: node)
    }
    // Appending is the common case (building a tree), and cheaper than inserting at the end.
    if index == children[parent.index].count {
      children[parent.index].append(child)
    } else {
      children[parent.index].insert(child, at: index)
    }
    parents[child.index] = Int32(parent.index)
    recordHeightPercentages(of: child.index)
    isStructureEdited = true
    markDirty(parent)
  }

  /// Removes `child` from its parent; it stays in the tree as a root.
  public mutating func removeFromParent(_ child: NodeID) {
    guard contains(child), let parent = parent(of: child) else { return }
    children[parent.index].removeAll { $0 == child }
    parents[child.index] = -1
    forgetHeightPercentages(from: parent.index)
    markDirty(parent)
  }

  /// Clears ``PercentFlags/descendantHeight`` from `node` and its ancestors where no node
  /// below holds a height percentage any more (after a removal or a style change).
  ///
  /// The flag must be exact, not only set: a node without it lays out with its height
  /// definite (`normalized(_:for:)`), which a row's stretched items see, so a stale flag made
  /// a relayout differ from a fresh layout of the same tree (a FlexTree fuzz finding).
  /// - Complexity: O(children of the ancestors whose flag changes).
  mutating func forgetHeightPercentages(from node: Int) {
    var current = node
    while current >= 0, percentFlags[current].contains(.descendantHeight) {
      let isHeld = children[current].contains {
        !percentFlags[$0.index].isDisjoint(with: [.height, .descendantHeight])
      }
      if isHeld { return }
      percentFlags[current].remove(.descendantHeight)
      current = Int(parents[current])
    }
  }

  /// Replaces the style of `node` and marks it dirty when it changed.
  public mutating func setStyle(_ style: FlexStyle, for node: NodeID) {
    guard styles[node.index] != style else { return }
    styles[node.index] = style
    let hadHeight = percentFlags[node.index].contains(.height)
    percentFlags[node.index] = PercentFlags(style).union(
      percentFlags[node.index].intersection([.descendantHeight, .descendantWidthSensitive]))
    recordHeightPercentages(of: node.index)
    if hadHeight, !percentFlags[node.index].contains(.height),
      !percentFlags[node.index].contains(.descendantHeight)
    {
      forgetHeightPercentages(from: Int(parents[node.index]))
    }
    invalidStyles[node.index] = style.firstInvalidProperty()
    markDirty(node)
  }

  /// Changes the style of `node` in place and marks it dirty when it changed.
  public mutating func updateStyle(of node: NodeID, _ change: (inout FlexStyle) -> Void) {
    var style = styles[node.index]
    change(&style)
    setStyle(style, for: node)
  }

  /// Replaces the content of `node` and marks it dirty when it changed.
  ///
  /// A text's font size is clamped to `0...LayoutBounds.maxLength` (a NaN is 0).
  public mutating func setContent(_ content: NodeContent, for node: NodeID) {
    let content = content.clampedToLayoutBounds()
    guard contents[node.index] != content else { return }
    contents[node.index] = content
    recordWidthSensitivity(of: node.index)
    // Text rounds differently from a box, so the frame is rounded again even if the layout
    // does not change.
    hasNewLayout[node.index] = true
    markDirty(node)
  }

  /// Marks `node` as needing layout, with its ancestors.
  ///
  /// Call this when a measured leaf's content changes (its text, say). Only the node and its
  /// ancestors lose their cached results; the rest of the tree is reused by the next layout.
  /// - Complexity: O(depth), stopping early at an ancestor that is already dirty.
  public mutating func markDirty(_ node: NodeID) {
    var current: Int? = node.index
    while let index = current {
      let wasDirty = isDirty[index]
      isDirty[index] = true
      clearCache(index)
      if wasDirty && index != node.index { break }
      let parent = parents[index]
      current = parent < 0 ? nil : Int(parent)
    }
  }

  /// Whether `node` must be laid out again.
  public func isDirty(_ node: NodeID) -> Bool { isDirty[node.index] }
}

extension FlexStyle {
  /// A copy of the style changed by `change`: `FlexStyle().with { $0.width = 10 }`.
  public func with(_ change: (inout FlexStyle) -> Void) -> FlexStyle {
    var copy = self
    change(&copy)
    return copy
  }
}
