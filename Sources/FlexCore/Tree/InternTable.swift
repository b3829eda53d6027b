/// Values stored once each and named by a 32-bit index, with a count of users per value.
///
/// Adding a value that is already stored returns its index with one more user; a value whose
/// last user releases it is recycled, so that changing values again and again does not grow the
/// table. A value can also be stored unshared (never found by a later lookup), for values whose
/// equality says less than their identity (a style whose numbers were clamped).
///
/// Lookups hash the value once and compare it with the entries of its bucket chain.
struct InternTable<Value: Hashable & Sendable>: Sendable {
  /// The stored values, by index (a recycled entry holds its last value until reused).
  private(set) var values: [Value] = []
  /// How many users each entry has, with ``unsharedBit`` set for unshared entries.
  private var users: [UInt32] = []
  /// Entries no one uses, to reuse first.
  private var recycled: [UInt32] = []
  /// An open-addressing hash index into `values`: `empty`, `removed` or an entry.
  private var buckets: [Int32] = []
  /// The buckets holding `removed`.
  private var removedBuckets = 0

  private static var empty: Int32 { -1 }
  private static var removed: Int32 { -2 }
  private static var unsharedBit: UInt32 { 1 << 31 }

  /// The value at `index`.
  @inline(__always)
  subscript(index: UInt32) -> Value { values[Int(index)] }

  /// The number of entries, recycled ones included.
  var entryCount: Int { values.count }

  /// The number of entries in use.
  var liveCount: Int { values.count - recycled.count }

  /// The number of hash buckets.
  var bucketCount: Int { buckets.count }

  /// Reserves room for `count` entries.
  mutating func reserveCapacity(_ count: Int) {
    values.reserveCapacity(count)
    users.reserveCapacity(count)
  }

  /// Stores `value` unless it is stored already, with one more user.
  ///
  /// Returns its index, and whether it was stored now. An unshared value is always stored anew.
  mutating func retain(_ value: Value, shared: Bool = true) -> (index: UInt32, isNew: Bool) {
    guard shared else { return (store(value, users: 1 | Self.unsharedBit), true) }
    if (liveCount + 1) * 2 > buckets.count || removedBuckets * 4 > buckets.count {
      rehash(capacity: max(16, (liveCount + 1) * 4))
    }
    let mask = buckets.count - 1
    var bucket = value.hashValue & mask
    var firstRemoved = -1
    while true {
      let entry = buckets[bucket]
      if entry == Self.empty { break }
      if entry == Self.removed {
        if firstRemoved < 0 { firstRemoved = bucket }
      } else if values[Int(entry)] == value {
        users[Int(entry)] += 1
        return (UInt32(entry), false)
      }
      bucket = (bucket + 1) & mask
    }
    let index = store(value, users: 1)
    if firstRemoved >= 0 {
      bucket = firstRemoved
      removedBuckets -= 1
    }
    buckets[bucket] = Int32(index)
    return (index, true)
  }

  /// One more user for the entry at `index`, which is in use.
  mutating func retain(existing index: UInt32) { users[Int(index)] += 1 }

  /// One user fewer for `index`; returns whether the entry has no user left (it is recycled).
  @discardableResult
  mutating func release(_ index: UInt32) -> Bool {
    let entry = Int(index)
    users[entry] -= 1
    guard users[entry] & ~Self.unsharedBit == 0 else { return false }
    if users[entry] == 0 {
      let mask = buckets.count - 1
      var bucket = values[entry].hashValue & mask
      while buckets[bucket] != Int32(entry) { bucket = (bucket + 1) & mask }
      buckets[bucket] = Self.removed
      removedBuckets += 1
    }
    users[entry] = 0
    recycled.append(index)
    return true
  }

  /// Stores `value` in a recycled entry or a new one, with `users`.
  private mutating func store(_ value: Value, users count: UInt32) -> UInt32 {
    if let reused = recycled.popLast() {
      values[Int(reused)] = value
      users[Int(reused)] = count
      return reused
    }
    values.append(value)
    users.append(count)
    return UInt32(values.count - 1)
  }

  /// Rebuilds the hash index with `capacity` buckets (rounded up to a power of two).
  private mutating func rehash(capacity: Int) {
    var size = 16
    while size < capacity { size *= 2 }
    buckets = [Int32](repeating: Self.empty, count: size)
    removedBuckets = 0
    let mask = size - 1
    for index in values.indices where users[index] != 0 && users[index] & Self.unsharedBit == 0 {
      var bucket = values[index].hashValue & mask
      while buckets[bucket] != Self.empty { bucket = (bucket + 1) & mask }
      buckets[bucket] = Int32(index)
    }
  }
}
