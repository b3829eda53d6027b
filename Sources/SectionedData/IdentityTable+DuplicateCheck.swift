// The duplicate check of unchanged data: is any identity repeated, with no table of them all.

extension IdentityTable {
  /// Whether two of the indices `0..<hashes.count` have equal hashes and `same` identities.
  ///
  /// Unchanged data needs only this answer, and usually the answer is no, so the check first
  /// sifts: one pass sets a bit for each hash's top bits, in a bit set of at least 16 bits a
  /// hash (256 KB for 100,000 hashes, which stays in the cache), and marks the bits set twice.
  /// Only the hashes on a marked bit (about 5 % of them) go into a small table, where equal
  /// hashes are compared by identity. Both passes read `hashes` in order; no large table is
  /// filled at random, which is what made this check cost most of an unchanged diff.
  @inlinable
  static func containsDuplicate(hashes: [UInt64], same: (Int, Int) -> Bool) -> Bool {
    let count = hashes.count
    guard count > 1 else { return false }
    var bitCountLog2 = 10
    while 1 << bitCountLog2 < 16 * count && bitCountLog2 < 40 { bitCountLog2 += 1 }
    let shift = UInt64(64 - bitCountLog2)
    let wordCount = 1 << (bitCountLog2 - 6)
    var seen = [UInt64](repeating: 0, count: wordCount)
    var shared = [UInt64](repeating: 0, count: wordCount)
    var sharing = 0
    hashes.withUnsafeBufferPointer { hashes in
      seen.withUnsafeMutableBufferPointer { seen in
        shared.withUnsafeMutableBufferPointer { shared in
          for hash in hashes {
            let bit = Int(truncatingIfNeeded: hash >> shift)
            let mask: UInt64 = 1 << UInt64(bit & 63)
            if seen[bit >> 6] & mask != 0 {
              shared[bit >> 6] |= mask
              sharing += 1
            } else {
              seen[bit >> 6] |= mask
            }
          }
        }
      }
    }
    guard sharing > 0 else { return false }
    // Every hash on a shared bit (at most twice `sharing` of them), by its low bits.
    var capacity = 16
    while capacity < 4 * sharing { capacity *= 2 }
    let mask = capacity - 1
    var slots = [Int](repeating: -1, count: capacity)
    return hashes.withUnsafeBufferPointer { hashes in
      shared.withUnsafeBufferPointer { shared in
        slots.withUnsafeMutableBufferPointer { slots in
          for index in hashes.indices {
            let hash = hashes[index]
            let bit = Int(truncatingIfNeeded: hash >> shift)
            guard shared[bit >> 6] & (1 << UInt64(bit & 63)) != 0 else { continue }
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 {
              let other = slots[slot]
              if hashes[other] == hash && same(other, index) { return true }
              slot = (slot + 1) & mask
            }
            slots[slot] = index
          }
          return false
        }
      }
    }
  }
}
