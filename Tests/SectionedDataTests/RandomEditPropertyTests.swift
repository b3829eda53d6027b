// The property test: thousands of seeded random sectioned edits, every stage replayed with
// batch-update semantics, ending equal to the new data; the identity map agrees with identities.

import Geometry
import SectionedData
import TestSupport
import Testing

/// Random old data and a random edit of it, from one seed.
struct RandomEdit {
  var before: [TestSection]
  var after: [TestSection]

  init(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var nextID = 1
    func freshItem() -> TestItem {
      defer { nextID += 1 }
      return TestItem(id: nextID)
    }
    var before: [TestSection] = []
    for _ in 0..<Int.random(in: 0...6, using: &random) {
      let items = (0..<Int.random(in: 0...10, using: &random)).map { _ in freshItem() }
      before.append(TestSection(id: nextID + 1000, items: items))
      nextID += 1
    }
    var after = before
    // Delete and retitle sections.
    after.removeAll { _ in Int.random(in: 0..<7, using: &random) == 0 }
    for index in after.indices where Int.random(in: 0..<7, using: &random) == 0 {
      after[index].title = "t\(seed % 97)"
    }
    // Insert sections, some empty, some with fresh items.
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      let items = (0..<Int.random(in: 0...3, using: &random)).map { _ in freshItem() }
      let section = TestSection(id: nextID + 1000, items: items)
      nextID += 1
      after.insert(section, at: Int.random(in: 0...after.count, using: &random))
    }
    // Move sections.
    if after.count > 1 {
      for _ in 0..<Int.random(in: 0...2, using: &random) {
        let section = after.remove(at: Int.random(in: 0..<after.count, using: &random))
        after.insert(section, at: Int.random(in: 0...after.count, using: &random))
      }
    }
    // Delete and update items.
    for index in after.indices {
      after[index].items.removeAll { _ in Int.random(in: 0..<7, using: &random) == 0 }
      for item in after[index].items.indices where Int.random(in: 0..<6, using: &random) == 0 {
        after[index].items[item].value += 1
      }
    }
    if !after.isEmpty {
      // Move items, within and across sections (into inserted ones too).
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        let from = Int.random(in: 0..<after.count, using: &random)
        guard !after[from].items.isEmpty else { continue }
        let item = after[from].items.remove(
          at: Int.random(in: 0..<after[from].items.count, using: &random))
        let to = Int.random(in: 0..<after.count, using: &random)
        after[to].items.insert(item, at: Int.random(in: 0...after[to].items.count, using: &random))
      }
      // Insert fresh items.
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        let to = Int.random(in: 0..<after.count, using: &random)
        after[to].items.insert(
          freshItem(), at: Int.random(in: 0...after[to].items.count, using: &random))
      }
    }
    self.before = before
    self.after = after
  }
}

@Suite struct RandomEditPropertyTests {
  @Test(arguments: [Diff.MovePolicy.greedy, .minimal])
  func everyStageReplaysToItsDataAndTheLastToTheNewData(policy: Diff.MovePolicy) throws {
    var stageHistogram = [Int](repeating: 0, count: 5)
    for seed in UInt64(1)...5_000 {
      let edit = RandomEdit(seed: seed)
      let difference = try Diff.sectionedDifference(
        from: edit.before, to: edit.after, movePolicy: policy)
      let end: [TestSection]
      do {
        end = try replayAll(difference.changesets, from: edit.before)
      } catch {
        Issue.record("seed \(seed): \(error)\n\(edit.before)\n->\n\(edit.after)")
        return
      }
      #expect(end == edit.after, "seed \(seed)")
      #expect(difference.changesets.last?.finalSections == edit.after, "seed \(seed)")
      stageHistogram[difference.changesets.count] += 1
      try checkIdentityMap(difference.identityMap, edit, seed: seed)
    }
    // Every stage count from one to four occurs, so each stage kind is exercised.
    #expect(stageHistogram[1] > 0 && stageHistogram[2] > 0 && stageHistogram[3] > 0)
    #expect(stageHistogram[4] > 0)
  }

  @Test func minimalMovesNeverExceedGreedyMoves() throws {
    for seed in UInt64(1)...1_000 {
      let edit = RandomEdit(seed: seed)
      let greedy = try Diff.sectionedDifference(
        from: edit.before, to: edit.after, movePolicy: .greedy)
      let minimal = try Diff.sectionedDifference(
        from: edit.before, to: edit.after, movePolicy: .minimal)
      func moveCount(_ changesets: [Changeset<TestSection>]) -> Int {
        changesets.reduce(0) { $0 + $1.movedItems.count + $1.movedSections.count }
      }
      #expect(moveCount(minimal.changesets) <= moveCount(greedy.changesets), "seed \(seed)")
    }
  }

  @Test func minimalMovesInOneSectionAreLengthMinusLongestIncreasingRun() throws {
    var random = SplitMix64(seed: 42)
    for _ in 0..<300 {
      let count = Int.random(in: 0...12, using: &random)
      let shuffled = Array(0..<count).shuffled(using: &random)
      let changesets = try checkedDiff(
        single(Array(0..<count)), single(shuffled), movePolicy: .minimal)
      let moved = changesets.reduce(0) { $0 + $1.movedItems.count }
      #expect(moved == count - longestIncreasingRun(shuffled), "\(shuffled)")
    }
  }

  /// Checks the identity map against the identities of both versions.
  func checkIdentityMap(_ map: IdentityMap, _ edit: RandomEdit, seed: UInt64) throws {
    var oldPaths: [Int: ItemPath] = [:]
    for (section, content) in edit.before.enumerated() {
      for (index, item) in content.items.enumerated() {
        oldPaths[item.id] = path(section, index)
      }
    }
    for (section, content) in edit.after.enumerated() {
      for (index, item) in content.items.enumerated() {
        let expected = oldPaths[item.id]
        #expect(map.oldPath(forNew: path(section, index)) == expected, "seed \(seed)")
        if let expected {
          #expect(map.newPath(forOld: expected) == path(section, index), "seed \(seed)")
          let old = edit.before[expected.sectionIndex].items[expected.itemIndex]
          #expect(map.isUpdated(old: expected) == (old != item), "seed \(seed)")
        }
      }
    }
  }
}

/// The length of a longest increasing subsequence, by the quadratic textbook method.
func longestIncreasingRun(_ values: [Int]) -> Int {
  var best = [Int](repeating: 1, count: values.count)
  for index in values.indices {
    for earlier in 0..<index where values[earlier] < values[index] {
      best[index] = max(best[index], best[earlier] + 1)
    }
  }
  return best.max() ?? 0
}
