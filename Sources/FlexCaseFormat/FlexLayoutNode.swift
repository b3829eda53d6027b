import FlexCore
import Geometry

/// A `Layout` of the flex-case format: a node's border box relative to its parent's border box,
/// and its children's layouts in document order.
public struct FlexLayoutNode: Hashable, Sendable, Codable {
  /// The left edge, relative to the parent's border box.
  public var left: Double
  /// The top edge, relative to the parent's border box.
  public var top: Double
  /// The border-box width.
  public var width: Double
  /// The border-box height.
  public var height: Double
  /// The children's layouts, in document order.
  public var children: [FlexLayoutNode]

  /// Creates a layout.
  public init(
    left: Double, top: Double, width: Double, height: Double, children: [FlexLayoutNode] = []
  ) {
    self.left = left
    self.top = top
    self.width = width
    self.height = height
    self.children = children
  }

  /// Reads the layout of `node` and its subtree from a laid-out tree.
  ///
  /// - Parameters:
  ///   - tree: A tree after `FlexTree/computeLayout(of:availableWidth:availableHeight:direction:measure:baseline:)`.
  ///   - node: The node to read.
  /// - Complexity: O(n) in the size of the subtree.
  public init(tree: FlexTree, node: NodeID) {
    let frame = tree.frame(of: node)
    self.init(
      left: frame.minX, top: frame.minY, width: frame.width, height: frame.height,
      children: tree.children(of: node).map { FlexLayoutNode(tree: tree, node: $0) })
  }

  /// The node's frame as a rectangle.
  public var frame: Rect { Rect(x: left, y: top, width: width, height: height) }

  private enum CodingKeys: String, CodingKey {
    case left, top, width, height, children
  }

  /// Decodes a layout; `children` may be missing.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    left = try container.decode(Double.self, forKey: .left)
    top = try container.decode(Double.self, forKey: .top)
    width = try container.decode(Double.self, forKey: .width)
    height = try container.decode(Double.self, forKey: .height)
    children = try container.decodeIfPresent([FlexLayoutNode].self, forKey: .children) ?? []
  }

  /// Encodes a layout; `children` is left out when empty.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(left, forKey: .left)
    try container.encode(top, forKey: .top)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
    if !children.isEmpty { try container.encode(children, forKey: .children) }
  }
}

extension FlexLayoutNode {
  /// The layout as JSON text: keys in the format's order (`left`, `top`, `width`, `height`,
  /// `children`), one node per line, indented by depth; deterministic byte for byte.
  ///
  /// Indentation stops growing at ``maximumIndentation`` spaces, so that the text of a deep
  /// tree stays linear in its size.
  ///
  /// - Parameter indentation: The spaces before the node's first line.
  /// - Returns: The JSON text, without a trailing newline.
  public func jsonString(indentation: Int = 0) -> String {
    var output = ""
    write(to: &output, indentation: indentation)
    return output
  }

  /// The deepest indentation of ``jsonString(indentation:)``.
  public static let maximumIndentation = 64

  private func write(to output: inout String, indentation: Int) {
    let pad = String(repeating: " ", count: indentation)
    output += pad + "{\"left\": " + JSONNumber.format(left)
    output += ", \"top\": " + JSONNumber.format(top)
    output += ", \"width\": " + JSONNumber.format(width)
    output += ", \"height\": " + JSONNumber.format(height)
    if children.isEmpty {
      output += "}"
      return
    }
    output += ", \"children\": [\n"
    for (index, child) in children.enumerated() {
      child.write(to: &output, indentation: min(indentation + 2, Self.maximumIndentation))
      output += index == children.count - 1 ? "\n" : ",\n"
    }
    output += pad + "]}"
  }
}
