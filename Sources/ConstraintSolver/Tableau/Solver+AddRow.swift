// Adding one constraint to the tableau (Badros, Borning and Stuckey 2001, section 2.5, "Adding
// a constraint"), with the subject chosen to keep the tableau sparse.
//
// The tableau keeps the paper's augmented simplex form: rows whose basic symbol is a caller's
// variable (`C_U`) apart from the restricted rows (`C_S`) that the simplex works on. Unlike the
// paper and kiwi, a `C_U` row is not fully substituted: it may refer to other caller's
// variables that are basic, provided they rank lower (a topological order, `ranks`). So
// `row.top == previous.top + previous.height` stays a three-cell row instead of the sum of
// every height above it, and `C_S` rows and the objective never hold a caller's variable.
//
// Choosing the subject of a new row:
// 1. a parametric caller's variable that no row mentions: no substitution at all (it then
//    ranks above every other variable);
// 2. otherwise the row's caller's variables are expanded from the highest rank down (a basic
//    one is replaced by its row, so `av.top - row.top` cancels before `row.top` is expanded),
//    until the highest-ranked one is parametric: it becomes the subject;
// 3. a row left with restricted symbols only joins `C_S`, solved for one of the constraint's
//    own new markers when one has a negative coefficient (kiwi's rule); otherwise (a required
//    constraint that the solution violates, or an equality) solved for its marker anyway and
//    made feasible by the dual simplex, which also proves a conflict when there is one.

extension Solver {
  /// Adds the constraint of record `slot` to the tableau and re-optimises.
  ///
  /// - Throws: `SolverError.unsatisfiable` when it is required and cannot hold,
  ///   `SolverError.numberOutOfRange` when the solution would hold a number past
  ///   `Solver.maximumValue` (see `Journal.swift`); the solver is then exactly as it was.
  mutating func addToTableau(_ slot: Int) throws(SolverError) {
    let decade = largestDecade
    do {
      try addToTableauOrRefuse(slot)
    } catch {
      largestDecade = decade
      throw error
    }
  }

  /// `addToTableau`, but for the magnitude noted for `constantTolerance` on a refusal.
  private mutating func addToTableauOrRefuse(_ slot: Int) throws(SolverError) {
    let constraint = records[slot].constraint
    clearAccumulator()
    var constant = constraint.expression.constant
    // The largest number summed into `constant`: its rounding grows with it.
    var constantScale = abs(constant)
    for term in constraint.expression.terms { accumulate(term.variable.id, term.coefficient) }

    // 1. A parametric variable no row mentions: no expansion, no substitution.
    var subject = Solver.noSymbol
    for term in constraint.expression.terms {
      let v = term.variable.id
      guard rowOf[Int(v)] < 0, columnHead[Int(v)] < 0, !hasCancelled(v) else {
        continue
      }
      if subject == Solver.noSymbol || ranks[Int(v)] > ranks[Int(subject)] { subject = v }
    }
    if subject != Solver.noSymbol {
      raiseRank(of: subject)
      addVariableRow(slot, subject: subject, constant: constant)
      return
    }

    // 2. Expand basic variables from the highest rank down.
    while let v = popExpansion() {
      let coefficient = accumulator[Int(v)].value
      if hasCancelled(v) {
        accumulator[Int(v)].value = 0
        continue
      }
      let row = Int(rowOf[Int(v)])
      if row < 0 {
        // Nothing else moves (the new row's subject was a parameter, at 0, of the rows that
        // hold it), so its constant is the only number to check.
        let rowIsNew = freeRows.isEmpty
        let slotOfRow = addVariableRow(slot, subject: v, constant: constant)
        if abs(rows[slotOfRow].constant) > valueBound && !replacedByAccurateRebuild(ofRecord: slot)
        {
          undoInsertRow(slotOfRow, wasAppended: rowIsNew)
          undoMarkers(slot)
          throw .numberOutOfRange
        }
        return
      }
      accumulator[Int(v)].value = 0
      let part = accumulate(row: row, times: coefficient)
      constantScale = max(constantScale, abs(part))
      constant += part
    }

    // 3. Restricted symbols only.
    try addRestrictedRow(slot, constant: constant, scale: constantScale)
  }

