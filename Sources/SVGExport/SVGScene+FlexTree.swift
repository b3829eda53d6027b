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
  /// Each rectangle carries `data-node="n<index>"`, the node's `NodeID.index`, so that a line
  /// diff of two SVG files names the node that moved. A node with an empty frame (`display:
  /// none`) is drawn as an empty rectangle, so that the output keeps one line per node.
  ///
  /// With `showsBoxModel`, every node also shows its margin, border and padding as browser
  /// developer tools do (see ``SVGBoxModel``). They are read from the style with Yoga's edge
  /// precedence in `direction`; percentages resolve against the parent's width less its
  /// point-valued border and padding, and `auto` margins are drawn as zero.
  ///
  /// ```swift
  /// let svg = SVGScene(flexTree: tree, root: root, showsBoxModel: true).svgString
  /// ```
  ///
  /// - Parameters:
  ///   - flexTree: A tree after `computeLayout`.
  ///   - root: The node to draw with its subtree; its frame's origin is kept.
  ///   - labels: Text to draw in the top-left corner of some nodes.
  ///   - showsBoxModel: Whether to draw margins, borders and paddings.
  ///   - direction: The direction the tree was laid out in, for `start` and `end` edges.
  /// - Complexity: O(n) in the size of the subtree.
  public init(
    flexTree: FlexTree, root: NodeID, labels: [NodeID: String] = [:],
    showsBoxModel: Bool = false, direction: Direction = .ltr
  ) {
    let isRTL = direction == .rtl
    self.init(
      root: root,
      children: { flexTree.contains($0) ? flexTree.children(of: $0) : [] },
      node: { node in
        guard flexTree.contains(node) else {
          return SVGTreeNode(frame: .zero, nodeID: "n\(node.index)")
        }
        return SVGTreeNode(
          frame: flexTree.frame(of: node), nodeID: "n\(node.index)", label: labels[node],
          boxModel: showsBoxModel ? flexTree.boxModel(of: node, isRTL: isRTL) : nil)
      })
  }
}

extension FlexTree {
  /// The margin, border and padding of `node` as points (see
  /// ``SVGScene/init(flexTree:root:labels:showsBoxModel:direction:)``).
  func boxModel(of node: NodeID, isRTL: Bool) -> SVGBoxModel {
    let style = style(of: node)
    var reference = 0.0
    if let parent = parent(of: node) {
      let parentStyle = self.style(of: parent)
      let border = parentStyle.border.points(isRTL: isRTL) { $0 }
      let padding = parentStyle.padding.points(isRTL: isRTL) { value in
        if case .points(let points) = value { return points }
        return 0
      }
      reference = max(0, frame(of: parent).width - border.horizontal - padding.horizontal)
    }
    return SVGBoxModel(
      margin: style.margin.points(isRTL: isRTL) { length in
        switch length {
        case .points(let points): return points
        case .percent(let percent): return reference * percent / 100
        default: return 0
        }
      },
      border: style.border.points(isRTL: isRTL) { $0 },
      padding: style.padding.points(isRTL: isRTL) { value in
        switch value {
        case .points(let points): return points
        case .percent(let percent): return reference * percent / 100
        }
      })
  }
}

extension Edges {
  /// The four physical edges as points, by Yoga's precedence (`start`/`end`, then the physical
  /// name, then `horizontal`/`vertical`, then `all`); an unset edge is 0.
  func points(isRTL: Bool, _ value: (Value) -> Double) -> EdgeInsets {
    let leftValue = (isRTL ? end : start) ?? left ?? horizontal ?? all
    let rightValue = (isRTL ? start : end) ?? right ?? horizontal ?? all
    return EdgeInsets(
      top: (top ?? vertical ?? all).map(value) ?? 0, left: leftValue.map(value) ?? 0,
      bottom: (bottom ?? vertical ?? all).map(value) ?? 0, right: rightValue.map(value) ?? 0)
  }
}
