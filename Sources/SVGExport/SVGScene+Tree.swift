import Geometry

extension SVGScene {
  /// A scene of any tree, given by its root, each node's children and how each node is drawn.
  ///
  /// This is the one drawing path of every adapter. Nodes are drawn in document order (a
  /// parent before its children, so children are on top) at absolute coordinates: a child's
  /// ``SVGTreeNode/frame`` is relative to its parent's origin plus the parent's
  /// ``SVGTreeNode/childOffset``. Nodes without a style are coloured by depth
  /// (``depthFills``, ``depthStrokes``). A node that clips its children puts them in a group
  /// clipped to its box; a node with an opacity below 1 fades its subtree. A node reached a
  /// second time (a cycle, or a node listed twice) is skipped, so a malformed tree still ends.
  /// The drawing's size is the largest right and bottom edge (margin boxes included), at
  /// least 1 × 1.
  ///
  /// ```swift
  /// let children = [0: [1, 2]]
  /// let frames = [0: Rect(x: 0, y: 0, width: 100, height: 40), 1: …, 2: …]
  /// let scene = SVGScene(
  ///   root: 0, children: { children[$0] ?? [] },
  ///   node: { id in SVGTreeNode(frame: frames[id]!, nodeID: "cell-\(id)") })
  /// ```
  ///
  /// - Parameters:
  ///   - root: The node to draw with its subtree.
  ///   - children: The children of a node, in drawing order.
  ///   - node: How a node is drawn.
  /// - Complexity: O(n) in the number of nodes reached, plus the closures' cost.
  public init<ID: Hashable>(
    root: ID, children: (ID) -> [ID], node: (ID) -> SVGTreeNode
  ) {
    var containers = [TreeContainer(group: SVGGroup())]
    var steps: [TreeStep<ID>] = [.visit(root, origin: .zero, depth: 0)]
    var visited: Set<ID> = []
    var labelAnchors: Set<SIMD2<Int64>> = []
    var maxX = 0.0
    var maxY = 0.0
    while let step = steps.popLast() {
      guard case .visit(let id, let origin, let depth) = step else {
        let closed = containers.removeLast()
        var group = closed.group
        group.elements = closed.elements
        containers[containers.count - 1].elements.append(.group(group))
        continue
      }
      guard visited.insert(id).inserted else { continue }
      let drawing = node(id)
      let box = drawing.frame.offsetBy(dx: origin.x, dy: origin.y)
      let extent = drawing.boxModel?.marginBox(of: box) ?? box
      if extent.maxX.isFinite { maxX = max(maxX, extent.maxX) }
      if extent.maxY.isFinite { maxY = max(maxY, extent.maxY) }
      let kids = children(id)
      if drawing.opacity < 1 {
        steps.append(.close)
        containers.append(TreeContainer(group: SVGGroup(opacity: drawing.opacity)))
      }
      Self.append(
        drawing, box: box, depth: depth, isLeaf: kids.isEmpty,
        to: &containers[containers.count - 1].elements)
      if let label = drawing.label {
        containers[containers.count - 1].elements.append(
          .text(Self.labelText(label, in: box, avoiding: &labelAnchors)))
      }
      if drawing.clipsChildren, !kids.isEmpty {
        steps.append(.close)
        containers.append(TreeContainer(group: SVGGroup(clip: box)))
      }
      let childOrigin = Point(
        x: box.minX + drawing.childOffset.x, y: box.minY + drawing.childOffset.y)
      for child in kids.reversed() {
        steps.append(.visit(child, origin: childOrigin, depth: depth + 1))
      }
    }
    self.init(width: max(1, maxX), height: max(1, maxY), elements: containers[0].elements)
  }

  /// Appends the elements that draw one node whose border box is `box`.
  static func append(
    _ node: SVGTreeNode, box: Rect, depth: Int, isLeaf: Bool, to elements: inout [SVGElement]
  ) {
    let palette = depth % depthFills.count
    let style =
      node.style
      ?? SVGBoxStyle(fill: depthFills[palette], stroke: depthStrokes[palette])
    if let boxModel = node.boxModel {
      boxModel.append(box: box, nodeID: node.nodeID, isLeaf: isLeaf, to: &elements)
    }
    elements.append(
      .rectangle(
        SVGRectangle(
          x: box.minX, y: box.minY, width: box.width, height: box.height,
          fill: node.boxModel == nil ? style.fill : "none", stroke: style.stroke,
          strokeWidth: style.strokeWidth, cornerRadius: style.cornerRadius,
          nodeID: node.nodeID, dashes: style.dashes)))
  }

  /// The line spacing of stacked labels.
  static let labelLineHeight = 10.0

  /// A node's label inside the top-left corner of its box; a label whose place is taken by an
  /// earlier one (a child at its parent's corner) moves down a line until it is free.
  static func labelText(_ label: String, in box: Rect, avoiding anchors: inout Set<SIMD2<Int64>>)
    -> SVGText
  {
    var y = box.minY + 11
    func key(_ y: Double) -> SIMD2<Int64> {
      let x = (box.minX * 2).rounded()
      let row = (y * 2).rounded()
      return SIMD2(
        x.isFinite ? Int64(max(-9e15, min(9e15, x))) : 0,
        row.isFinite ? Int64(max(-9e15, min(9e15, row))) : 0)
    }
    var tries = 0
    while anchors.contains(key(y)), tries < 16 {
      y += labelLineHeight
      tries += 1
    }
    anchors.insert(key(y))
    return SVGText(x: box.minX + 3, y: y, text: label, fontSize: 9, fill: "#222222")
  }
}

/// A step of the tree builder: draw a node, or close the group its subtree was drawn in.
private enum TreeStep<ID> {
  case visit(ID, origin: Point, depth: Int)
  case close
}

/// A group being filled by the tree builder.
private struct TreeContainer {
  var group: SVGGroup
  var elements: [SVGElement] = []
}
