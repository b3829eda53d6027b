import FlexCore

/// A node of a flex-case tree.
public struct FlexCaseNode: Hashable, Sendable {
  /// An optional identifier from the case (used in messages and SVG output).
  public var id: String?
  /// The node's style.
  public var style: FlexStyle
  /// The size of an Ahem square of the node's text (`style.fontSize`), if set.
  public var fontSize: Double?
  /// The text of a text leaf, measured in the Ahem test font.
  public var text: String?
  /// The children, in document order.
  public var children: [FlexCaseNode]

  /// Creates a node.
  public init(
    id: String? = nil, style: FlexStyle = FlexStyle(), fontSize: Double? = nil,
    text: String? = nil, children: [FlexCaseNode] = []
  ) {
    self.id = id
    self.style = style
    self.fontSize = fontSize
    self.text = text
    self.children = children
  }

  /// The number of nodes in this subtree, this one included.
  public var subtreeCount: Int { 1 + children.reduce(0) { $0 + $1.subtreeCount } }
}
