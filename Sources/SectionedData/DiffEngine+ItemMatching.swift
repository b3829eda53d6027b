// Matching items by identity across all sections.
//
// Every identity is hashed once (see `IdentityHashing`): the old ones into an `IdentityTable`
// of flat indices (which also finds duplicate old identities), the new ones to look them up.
// If the quick hash does not apply to some identity (a non-ASCII string) or a probe grows too
// long, indexing and matching start again with the identities' own hash. Unchanged data only
// needs the duplicate check, which sorts the old hashes instead of building the table.

extension DiffEngine {
  /// Indexes the old items by identity and logs every duplicate old identity.
  @inlinable
  mutating func indexOldItems() {
    if !indexOldItems(hashing: hashing) {
      hashing = IdentityHashing(for: Item.Identity.self, standard: true)
      duplicates.oldItems.removeAll()
      _ = indexOldItems(hashing: hashing)
    }
  }

  /// One indexing pass under `hashing`; false if it must start again with the standard hash.
  ///
  /// All hashes first, then the table: its inserts then run back to back, in slot order.
  @inlinable
  mutating func indexOldItems(hashing: IdentityHashing) -> Bool {
    guard let hashes = oldHashes(hashing: hashing) else { return false }
    var found: [(Int, Int)] = []
    let table = IdentityTable.build(
      hashes: hashes, boundsProbes: hashing.boundsProbes, duplicates: &found,
      same: { oldIdentity(searchingFlat: $0) == oldIdentity(searchingFlat: $1) })
    guard let table else { return false }
    duplicates.oldItems = found
    oldIndex = table
    return true
  }

  /// The hash of every old identity, in flat order, or nil if `hashing` does not apply to one.
  @inlinable
  func oldHashes(hashing: IdentityHashing) -> [UInt64]? {
    let count = oldOffsets[old.count]
    // With a capacity of 0 the initializer writes its count into the shared empty-array
    // storage, a data race between threads that ThreadSanitizer reports.
    guard count > 0 else { return [] }
    var complete = true
    let hashes = [UInt64](unsafeUninitializedCapacity: count) { buffer, initialized in
      initialized = 0
      for section in 0..<oldItems.count {
        let items = oldItems[section]
        for index in items.indices {
          guard let hash = hashing.hash(items[index].identity) else {
            complete = false
            return
          }
          buffer.initializeElement(at: initialized, to: hash)
          initialized += 1
        }
      }
    }
    return complete ? hashes : nil
  }

  /// Whether two old items share an identity, checked without building the table (for data
  /// whose items did not change: nothing will be looked up).
  @inlinable
  func oldHasDuplicateItem() -> Bool {
    let hashes =
      oldHashes(hashing: hashing)
      ?? oldHashes(hashing: IdentityHashing(for: Item.Identity.self, standard: true)) ?? []
    return IdentityTable.containsDuplicate(
      hashes: hashes,
      same: { oldIdentity(searchingFlat: $0) == oldIdentity(searchingFlat: $1) })
  }

  /// Pairs the new items with the indexed old ones by identity, across all sections, finds
  /// content changes, and logs every duplicate new identity.
  @inlinable
  mutating func matchItems() {
    oldItemSection = Self.sectionNumbers(offsets: oldOffsets)
    newItemSection = Self.sectionNumbers(offsets: newOffsets)
    if !matchNewItems(hashing: hashing) {
      // A new identity the quick hash does not cover: everything again with the standard hash.
      hashing = IdentityHashing(for: Item.Identity.self, standard: true)
      duplicates.oldItems.removeAll()
      duplicates.newItems.removeAll()
      _ = indexOldItems(hashing: hashing)
      _ = matchNewItems(hashing: hashing)
    }
  }

