// Random data with injected duplicates: the diff must list exactly every duplicate, both sides.

import Geometry
import SectionedData
import TestSupport
import Testing

/// Copies random item identities and section identities within one version of the data.
private func injectDuplicates(into data: inout [TestSection], random: inout SplitMix64) {
  let itemCount = data.reduce(0) { $0 + $1.items.count }
  if itemCount > 0 && Bool.random(using: &random) {
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      let all = data.flatMap(\.items)
      var copy = all[Int.random(in: 0..<all.count, using: &random)]
      copy.value += 7
      let section = Int.random(in: 0..<data.count, using: &random)
      data[section].items.insert(
        copy, at: Int.random(in: 0...data[section].items.count, using: &random))
    }
  }
  if !data.isEmpty && Int.random(in: 0..<4, using: &random) == 0 {
    let copied = data[Int.random(in: 0..<data.count, using: &random)]
    data.insert(
      TestSection(id: copied.id, title: "copy", items: []),
      at: Int.random(in: 0...data.count, using: &random))
  }
}

/// The duplicates of one version, found by grouping: groups ordered by first occurrence.
private func expectedDuplicates(
  _ data: [TestSection], side: Diff.Side
) -> (sections: [Diff.DuplicateSection], items: [Diff.DuplicateItem]) {
  var sectionGroups: [(id: Int, indices: [Int])] = []
  for (index, section) in data.enumerated() {
    if let group = sectionGroups.firstIndex(where: { $0.id == section.id }) {
      sectionGroups[group].indices.append(index)
    } else {
      sectionGroups.append((section.id, [index]))
    }
  }
  var itemGroups: [(id: Int, paths: [ItemPath])] = []
  for (sectionIndex, section) in data.enumerated() {
    for (itemIndex, item) in section.items.enumerated() {
      let itemPath = path(sectionIndex, itemIndex)
      if let group = itemGroups.firstIndex(where: { $0.id == item.id }) {
        itemGroups[group].paths.append(itemPath)
      } else {
        itemGroups.append((item.id, [itemPath]))
      }
    }
  }
  return (
    sectionGroups.filter { $0.indices.count > 1 }.map {
      Diff.DuplicateSection(side: side, identity: "\($0.id)", indices: $0.indices)
    },
    itemGroups.filter { $0.paths.count > 1 }.map {
      Diff.DuplicateItem(side: side, identity: "\($0.id)", paths: $0.paths)
    }
  )
}

@Suite struct DuplicatePropertyTests {
  @Test func everyDuplicateIsListedOnBothSides() {
    var thrown = 0
    for seed in UInt64(1)...1_500 {
      var edit = RandomEdit(seed: seed)
      var random = SplitMix64(seed: seed &* 7_919)
      if Bool.random(using: &random) { injectDuplicates(into: &edit.before, random: &random) }
      if Bool.random(using: &random) { injectDuplicates(into: &edit.after, random: &random) }
      let old = expectedDuplicates(edit.before, side: .initial)
      let new = expectedDuplicates(edit.after, side: .final)
      let expected: Diff.Error? =
        old.sections.isEmpty && old.items.isEmpty && new.sections.isEmpty && new.items.isEmpty
        ? nil
        : .duplicateIdentities(sections: old.sections + new.sections, items: old.items + new.items)
      for policy in [Diff.MovePolicy.greedy, .minimal] {
        do {
          _ = try Diff.sectionedDifference(from: edit.before, to: edit.after, movePolicy: policy)
          #expect(expected == nil, "seed \(seed): no error thrown")
        } catch {
          #expect(error == expected, "seed \(seed)")
          thrown += 1
        }
      }
    }
    #expect(thrown > 1_000)
  }
}
