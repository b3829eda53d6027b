// The plain pairing of old and new elements by identity, for animators.

/// Every section and item of two versions of the data, paired by identity.
///
/// Unlike the staged changesets, the map pairs every element with the same identity, wherever
/// it is: an item that moves from a deleted section into an inserted one is still paired here,
/// so an animator can slide it. `isUpdated` tells whether a paired item's content changed.
public struct IdentityMap: Sendable {
  /// Where each old section's items start in the flat item numbering, plus the total.
  @usableFromInline let oldOffsets: [Int]
  /// Where each new section's items start in the flat item numbering, plus the total.
  @usableFromInline let newOffsets: [Int]
  /// The new index of each old section, or -1.
  @usableFromInline let oldSectionToNew: [Int]
  /// The old index of each new section, or -1.
  @usableFromInline let newSectionToOld: [Int]
  /// The new flat index of each old item, or -1; empty when `isIdentity`.
  @usableFromInline let oldToNew: [Int]
  /// The old flat index of each new item, or -1; empty when `isIdentity`.
  @usableFromInline let newToOld: [Int]
  /// Whether each old item's content changed (its partner is not `==` to it); empty when
  /// `isIdentity`.
  @usableFromInline let updated: [Bool]
  /// Whether every item keeps its path and content (unchanged data: no arrays are stored).
  @usableFromInline let isIdentity: Bool
  /// Whether each old section's own content changed (Equatable sections only).
  @usableFromInline let sectionUpdated: [Bool]

  @usableFromInline
  init(
    oldOffsets: [Int], newOffsets: [Int], oldSectionToNew: [Int], newSectionToOld: [Int],
    oldToNew: [Int], newToOld: [Int], updated: [Bool], sectionUpdated: [Bool],
    isIdentity: Bool = false
  ) {
    self.oldOffsets = oldOffsets
    self.newOffsets = newOffsets
    self.oldSectionToNew = oldSectionToNew
    self.newSectionToOld = newSectionToOld
    self.oldToNew = oldToNew
    self.newToOld = newToOld
    self.updated = updated
    self.isIdentity = isIdentity
    self.sectionUpdated = sectionUpdated
  }

  /// The map of unchanged data: every section and item keeps its index.
  @usableFromInline
  static func identity(sectionCount: Int, offsets: [Int], sectionUpdated: [Bool]) -> IdentityMap {
    let sections = Array(0..<sectionCount)
    return IdentityMap(
      oldOffsets: offsets, newOffsets: offsets, oldSectionToNew: sections,
      newSectionToOld: sections, oldToNew: [], newToOld: [], updated: [],
      sectionUpdated: sectionUpdated, isIdentity: true)
  }

  /// The new flat index of an old flat index, or -1.
  func partner(ofOld flat: Int) -> Int { isIdentity ? flat : oldToNew[flat] }

  /// The old flat index of a new flat index, or -1.
  func partner(ofNew flat: Int) -> Int { isIdentity ? flat : newToOld[flat] }

  /// Whether the old item at a flat index changed content.
  func isUpdated(flat: Int) -> Bool { isIdentity ? false : updated[flat] }

  /// The number of old sections.
  public var oldSectionCount: Int { oldSectionToNew.count }
  /// The number of new sections.
  public var newSectionCount: Int { newSectionToOld.count }
  /// The number of old items.
  public var oldItemCount: Int { oldOffsets[oldOffsets.count - 1] }
  /// The number of new items.
  public var newItemCount: Int { newOffsets[newOffsets.count - 1] }

  /// The new index of the old section at `oldIndex`, or nil if it was deleted or is out of range.
  public func newSectionIndex(forOld oldIndex: Int) -> Int? {
    guard oldSectionToNew.indices.contains(oldIndex) else { return nil }
    let index = oldSectionToNew[oldIndex]
    return index >= 0 ? index : nil
  }

  /// The old index of the new section at `newIndex`, or nil if it was inserted or is out of range.
  public func oldSectionIndex(forNew newIndex: Int) -> Int? {
    guard newSectionToOld.indices.contains(newIndex) else { return nil }
    let index = newSectionToOld[newIndex]
    return index >= 0 ? index : nil
  }

  /// Whether the old section at `oldIndex` kept its identity but its own content changed.
  ///
  /// Known only for `Equatable` section types; always false otherwise.
  public func isSectionUpdated(old oldIndex: Int) -> Bool {
    sectionUpdated.indices.contains(oldIndex) && sectionUpdated[oldIndex]
  }

