/// A software prefetch of a container's children before it makes their flex items.
///
/// `makeItem` reads each child's style record (160 bytes, three cache lines) and then its
/// cache, one child at a time; on a large tree each read waits for its own cache misses.
/// Reading one byte of every line first, in a loop whose loads do not depend on each other,
/// lets those misses overlap (Swift has no prefetch instruction). Long runs of siblings are
/// sequential in memory, which the hardware prefetches by itself, so only short child lists are
/// warmed.
///
/// Measured when the records were 368-byte packed styles (six lines), on the random benchmark
/// tree (full layout, five alternating rounds of the binaries with and without it,
/// `FLEX_TREES=random Benchmarks flex`): the median of the round medians was about 15 % lower
/// with it; see `Benchmarks/Results/2026-12-01.md`. Measured again with the 160-byte records
/// (2 December 2026, five alternating runs of commit 89dba1f with and without it, load about 4):
/// full layout medians 105.9 ms with it and 117.5 ms without, 10 % lower with it; see
/// `Benchmarks/Results/2026-12-02.md`.
extension FlexTree {
  /// The most children warmed up.
  static let warmedChildLimit = 64

  /// Touches every cache line of the style records, and the first two lines of the caches, of
  /// the children of `node`; returns a sum (never negative) that the caller must use, so that
  /// the loads are kept.
  mutating func warmUpChildren(of node: Int) -> Int {
    guard children[node].count <= Self.warmedChildLimit else { return 0 }
    var warmth = 0
    styles.records.values.withUnsafeBytes { bytes in
      let stride = MemoryLayout<StyleRecord>.stride
      for child in children[node] {
        let start = Int(styles.ids[child.index]) * stride
        var offset = 0
        // A fixed trip count: unrolled, the loads issue at once.
        while offset < stride {
          warmth &+= Int(bytes[start + offset])
          offset += 64
        }
      }
    }
    caches.withUnsafeBytes { bytes in
      let stride = MemoryLayout<LayoutCache>.stride
      let second = min(64, stride - 1)  // within the element, whatever its size
      for child in children[node] {
        let slot = Int(cacheSlots[child.index])
        guard slot >= 0 else { continue }
        warmth &+= Int(bytes[slot * stride]) &+ Int(bytes[slot * stride + second])
      }
    }
    return warmth
  }
}
