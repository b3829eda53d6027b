/// The nodes' styles, each distinct style stored once with its packed copy.
///
/// A ``FlexStyle`` is 816 bytes and its ``PackedStyle`` 368, while most trees repeat a few
/// styles (every cell of a grid, every row of a list): per node the table keeps only the index
/// of its style. Styles no node uses any more are recycled, so that restyling a node again and
/// again does not grow the table.
///
/// Reads are an index and an array access; adding or changing a style hashes it once.
struct StyleTable {
  /// Per node: the index of its style in `unique`.
  private(set) var ids: [UInt32] = []
  /// The distinct styles (a recycled entry holds its last style until reused).
  private(set) var unique: [FlexStyle] = []
  /// The packed copy of each distinct style, which the solver reads.
  private(set) var packed: [PackedStyle] = []
  /// How many nodes use each distinct style.
  private var users: [UInt32] = []
  /// Entries no node uses, to reuse first.
  private var recycled: [UInt32] = []
  /// An open-addressing hash index into `unique`: `empty`, `removed` or an entry.
  private var buckets: [Int32] = []
  /// The buckets holding `removed`.
  private var removedBuckets = 0

  private static let empty: Int32 = -1
  private static let removed: Int32 = -2

  /// The number of nodes.
  var count: Int { ids.count }

  /// The style of `node`.
  subscript(node: Int) -> FlexStyle {
    get { unique[Int(ids[node])] }
    set {
      let old = ids[node]
      let new = retain(newValue)
      ids[node] = new
      release(old)
    }
  }

  /// The packed style of `node`, lent in place (a copy would move its 368 bytes).
  @inline(__always)
  subscript(packed node: Int) -> PackedStyle {
    _read { yield packed[Int(ids[node])] }
  }

  /// Adds a node with `style`.
  mutating func append(_ style: FlexStyle) { ids.append(retain(style)) }

  /// Adds a node with the style of node `source`, shared with it (nothing is hashed).
  mutating func appendCopy(of source: Int) {
    let entry = ids[source]
    users[Int(entry)] += 1
    ids.append(entry)
  }

  /// Removes the last node, releasing its style.
  mutating func removeLast() { release(ids.removeLast()) }

  /// Reserves room for `nodeCount` nodes, and as many distinct styles (only the pages that
  /// distinct styles fill are ever touched).
  mutating func reserveCapacity(_ nodeCount: Int) {
    ids.reserveCapacity(nodeCount)
    unique.reserveCapacity(nodeCount)
    packed.reserveCapacity(nodeCount)
    users.reserveCapacity(nodeCount)
  }

  /// The number of distinct styles in use.
  var distinctCount: Int { unique.count - recycled.count }

  /// The bytes the table takes per node, counting its arrays' elements.
  var bytesPerNode: Int {
    guard !ids.isEmpty else { return 0 }
    let entry =
      MemoryLayout<FlexStyle>.stride + MemoryLayout<PackedStyle>.stride
      + MemoryLayout<UInt32>.stride
    return (unique.count * entry + buckets.count * MemoryLayout<Int32>.stride) / ids.count
      + MemoryLayout<UInt32>.stride
  }

  /// The entry holding `style`, made if there is none, with one more user.
  private mutating func retain(_ style: FlexStyle) -> UInt32 {
    if (unique.count + 1) * 2 > buckets.count || removedBuckets * 4 > buckets.count {
      rehash(capacity: max(16, (unique.count + 1) * 4))
    }
    let mask = buckets.count - 1
    var bucket = style.hashValue & mask
    var firstRemoved = -1
    while true {
      let entry = buckets[bucket]
      if entry == Self.empty { break }
      if entry == Self.removed {
        if firstRemoved < 0 { firstRemoved = bucket }
      } else if unique[Int(entry)] == style {
        users[Int(entry)] += 1
        return UInt32(entry)
      }
      bucket = (bucket + 1) & mask
    }
    let entry: Int
    if let reused = recycled.popLast() {
      entry = Int(reused)
      unique[entry] = style
      packed[entry] = PackedStyle(style.clampedToLayoutBounds())
      users[entry] = 1
    } else {
      entry = unique.count
      unique.append(style)
      packed.append(PackedStyle(style.clampedToLayoutBounds()))
      users.append(1)
    }
    if firstRemoved >= 0 {
      bucket = firstRemoved
      removedBuckets -= 1
    }
    buckets[bucket] = Int32(entry)
    return UInt32(entry)
  }

  /// One user fewer for `entry`; an entry without users is recycled.
  private mutating func release(_ entry: UInt32) {
    let index = Int(entry)
    users[index] -= 1
    guard users[index] == 0 else { return }
    let mask = buckets.count - 1
    var bucket = unique[index].hashValue & mask
    while buckets[bucket] != Int32(index) { bucket = (bucket + 1) & mask }
    buckets[bucket] = Self.removed
    removedBuckets += 1
    recycled.append(entry)
  }

  /// Rebuilds the hash index with `capacity` buckets (rounded up to a power of two).
  private mutating func rehash(capacity: Int) {
    var size = 16
    while size < capacity { size *= 2 }
    buckets = [Int32](repeating: Self.empty, count: size)
    removedBuckets = 0
    let mask = size - 1
    for index in unique.indices where users[index] > 0 {
      var bucket = unique[index].hashValue & mask
      while buckets[bucket] != Self.empty { bucket = (bucket + 1) & mask }
      buckets[bucket] = Int32(index)
    }
  }
}