  /// One matching pass under `hashing` (the hashing the old index was built with); false if
  /// it must start again with the standard hash (then the pairing is incomplete).
  ///
  /// Items mostly keep their order, so each new item is first compared with the old item after
  /// the previous one's partner: when they match, no hash or table lookup is needed. Without
  /// duplicate old identities that item is exactly the partner the table would give.
  @inlinable
  mutating func matchNewItems(hashing: IdentityHashing) -> Bool {
    let oldCount = oldOffsets[old.count]
    let newCount = newOffsets[new.count]
    oldToNew = [Int](repeating: -1, count: oldCount)
    newToOld = [Int](repeating: -1, count: newCount)
    updated = [Bool](repeating: false, count: oldCount)
    let predicts = duplicates.oldItems.isEmpty
    // New identities absent from the old data, with their hashes, for the duplicate check.
    var unmatchedFlats: [Int] = []
    var unmatchedHashes: [UInt64] = []
    var flat = 0
    for section in 0..<newItems.count {
      let home = newSectionToOld[section]
      // The old item expected next, while the section keeps its old order.
      var expected = home >= 0 ? oldOffsets[home] : 0
      let end = home >= 0 ? oldOffsets[home + 1] : 0
      let items = newItems[section]
      for index in items.indices {
        let identity = items[index].identity
        var partner = -1
        if predicts && expected < end && oldIdentity(atFlat: expected) == identity {
          partner = expected
        } else {
          guard let hash = hashing.hash(identity) else { return false }
          switch oldIndex.find(hash: hash, matches: { oldIdentity(atFlat: $0) == identity }) {
          case .found(let found): partner = found
          case .absent:
            unmatchedFlats.append(flat)
            unmatchedHashes.append(hash)
          case .overflow: return false
          }
        }
        if partner >= 0 {
          let claimant = oldToNew[partner]
          if claimant >= 0 {
            duplicates.newItems.append((claimant, flat))
          } else {
            oldToNew[partner] = flat
            newToOld[flat] = partner
            if oldItem(atFlat: partner) != items[index] { updated[partner] = true }
          }
          if oldItemSection[partner] == home { expected = partner + 1 }
        }
        flat += 1
      }
    }
    var inserted = IdentityTable(count: unmatchedFlats.count, boundsProbes: hashing.boundsProbes)
    for (flat, hash) in zip(unmatchedFlats, unmatchedHashes) {
      let identity = newIdentity(atFlat: flat)
      switch inserted.insert(flat, hash: hash, matches: { newIdentity(atFlat: $0) == identity }) {
      case .found(let first): duplicates.newItems.append((first, flat))
      case .absent: break
      case .overflow: return false
      }
    }
    return true
  }

  /// The section of each flat index.
  @inlinable
  static func sectionNumbers(offsets: [Int]) -> [Int] {
    let total = offsets[offsets.count - 1]
    // No empty initializer: it writes into the shared empty-array storage (see `oldHashes`).
    guard total > 0 else { return [] }
    return [Int](unsafeUninitializedCapacity: total) { buffer, count in
      for section in 0..<(offsets.count - 1) {
        for flat in offsets[section]..<offsets[section + 1] {
          buffer.initializeElement(at: flat, to: section)
        }
      }
      count = total
    }
  }

  /// The old item at a flat index.
  @inlinable
  func oldItem(atFlat flat: Int) -> Item {
    let section = oldItemSection[flat]
    return oldItems[section][flat - oldOffsets[section]]
  }

  /// The new item at a flat index (once ``matchItems()`` has numbered the sections).
  @inlinable
  func newItem(atFlat flat: Int) -> Item {
    let section = newItemSection[flat]
    return newItems[section][flat - newOffsets[section]]
  }

  /// The identity of the old item at a flat index.
  @inlinable
  func oldIdentity(atFlat flat: Int) -> Item.Identity {
    let section = oldItemSection[flat]
    return oldItems[section][flat - oldOffsets[section]].identity
  }

  /// The identity of the old item at a flat index, found by binary search over the sections
  /// (for the rare identity comparisons made before ``matchItems()`` numbers them).
  @inlinable
  func oldIdentity(searchingFlat flat: Int) -> Item.Identity {
    // The last section whose start is at or before `flat` (empty sections share starts).
    var low = 0
    var high = oldOffsets.count - 1
    while high - low > 1 {
      let mid = (low + high) / 2
      if oldOffsets[mid] <= flat { low = mid } else { high = mid }
    }
    return oldItems[low][flat - oldOffsets[low]].identity
  }

  /// The identity of the new item at a flat index.
  @inlinable
  func newIdentity(atFlat flat: Int) -> Item.Identity {
    let section = newItemSection[flat]
    return newItems[section][flat - newOffsets[section]].identity
  }
}
