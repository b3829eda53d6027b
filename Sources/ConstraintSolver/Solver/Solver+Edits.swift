// Edit variables and constant changes, re-solved by the dual simplex (Badros, Borning and
// Stuckey 2001, section 2.4, "Incrementality: resolving the constraints"; kiwi's
// `suggestValue`). A constraint's constant enters its row only through its marker, so moving
// the constant by δ shifts the marker by δ / (its coefficient): every row that holds the
// marker moves by its coefficient times that, no pivot needed unless a restricted row turns
// negative, and then the dual simplex repairs only those rows.

extension Solver {
  /// Makes `variable` an edit variable.
  ///
  /// An edit variable is an optional constraint `variable == value` at `strength`, whose
  /// value ``suggestValue(_:for:)`` changes. The value starts at 0, as in kiwi; suggest one
  /// right away.
  ///
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
  ///   ``SolverError/requiredEditStrength`` (an edit must be optional),
  ///   ``SolverError/invalidStrength(_:)``, ``SolverError/nonFiniteNumber``,
  ///   ``SolverError/unknownVariable(_:)``, or ``SolverError/numberOutOfRange`` when the
  ///   solution would hold a number past ``Solver/maximumValue`` (the solver is then as it
  ///   was).
  public mutating func addEditVariable(_ variable: Variable, strength: Strength)
    throws(SolverError)
  {
    guard isKnown(variable) else { throw .unknownVariable(variable) }
    guard strength.priority.isFinite else { throw .nonFiniteNumber }
    guard strength.isValid else { throw .invalidStrength(strength) }
    guard !strength.isRequired else { throw .requiredEditStrength }
    guard editOf[Int(variable.id)] < 0 else { throw .duplicateEditVariable(variable) }
    let slot = makeRecord(
      LinearConstraint(LinearExpression(variable), .equal, strength: strength),
      isInternal: true)
    try addNewRecordToTableau(slot)
    editOf[Int(variable.id)] = Int32(slot)
    refactorIfNeeded()
  }

