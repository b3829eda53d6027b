// A model of UIKit's batch-update semantics, to replay changesets in tests.
//
// Deletions and reloads are in the indices before the batch, insertions in the indices after
// it, moves go from before to after; the untouched elements keep their relative order and fill
// the remaining slots. Inserted and reloaded elements are read from the changeset's
// `finalSections` (as a view asks its data source); moved and untouched ones keep the value the
// view had. The replay rejects every combination UIKit rejects or mis-animates.

import Geometry
import SectionedData

struct ReplayError: Error, CustomStringConvertible {
  var description: String
}

private func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
  if !condition { throw ReplayError(description: message()) }
}

/// Applies one changeset to `before` as a batch update would, and returns the view's state.
func replay<S: AnimatableSectionModelType>(
  _ changeset: Changeset<S>, on before: [S]
) throws -> [S] {
  let after = changeset.finalSections
  let beforeCount = before.count
  let afterCount = after.count

  // Sections.
  let deleted = Set(changeset.deletedSections)
  let reloaded = Set(changeset.updatedSections)
  let moveSources = Set(changeset.movedSections.map(\.from))
  let inserted = Set(changeset.insertedSections)
  let moveTargets = Set(changeset.movedSections.map(\.to))
  try check(deleted.count == changeset.deletedSections.count, "duplicate section delete")
  try check(reloaded.count == changeset.updatedSections.count, "duplicate section reload")
  try check(moveSources.count == changeset.movedSections.count, "duplicate section move source")
  try check(inserted.count == changeset.insertedSections.count, "duplicate section insert")
  try check(moveTargets.count == changeset.movedSections.count, "duplicate section move target")
  try check(
    deleted.union(reloaded).union(moveSources).allSatisfy { (0..<beforeCount).contains($0) },
    "section index out of range before")
  try check(
    inserted.union(moveTargets).allSatisfy { (0..<afterCount).contains($0) },
    "section index out of range after")
  try check(deleted.isDisjoint(with: moveSources), "section deleted and moved")
  try check(reloaded.isDisjoint(with: deleted.union(moveSources)), "section reloaded and changed")
  try check(inserted.isDisjoint(with: moveTargets), "section inserted and moved to")
  try check(
    beforeCount - deleted.count + inserted.count == afterCount,
    "section count \(beforeCount) - \(deleted.count) + \(inserted.count) != \(afterCount)")

  var sourceOfSection = [Int](repeating: -2, count: afterCount)  // -1: inserted
  for index in inserted { sourceOfSection[index] = -1 }
  for move in changeset.movedSections { sourceOfSection[move.to] = move.from }
  var untouched = (0..<beforeCount).filter { !deleted.contains($0) && !moveSources.contains($0) }
    .makeIterator()
  for index in 0..<afterCount where sourceOfSection[index] == -2 {
    guard let source = untouched.next() else { throw ReplayError(description: "no section left") }
    sourceOfSection[index] = source
  }
  var targetOfSection = [Int](repeating: -1, count: beforeCount)
  for (target, source) in sourceOfSection.enumerated() where source >= 0 {
    targetOfSection[source] = target
  }

  // Items: validate against the section operations.
  func validBefore(_ path: ItemPath) -> Bool {
    (0..<beforeCount).contains(path.sectionIndex)
      && (0..<before[path.sectionIndex].items.count).contains(path.itemIndex)
      && !deleted.contains(path.sectionIndex) && !reloaded.contains(path.sectionIndex)
  }
  func validAfter(_ path: ItemPath) -> Bool {
    (0..<afterCount).contains(path.sectionIndex)
      && (0..<after[path.sectionIndex].items.count).contains(path.itemIndex)
      && sourceOfSection[path.sectionIndex] >= 0
      && !reloaded.contains(sourceOfSection[path.sectionIndex])
  }
  let deletedItems = Set(changeset.deletedItems)
  let reloadedItems = Set(changeset.updatedItems)
  let movedFrom = Set(changeset.movedItems.map(\.from))
  let insertedItems = Set(changeset.insertedItems)
  let movedTo = Set(changeset.movedItems.map(\.to))
  try check(deletedItems.count == changeset.deletedItems.count, "duplicate item delete")
  try check(reloadedItems.count == changeset.updatedItems.count, "duplicate item reload")
  try check(movedFrom.count == changeset.movedItems.count, "duplicate item move source")
  try check(insertedItems.count == changeset.insertedItems.count, "duplicate item insert")
  try check(movedTo.count == changeset.movedItems.count, "duplicate item move target")
  try check(
    deletedItems.union(reloadedItems).union(movedFrom).allSatisfy(validBefore),
    "item path invalid before the batch")
  try check(insertedItems.union(movedTo).allSatisfy(validAfter), "item path invalid after")
  try check(deletedItems.isDisjoint(with: movedFrom), "item deleted and moved")
  try check(reloadedItems.isDisjoint(with: deletedItems.union(movedFrom)), "item reloaded+changed")
  try check(insertedItems.isDisjoint(with: movedTo), "item inserted and moved to")

  // Build each section after the batch.
  var incoming: [ItemPath: S.Item] = [:]
  for path in insertedItems { incoming[path] = after[path.sectionIndex].items[path.itemIndex] }
  for move in changeset.movedItems {
    incoming[move.to] = before[move.from.sectionIndex].items[move.from.itemIndex]
  }
  var result: [S] = []
  for target in 0..<afterCount {
    let source = sourceOfSection[target]
    if source < 0 || reloaded.contains(source) {
      result.append(after[target])  // read from the data source
      continue
    }
    var remaining: [(item: S.Item, isReloaded: Bool)] = []
    for (index, item) in before[source].items.enumerated() {
      let path = ItemPath(sectionIndex: source, itemIndex: index)
      if deletedItems.contains(path) || movedFrom.contains(path) { continue }
      remaining.append((item, reloadedItems.contains(path)))
    }
    let count = after[target].items.count
    let arriving = incoming.keys.filter { $0.sectionIndex == target }.count
    try check(
      remaining.count + arriving == count,
      "section \(target): \(remaining.count) kept + \(arriving) arriving != \(count)")
    var items: [S.Item] = []
    var next = remaining.makeIterator()
    for index in 0..<count {
      let path = ItemPath(sectionIndex: target, itemIndex: index)
      if let item = incoming[path] {
        items.append(item)
      } else if let kept = next.next() {
        if kept.isReloaded {
          let fresh = after[target].items[index]
          try check(fresh.identity == kept.item.identity, "reload landed on another item")
          try check(fresh != kept.item, "reload of an unchanged item at \(path)")
          items.append(fresh)
        } else {
          items.append(kept.item)
        }
      }
    }
    result.append(S(original: before[source], items: items))
  }
  return result
}

/// Replays every stage from `initial`, checking each against its `finalSections`; returns the
/// state after the last stage.
func replayAll<S: AnimatableSectionModelType & Equatable>(
  _ changesets: [Changeset<S>], from initial: [S]
) throws -> [S] {
  var state = initial
  for (stage, changeset) in changesets.enumerated() {
    state = try replay(changeset, on: state)
    try check(
      state == changeset.finalSections,
      "stage \(stage) replays to \(state), expected \(changeset.finalSections)")
  }
  return state
}
