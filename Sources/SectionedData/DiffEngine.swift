// The diff's working state and its first phase: matching sections and items by identity.

/// The working state of one diff: both versions, flattened item numbering and the pairing.
///
/// Items are numbered flat (section by section) in each version; pairings are arrays of flat
/// indices with -1 for "none", so the hot loops touch only `Int` arrays and one hash table.
@usableFromInline
struct DiffEngine<Section: AnimatableSectionModelType> {
  @usableFromInline typealias Item = Section.Item

  @usableFromInline let old: [Section]
  @usableFromInline let new: [Section]
  @usableFromInline let policy: Diff.MovePolicy

  /// The items of each section, fetched once.
  @usableFromInline var oldItems: [[Item]] = []
  @usableFromInline var newItems: [[Item]] = []
  /// The flat index of each section's first item, plus the item count at the end.
  @usableFromInline var oldOffsets: [Int] = [0]
  @usableFromInline var newOffsets: [Int] = [0]
  /// The section of each flat item.
  @usableFromInline var oldItemSection: [Int] = []
  @usableFromInline var newItemSection: [Int] = []
  /// Section pairing by identity (-1: none).
  @usableFromInline var oldSectionToNew: [Int] = []
  @usableFromInline var newSectionToOld: [Int] = []
  /// Item pairing by identity, across sections (-1: none).
  @usableFromInline var oldToNew: [Int] = []
  @usableFromInline var newToOld: [Int] = []
  /// Whether each paired old item's content changed.
  @usableFromInline var updated: [Bool] = []
  /// Every duplicate identity seen, as (first, repeat) index pairs.
  @usableFromInline var duplicates = DuplicateLog()
  /// How identities are hashed: quick where it applies, until it turns out not to.
  @usableFromInline var hashing: IdentityHashing
  /// The old items by identity (flat indices), each old identity hashed once.
  @usableFromInline var oldIndex = IdentityTable(count: 0, boundsProbes: false)

  @inlinable
  init(old: [Section], new: [Section], policy: Diff.MovePolicy) {
    self.old = old
    self.new = new
    self.policy = policy
    hashing = IdentityHashing(for: Item.Identity.self, standard: false)
  }

  /// Runs the whole diff.
  @inlinable
  mutating func run(
    sectionsAreEqual: ((Section, Section) -> Bool)?
  ) throws(Diff.Error) -> SectionedDifference<Section> {
    oldItems = old.map { $0.items }
    newItems = new.map { $0.items }
    oldOffsets = Self.offsets(of: oldItems)
    newOffsets = Self.offsets(of: newItems)
    matchSections()
    indexOldItems()
    if duplicates.isEmpty && hasSameItems() {
      // Unchanged items: only sections' own content can differ.
      let updates = try sectionContentUpdates(sectionsAreEqual: sectionsAreEqual)
      let changesets =
        updates.isEmpty
        ? [Changeset(finalSections: new)]
        : [Changeset(finalSections: new, updatedSections: updates.keys.sorted())]
      let map = IdentityMap.identity(
        sectionCount: new.count, offsets: newOffsets,
        sectionUpdated: sectionUpdateFlags(updates))
      return SectionedDifference(changesets: changesets, identityMap: map)
    }
    matchItems()
    if !duplicates.isEmpty {
      throw duplicateError()
    }
    let updates = try sectionContentUpdates(sectionsAreEqual: sectionsAreEqual)
    let changesets = try makeChangesets(contentUpdates: updates)
    let map = IdentityMap(
      oldOffsets: oldOffsets, newOffsets: newOffsets, oldSectionToNew: oldSectionToNew,
      newSectionToOld: newSectionToOld, oldToNew: oldToNew, newToOld: newToOld, updated: updated,
      sectionUpdated: sectionUpdateFlags(updates))
    return SectionedDifference(changesets: changesets, identityMap: map)
  }

  /// Whether each old section's own content changed, from the updates keyed by new index.
  @inlinable
  func sectionUpdateFlags(_ updates: [Int: Section]) -> [Bool] {
    var flags = [Bool](repeating: false, count: old.count)
    for newIndex in updates.keys { flags[newSectionToOld[newIndex]] = true }
    return flags
  }

  /// The running start index of each list, with the total appended.
  @inlinable
  static func offsets(of lists: [[Item]]) -> [Int] {
    var offsets: [Int] = []
    offsets.reserveCapacity(lists.count + 1)
    var total = 0
    offsets.append(0)
    for list in lists {
      total += list.count
      offsets.append(total)
    }
    return offsets
  }

  /// Pairs sections by identity and logs duplicate section identities on both sides.
  @inlinable
  mutating func matchSections() {
    oldSectionToNew = [Int](repeating: -1, count: old.count)
    newSectionToOld = [Int](repeating: -1, count: new.count)
    var index = [Section.Identity: Int](minimumCapacity: old.count)
    for section in 0..<old.count {
      let identity = old[section].identity
      if let first = index.updateValue(section, forKey: identity) {
        index[identity] = first
        duplicates.oldSections.append((first, section))
      }
    }
    var unmatched: [Section.Identity: Int] = [:]
    for section in 0..<new.count {
      let identity = new[section].identity
      if let partner = index[identity] {
        let claimant = oldSectionToNew[partner]
        if claimant >= 0 {
          duplicates.newSections.append((claimant, section))
        } else {
          oldSectionToNew[partner] = section
          newSectionToOld[section] = partner
        }
      } else if let first = unmatched.updateValue(section, forKey: identity) {
        unmatched[identity] = first
        duplicates.newSections.append((first, section))
      }
    }
  }

  /// Whether both versions have the same sections in the same order with the same items
  /// (same identities, `==` contents), the common "nothing changed" case.
  @inlinable
  func hasSameItems() -> Bool {
    guard old.count == new.count else { return false }
    for section in 0..<old.count {
      guard oldSectionToNew[section] == section else { return false }
      let before = oldItems[section]
      let after = newItems[section]
      guard before.count == after.count else { return false }
      let shared = before.withUnsafeBufferPointer { lhs in
        after.withUnsafeBufferPointer { rhs in lhs.baseAddress == rhs.baseAddress }
      }
      if shared { continue }
      for index in 0..<before.count {
        guard before[index].identity == after[index].identity, before[index] == after[index] else {
          return false
        }
      }
    }
    return true
  }
}

/// Duplicate identities found while matching, as (first index, repeated index) pairs.
@usableFromInline
struct DuplicateLog {
  @usableFromInline var oldSections: [(Int, Int)] = []
  @usableFromInline var newSections: [(Int, Int)] = []
  @usableFromInline var oldItems: [(Int, Int)] = []
  @usableFromInline var newItems: [(Int, Int)] = []

  @inlinable init() {}

  @inlinable var isEmpty: Bool {
    oldSections.isEmpty && newSections.isEmpty && oldItems.isEmpty && newItems.isEmpty
  }
}
