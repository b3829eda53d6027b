/// Checking a batch against the counts before and after it, as UIKit does before applying it.
extension TableBatch {
  /// Checks the batch against each section's row count before and after it (the data
  /// source's), by UIKit's rules: indices in range, no section or row named by two operations
  /// that exclude each other, and counts that add up.
  ///
  /// A collection view checks its batches by the same rules, with items for rows.
  /// - Throws: ``TableBatchError`` for a batch UIKit refuses.
  /// - Complexity: O(sections + operations).
  public func check(rowCountsBefore: [Int], rowCountsAfter: [Int]) throws(TableBatchError) {
    _ = try sourceSections(rowCountsBefore: rowCountsBefore, rowCountsAfter: rowCountsAfter)
  }

  /// Checks the batch (see ``check(rowCountsBefore:rowCountsAfter:)``) and returns, for each
  /// section after it, its section before (−1 for an inserted one).
  func sourceSections(rowCountsBefore: [Int], rowCountsAfter: [Int]) throws(TableBatchError)
    -> [Int]
  {
    if let first = recordingErrors.first { throw first }
    let sourceOfSection = try mapSections(
      beforeCount: rowCountsBefore.count, afterCount: rowCountsAfter.count)
    try checkRows(
      before: rowCountsBefore, rowCounts: rowCountsAfter, sourceOfSection: sourceOfSection)
    return sourceOfSection
  }

  /// Each section after the batch: its section before (−1 for an inserted one).
  private func mapSections(beforeCount: Int, afterCount: Int) throws(TableBatchError) -> [Int] {
    let moveSources = movedSections.map(\.from)
    let moveTargets = movedSections.map(\.to)
    for section in deletedSections.union(reloadedSections).union(moveSources)
    where !(0..<beforeCount).contains(section) {
      throw .sectionOutOfRange(section: section, count: beforeCount, isAfterBatch: false)
    }
    for section in insertedSections.union(moveTargets)
    where !(0..<afterCount).contains(section) {
      throw .sectionOutOfRange(section: section, count: afterCount, isAfterBatch: true)
    }
    if Set(moveSources).count != moveSources.count || Set(moveTargets).count != moveTargets.count
      || !deletedSections.isDisjoint(with: moveSources)
      || !reloadedSections.isDisjoint(with: deletedSections.union(moveSources))
      || !insertedSections.isDisjoint(with: moveTargets)
    {
      throw .conflictingOperations("a section is named by two operations that exclude each other")
    }
    guard beforeCount - deletedSections.count + insertedSections.count == afterCount
    else {
      throw .sectionCountMismatch(
        before: beforeCount, deleted: deletedSections.count,
        inserted: insertedSections.count, after: afterCount)
    }
    var sourceOfSection = [Int](repeating: -2, count: afterCount)
    for section in insertedSections { sourceOfSection[section] = -1 }
    for move in movedSections { sourceOfSection[move.to] = move.from }
    let movedAway = Set(moveSources)
    var untouched = (0..<beforeCount).lazy.filter {
      !deletedSections.contains($0) && !movedAway.contains($0)
    }.makeIterator()
    for index in 0..<afterCount where sourceOfSection[index] == -2 {
      sourceOfSection[index] = untouched.next() ?? -1
    }
    return sourceOfSection
  }

  /// Checks the row operations and the row counts.
  private func checkRows(before: [Int], rowCounts: [Int], sourceOfSection: [Int])
    throws(TableBatchError)
  {
    let movedFrom = movedRows.map(\.from)
    let movedTo = movedRows.map(\.to)
    for path in deletedRows.union(reloadedRows).union(movedFrom) {
      guard before.indices.contains(path.section),
        (0..<before[path.section]).contains(path.item),
        !deletedSections.contains(path.section)
      else { throw .rowOutOfRange(path: path, isAfterBatch: false) }
    }
    for path in insertedRows.union(movedTo) {
      guard rowCounts.indices.contains(path.section),
        (0..<rowCounts[path.section]).contains(path.item),
        sourceOfSection[path.section] >= 0
      else { throw .rowOutOfRange(path: path, isAfterBatch: true) }
    }
    if Set(movedFrom).count != movedFrom.count || Set(movedTo).count != movedTo.count
      || !deletedRows.isDisjoint(with: movedFrom)
      || !reloadedRows.isDisjoint(with: deletedRows.union(movedFrom))
      || !insertedRows.isDisjoint(with: movedTo)
    {
      throw .conflictingOperations("a row is named by two operations that exclude each other")
    }
    var deleted: [Int: Int] = [:]
    var inserted: [Int: Int] = [:]
    var movedOut: [Int: Int] = [:]
    var movedIn: [Int: Int] = [:]
    for path in deletedRows { deleted[path.section, default: 0] += 1 }
    for path in insertedRows { inserted[path.section, default: 0] += 1 }
    for move in movedRows where sourceOfSection[move.to.section] != move.from.section {
      movedOut[move.from.section, default: 0] += 1
      movedIn[move.to.section, default: 0] += 1
    }
    for (target, count) in rowCounts.enumerated() {
      let source = sourceOfSection[target]
      guard source >= 0, !reloadedSections.contains(source) else { continue }
      let countBefore = before[source]
      let (removed, added) = (deleted[source, default: 0], inserted[target, default: 0])
      let (out, into) = (movedOut[source, default: 0], movedIn[target, default: 0])
      guard countBefore - removed - out + added + into == count else {
        throw .rowCountMismatch(
          section: target, before: countBefore, inserted: added, deleted: removed, movedIn: into,
          movedOut: out, after: count)
      }
    }
  }
}
