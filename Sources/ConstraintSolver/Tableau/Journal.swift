// A journal of the tableau changes made by one request that may be refused (a constraint
// added through the restricted rows, a constant change): the rows as they were before the
// request first touched them, so that a refusal restores them bit for bit. Only `pivot`,
// `substitute` and the constant shifts write to rows while a request runs, and they record
// first. The objective is not recorded: its reduced costs follow from the rows and the
// optional constraints' errors, and a refusal (rare) recomputes them (`rebuildObjective()`)
// from the restored rows. Recording them cost every add through the restricted rows a copy of
// the costs of each symbol of its row: 4 M of the 41 M instructions of the 1,000-row SnapKit
// screen's first layout, whose 2,000 intrinsic sizes are such adds.
//
// A request is refused when the required constraints conflict, and also when it would leave
// a row constant it touched beyond `Solver.maximumValue` (and beyond what that row held
// before; during a rebuild, beyond `Solver.valueBound`): the journal lists exactly the rows the
// request touched, so the check costs nothing more than the request's own pivots.

/// The rows touched since the journal opened, as they were.
///
/// Everything is copied into flat buffers that keep their capacity from one request to the
/// next, so that recording allocates nothing and holds no reference to a row's cells (a row
/// whose cells the journal shared would be copied on its next change).
struct Journal: Sendable {
  /// Rows: the slot, its basic symbol, its constant and where its cells are in `cells`,
  /// before the first change to its cells.
  var rows: [(slot: Int, basic: UInt32, constant: Double, start: Int, count: Int)] = []
  var cells: [Cell] = []
  /// Rows whose constant a constant change shifted (`Solver.shiftMarker`, the first change of
  /// its request, before any row is recorded): the slot and the constant before.
  var constants: [(slot: Int, constant: Double)] = []
  /// The largest magnitude a shift left in those rows: when it is within
  /// `Solver.maximumValue`, none of them can end past it without a pivot or a substitution,
  /// which record it in `rows`.
  var largestShifted = 0.0
  /// Which row slots are recorded (equal to `generation` when they are).
  var rowMarks: [UInt32] = []
  var generation: UInt32 = 0
  /// Whether a request is being recorded.
  var isOpen = false
}

extension Solver {
  /// Starts recording changes.
  mutating func openJournal() {
    journal.rows.removeAllKeepingCapacity()
    journal.cells.removeAllKeepingCapacity()
    journal.constants.removeAllKeepingCapacity()
    journal.largestShifted = 0
    journal.generation &+= 1
    if journal.generation == 0 {
      for i in journal.rowMarks.indices { journal.rowMarks[i] = 0 }
      journal.generation = 1
    }
    // Marks for every row there is (a request adds none while it records), grown a quarter
    // at a time: each add makes a row, and growing by one each time cost more than the rest
    // of opening.
    if journal.rowMarks.count < rows.count {
      let count = max(rows.count - journal.rowMarks.count, journal.rowMarks.count / 4 + 16)
      journal.rowMarks.append(contentsOf: repeatElement(0, count: count))
    }
    journal.isOpen = true
    forcedSuspectPivot = false
  }

  /// Stops recording and forgets the records (the request went through).
  mutating func closeJournal() {
    journal.isOpen = false
  }

  /// Records row `slot` before its first change.
  @inline(__always) mutating func journalRow(_ slot: Int) {
    guard journal.isOpen, journal.rowMarks[slot] != journal.generation else { return }
    journal.rowMarks[slot] = journal.generation
    let start = journal.cells.count
    rows[slot].cells.withUnsafeBufferPointer { journal.cells.append(contentsOf: $0) }
    journal.rows.append((slot, basics[slot], rows[slot].constant, start, rows[slot].cells.count))
  }

  /// Puts every recorded row back, closes the journal and recomputes the objective from the
  /// restored rows.
  mutating func rollBackJournal() {
    for entry in journal.rows where basics[entry.slot] != Solver.noSymbol {
      rowOf[Int(basics[entry.slot])] = -1
    }
    for entry in journal.rows.reversed() {
      let cells = Array(journal.cells[entry.start..<entry.start + entry.count])
      rows[entry.slot] = Row(cells: cells, constant: entry.constant)
      basics[entry.slot] = entry.basic
      if entry.basic != Solver.noSymbol { rowOf[Int(entry.basic)] = Int32(entry.slot) }
    }
    // A constant recorded alone predates any record of its row's cells (which are as they
    // were then): it goes back last, the earliest last of all.
    for entry in journal.constants.reversed() { rows[entry.slot].constant = entry.constant }
    // Columns only gain entries while a request runs, but a walk may have dropped the entry of
    // a symbol a row lost then: note every restored cell again (repeats are harmless).
    for entry in journal.rows where entry.basic != Solver.noSymbol {
      for cell in rows[entry.slot].cells { noteColumnEntry(cell.symbol, row: entry.slot) }
    }
    objective.clearCandidates()
    // Symbols the refused request noted as blocked: their costs are as before it.
    objective.blocked.removeAll()
    infeasibleRows.removeAll()
    invalidateEvaluation()
    closeJournal()
    rebuildObjective()
  }

  /// Whether a row the journal recorded now holds a constant beyond `valueBound`
  /// (`Solver.maximumValue` but in some rebuilds) and beyond what it held before (a row that
  /// was that large already may keep its size).
  ///
  /// - Complexity: O(rows the request touched).
  func touchedRowsExceedRange() -> Bool {
    for entry in journal.rows where basics[entry.slot] != Solver.noSymbol {
      let constant = abs(rows[entry.slot].constant)
      if constant > valueBound && constant > abs(entry.constant) { return true }
    }
    guard journal.largestShifted > valueBound else { return false }
    for entry in journal.constants where basics[entry.slot] != Solver.noSymbol {
      let constant = abs(rows[entry.slot].constant)
      if constant > valueBound && constant > abs(entry.constant) { return true }
    }
    return false
  }
}
