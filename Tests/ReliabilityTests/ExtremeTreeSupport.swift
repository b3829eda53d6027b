import FlexCore
import Geometry
import TestSupport

/// Shared checks and a seeded generator of flex trees with extreme numbers.

/// The bound the engines clamp lengths to: 2²⁵ − 1.
let bound = 33_554_431.0

/// Every node below `root` (pre-order).
func subtree(of root: NodeID, in tree: FlexTree) -> [NodeID] {
  var nodes: [NodeID] = []
  var stack = [root]
  while let node = stack.popLast() {
    nodes.append(node)
    stack.append(contentsOf: tree.children(of: node).reversed())
  }
  return nodes
}

/// Whether every number of the rect is finite and its size is not negative.
func isFiniteFrame(_ rect: Rect) -> Bool {
  [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) && rect.width >= 0
    && rect.height >= 0
}

/// The first node below `root` whose rounded or unrounded frame is not finite, if any.
func firstNonFiniteFrame(in tree: FlexTree, root: NodeID) -> NodeID? {
  subtree(of: root, in: tree).first {
    !isFiniteFrame(tree.frame(of: $0)) || !isFiniteFrame(tree.unroundedFrame(of: $0))
  }
}

/// Numbers a hostile user might type: tiny, ordinary, at and past the bound, and huge.
let extremeMagnitudes: [Double] = [
  0, 1e-300, 0.5, 7, 100, bound, bound + 1, 1e9, 1e15, 1e300, .greatestFiniteMagnitude,
]

extension SplitMix64 {
  /// A magnitude from ``extremeMagnitudes``.
  mutating func magnitude() -> Double { extremeMagnitudes.randomElement(using: &self)! }

  /// A length of any kind with an extreme magnitude.
  mutating func length(allowsNegative: Bool = false) -> Length {
    let value = magnitude() * (allowsNegative && Bool.random(using: &self) ? -1 : 1)
    switch Int.random(in: 0..<8, using: &self) {
    case 0: return .auto
    case 1, 2, 3: return .points(value)
    case 4, 5: return .percent(value)
    case 6: return .maxContent
    default: return [.fitContent, .stretch].randomElement(using: &self)!
    }
  }

  /// A padding or gap with an extreme magnitude.
  mutating func lengthPercentage() -> LengthPercentage {
    Bool.random(using: &self) ? .points(magnitude()) : .percent(magnitude())
  }

  /// A style with a few extreme numbers and random keywords.
  mutating func style() -> FlexStyle {
    var style = FlexStyle()
    style.flexDirection = [FlexDirection.row, .rowReverse, .column, .columnReverse]
      .randomElement(using: &self)
    style.flexWrap = [FlexWrap.noWrap, .wrap, .wrapReverse].randomElement(using: &self)!
    style.alignItems = [Alignment.stretch, .flexStart, .center, .baseline]
      .randomElement(using: &self)!
    style.justifyContent = [JustifyContent.flexStart, .center, .spaceBetween, .spaceEvenly]
      .randomElement(using: &self)!
    style.positionType = Int.random(in: 0..<6, using: &self) == 0 ? .absolute : .relative
    for _ in 0..<Int.random(in: 0...5, using: &self) {
      switch Int.random(in: 0..<16, using: &self) {
      case 0: style.width = length()
      case 1: style.height = length()
      case 2: style.minWidth = length()
      case 3: style.maxHeight = length()
      case 4: style.flexBasis = length()
      case 5: style.flexGrow = magnitude()
      case 6: style.flexShrink = magnitude()
      case 7: style.flex = magnitude() * (Bool.random(using: &self) ? -1 : 1)
      case 8: style.aspectRatio = magnitude()
      case 9: style.margin.all = length(allowsNegative: true)
      case 10: style.padding.all = lengthPercentage()
      case 11: style.border.all = magnitude()
      case 12: style.gap = lengthPercentage()
      case 13: style.position.left = length(allowsNegative: true)
      case 14: style.minHeight = length()
      default: style.maxWidth = length()
      }
    }
    return style
  }

  /// A tree of up to `nodeCount` nodes with extreme styles and some text leaves.
  mutating func tree(nodeCount: Int, defaults: FlexConfiguration.Defaults) -> (FlexTree, NodeID) {
    var tree = FlexTree(configuration: FlexConfiguration(defaults: defaults))
    var nodes = [tree.addNode(style())]
    for _ in 1..<nodeCount {
      let parent = nodes.randomElement(using: &self)!
      let content: NodeContent =
        Bool.random(using: &self) ? .text("ab cd", fontSize: magnitude()) : .none
      let child = tree.addNode(style(), content: content)
      try? tree.appendChild(child, to: parent)
      nodes.append(child)
    }
    return (tree, nodes[0])
  }
}
