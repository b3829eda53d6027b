/// The identity of a node in a ``FlexTree``: its index in the tree's arena.
public struct NodeID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The index of the node in its tree's storage.
  public let index: Int

  @inline(__always)
  init(_ index: Int) { self.index = index }

  /// Orders identities by creation.
  public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.index < rhs.index }

  /// The identity as `#index`.
  public var description: String { "#\(index)" }
}