  /// Stops editing `variable`: its edit constraint is removed and the system re-optimised.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` when it is not an edit variable.
  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard isKnown(variable), editOf[Int(variable.id)] >= 0 else {
      throw .unknownEditVariable(variable)
    }
    let slot = Int(editOf[Int(variable.id)])
    removeFromTableau(slot)
    freeRecord(slot)
    editOf[Int(variable.id)] = -1
    refactorIfNeeded()
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    isKnown(variable) && editOf[Int(variable.id)] >= 0
  }

  /// Asks for `value` for an edit variable and re-solves with the dual simplex; read the
  /// result after ``updateVariables()``.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteNumber`` or
  ///   ``SolverError/numberOutOfRange`` (a value past ``Solver/maximumConstant``, or one whose
  ///   solution would hold a number past ``Solver/maximumValue``: the edit then keeps its
  ///   previous value and the solver is as it was).
  /// - Complexity: O(rows holding the edit's marker) plus the dual pivots the change causes
  ///   (each local to the constraints that change state).
  public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard value.isFinite else { throw .nonFiniteNumber }
    guard abs(value) <= Solver.maximumConstant else { throw .numberOutOfRange }
    guard isKnown(variable), editOf[Int(variable.id)] >= 0 else {
      throw .unknownEditVariable(variable)
    }
    try changeConstant(ofRecord: Int(editOf[Int(variable.id)]), to: -value)
  }

  /// Changes a constraint's constant and re-solves with the dual simplex.
  ///
  /// The constant is `expression.constant`, the left side's constant once everything is moved
  /// left (for `a == b + 10` it is -10). The constraint stays in the tableau. An inactive
  /// constraint just keeps the new constant.
  ///
  /// This is the cheap path for SnapKit's `update(offset:)` and `NSLayoutConstraint.constant`.
  ///
  /// ```swift
  /// let gap = try solver.add(label.left == avatar.left + 8)   // constant -8
  /// try solver.setConstant(-16, of: gap)                      // now label.left == avatar.left + 16
  /// ```
  ///
  /// - Throws: ``SolverError/unsatisfiable(conflicting:)`` when the constraint is required
  ///   and the new constant makes the required constraints conflict (the constraint keeps its
  ///   old constant and the solution is re-solved with it; the list includes the constraint),
  ///   ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteNumber`` or
  ///   ``SolverError/numberOutOfRange`` (a constant past ``Solver/maximumConstant``, or one
  ///   whose solution would hold a number past ``Solver/maximumValue``: the constraint then
  ///   keeps its old constant and the solver is as it was).
  /// - Complexity: as ``suggestValue(_:for:)``.
  public mutating func setConstant(_ constant: Double, of id: ConstraintID) throws(SolverError) {
    guard constant.isFinite else { throw .nonFiniteNumber }
    guard abs(constant) <= Solver.maximumConstant else { throw .numberOutOfRange }
    try changeConstant(ofRecord: try recordSlot(of: id), to: constant)
  }

  /// Moves a record's constant and repairs the tableau; on a conflict everything the change
  /// touched is put back as it was.
  mutating func changeConstant(ofRecord slot: Int, to constant: Double) throws(SolverError) {
    let old = records[slot].constraint.expression.constant
    let delta = constant - old
    records[slot].constraint.expression.constant = constant
    guard records[slot].state == .active, delta != 0 else { return }
    let decade = largestDecade
    noteMagnitude(of: constant)
    // Only a required constraint can conflict (an optional one gives way), but any change can
    // take the solution past `maximumValue`: the journal lists the rows it touched.
    openJournal()
    let refusal: SolverError?
    if let failing = shiftMarker(ofRecord: slot, by: delta) {
      // (An optional constraint gets here only through rounding: its errors absorb any change
      // in exact arithmetic.)
      refusal = .unsatisfiable(
        conflicting: conflicting(requiredConstraints(provenBy: failing), naming: slot))
    } else {
      // The dual simplex keeps every reduced cost at 0 or above in exact arithmetic, but its
      // ratio test passes over cells of rounding size (`dualEntering`), and a pivot on a
      // larger one can leave a cost below 0: the primal simplex takes that improvement (fuzz
      // finding 33, everyday numbers: a stay's cost of −0.44 left, and a fresh solve 339 away).
      // With no candidate it costs a heap check.
      optimize()
      refusal = journaledRefusal(ofRecord: slot, namingIt: true)
    }
    guard let refusal else {
      closeJournal()
      // A large shift multiplies the rounding of the marker's column (some 10^-10 of each
      // coefficient after a long history) into every row it moves: one step of refinement
      // takes the residuals out again (fuzz finding 19: a required constant moved by 10^8
      // left another required equality 1.4 × 10^-3 off). Layouts' changes stay far below.
      if !needsRefactoring && abs(delta / records[slot].markerCoefficient) > suspectShift {
        refineConstants()
      }
      refactorIfNeeded()
      return
    }
    rollBackJournal()
    records[slot].constraint.expression.constant = old
    largestDecade = decade
    needsRefactoring = false
    throw refusal
  }

  /// Shifts a constraint's marker for a constant change of `delta`, then runs the dual
  /// simplex.
  ///
  /// - Returns: The slot of a row proving a conflict, or `nil`.
  private mutating func shiftMarker(ofRecord slot: Int, by delta: Double) -> Int? {
    let marker = records[slot].marker
    let shift = delta / records[slot].markerCoefficient
    let basicRow = Int(rowOf[Int(marker)])
    let holders =
      basicRow >= 0 ? [Holder(slot: basicRow, index: -1)] : self.holders(of: marker)
    defer { if basicRow < 0 { recycle(holders) } }
    if abs(shift) > suspectShift { noteLargeShift(shift, holders: holders, basicRow: basicRow) }
    var conflict: Int?
    var negative: [UInt32] = []
    let tolerance = constantTolerance
    let basics = self.basics
    let kinds = self.kinds
    // The constants before, for the journal (opened just before: no row is recorded yet).
    let isJournaling = journal.isOpen
    var recorded: [(slot: Int, constant: Double)] = []
    swap(&recorded, &journal.constants)
    if isJournaling { recorded.reserveCapacity(recorded.count + holders.count) }
    var largest = 0.0
    rows.withUnsafeMutableBufferPointer { rows in
      for holder in holders {
        let slot = holder.slot
        let amount =
          slot == basicRow ? -shift : rows[slot].cells[holder.index].coefficient * shift
        if isJournaling { recorded.append((slot, rows[slot].constant)) }
        let constant = rows[slot].constant + amount
        rows[slot].constant = constant
        largest = max(largest, abs(constant))
        let basic = basics[slot]
        switch kinds[Int(basic)] {
        case .external: break
        // A row of dummies (a redundant equality) no longer 0: the equalities conflict.
        case .dummy: if abs(constant) > tolerance { conflict = slot }
        default: if constant < 0 { negative.append(basic) }
        }
      }
    }
    swap(&recorded, &journal.constants)
    journal.largestShifted = max(journal.largestShifted, largest)
    if max(largest, abs(shift)) > wideRowConstant { movedWideConstant = true }
    for basic in negative { markInfeasible(basic) }
    if evaluation.isValid {
      for holder in holders { noteConstantChange(row: holder.slot) }
    }
    if let conflict {
      infeasibleRows.removeAll()
      return conflict
    }
    return dualOptimize()
  }

  /// Marks the tableau suspect when a shift moves a row constant past `suspectRowConstant`.
  ///
  /// Also when it moves one back from there: the rounding stays behind as the values come down
  /// (Solver+Refactor.swift, fuzz finding 14). Only asked for shifts past `suspectShift`: a
  /// smaller one cannot move a constant that far unless the marker's column holds
  /// coefficients past 10^4.
  private mutating func noteLargeShift(_ shift: Double, holders: [Holder], basicRow: Int) {
    for holder in holders {
      let slot = holder.slot
      let amount = slot == basicRow ? -shift : rows[slot].cells[holder.index].coefficient * shift
      let constant = rows[slot].constant
      if max(abs(constant), abs(constant + amount)) > suspectRowConstant {
        needsRefactoring = true
        return
      }
    }
  }
}
