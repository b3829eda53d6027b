import FlexCore
import Geometry
import UIKitViews

/// The FlexCore tree behind one flex root: one node per laid-out view, kept between layouts so
/// that only what changed is computed again.
///
/// Each layout synchronises the tree with the views (new views get nodes, changed child lists
/// are rewritten, views that left the tree lose their nodes), lays it out with the views'
/// `sizeThatFits(_:)` as measure functions, and writes the frames back.
final class FlexEngine {
  /// A node's view and the layout generation that last reached it.
  struct Slot {
    /// The node's view, or `nil` once the view is gone.
    ///
    /// Views own their flex objects, which own the engine, so the pointer is not counted; the
    /// view's flex object clears it when the view goes away (``Flex/viewWillDeinit()``). Not
    /// weak, for the reason in ``ViewAttachment``.
    unowned(unsafe) var view: UIView?
    /// The view's flex object (alive while the view is: the view owns it).
    unowned let flex: Flex
    var node: NodeID
    var generation: UInt32
  }

  /// The nodes, with Yoga's defaults.
  var tree = FlexTree(configuration: FlexConfiguration(defaults: .yoga, pointScaleFactor: 1))
  /// One slot per node, at the node's index.
  var slots: [Slot] = []
  /// The current synchronisation's number.
  var generation: UInt32 = 0 {
    didSet { reachedCount = 0 }
  }
  /// How many slots the current synchronisation reached: when all were, none is left to
  /// remove (a first layout's walk over the slots cost about 220 instructions a node).
  private var reachedCount = 0
  /// A few styles of nodes this synchronisation created, and a node of each at the same index:
  /// a new view with an equal style shares that node's style (see ``addNode(_:content:)``).
  private var recentStyles: [FlexStyle] = []
  private var recentStyleNodes: [NodeID] = []
  /// A node this synchronisation created for a view whose style was never set: every other
  /// such view shares its style without comparing (see ``Flex/hasDefaultStyle``).
  private var defaultStyleNode: NodeID?
  /// The entry of ``recentStyles`` that the next new style replaces once it is full.
  private var nextRecentStyle = 0
  /// The entry of ``recentStyles`` that matched last (where the next search starts after).
  private var lastRecentMatch = -1
  /// How many nodes were created with the style of a recent node (for tests).
  private(set) var sharedStyleCount = 0

  // MARK: Synchronising with the views

  /// Gives `view` (whose flex object is `flex`) and its laid-out subtree nodes in this tree,
  /// with the views' current child lists, and returns the view's node.
  ///
  /// The walk is top down and iterative (any depth): a container's child list is rewritten
  /// after all of its ancestors', so attaching a child never meets a stale ancestor.
  /// - Complexity: O(views in the subtree), plus O(children) for each container whose child
  ///   list changed.
  func synchronize(_ view: UIView, _ flex: Flex) -> NodeID {
    // Nodes are only added while synchronising, and styles only change outside it: the recent
    // styles stay true until the walk ends.
    forgetRecentStyles()
    defer { forgetRecentStyles() }
    let (root, rootHadChildren, rootIsNew) = node(for: view, flex)
    var stack: [(view: UIView, flex: Flex, node: NodeID, hadChildren: Bool, isNew: Bool)] = [
      (view, flex, root, rootHadChildren, rootIsNew)
    ]
    var childNodes: [NodeID] = []
    while let (view, flex, node, hadChildren, isNew) = stack.popLast() {
      // A node made by this walk already has its content, and its view's `wasLeaf`.
      let isLeaf = isNew ? flex.wasLeaf : Self.isLeaf(view, flex)
      if !isNew { flex.wasLeaf = isLeaf }
      if isLeaf {
        if !isNew { tree.setContent(Self.isPlainView(view) ? .none : .measured, for: node) }
        if hadChildren {
          for child in tree.children(of: node) { tree.removeFromParent(child) }
        }
        continue
      }
      if !isNew { tree.setContent(.none, for: node) }
      childNodes.removeAll(keepingCapacity: true)
      for subview in view.subviews {
        let item = subview.flexForLayout
        guard item.isIncluded else { continue }
        let (child, childHadChildren, childIsNew) = self.node(for: subview, item)
        childNodes.append(child)
        stack.append((subview, item, child, childHadChildren, childIsNew))
      }
      let current = hadChildren ? tree.children(of: node) : []
      if current != childNodes {
        for child in current { tree.removeFromParent(child) }
        for child in childNodes { tree.removeFromParent(child) }
        // Valid edges: the children are roots now, and every ancestor of `node` was attached
        // by this walk, top down, after the views' own tree (which has no cycle).
        // A copy of exactly the list's size: the scratch list is kept for the next container.
        tree.attachChildren(Array(childNodes), to: node)
      }
    }
    return root
  }

