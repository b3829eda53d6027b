/// A flex node described with chained modifiers, in the style of FlexLayout.
///
/// `FlexBox` is a value: each modifier returns a changed copy, so a layout reads as one
/// expression and nothing needs to be "applied" afterwards.
///
/// ```swift
/// let card = FlexBox().direction(.row).padding(12).alignItems(.center).define {
///   FlexBox().size(40).name("avatar")
///   FlexBox().direction(.column).grow(1).marginLeft(8).define {
///     FlexBox.text("Ada Lovelace").name("title")
///     FlexBox.text("Analyst").marginTop(4)
///   }
/// }
/// var tree = FlexTree()
/// let built = tree.add(card)
/// try tree.computeLayout(of: built.root, availableWidth: 320)
/// let avatarFrame = tree.frame(of: built["avatar"]!)
/// ```
public struct FlexBox: Sendable {
  /// The node's style.
  public var style: FlexStyle
  /// What the node measures as when it has no children.
  public var content: NodeContent
  /// The children, in order.
  public var children: [FlexBox]
  /// A name to find the node by after it is added to a tree.
  public var name: String?

  /// Creates a box with a style and content.
  public init(style: FlexStyle = FlexStyle(), content: NodeContent = .none) {
    self.style = style
    self.content = content
    self.children = []
  }

  /// A leaf holding text in the Ahem test font.
  public static func text(_ text: String, fontSize: Double = 10) -> FlexBox {
    FlexBox(content: .text(text, fontSize: fontSize))
  }

  /// A leaf measured by the layout call's measure function.
  public static func measured() -> FlexBox { FlexBox(content: .measured) }

  /// The box with its children replaced by those the closure lists.
  public func define(@FlexBoxBuilder _ children: () -> [FlexBox]) -> FlexBox {
    var copy = self
    copy.children = children()
    return copy
  }

  /// The box with `child` appended to its children.
  public func addItem(_ child: FlexBox) -> FlexBox {
    var copy = self
    copy.children.append(child)
    return copy
  }

  /// The box with the name `name`.
  public func name(_ name: String) -> FlexBox {
    var copy = self
    copy.name = name
    return copy
  }

  /// The box with its style changed by `change`.
  public func styled(_ change: (inout FlexStyle) -> Void) -> FlexBox {
    var copy = self
    change(&copy.style)
    return copy
  }
}

/// Collects the children listed in a ``FlexBox/define(_:)`` closure.
@resultBuilder
public enum FlexBoxBuilder {
  /// Combines the listed children.
  public static func buildBlock(_ parts: [FlexBox]...) -> [FlexBox] { parts.flatMap { $0 } }
  /// One child.
  public static func buildExpression(_ box: FlexBox) -> [FlexBox] { [box] }
  /// Several children.
  public static func buildExpression(_ boxes: [FlexBox]) -> [FlexBox] { boxes }
  /// Children under an `if`.
  public static func buildOptional(_ part: [FlexBox]?) -> [FlexBox] { part ?? [] }
  /// Children of an `if`'s first branch.
  public static func buildEither(first part: [FlexBox]) -> [FlexBox] { part }
  /// Children of an `if`'s second branch.
  public static func buildEither(second part: [FlexBox]) -> [FlexBox] { part }
  /// Children of a `for` loop.
  public static func buildArray(_ parts: [[FlexBox]]) -> [FlexBox] { parts.flatMap { $0 } }
}

/// The nodes of a ``FlexBox`` added to a tree: its root, and its named nodes.
public struct AddedBox: Sendable {
  /// The root node.
  public var root: NodeID
  /// Every named node.
  public var named: [String: NodeID]

  /// The node named `name`, if any.
  public subscript(name: String) -> NodeID? { named[name] }
}

extension FlexTree {
  /// Adds `box` and its descendants as a new subtree and returns its nodes.
  ///
  /// - Complexity: O(n) in the number of boxes.
  @discardableResult
  public mutating func add(_ box: FlexBox) -> AddedBox {
    var named: [String: NodeID] = [:]
    // Children first, iteratively, so that deep descriptions cannot overflow the stack.
    var stack: [(box: FlexBox, isExpanded: Bool)] = [(box, false)]
    var built: [NodeID] = []
    while let (current, isExpanded) = stack.popLast() {
      if isExpanded {
        let childIDs = Array(built.suffix(current.children.count))
        built.removeLast(current.children.count)
        let id = addNode(current.style, content: current.content, children: childIDs)
        if let name = current.name { named[name] = id }
        built.append(id)
      } else {
        stack.append((current, true))
        for child in current.children.reversed() { stack.append((child, false)) }
      }
    }
    return AddedBox(root: built[0], named: named)
  }
}
