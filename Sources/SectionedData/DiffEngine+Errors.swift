// Turning what the engine found wrong into typed errors (cold paths, not inlined).

extension DiffEngine {
  /// The error listing every duplicate identity the matching logged.
  @usableFromInline
  func duplicateError() -> Diff.Error {
    var sections: [Diff.DuplicateSection] = []
    for (side, log, data) in [
      (Diff.Side.initial, duplicates.oldSections, old), (.final, duplicates.newSections, new),
    ] {
      for group in Self.groups(log) {
        sections.append(
          Diff.DuplicateSection(
            side: side, identity: "\(data[group[0]].identity)", indices: group))
      }
    }
    var items: [Diff.DuplicateItem] = []
    for (side, log, lists, offsets) in [
      (Diff.Side.initial, duplicates.oldItems, oldItems, oldOffsets),
      (.final, duplicates.newItems, newItems, newOffsets),
    ] {
      for group in Self.groups(log) {
        let paths = group.map { IdentityMap.path(ofFlat: $0, offsets: offsets) }
        let first = paths[0]
        let identity = lists[first.sectionIndex][first.itemIndex].identity
        items.append(Diff.DuplicateItem(side: side, identity: "\(identity)", paths: paths))
      }
    }
    return .duplicateIdentities(sections: sections, items: items)
  }

  /// Groups (first, repeat) pairs by their first index: each group sorted, groups by first.
  static func groups(_ log: [(Int, Int)]) -> [[Int]] {
    var byFirst: [Int: [Int]] = [:]
    for (first, repeated) in log { byFirst[first, default: [first]].append(repeated) }
    return byFirst.keys.sorted().map { byFirst[$0, default: []].sorted() }
  }

  /// The error for an `init(original:items:)` that did not keep its identity or items.
  @usableFromInline
  static func invalidInitializer(original: Section, built: Section, items: [Item]) -> Diff.Error {
    .invalidInitializerImplementation(
      Diff.InvalidInitializer(
        expectedIdentity: "\(original.identity)", actualIdentity: "\(built.identity)",
        expectedItemCount: items.count, actualItemCount: built.items.count))
  }
}