  /// The node of `view` in this tree, created (and taken out of another engine) when missing,
  /// marked as reached; whether it may have children (it was a container last time); and
  /// whether it was created, with its content and its view's `wasLeaf` set.
  private func node(for view: UIView, _ flex: Flex) -> (NodeID, hadChildren: Bool, isNew: Bool) {
    if flex.engine === self, let node = flex.node {
      if slots[node.index].generation != generation {
        slots[node.index].generation = generation
        reachedCount += 1
      }
      return (node, !flex.wasLeaf, false)
    }
    flex.leaveEngine()
    let isLeaf = Self.isLeaf(view, flex)
    flex.wasLeaf = isLeaf
    let content: NodeContent = isLeaf && !Self.isPlainView(view) ? .measured : .none
    let node = addNode(flex, content: content)
    slots.append(Slot(view: view, flex: flex, node: node, generation: generation))
    reachedCount += 1
    flex.engine = self
    flex.node = node
    return (node, false, true)
  }

  /// Adds a node with the style of `flex` and `content`, sharing the style of a node this
  /// synchronisation created when one has an equal style (FlexCore then neither looks it up
  /// nor checks it).
  ///
  /// A screen repeats a few styles (the views of every cell), and the walk meets them close
  /// together: eight recent styles find most of them. A view whose style was never set shares
  /// the default style's node without a comparison (375 of the feed screen's 1,001 views).
  private func addNode(_ flex: Flex, content: NodeContent) -> NodeID {
    if flex.hasDefaultStyle, let defaultStyleNode,
      let node = try? tree.addNode(styleOf: defaultStyleNode, content: content)
    {
      sharedStyleCount += 1
      return node
    }
    // One copy of the 816-byte style, compared in place with the recent ones: a copy per
    // comparison cost more than the comparisons (about 430 instructions a node on the feed
    // screen).
    let style = flex.style
    if let shared = recentNode(withStyle: style),
      let node = try? tree.addNode(styleOf: shared, content: content)
    {
      sharedStyleCount += 1
      return node
    }
    let node = tree.addNode(style, content: content)
    if flex.hasDefaultStyle {
      defaultStyleNode = node
    } else if recentStyles.count < Self.recentStyleCount {
      recentStyles.append(style)
      recentStyleNodes.append(node)
    } else {
      recentStyles[nextRecentStyle] = style
      recentStyleNodes[nextRecentStyle] = node
      nextRecentStyle = (nextRecentStyle + 1) % Self.recentStyleCount
    }
    return node
  }

  /// A node of ``recentStyles`` whose style equals `style`, if any.
  ///
  /// The search starts after the entry that matched last: the cells of a list repeat one
  /// sequence of styles, so the next style is usually the next entry. On the feed screen this
  /// makes 5 comparisons a cell instead of 14 (a comparison of two styles costs about 500
  /// instructions).
  private func recentNode(withStyle style: FlexStyle) -> NodeID? {
    let count = recentStyles.count
    let start = lastRecentMatch + 1
    let index = recentStyles.withUnsafeBufferPointer { recent in
      (0..<count).lazy.map { (start + $0) % count }.first { recent[$0] == style }
    }
    guard let index else { return nil }
    lastRecentMatch = index
    return recentStyleNodes[index]
  }

