import Geometry

/// A tree of flex nodes, stored as an arena of structs, and the solver that lays it out.
///
/// Nodes are created with ``addNode(_:content:children:)`` and named by ``NodeID``. The tree owns
/// each node's style, children, measured content, cached measurements and computed frame.
///
/// ```swift
/// var tree = FlexTree()
/// let a = tree.addNode(FlexStyle().with { $0.width = 50; $0.height = 50 })
/// let root = tree.addNode(FlexStyle().with { $0.flexDirection = .row }, children: [a])
/// try tree.computeLayout(of: root)
/// print(tree.frame(of: a))  // Rect(x: 0, y: 0, width: 50, height: 50)
/// ```
///
/// `FlexTree` is a value: copying one is O(1), and the first mutation of a copy copies the
/// storage (O(n)). Keep a tree in one `var` and mutate it in place.
public struct FlexTree: Sendable {
  /// Settings for the whole tree.
  public var configuration: FlexConfiguration {
    didSet { if configuration != oldValue { invalidateAll() } }
  }

  /// Each node's style, stored once per distinct style (see ``StyleTable``).
  var styles = StyleTable()
  /// Each node's content (see ``ContentTable``).
  var contents = ContentTable()
  var children: [[NodeID]] = []
  var parents: [Int32] = []
  /// Unrounded layouts, relative to the parent's border box.
  var layouts: [UnroundedLayout] = []
  /// Frames rounded to the pixel grid, relative to the parent's border box.
  var frames: [Rect] = []
  /// Absolute unrounded origins used by the last rounding pass.
  var roundedAt: [Point] = []
  /// The caches of the nodes that have one (see `usesCache(_:)`), indexed by `cacheSlots`.
  var caches: [LayoutCache] = []
  /// Per node: its index in `caches`, or -1 for none.
  var cacheSlots: [Int32] = []
  var isDirty: [Bool] = []
  /// Per node: whether its style has percentages, and whether any of them is a height's.
  var percentFlags: [PercentFlags] = []
  /// Whether the node's layout was recomputed since the last rounding pass.
  var hasNewLayout: [Bool] = []
  /// The node count when the depth was last checked, and whether children changed since.
  var checkedDepthCount = -1
  var isStructureEdited = true
  /// The root and the depth below it found by the last depth check.
  var checkedDepthRoot = -1
  var checkedDepth = 0
  /// The nodes the last ``computeLayout(of:availableWidth:availableHeight:direction:measure:baseline:)``
  /// visited: calls to lay out or measure a node (cache hits included) plus nodes rounded.
  var visitedNodeCount = 0
  /// Of those visits, the ones the caches could not answer: layouts or measurements computed.
  var computedNodeCount = 0
  /// Nodes whose style holds an invalid number, with the property's name.
  var invalidStyles: [Int: String] = [:]

  /// Creates an empty tree.
  public init(configuration: FlexConfiguration = FlexConfiguration()) {
    self.configuration = configuration
  }

  /// The number of nodes in the tree.
  public var count: Int { styles.count }

  /// Every node, in order of creation.
  public var nodes: [NodeID] { (0..<styles.count).map(NodeID.init) }

  /// Whether `node` names a node of this tree.
  public func contains(_ node: NodeID) -> Bool { node.index >= 0 && node.index < styles.count }

  /// The style of `node`.
  public func style(of node: NodeID) -> FlexStyle { styles[node.index] }

  /// The content of `node`.
  public func content(of node: NodeID) -> NodeContent { contents[node.index] }

  /// The children of `node`, in order.
  public func children(of node: NodeID) -> [NodeID] { children[node.index] }

  /// The parent of `node`, or `nil` for a root.
  public func parent(of node: NodeID) -> NodeID? {
    let parent = parents[node.index]
    return parent < 0 ? nil : NodeID(Int(parent))
  }

  /// The frame of `node` computed by the last layout: its border box relative to its parent's
  /// border box, rounded to the pixel grid (unless the scale factor is 0).
  public func frame(of node: NodeID) -> Rect { frames[node.index] }

