// Adding, removing, activating and deactivating constraints: the public entry points over the
// tableau operations, with their checks.

extension Solver {
  /// Adds a constraint and re-optimises; returns its identity.
  ///
  /// ```swift
  /// let gap = try solver.add(label.left == avatar.left + avatar.width + 8)
  /// let hugging = try solver.add((label.width <= 120).withStrength(250))
  /// ```
  ///
  /// - Throws: ``SolverError/unsatisfiable(conflicting:)`` when the constraint is required and
  ///   cannot hold with the active required constraints (which it names);
  ///   ``SolverError/nonFiniteNumber``, ``SolverError/numberOutOfRange``,
  ///   ``SolverError/invalidStrength(_:)`` or ``SolverError/unknownVariable(_:)`` for bad
  ///   input; ``SolverError/numberOutOfRange`` also when the solution would hold a number past
  ///   ``Solver/maximumValue``. A refused constraint leaves the solver exactly as it was, and
  ///   gets no ID.
  /// - Complexity: O(its terms) when it can be solved for a variable no row mentions;
  ///   otherwise the expansion of its basic variables and the pivots that re-optimise.
  public mutating func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintID {
    let simplified = try validated(constraint)
    let slot = makeRecord(simplified, isInternal: false)
    try addNewRecordToTableau(slot)
    refactorIfNeeded()
    return id(ofRecord: slot)
  }

  /// Adds a preference that `expression` be 0, its excess (`expression > 0`) weighed at
  /// `excess` and its shortfall (`expression < 0`) at `shortfall`; returns its identity.
  ///
  /// It stands for the pair `expression <= 0` at `excess` and `expression >= 0` at
  /// `shortfall` (a view's content hugging and compression resistance around its intrinsic
  /// size), with the same optimum, as one row with two errors instead of two rows with a slack
  /// and an error each: the row is `expression = excess error − shortfall error`, and the
  /// objective weighs each error at its own priority (at an optimum at most one of them is
  /// positive, since lowering both would lower both levels). ``setConstant(_:of:)`` moves it
  /// like any constraint; ``constraint(_:)`` gives it as `expression == 0` at `excess`.
  ///
  /// ```swift
  /// // width <= 120 at 250 and width >= 120 at 750, in one row:
  /// let intrinsic = try solver.addEquality(width - 120, excess: 250, shortfall: 750)
  /// ```
  ///
  /// - Throws: ``SolverError/invalidStrength(_:)`` when either strength is required or not
  ///   valid (a required side is a constraint of its own); the errors of ``add(_:)`` for
  ///   bad input.
  /// - Complexity: That of ``add(_:)`` for one optional equality.
  public mutating func addEquality(
    _ expression: LinearExpression, excess: Strength, shortfall: Strength
  ) throws(SolverError) -> ConstraintID {
    guard shortfall.priority.isFinite else { throw .nonFiniteNumber }
    guard shortfall.isValid, !shortfall.isRequired else { throw .invalidStrength(shortfall) }
    guard !excess.isRequired else { throw .invalidStrength(excess) }
    let simplified = try validated(LinearConstraint(expression, .equal, strength: excess))
    let slot = makeRecord(simplified, isInternal: false)
    if shortfall != excess { records[slot].shortfallPriority = shortfall.priority }
    try addNewRecordToTableau(slot)
    refactorIfNeeded()
    return id(ofRecord: slot)
  }

  /// Adds a record just made to the tableau; on a refusal the record goes as if never made.
  mutating func addNewRecordToTableau(_ slot: Int) throws(SolverError) {
    do {
      try addToTableau(slot)
    } catch {
      discardNewRecord(slot)
      needsRefactoring = false
      throw error
    }
  }

  /// Removes a constraint (active or not) for good and re-optimises; its ID becomes unknown.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` when the solver does not know `id`.
  /// - Complexity: O(rows holding its marker) for the pivot, plus re-optimisation.
  public mutating func remove(_ id: ConstraintID) throws(SolverError) {
    let slot = try recordSlot(of: id)
    if records[slot].state == .active { removeFromTableau(slot) }
    freeRecord(slot)
    refactorIfNeeded()
  }

  /// Takes a constraint out of the system but keeps its ID.
  ///
  /// ``activate(_:)`` puts it back, as `NSLayoutConstraint.isActive` toggles a constraint.
  /// Deactivating an inactive constraint does nothing.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` when the solver does not know `id`.
  public mutating func deactivate(_ id: ConstraintID) throws(SolverError) {
    let slot = try recordSlot(of: id)
    if records[slot].state == .active { removeFromTableau(slot) }
    refactorIfNeeded()
  }

