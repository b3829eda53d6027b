/// The nodes' contents: a byte per node saying which kind it is, and the texts apart.
///
/// Most nodes hold no content (containers, boxes sized by their style), and a ``NodeContent``
/// takes 32 bytes for the string and font size of its `text` case, so only texts are stored
/// with their string, by node.
struct ContentTable: Sendable {
  /// Per node: ``Kind/none``, ``Kind/measured`` or ``Kind/text``.
  private var kinds: [Kind] = []
  /// The content of each node whose kind is ``Kind/text``.
  private var texts: [Int: NodeContent] = [:]

  private enum Kind: UInt8 {
    case none
    case measured
    case text
  }

  /// The number of nodes.
  var count: Int { kinds.count }

  /// The content of `node`.
  subscript(node: Int) -> NodeContent {
    @inline(__always) get {
      switch kinds[node] {
      case .none: return .none
      case .measured: return .measured
      case .text: return texts[node] ?? .none
      }
    }
    set {
      switch newValue {
      case .none:
        kinds[node] = .none
        texts[node] = nil
      case .measured:
        kinds[node] = .measured
        texts[node] = nil
      case .text:
        kinds[node] = .text
        texts[node] = newValue
      }
    }
  }

  /// Whether `node` holds no content (cheaper than comparing its content).
  @inline(__always)
  func isEmpty(_ node: Int) -> Bool { kinds[node] == .none }

  /// Whether `node` holds text (read without copying the text).
  @inline(__always)
  func isText(_ node: Int) -> Bool { kinds[node] == .text }

  /// Adds a node with `content`.
  ///
  /// Only a text touches ``texts``: no entry can exist for a new node's index (removing a node
  /// clears its entry), and the subscript's clearing was a dictionary lookup for every node.
  mutating func append(_ content: NodeContent) {
    switch content {
    case .none: kinds.append(.none)
    case .measured: kinds.append(.measured)
    case .text:
      kinds.append(.text)
      texts[kinds.count - 1] = content
    }
  }

  /// Removes the last node.
  mutating func removeLast() {
    self[kinds.count - 1] = .none
    kinds.removeLast()
  }

  /// Reserves room for `nodeCount` nodes.
  mutating func reserveCapacity(_ nodeCount: Int) { kinds.reserveCapacity(nodeCount) }

  /// The bytes the table takes per node (its texts counted at their stride, not their strings).
  var bytesPerNode: Int {
    guard !kinds.isEmpty else { return 0 }
    return 1 + texts.count * (MemoryLayout<Int>.stride + MemoryLayout<NodeContent>.stride) / count
  }
}
