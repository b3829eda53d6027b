// The diff suite: 100,000 items in 100 sections, edited (10% deleted, 10% inserted, 2% moved,
// 1% updated) or unchanged, with `Int` identities and with a user's types (`String`
// identities, as `Benchmarks/UserPackage` declares them). Figures in milliseconds; a checksum
// keeps the work observable.

import Geometry
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

/// A user's item, declared as in `Benchmarks/UserPackage`: a `String` identity and a content.
private struct UserRow: IdentifiableType, Equatable {
  var id: String
  var content: String

  var identity: String { id }
}

/// A user's section, declared as in `Benchmarks/UserPackage`: a `String` identity, a title, a
/// note and its rows.
private struct UserGroup: AnimatableSectionModelType, Equatable {
  var id: String
  var title: String
  var note: String
  var items: [UserRow]

  init(id: String, title: String, note: String, items: [UserRow]) {
    self.id = id
    self.title = title
    self.note = note
    self.items = items
  }

  init(original: UserGroup, items: [UserRow]) {
    self = original
    self.items = items
  }

  var identity: String { id }
}

/// The same data in the user's types (the user package builds exactly these values).
private func userGroups(_ sections: [BenchSection]) -> [UserGroup] {
  sections.map { section in
    UserGroup(
      id: "section-\(section.model)", title: "Section \(section.model)",
      note: "A note on section \(section.model)",
      items: section.items.map {
        UserRow(id: "item-\($0.id)", content: "Row \($0.id) v\($0.version)")
      })
  }
}

/// Prints one line: median and minimum in milliseconds, and the checksum.
private func report(_ name: String, _ timing: Timing, checksum: Int) {
  print(
    "\(name): median \(formatted(timing.median / 1000, decimals: 2)) ms, "
      + "min \(formatted(timing.minimum / 1000, decimals: 2)) ms (checksum \(checksum))")
}

/// A number summarizing a diff, so the optimizer cannot drop the work.
private func summary<Section>(_ changesets: [Changeset<Section>]) -> Int {
  // Summed in steps: as one expression of six terms this took seconds to type-check.
  changesets.reduce(changesets.count) { (total: Int, stage: Changeset<Section>) -> Int in
    var sum: Int = total &* 31
    sum = sum &+ stage.deletedItems.count &* 7
    sum = sum &+ stage.insertedItems.count &* 5
    sum = sum &+ stage.movedItems.count &* 3
    return sum &+ stage.updatedItems.count &+ stage.finalSections.count
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
  runUserTypedCases(before: before, after: after)

  // A transition between one-column list layouts of the edited data.
  guard let map = try? Diff.sectionedDifference(from: before, to: after).identityMap else {
    return
  }
  let oldFrames = listFrames(before)
  let newFrames = listFrames(after)
  time("transition plan, 100k items, and its states at progress 0.5") {
    let plan = TransitionPlan(oldFrames: oldFrames, newFrames: newFrames, identityMap: map)
    let states = plan.states(at: 0.5)
    return plan.elements.count &+ Int(states[states.count / 2].frame.minY)
  }
}

/// Frames of a one-column list of 44-point rows, keyed by item path.
private func listFrames(_ sections: [BenchSection]) -> [ItemPath: Rect] {
  var frames: [ItemPath: Rect] = [:]
  var y = 0.0
  for (section, content) in sections.enumerated() {
    for index in content.items.indices {
      frames[ItemPath(sectionIndex: section, itemIndex: index)] = Rect(
        x: 0, y: y, width: 320, height: 44)
      y += 44
    }
  }
  return frames
}

/// The same diffs with `Int` identities and with the user's types, in alternation.
private func runUserTypedCases(before: [BenchSection], after: [BenchSection]) {
  let userBefore = userGroups(before)
  let userAfter = userGroups(after)
  let userSame = userBefore.map { UserGroup(original: $0, items: $0.items.map { $0 }) }
  let same = copied(before)
  func intMinimal(_ new: [BenchSection]) -> Int {
    (try? summary(Diff.sectionedDifference(from: before, to: new).changesets)) ?? -1
  }
  func userMinimal(_ new: [UserGroup]) -> Int {
    (try? summary(Diff.sectionedDifference(from: userBefore, to: new).changesets)) ?? -1
  }
  func userGreedy(_ new: [UserGroup]) -> Int {
    let changesets = try? Diff.differencesForSectionedView(
      initialSections: userBefore, finalSections: new)
    return changesets.map(summary) ?? -1
  }
  timeAlternating([
    ("Int identities: edited, minimal moves", { intMinimal(after) }),
    ("user types: edited, minimal moves", { userMinimal(userAfter) }),
    ("user types: edited, differencesForSectionedView", { userGreedy(userAfter) }),
    ("Int identities: unchanged, equal copy", { intMinimal(same) }),
    ("user types: unchanged, equal copy", { userMinimal(userSame) }),
  ])
}

/// Times the cases in turn, round after round (2 warm-up rounds, 15 measured), so that a slow
/// moment of the machine hits them all, and prints the figures.
private func timeAlternating(_ cases: [(name: String, body: () -> Int)]) {
  let clock = ContinuousClock()
  var samples = [[Double]](repeating: [], count: cases.count)
  var checksums = [Int](repeating: 0, count: cases.count)
  for round in 0..<17 {
    for (index, entry) in cases.enumerated() {
      let elapsed = clock.measure { checksums[index] = entry.body() }
      if round >= 2 { samples[index].append(microseconds(elapsed)) }
    }
  }
  for (index, entry) in cases.enumerated() {
    report(entry.name, Timing(samples: samples[index]), checksum: checksums[index])
  }
}