  /// Forgets the styles of the nodes created by a synchronisation (they hold only during it).
  private func forgetRecentStyles() {
    recentStyles.removeAll(keepingCapacity: true)
    recentStyleNodes.removeAll(keepingCapacity: true)
    nextRecentStyle = 0
    lastRecentMatch = -1
    defaultStyleNode = nil
  }

  /// How many styles ``recentStyles`` keeps: a cell of a list has a handful of distinct
  /// styles, and comparing a style that differs stops at its first difference.
  private static let recentStyleCount = 8

  /// Removes the nodes that the last synchronisation did not reach: views that left the tree
  /// or were excluded from layout.
  ///
  /// - Complexity: O(nodes).
  func removeUnreachedNodes() {
    guard reachedCount < slots.count else { return }
    var index = slots.count - 1
    while index >= 0 {
      let slot = slots[index]
      if slot.generation != generation {
        if let flex = slot.view?.flexIfCreated, flex.engine === self, flex.node == slot.node {
          flex.engine = nil
          flex.node = nil
        }
        removeNode(slot.node)
      }
      index -= 1
    }
  }

  /// Forgets the view of `node` if it is `flex`'s (the view is going away; its flex object
  /// calls this from ``Flex/viewWillDeinit()``).
  func forgetView(of flex: Flex, at node: NodeID) {
    guard node.index < slots.count, slots[node.index].node == node,
      slots[node.index].view === flex.viewStorage
    else { return }
    slots[node.index].view = nil
  }

  /// Removes `node` from the tree; the last node takes its place, and its view's flex object
  /// learns its new identity.
  func removeNode(_ node: NodeID) {
    let moved = tree.removeNode(node)
    if let moved {
      slots[node.index] = slots[moved.index]
      slots[node.index].node = node
      if let flex = slots[node.index].view?.flexIfCreated, flex.engine === self,
        flex.node == moved
      {
        flex.node = node
      }
    }
    slots.removeLast()
  }

  /// Whether `view` is measured rather than laid out as a container: flexbox is not enabled
  /// for it, or none of its subviews is an enabled, included flex item (YogaKit's rule).
  static func isLeaf(_ view: UIView, _ flex: Flex) -> Bool {
    guard flex.isEnabled else { return true }
    for subview in view.subviews {
      if let item = subview.flexIfCreated, item.isEnabled, item.isIncluded { return false }
    }
    return true
  }

  /// Whether `view` is a plain `UIView` with nothing to measure, which measures 0 × 0 as in
  /// FlexLayout (UIKit's own plain view would answer its current size).
  static func isPlainView(_ view: UIView) -> Bool {
    type(of: view) == UIView.self && view.subviews.isEmpty && view.sizeThatFitsHandler == nil
  }

  // MARK: Layout

  /// Lays out the tree below `node` in the available size, at `scale` pixels per point.
  ///
  /// - Throws: FlexCore's error for a tree too deep to lay out.
  func computeLayout(of node: NodeID, width: Double?, height: Double?, scale: Double)
    throws(FlexTreeError)
  {
    if tree.configuration.pointScaleFactor != scale {
      tree.configuration.pointScaleFactor = scale
    }
    let slots = self.slots
    let generation = self.generation
    try tree.computeLayout(
      of: node, availableWidth: width, availableHeight: height,
      measure: { request in
        // Read in place: a copy of the slot would retain and release its view.
        slots.withUnsafeBufferPointer { slots in
          let index = request.node.index
          guard let view = slots[index].view else { return Size(width: 0, height: 0) }
          return FlexEngine.measure(view, slots[index].flex, request, generation: generation)
        }
      })
  }

