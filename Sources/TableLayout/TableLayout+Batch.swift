import Geometry

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
    freshRow: (ItemPath) -> (height: Double, isFinal: Bool)
  ) throws(TableBatchError) {
    let sourceOfSection = try batch.sourceSections(
      rowCountsBefore: storedSections.map(\.rowCount), rowCountsAfter: rowCounts)
    // Per section: the rows that leave (deleted or moved away) and the rows that arrive
    // (inserted, or moved in with their source), each sorted by row.
    var leaving: [Int: [Int]] = [:]
    for path in batch.deletedRows { leaving[path.section, default: []].append(path.item) }
    var arriving: [Int: [(row: Int, from: ItemPath?)]] = [:]
    for path in batch.insertedRows { arriving[path.section, default: []].append((path.item, nil)) }
    for move in batch.movedRows {
      leaving[move.from.section, default: []].append(move.from.item)
      arriving[move.to.section, default: []].append((move.to.item, move.from))
    }
    var reloading: [Int: Set<Int>] = [:]
    for path in batch.reloadedRows { reloading[path.section, default: []].insert(path.item) }
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
        let fresh = freshRow(ItemPath(item: row, section: target))
        section.rowHeights.append(Self.validHeight(fresh.height))
        section.isMeasured.append(fresh.isFinal)
      }
      func appendOld(_ path: ItemPath) {
        section.rowHeights.append(storedSections[path.section].rowHeights[path.item])
        section.isMeasured.append(storedSections[path.section].isMeasured[path.item])
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
        let old = ItemPath(item: nextOld, section: source)
        nextOld += 1
        if reloaded?.contains(old.item) == true { appendFresh(row) } else { appendOld(old) }
      }
      result.append(section)
    }
    sections = result
  }
}
