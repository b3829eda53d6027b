// Fuzz target: the sectioned diff. The bytes give two versions of sectioned data (ids drawn
// from a small range, so that sections and items are shared, moved, duplicated and changed);
// the diff must either end, replayed stage by stage with batch-update rules, on the new data,
// or throw a typed error (duplicate identities). Compiled with the test suite's TestModels.swift
// and BatchReplay.swift by Scripts/fuzz.sh.

import SectionedData

extension FuzzBytes {
  /// Sections with ids and item ids from small ranges (duplicates possible).
  mutating func sectionData() -> [TestSection] {
    (0..<choice(6)).map { _ in
      let items = (0..<choice(12)).map { _ in TestItem(id: choice(24), value: choice(3)) }
      return TestSection(id: 1000 + choice(8), title: flag() ? "" : "t", items: items)
    }
  }
}

/// libFuzzer's entry point: one input, two versions of sectioned data and their diff.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDiff(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzBytes(data, size)
  let policy: Diff.MovePolicy = input.flag() ? .minimal : .greedy
  let before = input.sectionData()
  let after = input.sectionData()
  let difference: SectionedDifference<TestSection>
  do {
    difference = try Diff.sectionedDifference(from: before, to: after, movePolicy: policy)
  } catch {
    // A typed error: duplicate identities (Diff.Error is the only error thrown).
    return 0
  }
  do {
    let end = try replayAll(difference.changesets, from: before)
    guard end == after else {
      fatalError("the stages end on \(end), not \(after) (from \(before), \(policy))")
    }
  } catch {
    fatalError("a stage is not a valid batch update: \(error) (from \(before) to \(after))")
  }
  return 0
}
