// The hash table the diff matches identities with: it holds only flat item indices, so no
// identity is copied or hashed again while probing.

/// An open-addressing table from identity hashes to flat item indices.
///
/// A slot packs the top 24 bits of the hash with the index plus one (0 is empty), so a probe
/// reads one word and compares identities only when those bits agree. The caller compares
/// identities; the table never holds one.
@usableFromInline
struct IdentityTable {
  /// What a probe found.
  @usableFromInline
  enum Probe {
    /// An entry whose identity matched: its index.
    case found(Int)
    /// No entry matched (`insert` stored the new index).
    case absent
    /// The probe grew too long under a quick hash: start again with the standard hash.
    case overflow
  }

  @usableFromInline static let indexBits: UInt64 = 40
  @usableFromInline static let indexMask: UInt64 = (1 << indexBits) - 1
  /// The longest probe allowed under a quick hash (at most half the slots are used, so honest
  /// hashes stay far below it).
  @usableFromInline static let probeLimit = 256

  @usableFromInline var slots: [UInt64]
  @usableFromInline let mask: Int
  @usableFromInline let boundsProbes: Bool

  /// An empty table for up to `count` entries (at least twice as many slots).
  @inlinable
  init(count: Int, boundsProbes: Bool) {
    var capacity = 16
    while capacity < 2 * count { capacity *= 2 }
    slots = [UInt64](repeating: 0, count: capacity)
    mask = capacity - 1
    self.boundsProbes = boundsProbes
  }

  /// Finds the entry with `hash` whose index satisfies `matches`.
  @inlinable @inline(__always)
  func find(hash: UInt64, matches: (Int) -> Bool) -> Probe {
    let tag = hash & ~Self.indexMask
    var slot = Int(truncatingIfNeeded: hash) & mask
    var length = 0
    while true {
      let entry = slots[slot]
      if entry == 0 { return .absent }
      if entry & ~Self.indexMask == tag {
        let index = Int(truncatingIfNeeded: entry & Self.indexMask) - 1
        if matches(index) { return .found(index) }
      }
      length += 1
      if boundsProbes && length > Self.probeLimit { return .overflow }
      slot = (slot + 1) & mask
    }
  }

  /// Finds the entry with `hash` whose index satisfies `matches`, or stores `index` if none.
  @inlinable @inline(__always)
  mutating func insert(_ index: Int, hash: UInt64, matches: (Int) -> Bool) -> Probe {
    let mask = mask
    let boundsProbes = boundsProbes
    return slots.withUnsafeMutableBufferPointer { slots in
      Self.insert(
        index, hash: hash, into: slots, mask: mask, boundsProbes: boundsProbes, matches: matches)
    }
  }

  /// ``insert(_:hash:matches:)`` on the slots themselves, for loops of inserts.
  @inlinable @inline(__always)
  static func insert(
    _ index: Int, hash: UInt64, into slots: UnsafeMutableBufferPointer<UInt64>, mask: Int,
    boundsProbes: Bool, matches: (Int) -> Bool
  ) -> Probe {
    let tag = hash & ~indexMask
    var slot = Int(truncatingIfNeeded: hash) & mask
    var length = 0
    while true {
      let entry = slots[slot]
      if entry == 0 {
        slots[slot] = tag | UInt64(index + 1)
        return .absent
      }
      if entry & ~indexMask == tag {
        let found = Int(truncatingIfNeeded: entry & indexMask) - 1
        if matches(found) { return .found(found) }
      }
      length += 1
      if boundsProbes && length > probeLimit { return .overflow }
      slot = (slot + 1) & mask
    }
  }
}

extension IdentityTable {
  /// The table of the indices `0..<hashes.count`, index `i` having hash `hashes[i]`, or nil if
  /// a probe grew too long under a quick hash.
  ///
  /// Every index whose identity an earlier index already holds (by `same`) is logged as
  /// (earliest index, repeated index) in `duplicates` and left out of the table. A large table
  /// is filled in slot order (the indices sorted by the top bits of their home slot, stably),
  /// so that its writes sweep it instead of missing the cache at every insert.
  @inlinable
  static func build(
    hashes: [UInt64], boundsProbes: Bool, duplicates: inout [(Int, Int)],
    same: (Int, Int) -> Bool
  ) -> IdentityTable? {
    var table = IdentityTable(count: hashes.count, boundsProbes: boundsProbes)
    let mask = table.mask
    let count = hashes.count
    var complete = true
    table.slots.withUnsafeMutableBufferPointer { slots in
      func insert(_ index: Int, _ hash: UInt64) -> Bool {
        let probe = Self.insert(
          index, hash: hash, into: slots, mask: mask, boundsProbes: boundsProbes,
          matches: { same($0, index) })
        switch probe {
        case .found(let first): duplicates.append((first, index))
        case .absent: break
        case .overflow: return false
        }
        return true
      }
      guard slots.count > Self.directCapacity else {
        for index in 0..<count where !insert(index, hashes[index]) {
          complete = false
          return
        }
        return
      }
      // Counting sort by bucket (the top bits of the home slot), hashes moved along.
      var shift = 0
      while slots.count >> shift > Self.bucketCount { shift += 1 }
      var starts = [Int](repeating: 0, count: Self.bucketCount + 1)
      for hash in hashes { starts[(Int(truncatingIfNeeded: hash) & mask) >> shift + 1] += 1 }
      for bucket in 0..<Self.bucketCount { starts[bucket + 1] += starts[bucket] }
      let sorted = [(index: Int, hash: UInt64)](unsafeUninitializedCapacity: count) {
        buffer, initialized in
        for index in 0..<count {
          let hash = hashes[index]
          let bucket = (Int(truncatingIfNeeded: hash) & mask) >> shift
          buffer.initializeElement(at: starts[bucket], to: (index, hash))
          starts[bucket] += 1
        }
        initialized = count
      }
      for entry in sorted where !insert(entry.index, entry.hash) {
        complete = false
        return
      }
    }
    return complete ? table : nil
  }

  /// The largest table filled in index order (64 KB: it stays in the cache).
  @usableFromInline static let directCapacity = 8_192
  /// The number of buckets of the slot-order sort.
  @usableFromInline static let bucketCount = 256
}
