extension TableLayout {
  /// Applies a batch update: checks it against the row counts before (this layout) and after
  /// (`rowCounts`), as UIKit does, then rebuilds the sections, keeping the heights of moved and
  /// untouched rows and asking `freshRow` for inserted and reloaded ones.
  ///
  /// - Parameters:
  ///   - batch: The changes.
  ///   - rowCounts: Each section's row count after the batch (the data source's).
  ///   - freshSection: The header and footer of a section after the batch.
  ///   - freshRow: The initial height of a new or reloaded row and whether it is final.
  /// - Throws: ``TableBatchError`` for a batch UIKit refuses; the layout is then unchanged.
  /// - Complexity: O(n) for n rows.
  public mutating func apply(
    _ batch: TableBatch, rowCounts: [Int],
    freshSection: (Int) -> (header: TableSupplementaryHeight, footer: TableSupplementaryHeight),
    freshRow: (TableRowPath) -> (height: Double, isFinal: Bool)
  ) throws(TableBatchError) {
    if let first = batch.recordingErrors.first { throw first }
    let sourceOfSection = try mapSections(batch, afterCount: rowCounts.count)
    try checkRows(batch, rowCounts: rowCounts, sourceOfSection: sourceOfSection)
    // Per section: the rows that leave (deleted or moved away) and the rows that arrive
    // (inserted, or moved in with their source), each sorted by row.
    var leaving: [Int: [Int]] = [:]
    for path in batch.deletedRows { leaving[path.section, default: []].append(path.row) }
    var arriving: [Int: [(row: Int, from: TableRowPath?)]] = [:]
    for path in batch.insertedRows { arriving[path.section, default: []].append((path.row, nil)) }
    for move in batch.movedRows {
      leaving[move.from.section, default: []].append(move.from.row)
      arriving[move.to.section, default: []].append((move.to.row, move.from))
    }
    var reloading: [Int: Set<Int>] = [:]
    for path in batch.reloadedRows { reloading[path.section, default: []].insert(path.row) }
    var result: [TableSection] = []
    result.reserveCapacity(rowCounts.count)
    for (target, count) in rowCounts.enumerated() {
      let source = sourceOfSection[target]
      let (header, footer) = freshSection(target)
      var section = TableSection(
        rowCount: 0, rowHeight: 0, isMeasured: false, header: header, footer: footer)
      section.rowHeights.reserveCapacity(count)
      section.isMeasured.reserveCapacity(count)
      func appendFresh(_ row: Int) {
        let fresh = freshRow(TableRowPath(section: target, row: row))
        section.rowHeights.append(Self.validHeight(fresh.height))
        section.isMeasured.append(fresh.isFinal)
      }
      func appendOld(_ path: TableRowPath) {
        section.rowHeights.append(storedSections[path.section].rowHeights[path.row])
        section.isMeasured.append(storedSections[path.section].isMeasured[path.row])
      }
      guard source >= 0, !batch.reloadedSections.contains(source) else {
        for row in 0..<count { appendFresh(row) }
        result.append(section)
        continue
      }
      let gone = (leaving[source] ?? []).sorted()
      let incoming = (arriving[target] ?? []).sorted { $0.row < $1.row }
      var nextGone = 0
      var nextIncoming = 0
      let reloaded = reloading[source]
      var nextOld = 0  // the next row of `source` that may stay
      for row in 0..<count {
        if nextIncoming < incoming.count, incoming[nextIncoming].row == row {
          if let from = incoming[nextIncoming].from { appendOld(from) } else { appendFresh(row) }
          nextIncoming += 1
          continue
        }
        while nextGone < gone.count, gone[nextGone] == nextOld {
          nextGone += 1
          nextOld += 1
        }
        let old = TableRowPath(section: source, row: nextOld)
        nextOld += 1
        if reloaded?.contains(old.row) == true { appendFresh(row) } else { appendOld(old) }
      }
      result.append(section)
    }
    sections = result
  }

