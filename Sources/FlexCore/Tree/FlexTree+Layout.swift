import Geometry

extension FlexTree {
  /// Lays out the tree below `root` and stores every node's frame.
  ///
  /// The root is sized from its style; where its width (height) is `auto`, it fills
  /// `availableWidth` (`availableHeight`) less its margins, or sizes to its content when that is
  /// `nil`. It is placed at its left (top) margin plus inset, as Yoga places a root. Frames are
  /// rounded to ``FlexConfiguration/pointScaleFactor``.
  ///
  /// Only what changed since the last layout is computed again: nodes whose style or content
  /// changed (or that were marked with ``markDirty(_:)``) and their ancestors; every other
  /// subtree is reused from the cache, and rounding visits only nodes whose frames can move.
  ///
  /// - Parameters:
  ///   - root: The node to lay out with its subtree.
  ///   - availableWidth: The width available to the root, or `nil` for none.
  ///   - availableHeight: The height available to the root, or `nil` for none.
  ///   - direction: The direction the root inherits (`.inherit` means left to right).
  ///   - measure: Measures ``NodeContent/measured`` leaves (0 × 0 when `nil`).
  ///   - baseline: Gives the baselines of measured leaves (their bottom edge when `nil`).
  /// - Throws: ``FlexTreeError/unknownNode(_:)`` for a root not in the tree, and
  ///   ``FlexTreeError/invalidStyle(node:property:)`` when a style holds a NaN, an infinity or a
  ///   negative size, or the point scale factor is outside
  ///   `0...LayoutBounds.maxPointScaleFactor`; nothing is laid out then. Finite numbers beyond
  ///   ``/Geometry/LayoutBounds`` (in styles, available sizes and measured sizes) are clamped, so
  ///   every frame is finite.
  /// - Complexity: O(n) for a fresh tree, plus the measure calls; after a local change,
  ///   proportional to the dirty path and the nodes whose frames move.
  public mutating func computeLayout(
    of root: NodeID,
    availableWidth: Double? = nil,
    availableHeight: Double? = nil,
    direction: Direction = .inherit,
    measure: MeasureFunction? = nil,
    baseline: BaselineFunction? = nil
  ) throws(FlexTreeError) {
    guard contains(root) else { throw .unknownNode(root) }
    if let (index, property) = invalidStyles.min(by: { $0.key < $1.key }) {
      throw .invalidStyle(node: NodeID(index), property: property)
    }
    for value in [availableWidth, availableHeight] {
      if let value, !(value.isFinite && value >= 0) {
        throw .invalidStyle(node: root, property: "available size")
      }
    }
    let scale = configuration.pointScaleFactor
    guard scale >= 0, scale <= LayoutBounds.maxPointScaleFactor else {
      throw .invalidStyle(node: root, property: "pointScaleFactor")
    }
    let availableWidth = availableWidth.map { LayoutBounds.clampedLength($0) }
    let availableHeight = availableHeight.map { LayoutBounds.clampedLength($0) }
    let depth = try checkedDepth(from: root.index)
    var context = LayoutContext(
      measure: measure.map(LayoutBounds.clampingMeasure),
      baseline: baseline.map(LayoutBounds.clampingBaseline))
    let rootDirection = direction == .inherit ? Direction.ltr : direction
    (visitedNodeCount, computedNodeCount) = (0, 0)
    reserveCaches()
    // The closure works on `self` in place: no copy of the tree's arrays, whichever thread
    // runs it (a deep tree's runs on `DeepStack`'s worker while this thread waits).
    DeepStack.run(depth: depth, nodeCount: count) {
      layoutRoot(
        root.index, availableWidth: availableWidth, availableHeight: availableHeight,
        direction: rootDirection, context: &context)
    }
    roundLayouts(from: root.index)
  }
}

extension FlexTree {
  /// The depth of the subtree below `root` (at most the node count), looked up again only after
  /// the children of a node changed or for another root.
  ///
  /// - Throws: ``FlexTreeError/tooDeep(depth:limit:)`` when it is deeper than the solver can
  ///   lay out.
  mutating func checkedDepth(from root: Int) throws(FlexTreeError) -> Int {
    // Trees with few nodes cannot be deep enough for either question to matter.
    guard count > min(DeepStack.inlineNodeLimit, DeepStack.alwaysInlineDepth) else { return count }
    if checkedDepthCount == count, !isStructureEdited, checkedDepthRoot == root {
      return checkedDepth
    }
    let depth = subtreeDepth(from: root)
    let limit = DeepStack.depthLimit(nodeCount: count)
    if count > DeepStack.inlineNodeLimit, depth > limit {
      throw .tooDeep(depth: depth, limit: limit)
    }
    (checkedDepthCount, checkedDepthRoot, checkedDepth) = (count, root, depth)
    isStructureEdited = false
    return depth
  }

  /// The number of levels below `root` (0 for a leaf).
  ///
  /// - Complexity: O(n) in the subtree's size.
  func subtreeDepth(from root: Int) -> Int {
    // Only containers go on the stack: a leaf's level is counted where its parent meets it
    // (a wide container's children grew the stack to their count).
    guard !children[root].isEmpty else { return 0 }
    var depth = 0
    var stack: [(Int, Int)] = [(root, 0)]
    while let (node, level) = stack.popLast() {
      depth = max(depth, level + 1)
      for child in children[node] where !children[child.index].isEmpty {
        stack.append((child.index, level + 1))
      }
    }
    return depth
  }
}

/// Per-call state of a layout: the caller's callbacks and the containers' reusable buffers.
struct LayoutContext {
  var measure: MeasureFunction?
  var baseline: BaselineFunction?
  var scratch = LayoutScratch()
}
