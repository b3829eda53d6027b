/// Layout caches for the nodes that need one.
///
/// A leaf with no content lays out from its style alone, which costs about what a cache lookup
/// costs, so only containers and leaves with content (text or measured) keep a ``LayoutCache``:
/// on the random benchmark tree, four nodes in five are such leaves, and a cache is 296 bytes.
/// A node gets its cache the first time it stores a result, and keeps it.
extension FlexTree {
  /// Whether `node` keeps its layouts in a cache: a container, or a leaf with content.
  @inline(__always)
  func usesCache(_ node: Int) -> Bool {
    if !children[node].isEmpty { return true }
    if case .none = contents[node] { return false }
    return true
  }

  /// The cached output of `node` for `input`, if it has a cache holding one.
  @inline(__always)
  mutating func cachedLayout(_ node: Int, _ input: LayoutInput) -> LayoutOutput? {
    let slot = Int(cacheSlots[node])
    guard slot >= 0 else { return nil }
    // A content-sized layout equals the layout at the width it found unless something inside
    // depends on the width being definite (percentages, ratios, max-content sizes, measured
    // content) or the node is not a plain container.
    let isLeaf = children[node].isEmpty
    let isWidthInsensitive = percentFlags[node].isEmpty && !isLeaf
    return caches[slot].lookup(
      input, matchingComputedWidth: isWidthInsensitive, finalHasBaseline: isLeaf)
  }

  /// Stores `output` as the result of `node` for `input`, giving the node a cache if it needs
  /// one and has none.
  @inline(__always)
  mutating func storeLayout(_ node: Int, _ input: LayoutInput, _ output: LayoutOutput) {
    var slot = Int(cacheSlots[node])
    if slot < 0 {
      guard usesCache(node) else { return }
      slot = caches.count
      caches.append(LayoutCache())
      cacheSlots[node] = Int32(slot)
    }
    caches[slot].store(input, output)
  }

  /// Empties the cache of `node`, if it has one.
  @inline(__always)
  mutating func clearCache(_ node: Int) {
    let slot = Int(cacheSlots[node])
    if slot >= 0 { caches[slot] = LayoutCache() }
  }

  /// Reserves a cache for every node that will want one, before a tree's first layout.
  ///
  /// Growing the caches one append at a time copies them at every doubling and leaves the old
  /// blocks resident (about 60 bytes a node on the random benchmark tree).
  /// - Complexity: O(n) the first time, O(1) afterwards.
  mutating func reserveCaches() {
    guard caches.capacity == 0 else { return }
    var wanted = 0
    for node in children.indices where usesCache(node) { wanted += 1 }
    caches.reserveCapacity(max(1, wanted))
  }

  /// Whether the cache of `node` is empty (or it has none).
  func hasEmptyCache(_ node: Int) -> Bool {
    let slot = Int(cacheSlots[node])
    return slot < 0 || caches[slot] == LayoutCache()
  }
}