  /// The new path of the old item at `oldPath`, or nil if it was deleted or is out of range.
  public func newPath(forOld oldPath: ItemPath) -> ItemPath? {
    guard let flat = Self.flatIndex(of: oldPath, offsets: oldOffsets) else { return nil }
    let partner = partner(ofOld: flat)
    return partner >= 0 ? Self.path(ofFlat: partner, offsets: newOffsets) : nil
  }

  /// The old path of the new item at `newPath`, or nil if it was inserted or is out of range.
  public func oldPath(forNew newPath: ItemPath) -> ItemPath? {
    guard let flat = Self.flatIndex(of: newPath, offsets: newOffsets) else { return nil }
    let partner = partner(ofNew: flat)
    return partner >= 0 ? Self.path(ofFlat: partner, offsets: oldOffsets) : nil
  }

  /// Whether `oldPath` names an item of the old data.
  func containsOld(_ oldPath: ItemPath) -> Bool {
    Self.flatIndex(of: oldPath, offsets: oldOffsets) != nil
  }

  /// Whether `newPath` names an item of the new data.
  func containsNew(_ newPath: ItemPath) -> Bool {
    Self.flatIndex(of: newPath, offsets: newOffsets) != nil
  }

  /// Whether the old item at `oldPath` has a partner whose content differs (`!=`).
  public func isUpdated(old oldPath: ItemPath) -> Bool {
    guard let flat = Self.flatIndex(of: oldPath, offsets: oldOffsets) else { return false }
    return isUpdated(flat: flat)
  }

  /// Every item of both versions once: pairs, deleted items (no new path) and inserted items
  /// (no old path), in old order followed by the inserted items in new order.
  ///
  /// - Complexity: O(n) for n items.
  public var itemMatches: [ItemMatch] {
    var matches: [ItemMatch] = []
    matches.reserveCapacity(oldItemCount + newItemCount)
    for section in 0..<oldSectionToNew.count {
      for flat in oldOffsets[section]..<oldOffsets[section + 1] {
        let partner = partner(ofOld: flat)
        matches.append(
          ItemMatch(
            oldPath: ItemPath(sectionIndex: section, itemIndex: flat - oldOffsets[section]),
            newPath: partner >= 0 ? Self.path(ofFlat: partner, offsets: newOffsets) : nil,
            isUpdated: isUpdated(flat: flat)))
      }
    }
    for section in 0..<newSectionToOld.count {
      for flat in newOffsets[section]..<newOffsets[section + 1] where partner(ofNew: flat) < 0 {
        let path = ItemPath(sectionIndex: section, itemIndex: flat - newOffsets[section])
        matches.append(ItemMatch(oldPath: nil, newPath: path, isUpdated: false))
      }
    }
    return matches
  }

  /// The flat index of `path`, or nil when it is out of range.
  static func flatIndex(of path: ItemPath, offsets: [Int]) -> Int? {
    let section = path.sectionIndex
    guard section >= 0, section < offsets.count - 1, path.itemIndex >= 0 else { return nil }
    let flat = offsets[section] + path.itemIndex
    return flat < offsets[section + 1] ? flat : nil
  }

  /// The path of a flat index (which must be in range), found by binary search.
  static func path(ofFlat flat: Int, offsets: [Int]) -> ItemPath {
    // The last section whose start is at or before `flat` (empty sections share starts).
    var low = 0
    var high = offsets.count - 1
    while high - low > 1 {
      let mid = (low + high) / 2
      if offsets[mid] <= flat { low = mid } else { high = mid }
    }
    return ItemPath(sectionIndex: low, itemIndex: flat - offsets[low])
  }
}

/// One item of a diff as the identity map sees it: its old path, its new path, or both.
public struct ItemMatch: Hashable, Sendable {
  /// The item's path in the old data, or nil if it was inserted.
  public var oldPath: ItemPath?
  /// The item's path in the new data, or nil if it was deleted.
  public var newPath: ItemPath?
  /// Whether a paired item's content changed.
  public var isUpdated: Bool

  /// Creates a match.
  public init(oldPath: ItemPath?, newPath: ItemPath?, isUpdated: Bool) {
    self.oldPath = oldPath
    self.newPath = newPath
    self.isUpdated = isUpdated
  }
}