  /// Measures a leaf as YogaKit's `YGMeasureView` does.
  ///
  /// An unconstrained axis is offered as `CGFloat.greatestFiniteMagnitude`, and the answer is
  /// clamped by the measure mode (the constraint when exact, at most the constraint when
  /// bounded). An answer that is negative or not finite counts as 0.
  ///
  /// Within one layout (one `generation`), a view offered a size it was already offered is not
  /// asked again: FlexCore asks with different measure modes that a view cannot tell apart
  /// (at most 50 and exactly 50 are both a proposal of 50), and `sizeThatFits` answers the same
  /// size while nothing changes.
  ///
  /// Only views the synchronisation found measurable (``isPlainView(_:)`` is false) have
  /// measured content, so FlexCore asks no other.
  static func measure(_ view: UIView, _ flex: Flex, _ request: MeasureRequest, generation: UInt32)
    -> Size
  {
    let width = request.widthMode == .undefined ? Double.greatestFiniteMagnitude : request.width
    let height =
      request.heightMode == .undefined ? Double.greatestFiniteMagnitude : request.height
    let proposal = CGSize(
      width: width, height: ignoresProposedHeight(view) ? .greatestFiniteMagnitude : height)
    let fitted: CGSize
    if let known = flex.measureMemo.answer(to: proposal, generation: generation) {
      fitted = known
    } else {
      fitted = view.sizeThatFits(proposal)
      flex.measureMemo.remember(fitted, to: proposal)
    }
    return Size(
      width: clamp(Double(fitted.width), to: width, request.widthMode),
      height: clamp(Double(fitted.height), to: height, request.heightMode))
  }

  /// Whether `view` answers `sizeThatFits` from the proposed width alone, so that proposals
  /// differing only in height are one proposal for the memo: a `UILabel` itself (a subclass
  /// may override `sizeThatFits`).
  ///
  /// A row stretches its labels: after measuring one with no limit, FlexCore asks it again
  /// with no width limit and its height fixed, and the label measured again (250 of the feed
  /// screen's 1,500 label calls in a first layout).
  static func ignoresProposedHeight(_ view: UIView) -> Bool {
    type(of: view) == UILabel.self
  }

  /// A measured length clamped by its measure mode.
  static func clamp(_ measured: Double, to constraint: Double, _ mode: MeasureMode) -> Double {
    let value = measured.isFinite ? Swift.max(0, measured) : 0
    switch mode {
    case .exactly: return constraint
    case .atMost: return Swift.min(constraint, value)
    case .undefined: return value
    }
  }

  // MARK: Frames

  /// Writes the laid-out frames to `view` and its laid-out subtree, as YogaKit does: each
  /// frame relative to its superview, `origin` added to the root's.
  ///
  /// FlexCore already rounded every edge to the view's scale (its `pointScaleFactor`, as
  /// Yoga rounds for YogaKit): the frames are written as they are, and only the root's origin
  /// moved by an `origin` is rounded, as a new value (no frame is rounded twice).
  ///
  /// The walk follows the tree's nodes (each node's view is in its slot) rather than the
  /// views' flex objects: the synchronisation just made the nodes' children the views' laid-out
  /// subviews.
  func applyFrames(to view: UIView, _ flex: Flex, origin: Point, scale: Double) {
    guard flex.isIncluded, flex.engine === self, let root = flex.node else { return }
    // One copy of the tree for the whole walk: calling a query on the stored property would
    // copy the struct (and retain each of its arrays) once per view.
    let tree = self.tree
    func place(_ view: UIView, _ node: NodeID, _ origin: Point) {
      var frame = tree.frame(of: node)
      if origin.x != 0 || origin.y != 0 {
        // A value whose pixels overflow (an origin near the largest double, set by the
        // caller) stays as it is, so that no frame becomes infinite (a PinFlex fuzz finding).
        // The size stays FlexCore's (YogaKit takes it from the relative edges too).
        frame.origin = Point(
          x: PixelGrid.round(frame.minX + origin.x, scale: scale),
          y: PixelGrid.round(frame.minY + origin.y, scale: scale))
      }
      view.frame = CGRect(frame)
    }
    place(view, root, origin)
    let zero = Point(x: 0, y: 0)
    slots.withUnsafeBufferPointer { slots in
      var stack = tree.children(of: root)
      while let node = stack.popLast() {
        guard let view = slots[node.index].view else { continue }
        place(view, node, zero)
        stack.append(contentsOf: tree.children(of: node))
      }
    }
  }
}

extension Flex {
  /// Takes the view's node out of the engine that holds it (the view moved to another tree).
  func leaveEngine() {
    guard let engine, let node else { return }
    self.engine = nil
    self.node = nil
    engine.removeNode(node)
  }
}