  /// Each section after the batch: its section before (−1 for an inserted one).
  private func mapSections(_ batch: TableBatch, afterCount: Int) throws(TableBatchError) -> [Int] {
    let beforeCount = storedSections.count
    let moveSources = batch.movedSections.map(\.from)
    let moveTargets = batch.movedSections.map(\.to)
    for section in batch.deletedSections.union(batch.reloadedSections).union(moveSources)
    where !(0..<beforeCount).contains(section) {
      throw .sectionOutOfRange(section: section, count: beforeCount, isAfterBatch: false)
    }
    for section in batch.insertedSections.union(moveTargets)
    where !(0..<afterCount).contains(section) {
      throw .sectionOutOfRange(section: section, count: afterCount, isAfterBatch: true)
    }
    if Set(moveSources).count != moveSources.count || Set(moveTargets).count != moveTargets.count
      || !batch.deletedSections.isDisjoint(with: moveSources)
      || !batch.reloadedSections.isDisjoint(with: batch.deletedSections.union(moveSources))
      || !batch.insertedSections.isDisjoint(with: moveTargets)
    {
      throw .conflictingOperations("a section is named by two operations that exclude each other")
    }
    guard beforeCount - batch.deletedSections.count + batch.insertedSections.count == afterCount
    else {
      throw .sectionCountMismatch(
        before: beforeCount, deleted: batch.deletedSections.count,
        inserted: batch.insertedSections.count, after: afterCount)
    }
    var sourceOfSection = [Int](repeating: -2, count: afterCount)
    for section in batch.insertedSections { sourceOfSection[section] = -1 }
    for move in batch.movedSections { sourceOfSection[move.to] = move.from }
    let movedAway = Set(moveSources)
    var untouched = (0..<beforeCount).lazy.filter {
      !batch.deletedSections.contains($0) && !movedAway.contains($0)
    }.makeIterator()
    for index in 0..<afterCount where sourceOfSection[index] == -2 {
      sourceOfSection[index] = untouched.next() ?? -1
    }
    return sourceOfSection
  }

  /// Checks the row operations and the row counts.
  private func checkRows(_ batch: TableBatch, rowCounts: [Int], sourceOfSection: [Int])
    throws(TableBatchError)
  {
    let movedFrom = batch.movedRows.map(\.from)
    let movedTo = batch.movedRows.map(\.to)
    for path in batch.deletedRows.union(batch.reloadedRows).union(movedFrom) {
      guard storedSections.indices.contains(path.section),
        (0..<storedSections[path.section].rowCount).contains(path.row),
        !batch.deletedSections.contains(path.section)
      else { throw .rowOutOfRange(path: path, isAfterBatch: false) }
    }
    for path in batch.insertedRows.union(movedTo) {
      guard rowCounts.indices.contains(path.section),
        (0..<rowCounts[path.section]).contains(path.row),
        sourceOfSection[path.section] >= 0
      else { throw .rowOutOfRange(path: path, isAfterBatch: true) }
    }
    if Set(movedFrom).count != movedFrom.count || Set(movedTo).count != movedTo.count
      || !batch.deletedRows.isDisjoint(with: movedFrom)
      || !batch.reloadedRows.isDisjoint(with: batch.deletedRows.union(movedFrom))
      || !batch.insertedRows.isDisjoint(with: movedTo)
    {
      throw .conflictingOperations("a row is named by two operations that exclude each other")
    }
    var deleted: [Int: Int] = [:]
    var inserted: [Int: Int] = [:]
    var movedOut: [Int: Int] = [:]
    var movedIn: [Int: Int] = [:]
    for path in batch.deletedRows { deleted[path.section, default: 0] += 1 }
    for path in batch.insertedRows { inserted[path.section, default: 0] += 1 }
    for move in batch.movedRows where sourceOfSection[move.to.section] != move.from.section {
      movedOut[move.from.section, default: 0] += 1
      movedIn[move.to.section, default: 0] += 1
    }
    for (target, count) in rowCounts.enumerated() {
      let source = sourceOfSection[target]
      guard source >= 0, !batch.reloadedSections.contains(source) else { continue }
      let before = storedSections[source].rowCount
      let (removed, added) = (deleted[source, default: 0], inserted[target, default: 0])
      let (out, into) = (movedOut[source, default: 0], movedIn[target, default: 0])
      guard before - removed - out + added + into == count else {
        throw .rowCountMismatch(
          section: target, before: before, inserted: added, deleted: removed, movedIn: into,
          movedOut: out, after: count)
      }
    }
  }
}
