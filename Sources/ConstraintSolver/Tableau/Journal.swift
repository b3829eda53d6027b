// A journal of the tableau changes made by one request that may be refused (a required
// constraint added through the dual simplex, a required constant change): the rows and costs
// as they were before the request first touched them, so that a refusal restores them bit for
// bit. Only `pivot` and `substitute` and the constant shifts write to rows and costs while a
// request runs, and they record first.

/// The rows and costs touched since the journal opened, as they were.
struct Journal: Sendable {
  /// Rows: the slot, its row and its basic symbol before the first change.
  var rows: [(slot: Int, row: Row, basic: UInt32)] = []
  /// Costs: the symbol, its cost vector and their error bounds (all level slots) before the first
  /// change.
  var costs: [(symbol: UInt32, costs: [Double], errors: [Double])] = []
  /// Which row slots and symbols are recorded (equal to `generation` when they are).
  var rowMarks: [UInt32] = []
  var costMarks: [UInt32] = []
  var generation: UInt32 = 0
  /// Whether a request is being recorded.
  var isOpen = false
}

extension Solver {
  /// Starts recording changes.
  mutating func openJournal() {
    journal.rows.removeAll(keepingCapacity: true)
    journal.costs.removeAll(keepingCapacity: true)
    journal.generation &+= 1
    if journal.generation == 0 {
      for i in journal.rowMarks.indices { journal.rowMarks[i] = 0 }
      for i in journal.costMarks.indices { journal.costMarks[i] = 0 }
      journal.generation = 1
    }
    journal.isOpen = true
  }

  /// Stops recording and forgets the records (the request went through).
  mutating func closeJournal() {
    journal.isOpen = false
    journal.rows.removeAll(keepingCapacity: true)
    journal.costs.removeAll(keepingCapacity: true)
  }

  /// Records row `slot` before its first change.
  @inline(__always) mutating func journalRow(_ slot: Int) {
    guard journal.isOpen else { return }
    while journal.rowMarks.count <= slot { journal.rowMarks.append(0) }
    guard journal.rowMarks[slot] != journal.generation else { return }
    journal.rowMarks[slot] = journal.generation
    journal.rows.append((slot, rows[slot], basics[slot]))
  }

  /// Records `symbol`'s costs before their first change.
  @inline(__always) mutating func journalCosts(_ symbol: UInt32) {
    guard journal.isOpen else { return }
    while journal.costMarks.count <= Int(symbol) { journal.costMarks.append(0) }
    guard journal.costMarks[Int(symbol)] != journal.generation else { return }
    journal.costMarks[Int(symbol)] = journal.generation
    let base = Int(symbol) * objective.stride
    journal.costs.append(
      (
        symbol, Array(objective.costs[base..<base + objective.stride]),
        Array(objective.errors[base..<base + objective.stride])
      ))
  }

  /// Puts every recorded row and cost back and closes the journal.
  mutating func rollBackJournal() {
    for entry in journal.rows where basics[entry.slot] != Solver.noSymbol {
      rowOf[Int(basics[entry.slot])] = -1
    }
    for entry in journal.rows.reversed() {
      rows[entry.slot] = entry.row
      basics[entry.slot] = entry.basic
      if entry.basic != Solver.noSymbol { rowOf[Int(entry.basic)] = Int32(entry.slot) }
    }
    // Columns only gain entries while a request runs, but a walk may have dropped the entry of
    // a symbol a row lost then: note every restored cell again (repeats are harmless).
    for entry in journal.rows where entry.basic != Solver.noSymbol {
      for cell in entry.row.cells { noteColumnEntry(cell.symbol, row: entry.slot) }
    }
    for entry in journal.costs {
      let base = Int(entry.symbol) * objective.stride
      for level in 0..<objective.stride {
        objective.costs[base + level] = entry.costs[level]
        objective.errors[base + level] = entry.errors[level]
      }
    }
    infeasibleRows.removeAll()
    invalidateEvaluation()
    closeJournal()
  }
}