  /// Puts a deactivated constraint back into the system and re-optimises.
  ///
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` when it is active already,
  ///   ``SolverError/unknownConstraint(_:)`` when the solver does not know `id`, and
  ///   ``SolverError/unsatisfiable(conflicting:)`` when it is required and cannot hold, and
  ///   ``SolverError/numberOutOfRange`` when the solution would hold a number past
  ///   ``Solver/maximumValue`` (it then stays inactive and the solver is as it was).
  public mutating func activate(_ id: ConstraintID) throws(SolverError) {
    let slot = try recordSlot(of: id)
    guard records[slot].state == .inactive else { throw .duplicateConstraint(id) }
    do {
      try addToTableau(slot)
    } catch {
      needsRefactoring = false
      throw error
    }
    refactorIfNeeded()
  }

  /// Whether the solver knows `id` (active or not).
  public func contains(_ id: ConstraintID) -> Bool { (try? recordSlot(of: id)) != nil }

  /// Whether `id` is in the system now.
  public func isActive(_ id: ConstraintID) -> Bool {
    guard let slot = try? recordSlot(of: id) else { return false }
    return records[slot].state == .active
  }

  /// The constraint with this ID (its expression simplified), or `nil` when unknown.
  public func constraint(_ id: ConstraintID) -> LinearConstraint? {
    guard let slot = try? recordSlot(of: id) else { return nil }
    return records[slot].constraint
  }

  /// The IDs of every constraint the solver knows, active or not, in ID order.
  public var constraintIDs: [ConstraintID] {
    records.indices.compactMap { slot in
      records[slot].state == .free || records[slot].isInternal ? nil : id(ofRecord: slot)
    }
  }

  // MARK: Checks and the constraint table

  /// The constraint with its expression simplified, or the reason it is refused.
  func validated(_ constraint: LinearConstraint) throws(SolverError) -> LinearConstraint {
    guard constraint.expression.isFinite, constraint.strength.priority.isFinite else {
      throw .nonFiniteNumber
    }
    guard constraint.strength.isValid else { throw .invalidStrength(constraint.strength) }
    for term in constraint.expression.terms where !isKnown(term.variable) {
      throw .unknownVariable(term.variable)
    }
    var simplified = constraint
    simplified.expression = constraint.expression.simplified()
    guard simplified.expression.isFinite else { throw .nonFiniteNumber }
    guard abs(simplified.expression.constant) <= Solver.maximumConstant,
      simplified.expression.terms.allSatisfy({
        Solver.coefficientMagnitudes.contains(abs($0.coefficient))
      })
    else { throw .numberOutOfRange }
    return simplified
  }

  /// The slot of a known constraint.
  func recordSlot(of id: ConstraintID) throws(SolverError) -> Int {
    let slot = Int(id.slot)
    guard slot < records.count, records[slot].state != .free, !records[slot].isInternal,
      records[slot].generation == id.generation
    else { throw .unknownConstraint(id) }
    return slot
  }

  /// The ID of the constraint in `slot`.
  func id(ofRecord slot: Int) -> ConstraintID {
    ConstraintID(slot: UInt32(slot), generation: records[slot].generation)
  }

  /// A new, inactive record.
  mutating func makeRecord(_ constraint: LinearConstraint, isInternal: Bool) -> Int {
    if let free = freeRecords.popLast() {
      let slot = Int(free)
      records[slot].constraint = constraint
      records[slot].generation &+= 1
      records[slot].state = .inactive
      records[slot].isInternal = isInternal
      records[slot].shortfallPriority = nil
      return slot
    }
    records.append(
      ConstraintRecord(
        constraint: constraint, generation: 0, state: .inactive, isInternal: isInternal))
    return records.count - 1
  }

  /// Undoes `makeRecord` exactly, after a refused add.
  mutating func discardNewRecord(_ slot: Int) {
    if slot == records.count - 1 && records[slot].generation == 0 {
      records.removeLast()
    } else {
      records[slot].state = .free
      records[slot].generation &-= 1
      freeRecords.append(Int32(slot))
    }
  }

  /// Frees a record's slot (its ID becomes unknown; the slot is reused with a new generation).
  mutating func freeRecord(_ slot: Int) {
    records[slot].state = .free
    records[slot].constraint = LinearConstraint(LinearExpression(), .equal)
    freeRecords.append(Int32(slot))
  }
}
