import FlexCore
import TestSupport

/// A random tree description: a style and children per node, node 0 the root.
struct TreeRecipe {
  var styles: [FlexStyle]
  var children: [[Int]]
  var texts: [String?]

  static func random(seed: UInt64, nodes: Int = 40) -> TreeRecipe {
    var rng = SplitMix64(seed: seed)
    var recipe = TreeRecipe(styles: [], children: [], texts: [])
    func pick<T>(_ values: [T]) -> T { values[Int(rng.next() % UInt64(values.count))] }
    for index in 0..<nodes {
      var style = FlexStyle()
      style.flexDirection = pick([.row, .column, .rowReverse, .columnReverse])
      style.flexWrap = pick([.noWrap, .noWrap, .wrap, .wrapReverse])
      style.justifyContent = pick([
        .flexStart, .center, .flexEnd, .spaceBetween, .spaceAround, .spaceEvenly,
      ])
      style.alignItems = pick([.stretch, .flexStart, .center, .flexEnd, .baseline])
      style.alignContent = pick([nil, .stretch, .center, .spaceBetween])
      style.flexGrow = pick([nil, 0, 1, 2])
      style.flexShrink = pick([nil, 0, 1])
      style.width = pick([.auto, .auto, 10, 35.5, .percent(50)])
      style.height = pick([.auto, .auto, 20, 15.25, .percent(30)])
      style.margin = Edges(all: pick([0, 1, 2.5, .percent(5)]))
      style.padding = Edges(all: pick([0, 1, 3]))
      style.positionType = pick([.relative, .relative, .relative, .absolute, .static])
      style.position.left = pick([nil, nil, 5])
      style.display = pick([.flex, .flex, .flex, .flex, .none, .contents])
      if index == 0 {
        style = FlexStyle()
        style.width = 300
        style.height = 200
      }
      recipe.styles.append(style)
      recipe.children.append([])
      recipe.texts.append(index > 0 && rng.next() % 5 == 0 ? "ab cde f" : nil)
      if index > 0 {
        let parent = Int(rng.next() % UInt64(index))
        recipe.children[parent].append(index)
      }
    }
    return recipe
  }

  /// Builds the tree, creating nodes in `order` (a permutation of the recipe's indices), and
  /// returns it with the identity of each recipe node.
  func build(order: [Int]? = nil, configuration: FlexConfiguration = FlexConfiguration())
    -> (FlexTree, [NodeID])
  {
    var tree = FlexTree(configuration: configuration)
    var ids = [NodeID?](repeating: nil, count: styles.count)
    for index in order ?? Array(styles.indices) {
      let content: NodeContent =
        children[index].isEmpty ? texts[index].map { .text($0) } ?? .none : .none
      ids[index] = tree.addNode(styles[index], content: content)
    }
    let all = ids.map { $0! }
    for (parent, list) in children.enumerated() {
      for child in list { try! tree.appendChild(all[child], to: all[parent]) }
    }
    return (tree, all)
  }
}
