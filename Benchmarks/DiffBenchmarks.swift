// The diff suite: 100,000 items in 100 sections, edited (10% deleted, 10% inserted, 2% moved,
// 1% updated) or unchanged. Figures in milliseconds; a checksum keeps the work observable.

import SectionedData

/// A benchmark item: an integer identity and a content version.
private struct BenchItem: IdentifiableType, Equatable {
  var id: Int
  var version: Int

  var identity: Int { id }
}

private typealias BenchSection = AnimatableSectionModel<Int, BenchItem>

/// SplitMix64, seeded, so every run diffs the same data.
private struct BenchRandom: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// `sectionCount` sections of `itemsPerSection` items with distinct identities.
private func makeSections(sectionCount: Int, itemsPerSection: Int) -> [BenchSection] {
  (0..<sectionCount).map { section in
    let items = (0..<itemsPerSection).map {
      BenchItem(id: section * itemsPerSection + $0, version: 0)
    }
    return BenchSection(model: section, items: items)
  }
}

/// The edited version: per section 10% deleted, 10% inserted, 2% moved (half of them to
/// another section), 1% updated.
private func edited(_ sections: [BenchSection], seed: UInt64) -> [BenchSection] {
  var random = BenchRandom(state: seed)
  var result = sections
  var nextID = sections.reduce(0) { $0 + $1.items.count }
  var moving: [BenchItem] = []
  for index in result.indices {
    var items = result[index].items
    let count = items.count
    for _ in 0..<(count / 10) { items.remove(at: Int.random(in: 0..<items.count, using: &random)) }
    for _ in 0..<(count / 50) {
      moving.append(items.remove(at: Int.random(in: 0..<items.count, using: &random)))
    }
    for _ in 0..<(count / 100) {
      items[Int.random(in: 0..<items.count, using: &random)].version += 1
    }
    for _ in 0..<(count / 10) {
      items.insert(
        BenchItem(id: nextID, version: 0), at: Int.random(in: 0...items.count, using: &random))
      nextID += 1
    }
    result[index].items = items
  }
  for (number, item) in moving.enumerated() {
    let home = item.id / 1000
    let target = number % 2 == 0 ? home : Int.random(in: 0..<result.count, using: &random)
    result[target].items.insert(
      item, at: Int.random(in: 0...result[target].items.count, using: &random))
  }
  return result
}

/// A fresh copy of the sections with new array storage (equal, not shared).
private func copied(_ sections: [BenchSection]) -> [BenchSection] {
  sections.map { BenchSection(model: $0.model, items: $0.items.map { $0 }) }
}

/// Prints one line: median and minimum in milliseconds, and the checksum.
private func report(_ name: String, _ timing: Timing, checksum: Int) {
  print(
    "\(name): median \(formatted(timing.median / 1000, decimals: 2)) ms, "
      + "min \(formatted(timing.minimum / 1000, decimals: 2)) ms (checksum \(checksum))")
}

/// A number summarizing a diff, so the optimizer cannot drop the work.
private func summary(_ changesets: [Changeset<BenchSection>]) -> Int {
  changesets.reduce(changesets.count) {
    $0 &* 31 &+ $1.deletedItems.count &* 7 &+ $1.insertedItems.count &* 5
      &+ $1.movedItems.count &* 3 &+ $1.updatedItems.count &+ $1.finalSections.count
  }
}

/// Times `body` (2 warm-up runs, 15 measured) and prints the figures.
private func time(_ name: String, _ body: () -> Int) {
  var checksum = 0
  let timing = measure(warmup: 2, iterations: 15, prepare: {}, { _ in checksum = body() })
  report(name, timing, checksum: checksum)
}

func runDiffBenchmarks() {
  let before = makeSections(sectionCount: 100, itemsPerSection: 1000)
  let after = edited(before, seed: 2026)
  let same = copied(before)

  func diff(_ new: [BenchSection], _ policy: Diff.MovePolicy) -> [Changeset<BenchSection>] {
    do {
      return try Diff.sectionedDifference(from: before, to: new, movePolicy: policy).changesets
    } catch {
      print("unexpected error: \(error)")
      return []
    }
  }

  for policy in [Diff.MovePolicy.minimal, .greedy] {
    let stages = diff(after, policy).map {
      "\($0.deletedItems.count) deleted, \($0.updatedItems.count) updated, "
        + "\($0.insertedItems.count) inserted, \($0.movedItems.count) moved"
    }
    print("edited data, \(policy) moves: \(stages.joined(separator: " | "))")
  }
  time("edited 100k items / 100 sections, minimal moves") { summary(diff(after, .minimal)) }
  time("edited 100k items / 100 sections, greedy moves") { summary(diff(after, .greedy)) }
  time("edited, differencesForSectionedView (greedy)") {
    do {
      return summary(
        try Diff.differencesForSectionedView(initialSections: before, finalSections: after))
    } catch {
      return -1
    }
  }
  time("unchanged 100k items, equal copy") { summary(diff(same, .minimal)) }
  time("unchanged 100k items, same arrays") { summary(diff(before, .minimal)) }
}
