/// The nodes' styles: per node the index of its style's record, each distinct record stored
/// once, and each distinct set of margins, paddings, borders and insets stored once.
///
/// A ``FlexStyle`` is 816 bytes, mostly its four sets of nine optional edges, and its packed
/// form (``PackedStyle``) 368. Trees repeat styles (every cell of a grid, every row of a list),
/// and even trees whose styles all differ repeat their edges: the random benchmark tree has
/// about 54,700 distinct styles among 100,000 nodes but 4 distinct margins and 4 paddings. So
/// the table keeps per distinct style a 160-byte ``StyleRecord`` (every property but the edges,
/// with the index of each set of edges) and per distinct set of edges the edges as given and
/// packed for the solver. Reading a node's style gives back the ``FlexStyle`` it was given.
///
/// A style whose numbers the layout range clamps (see ``LayoutBounds``) keeps its own record of
/// the clamped numbers and its original beside it, unshared.
struct StyleTable: Sendable {
  /// Per node: the index of its style in `records`.
  private(set) var ids: [UInt32] = []
  /// The distinct records, with the numbers the solver reads (clamped).
  private(set) var records = InternTable<StyleRecord>()
  /// The styles whose numbers were clamped, by record index.
  private var originals: [UInt32: FlexStyle] = [:]
  private(set) var margins = EdgeTable<Length>()
  private(set) var paddings = EdgeTable<LengthPercentage>()
  private(set) var borders = EdgeTable<Double>()
  private(set) var positions = EdgeTable<Length>()

  /// The number of nodes.
  var count: Int { ids.count }

  /// The style of `node`, as it was given.
  subscript(node: Int) -> FlexStyle {
    get {
      let index = ids[node]
      if let original = originals[index] { return original }
      let record = records[index]
      return record.style(
        margin: margins.edges[record.marginIndex], padding: paddings.edges[record.paddingIndex],
        border: borders.edges[record.borderIndex], position: positions.edges[record.positionIndex])
    }
    set {
      let old = ids[node]
      ids[node] = retain(newValue)
      release(old)
    }
  }

  /// The style of `node` as the solver reads it: clamped, its edges packed.
  @inline(__always)
  subscript(packed node: Int) -> PackedStyle {
    let record = records.values[Int(ids[node])]
    return PackedStyle(
      record: record, margin: margins.packed[Int(record.marginIndex)],
      padding: paddings.packed[Int(record.paddingIndex)],
      border: borders.packed[Int(record.borderIndex)],
      position: positions.packed[Int(record.positionIndex)])
  }

  /// Gives `target` the style of `source`.
  mutating func copyStyle(from source: Int, to target: Int) {
    let old = ids[target]
    records.retain(existing: ids[source])
    ids[target] = ids[source]
    release(old)
  }

  /// Adds a node with `style`.
  mutating func append(_ style: FlexStyle) { ids.append(retain(style)) }

  /// Adds a node with the style of node `source`, shared with it (nothing is hashed).
  mutating func appendCopy(of source: Int) {
    records.retain(existing: ids[source])
    ids.append(ids[source])
  }

  /// Removes the last node, releasing its style.
  mutating func removeLast() { release(ids.removeLast()) }

  /// Reserves room for `nodeCount` nodes, and as many distinct styles (only the pages that
  /// distinct styles fill are ever touched).
  mutating func reserveCapacity(_ nodeCount: Int) {
    ids.reserveCapacity(nodeCount)
    records.reserveCapacity(nodeCount)
  }

  /// The number of distinct styles in use.
  var distinctCount: Int { records.liveCount }

  /// The bytes the table takes per node, counting its arrays' elements.
  var bytesPerNode: Int {
    guard !ids.isEmpty else { return 0 }
    let entry = MemoryLayout<StyleRecord>.stride + MemoryLayout<UInt32>.stride
    let edges =
      margins.bytes + paddings.bytes + borders.bytes + positions.bytes
      + originals.count * MemoryLayout<FlexStyle>.stride
    return (records.entryCount * entry + records.bucketCount * MemoryLayout<Int32>.stride + edges)
      / ids.count + MemoryLayout<UInt32>.stride
  }

  /// The record holding `style`, made if there is none, with one more user.
  private mutating func retain(_ style: FlexStyle) -> UInt32 {
    let clamped = style.clampedToLayoutBounds()
    let marginIndex = margins.retain(style.margin, clamped: clamped.margin)
    let paddingIndex = paddings.retain(style.padding, clamped: clamped.padding)
    let borderIndex = borders.retain(style.border, clamped: clamped.border)
    let positionIndex = positions.retain(style.position, clamped: clamped.position)
    let record = StyleRecord(
      clamped, marginIndex: marginIndex, paddingIndex: paddingIndex, borderIndex: borderIndex,
      positionIndex: positionIndex)
    // Clamping may make different styles equal: such a style is not shared.
    var unclamped = clamped
    (unclamped.margin, unclamped.padding) = (style.margin, style.padding)
    (unclamped.border, unclamped.position) = (style.border, style.position)
    let isClamped = unclamped != style
    let (index, isNew) = records.retain(record, shared: !isClamped)
    if isClamped { originals[index] = style }
    if !isNew {
      // The record already holds its edges.
      margins.release(marginIndex)
      paddings.release(paddingIndex)
      borders.release(borderIndex)
      positions.release(positionIndex)
    }
    return index
  }

  /// One user fewer for the record at `index`; a record without users releases its edges.
  private mutating func release(_ index: UInt32) {
    let record = records[index]
    guard records.release(index) else { return }
    originals[index] = nil
    margins.release(record.marginIndex)
    paddings.release(record.paddingIndex)
    borders.release(record.borderIndex)
    positions.release(record.positionIndex)
  }
}

/// Distinct sets of edges, each as given and packed for the solver.
struct EdgeTable<Value: PackableValue>: Sendable {
  /// The edges as given.
  private(set) var edges = InternTable<Edges<Value>>()
  /// The edges clamped and packed, by the same index.
  private(set) var packed: [PackedEdges<Value>] = []

  /// The index of the empty edges, while they are stored (most styles leave some edges unset).
  private var emptyIndex: UInt32?

  /// The index of `edges`, stored with their clamped form `clamped` if they were not, with one
  /// more user.
  mutating func retain(_ edges: Edges<Value>, clamped: Edges<Value>) -> UInt32 {
    if let emptyIndex, edges.isEmpty {
      self.edges.retain(existing: emptyIndex)
      return emptyIndex
    }
    let (index, isNew) = self.edges.retain(edges)
    if isNew {
      if Int(index) == packed.count {
        packed.append(PackedEdges(clamped))
      } else {
        packed[Int(index)] = PackedEdges(clamped)
      }
      if edges.isEmpty { emptyIndex = index }
    }
    return index
  }

  /// One user fewer for the edges at `index`.
  mutating func release(_ index: UInt32) {
    if edges.release(index), index == emptyIndex { emptyIndex = nil }
  }

  /// The bytes the table takes.
  var bytes: Int {
    edges.entryCount
      * (MemoryLayout<Edges<Value>>.stride + MemoryLayout<PackedEdges<Value>>.stride + 4)
      + edges.bucketCount * 4
  }
}
