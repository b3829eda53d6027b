import FlexCaseFormat
import FlexCore

/// One picture of the demo gallery: a flex tree, the space it is laid out in, and a caption.
struct FlexDemo: Sendable {
  /// The file name, without extension.
  var name: String
  /// The caption's first line.
  var title: String
  /// The caption's second line.
  var summary: String
  /// The tree; node `id`s (or `FlexBox` names) are drawn as labels.
  var root: DemoTree
  /// The width handed to the layout call.
  var availableWidth: Double?
  /// Whether CSS's defaults apply (else Yoga's).
  var webDefaults = false
}

/// The tree of a demo, described as flex-case nodes or with the `FlexBox` builder.
enum DemoTree: Sendable {
  /// Flex-case nodes; their `id`s are the labels.
  case nodes(FlexCaseNode)
  /// A `FlexBox` description; its names are the labels.
  case builder(FlexBox)

  /// Adds the tree to `tree` and returns its root and the labels of its nodes.
  func add(to tree: inout FlexTree) -> (root: NodeID, labels: [NodeID: String]) {
    switch self {
    case .nodes(let root):
      let flexCase = FlexCase(name: "demo", root: root)
      let built = flexCase.makeTree()
      tree = built.tree
      var labels: [NodeID: String] = [:]
      for (id, label) in zip(built.ids, root.labelsInDocumentOrder) {
        if let label { labels[id] = label }
      }
      return (built.root, labels)
    case .builder(let box):
      let added = tree.add(box)
      var labels: [NodeID: String] = [:]
      for (name, id) in added.named { labels[id] = name }
      return (added.root, labels)
    }
  }
}

/// A node of a demo tree: `label` is drawn in its top-left corner.
func box(
  _ label: String? = nil, _ configure: (inout FlexStyle) -> Void = { _ in },
  _ children: [FlexCaseNode] = []
) -> FlexCaseNode {
  FlexCaseNode(id: label, style: FlexStyle().with(configure), children: children)
}

/// A text leaf in the Ahem test font (every character a square of `fontSize`), labelled with
/// `label`, or with its text when `label` is `nil`.
func text(_ label: String?, _ content: String, fontSize: Double = 10) -> FlexCaseNode {
  FlexCaseNode(id: label ?? content, fontSize: fontSize, text: content)
}

/// A fixed-size item.
func item(_ label: String, width: Double = 40, height: Double = 40) -> FlexCaseNode {
  box(label) {
    $0.width = .points(width)
    $0.height = .points(height)
  }
}

/// Three fixed-size items labelled A, B and C.
func threeItems(width: Double = 40, height: Double = 40) -> [FlexCaseNode] {
  ["A", "B", "C"].map { item($0, width: width, height: height) }
}

/// A container row (a labelled band with padding) used to stack variants of a property.
func band(_ label: String, _ configure: (inout FlexStyle) -> Void, _ children: [FlexCaseNode])
  -> FlexCaseNode
{
  box(
    label,
    {
      $0.flexDirection = .row
      $0.padding = Edges(all: 14)
      $0.margin.bottom = 8
      configure(&$0)
    }, children)
}

extension FlexCaseNode {
  /// The `id` of every node in document order (a node before its children).
  var labelsInDocumentOrder: [String?] {
    var labels: [String?] = []
    var stack = [self]
    while let node = stack.popLast() {
      labels.append(node.id)
      stack.append(contentsOf: node.children.reversed())
    }
    return labels
  }
}