  /// The markers a constraint brings, with their coefficients in its row: `marker` and
  /// `other` (`noSymbol` when there is none).
  private func markerPlan(for constraint: LinearConstraint) -> (
    marker: SymbolKind, markerCoefficient: Double, other: SymbolKind?, otherCoefficient: Double
  ) {
    let isRequired = constraint.strength.isRequired
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      return (.slack, sign, isRequired ? nil : .error, -sign)
    case .equal:
      return isRequired ? (.dummy, 1, nil, 0) : (.error, -1, .error, 1)
    }
  }

  /// Makes the constraint's markers, adds them to the accumulator and the objective, and
  /// marks the record active.
  private mutating func makeMarkers(_ slot: Int) {
    let constraint = records[slot].constraint
    let plan = markerPlan(for: constraint)
    let marker = makeSymbol(plan.marker)
    owners[Int(marker)] = Int32(slot)
    accumulate(marker, plan.markerCoefficient)
    records[slot].marker = marker
    records[slot].markerCoefficient = plan.markerCoefficient
    var level = -1
    var otherLevel = -1
    if !constraint.strength.isRequired {
      level = objective.acquireLevel(priority: constraint.strength.priority)
      otherLevel = level
      if let shortfall = records[slot].shortfallPriority {
        otherLevel = objective.acquireLevel(priority: shortfall)
      }
    }
    records[slot].level = level
    records[slot].otherLevel = otherLevel
    if let otherKind = plan.other {
      let other = makeSymbol(otherKind)
      owners[Int(other)] = Int32(slot)
      accumulate(other, plan.otherCoefficient)
      records[slot].other = other
    }
    if level >= 0 {
      let marker = records[slot].marker
      if kinds[Int(marker)] == .error { objective.add(1, to: marker, level: level) }
      let other = records[slot].other
      if other != Solver.noSymbol && kinds[Int(other)] == .error {
        objective.add(1, to: other, level: otherLevel)
      }
    }
    records[slot].state = .active
    noteMagnitude(of: constraint.expression.constant)
  }

  /// Stores the accumulated row solved for caller's variable `subject` (a `C_U` row); returns
  /// its slot.
  @discardableResult
  private mutating func addVariableRow(_ slot: Int, subject: UInt32, constant: Double) -> Int {
    makeMarkers(slot)
    let a = accumulator[Int(subject)].value
    let cells = accumulatedCells(times: -1 / a, excluding: subject)
    let row = insertRow(Row(cells: cells, constant: -constant / a), basic: subject)
    clearAccumulator()
    return row
  }

  /// Undoes `makeMarkers` after a refused add: frees the markers and the objective levels
  /// they took, and marks the record inactive.
  private mutating func undoMarkers(_ slot: Int) {
    let record = records[slot]
    for symbol in [record.marker, record.other] where symbol != Solver.noSymbol {
      freeSymbol(symbol)
    }
    releaseLevelsAndMarkers(ofRecord: slot)
  }

  /// Gives back the objective levels a record's errors took and marks it inactive, without
  /// markers (they are freed already).
  mutating func releaseLevelsAndMarkers(ofRecord slot: Int) {
    let record = records[slot]
    if record.level >= 0 { objective.releaseLevel(record.level) }
    if record.shortfallPriority != nil && record.otherLevel >= 0 {
      objective.releaseLevel(record.otherLevel)
    }
    records[slot].marker = Solver.noSymbol
    records[slot].other = Solver.noSymbol
    records[slot].level = -1
    records[slot].otherLevel = -1
    records[slot].state = .inactive
  }

  /// Adds an accumulated row of restricted symbols (a `C_S` row).
  private mutating func addRestrictedRow(
    _ slot: Int, constant: Double, scale: Double
  ) throws(SolverError) {
    let plan = markerPlan(for: records[slot].constraint)
    let sign: Double = constant < 0 ? -1 : 1
    let markerWorks = plan.marker.isPivotable && sign * plan.markerCoefficient < 0
    let otherWorks = plan.other != nil && sign * plan.otherCoefficient < 0
    makeMarkers(slot)
    if markerWorks || otherWorks {
      // A new marker with a negative coefficient: the row solved for it is feasible.
      let subject = markerWorks ? records[slot].marker : records[slot].other
      let a = sign * accumulator[Int(subject)].value
      let cells = accumulatedCells(times: -sign / a, excluding: subject)
      let rowIsNew = freeRows.isEmpty
      let row = insertRow(Row(cells: cells, constant: -sign * constant / a), basic: subject)
      clearAccumulator()
      openJournal()
      substituteIntoObjective(subject, definedBy: rows[row])
      optimize()
      try closeJournalInRange(slot, newRow: row, wasAppended: rowIsNew)
      return
    }
    // A required constraint the current solution violates (an inequality), or an equality:
    // its marker becomes basic all the same, below 0 (a slack) or not yet 0 (a dummy). A new
    // basic marker has no cost, so every reduced cost is unchanged and the objective is still
    // optimal: the dual simplex restores feasibility (kiwi and the paper use an artificial
    // variable and a phase-one optimisation instead).
    let marker = records[slot].marker
    let a = accumulator[Int(marker)].value
    let cells = accumulatedCells(times: -1 / a, excluding: marker)
    clearAccumulator()
    let rowIsNew = freeRows.isEmpty
    let row = insertRow(Row(cells: cells, constant: -constant / a), basic: marker)
    openJournal()
    var failing: Int?
    if plan.marker == .dummy {
      if !pivotDummyOut(row: row, scale: scale / abs(a)) { failing = row }
    } else {
      markInfeasible(marker)
    }
    if failing == nil { failing = dualOptimize() }
    guard let failing else {
      optimize()
      try closeJournalInRange(slot, newRow: row, wasAppended: rowIsNew)
      return
    }
    var conflicting = requiredConstraints(provenBy: failing)
    conflicting.removeAll { $0.slot == UInt32(slot) }
    if replacedByRebuildDespiteConflict(ofRecord: slot, conflicting: conflicting) { return }
    rollBackJournal()
    undoInsertRow(row, wasAppended: rowIsNew)
    undoMarkers(slot)
    throw .unsatisfiable(conflicting: conflicting)
  }

  /// Ends the journal of an add through the restricted rows: keeps the change, or, when a row
  /// it touched (or the new row `newRow`) now holds a number past `Solver.maximumValue`, or
  /// when `journaledRefusal` refuses, puts everything back and refuses.
  private mutating func closeJournalInRange(
    _ slot: Int, newRow: Int, wasAppended: Bool
  ) throws(SolverError) {
    let refusal: SolverError?
    if abs(rows[newRow].constant) > valueBound {
      refusal = replacedByAccurateRebuild(ofRecord: slot) ? nil : .numberOutOfRange
    } else {
      refusal = journaledRefusal(ofRecord: slot, namingIt: false)
    }
    guard let refusal else {
      closeJournal()
      return
    }
    rollBackJournal()
    undoInsertRow(newRow, wasAppended: wasAppended)
    undoMarkers(slot)
    needsRefactoring = false
    throw refusal
  }

  /// Why the request whose changes the journal holds (an add or a constant change of record
  /// `slot`) must be refused, if it must: a row it touched now past `Solver.maximumValue`, or,
  /// for a required constraint that needed a suspect pivot, the conflict a rebuild from the
  /// constraints finds (`conflictFoundByRebuild()`), or, in a system with wide numbers, for
  /// one that asks for a rebuild at its end or left residuals refinement cannot take out
  /// (`needsVerifiedConflictCheck()`), the conflict a rebuild finds and a solve of the
  /// constraints it names confirms (`verifiedConflictFoundByRebuild()`), naming the record or
  /// not (an add that is refused has no ID).
  mutating func journaledRefusal(ofRecord slot: Int, namingIt: Bool) -> SolverError? {
    if touchedRowsExceedRange() {
      return replacedByAccurateRebuild(ofRecord: slot) ? nil : .numberOutOfRange
    }
    if accurateSolutionExceedsRange() { return .numberOutOfRange }
    guard records[slot].level < 0,
      let found = forcedSuspectPivot
        ? conflictFoundByRebuild()
        : needsVerifiedConflictCheck() ? verifiedConflictFoundByRebuild() : nil
    else { return nil }
    return .unsatisfiable(
      conflicting: namingIt
        ? conflicting(found, naming: slot) : found.filter { $0.slot != UInt32(slot) })
  }

  /// `conflicting` with record `slot`'s ID, in ID order, unless it is there already or is the
  /// solver's own (an edit).
  func conflicting(_ conflicting: [ConstraintID], naming slot: Int) -> [ConstraintID] {
    let id = id(ofRecord: slot)
    guard !records[slot].isInternal, !conflicting.contains(id) else { return conflicting }
    return (conflicting + [id]).sorted()
  }

  /// The required constraints whose markers row `failing` holds, its basic symbol included:
  /// the row proves that they cannot all hold.
  func requiredConstraints(provenBy failing: Int) -> [ConstraintID] {
    requiredConstraints(among: rows[failing].cells.map(\.symbol) + [basics[failing]])
  }

  /// The active, required, caller-visible constraints that own any of `symbols`, in ID order.
  func requiredConstraints(among symbols: [UInt32]) -> [ConstraintID] {
    var slots: [Int] = []
    for symbol in symbols {
      let owner = Int(owners[Int(symbol)])
      guard owner >= 0 else { continue }
      let record = records[owner]
      guard record.state == .active, record.level < 0, !record.isInternal else { continue }
      slots.append(owner)
    }
    slots.sort()
    var ids: [ConstraintID] = []
    for slot in slots where ids.last?.slot != UInt32(slot) {
      ids.append(ConstraintID(slot: UInt32(slot), generation: records[slot].generation))
    }
    return ids
  }
}
