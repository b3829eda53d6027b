import Geometry

extension SVGScene {
  /// A scene of any tree, given by its root, each node's children and how each node is drawn.
  ///
  /// This is the one drawing path of every adapter. Nodes are drawn in document order (a
  /// parent before its children, so children are on top) at absolute coordinates: a child's
  /// ``SVGTreeNode/frame`` is relative to its parent's origin plus the parent's
  /// ``SVGTreeNode/childOffset``. Nodes without a style are coloured by depth
  /// (``depthFills``, ``depthStrokes``). Labels are drawn after the boxes of their group (on
  /// top), each with `data-label-of` naming its node. A node that clips its children puts them in a group
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
    var labelAnchors = LabelPlacements()
    var maxX = 0.0
    var maxY = 0.0
    while let step = steps.popLast() {
      guard case .visit(let id, let origin, let depth) = step else {
        let closed = containers.removeLast()
        var group = closed.group
        group.elements = closed.allElements
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
      if let label = drawing.label,
        let text = Self.labelText(label, in: box, avoiding: &labelAnchors)
      {
        var text = text
        text.labelOf = drawing.nodeID
        containers[containers.count - 1].labels.append(.text(text))
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
    self.init(width: max(1, maxX), height: max(1, maxY), elements: containers[0].allElements)
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
          nodeID: node.identifiesBox ? node.nodeID : nil, dashes: style.dashes)))
    if !node.content.isEmpty {
      elements.append(
        .group(SVGGroup(offsetX: box.minX, offsetY: box.minY, elements: node.content)))
    }
  }

  /// The line spacing of stacked labels.
  static let labelLineHeight = 10.0

  /// A node's label inside the top-left corner of its box, or `nil` when it does not fit.
  ///
  /// See ``SVGText/label(_:in:baseline:)``. A label that would overlap an earlier one (a
  /// child's near its parent's corner) moves down a line at a time until it is free.
  static func labelText(_ label: String, in box: Rect, avoiding placed: inout LabelPlacements)
    -> SVGText?
  {
    var y = box.minY + 11
    var tries = 0
    while tries < 16 {
      guard let text = SVGText.label(label, in: box, baseline: y) else { return nil }
      let area = Rect(x: text.x, y: y - 8, width: text.measuredWidth ?? 0, height: 10)
      if !placed.overlaps(area) {
        placed.insert(area)
        return text
      }
      y += labelLineHeight
      tries += 1
    }
    return nil
  }
}

/// The areas of the labels placed so far, hashed into 64-point cells so that checking a new
/// label costs only the labels near it.
struct LabelPlacements {
  static let cellSize = 64.0
  private var cells: [SIMD2<Int64>: [Rect]] = [:]

  /// The cells `area` touches (none for a non-finite area).
  private func cells(of area: Rect) -> [SIMD2<Int64>] {
    guard area.minX.isFinite, area.minY.isFinite, area.maxX.isFinite, area.maxY.isFinite,
      abs(area.minX) < 1e12, abs(area.minY) < 1e12, abs(area.maxX) < 1e12, abs(area.maxY) < 1e12
    else { return [] }
    let x0 = Int64((area.minX / Self.cellSize).rounded(.down))
    let x1 = Int64((area.maxX / Self.cellSize).rounded(.down))
    let y0 = Int64((area.minY / Self.cellSize).rounded(.down))
    let y1 = Int64((area.maxY / Self.cellSize).rounded(.down))
    guard x1 - x0 < 64, y1 - y0 < 64 else { return [] }
    var result: [SIMD2<Int64>] = []
    for x in x0...x1 {
      for y in y0...y1 { result.append(SIMD2(x, y)) }
    }
    return result
  }

  /// Whether `area` overlaps a placed label (touching edges do not count).
  func overlaps(_ area: Rect) -> Bool {
    for cell in cells(of: area) {
      for other in self.cells[cell] ?? []
      where other.minX < area.maxX && area.minX < other.maxX && other.minY < area.maxY
        && area.minY < other.maxY
      {
        return true
      }
    }
    return false
  }

  /// Records a placed label.
  mutating func insert(_ area: Rect) {
    for cell in cells(of: area) { cells[cell, default: []].append(area) }
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
  /// The labels of the nodes drawn in this container, drawn after them so no box covers them.
  var labels: [SVGElement] = []

  /// The elements with the labels on top.
  var allElements: [SVGElement] { labels.isEmpty ? elements : elements + labels }
}