  /// The unrounded frame of `node` computed by the last layout, relative to its parent.
  public func unroundedFrame(of node: NodeID) -> Rect {
    let layout = layouts[node.index]
    return Rect(x: layout.x, y: layout.y, width: layout.width, height: layout.height)
  }

  /// Reserves room for `nodeCount` nodes in all, so that adding them does not grow the tree's
  /// storage step by step.
  ///
  /// Growing storage copies it to a larger block and frees the old one, which the allocator
  /// often keeps for later use: building a large tree without reserving can leave as much memory
  /// resident again as the tree itself takes.
  /// - Complexity: O(n) in the tree's size.
  public mutating func reserveCapacity(_ nodeCount: Int) {
    styles.reserveCapacity(nodeCount)
    contents.reserveCapacity(nodeCount)
    children.reserveCapacity(nodeCount)
    parents.reserveCapacity(nodeCount)
    layouts.reserveCapacity(nodeCount)
    frames.reserveCapacity(nodeCount)
    roundedAt.reserveCapacity(nodeCount)
    cacheSlots.reserveCapacity(nodeCount)
    isDirty.reserveCapacity(nodeCount)
    percentFlags.reserveCapacity(nodeCount)
    hasNewLayout.reserveCapacity(nodeCount)
  }

  /// Clears every cache, so that the next layout computes everything afresh.
  mutating func invalidateAll() {
    for index in caches.indices { caches[index] = LayoutCache() }
    for index in isDirty.indices { isDirty[index] = true }
  }
}

/// Which percentages a style holds, kept per node so that layout need not look again.
struct PercentFlags: OptionSet, Hashable, Sendable {
  let rawValue: UInt8
  /// Some length of the style is a percentage.
  static let any = PercentFlags(rawValue: 1)
  /// A height, minimum or maximum height or flex basis is a percentage.
  static let height = PercentFlags(rawValue: 2)
  /// A node below has ``height``, so whether this node's height is definite can matter.
  ///
  /// Set when such a node is attached or styled, and cleared when the last one is removed or
  /// restyled: exact, since layout reads it (see `forgetHeightPercentages(from:)`).
  static let descendantHeight = PercentFlags(rawValue: 4)
  /// The width or the height is `max-content`.
  static let maxContentSize = PercentFlags(rawValue: 8)
  /// The style has a preferred aspect ratio.
  static let aspectRatio = PercentFlags(rawValue: 16)
  /// A node below holds a percentage, a ratio, a max-content size or measured content, so its
  /// layout at a definite width may differ from its content-sized one (set on attaching and
  /// never cleared, which only costs cache sharing).
  static let descendantWidthSensitive = PercentFlags(rawValue: 32)

  init(rawValue: UInt8) { self.rawValue = rawValue }

  init(_ style: FlexStyle) {
    var flags: PercentFlags = []
    if style.resolvesPercentages { flags.insert(.any) }
    if style.resolvesHeightPercentages { flags.insert(.height) }
    if style.width == .maxContent || style.height == .maxContent { flags.insert(.maxContentSize) }
    if let ratio = style.aspectRatio, ratio > 0 { flags.insert(.aspectRatio) }
    self = flags
  }
}

/// A node's layout before pixel rounding, relative to its parent's border box.
struct UnroundedLayout: Hashable, Sendable {
  var x = 0.0
  var y = 0.0
  var width = 0.0
  var height = 0.0
}

extension FlexTree {
  /// The bytes of layout state (unrounded and rounded frames, caches and flags) per node,
  /// counting each cache's heap storage.
  public var layoutStateBytesPerNode: Int {
    guard count > 0 else { return 0 }
    var bytes =
      MemoryLayout<UnroundedLayout>.stride + MemoryLayout<Rect>.stride
      + MemoryLayout<Point>.stride + MemoryLayout<Int32>.stride + 2
    var heap = caches.count * MemoryLayout<LayoutCache>.stride
    for cache in caches where !cache.overflow.isEmpty {
      heap += cache.overflow.capacity * MemoryLayout<(LayoutInput, LayoutOutput)>.stride + 32
    }
    bytes += heap / count
    return bytes
  }
}
