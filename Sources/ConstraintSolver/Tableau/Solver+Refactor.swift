// Solving the system again from its constraints when rounding may have spoiled the rows: the
// refactorisation ("reinversion") of simplex codes, which compute the basis again from the
// original data when the error of the one updated pivot after pivot is suspect.
//
// Every row is a combination of the constraints' own rows, updated pivot after pivot. A pivot
// divides its row by the pivot element, so a pivot on a coefficient that is rounding left
// where the exact value is 0 multiplies the row's rounding by a huge factor, and with it every
// row the entering symbol is substituted into: the rows stop being combinations of the
// constraints at all. The fuzz target found one (finding 9, SolverFuzzFindingTests): coefficients
// of 0.1 and 10 across three constraints took values to 5 × 10^12, the rows carried relative
// errors near 10^-9, a cancellation left −1.5 × 10^-8 (exactly 0) beside a coefficient of 1,
// the primal simplex pivoted on it, and three requests later a required equality was off by
// 5 × 10^7. The cancellation and pivot tolerances cannot tell such noise from a genuine small
// coefficient (both are relative to what a row holds, and the row's errors had grown past
// them); a pivot element this far below its row's largest coefficient is rare enough in
// layouts to be treated as a warning instead: the request that made it ends with the tableau
// built again from the active constraints, whose rows then carry only their own rounding.
//
// A row constant beyond 2 × 10^8, before or after a pivot, is the other warning (fuzz findings
// 10, 11, 13 and 17): the simplex can pass through vertices with values of 10^9 to 10^12 on
// its way back to small ones, and each row then keeps the rounding of those (a unit in the
// last place of 2 × 10^12 is 2.4 × 10^-4, past every tolerance on constants), so a required
// inequality ended 1.3 × 10^-3 off at values below 1, and required equalities 0.07, 0.08 and
// 16 off. Such constants are twice the largest a constraint may hold: layouts never reach
// them. A constant change (`shiftMarker`) that moves rows past that or back counts as well
// (finding 14: `setConstant` took rows of 10^12 back to values below 1 without a pivot on
// them), and so does a substitution into a row whose constant is past it (finding 18: a
// removal brought rows of 3 × 10^8 back below 1 through other rows' pivots).
//
// The rebuilt tableau's coefficients are sound, but its constants can keep the rounding of a
// path through such values too (the rebuild adds the constraints one by one, and may pass
// through the same vertices): one step of iterative refinement follows, which takes each
// constraint's residual at the solution out of the constants through its marker's column. It
// also settled findings 7 and 8, where a fresh solve refused a redundant equality for that
// rounding. A constant change that moves its marker by more than `suspectShift` is refined
// the same way without a rebuild (finding 19, `Solver.changeConstant`).

/// A pivot element smaller than this times its row's largest coefficient (the basic symbol's
/// 1 included) is suspect.
///
/// Layouts' coefficients (10⁻² … 10²) rarely combine into such a ratio, and rounding near
/// values of 10^8 and more does. Only pivot elements below 1 are checked (`Solver.pivot`), so
/// a row would need a coefficient past 10^6 to escape.
let suspectPivotRatio = 1e-6
/// The smallest cell, relative to its row's largest coefficient, that the primal ratio test
/// takes when no sound cell bounds a clear improvement: a million units in the last place,
/// far above what rounding leaves where the exact value is 0 (fuzz finding 20's noise cell
/// was 1.3 × 10^-10 of its row's largest, finding 49's genuine one 1.1 × 10^-7).
let genuineCellRatio = 1e6 * unitRoundoff

/// A row constant beyond this, twice ``Solver/maximumConstant``, is suspect: rounding left by
/// it can outgrow the tolerance on constants (10^-5 at most) as the values come back (10^9
/// let finding 17 through, with a row at 9.99 × 10^8).
let suspectRowConstant = 2e8

/// A constant change's shift past this is checked against `suspectRowConstant` (a smaller one
/// cannot carry a row across it unless the marker's column holds coefficients past 10^4), and
/// ends with a refinement of the constants.
let suspectShift = 2e4

extension Solver {
  /// Builds the tableau again from the active constraints and refines its constants when a
  /// pivot of the request that ends was suspect (`needsRefactoring`: a tiny pivot element or
  /// a huge constant); keeps the tableau as it is when the rebuild refuses a required
  /// constraint (which rounding alone can make it do).
  ///
  /// The rebuild may pass through row constants up to `Solver.maximumValue` or the largest one
  /// before it, whichever is larger, and is kept only if it ends within that: its rows are
  /// another basis of the same solution, and the request that ends was accepted on the rows
  /// it had.
  mutating func refactorIfNeeded() {
    let isWide = hasWideNumbers && (movedWideConstant || needsRefactoring)
    defer { repairTableau(isWide: isWide) }
    guard needsRefactoring else {
      if hasWideNumbers && movedWideConstant { endWithResidualCheck() }
      return
    }
    needsRefactoring = false
    let bound = max(Solver.maximumValue, largestRowConstant)
    if let rebuilt = rebuilt(in: .slots, bound: bound) {
      let before = self
      self = rebuilt
      endWithResidualCheck(before: before)
    } else {
      endWithResidualCheck()
    }
  }

  /// Refines the constants while residuals are large (Solver+Residuals.swift); a pivot of the
  /// refinement's dual simplex asks for no rebuild.
  ///
  /// When refinement cannot bring them within `residualTolerance`, the tableau's basis is
  /// suspect itself (rounding chose it: fuzz findings 37 and 38), and the tableau is built
  /// again from the constraints in each `RebuildOrder`, each refined; the one with the
  /// smallest largest residual is kept, the first whose residuals refine away at once. The
  /// rebuilds pass through any finite number on their way, and those that end within the
  /// bound (``Solver/maximumValue`` or the largest row constant now, whichever is larger)
  /// come first; one past it is kept only when it ends accurate and no earlier one does (a
  /// removal's solution can lie past the bound: Solver+Range.swift). After a rebuild (in slot order
  /// already), the tableau from `before` it is a candidate too (fuzz finding 40: the
  /// incremental tableau's residuals were 1.2 × 10^-17 of the largest magnitude, the
  /// rebuild's 2.7 × 10^-8, and refinement took them down by 7 × 10^-4 a step).
  private mutating func endWithResidualCheck(before: Solver? = nil) {
    defer {
      needsRefactoring = false
      movedWideConstant = false
    }
    guard var best = refineLargeResiduals() else { return }
    let current = self
    let bound = max(Solver.maximumValue, largestRowConstant)
    var trials: [Solver] = []
    if let before { trials.append(before) }
    for order in RebuildOrder.allCases where before == nil || order != .slots {
      if let trial = current.rebuilt(in: order, bound: nil) { trials.append(trial) }
    }
    // A trial past the bound is taken only when none within it is accurate: the solution of
    // a request that cannot be refused (a removal) can lie past it (Solver+Range.swift).
    let withinBound = trials.filter { $0.largestRowConstant <= bound }
    let pastBound = trials.filter { $0.largestRowConstant > bound }
    for var trial in withinBound + pastBound {
      let residual = trial.refineLargeResiduals() ?? 0
      // A refinement that overflowed reads as no residual at all (NaN compares false).
      guard residual < best, trial.rowsAreFinite else { continue }
      // Past the bound, only an accurate tableau: a less wrong one there is no repair.
      guard residual == 0 || trial.largestRowConstant <= bound else { continue }
      best = residual
      self = trial
      if residual == 0 { return }
    }
  }

  /// A symbol's value at the current solution, after `updateVariables()`: a caller's variable's
  /// computed value, a basic restricted symbol's row constant, 0 for a parametric one.
  func value(ofSymbol symbol: UInt32) -> Double {
    if kinds[Int(symbol)] == .external { return values[Int(symbol)] }
    let slot = Int(rowOf[Int(symbol)])
    return slot >= 0 ? rows[slot].constant : 0
  }

  /// An active record's residual at the current solution, after `updateVariables()` (its
  /// expression plus its markers, every symbol at its value; 0 in exact arithmetic), and the
  /// sum of the magnitudes of the amounts summed into it.
  func residual(of record: ConstraintRecord) -> (residual: Double, magnitude: Double) {
    residual(of: record, constant: record.constraint.expression.constant) {
      value(ofSymbol: $0)
    }
  }

  /// `constant` plus an active record's expression and markers, each symbol taken as
  /// `amount(symbol)`, and the sum of the magnitudes summed into it: the record's residual
  /// at the solution (`residual(of:)`) or along a column (`columnResidual(of:along:)`).
  func residual(
    of record: ConstraintRecord, constant: Double, amount: (UInt32) -> Double
  ) -> (residual: Double, magnitude: Double) {
    var residual = constant
    var magnitude = abs(residual)
    func add(_ part: Double) {
      residual += part
      magnitude += abs(part)
    }
    for term in record.constraint.expression.terms {
      add(term.coefficient * amount(term.variable.id))
    }
    add(record.markerCoefficient * amount(record.marker))
    if record.other != Solver.noSymbol {
      add(otherCoefficient(of: record) * amount(record.other))
    }
    return (residual, magnitude)
  }

  /// One step of iterative refinement of the row constants.
  ///
  /// Each active constraint's residual at the current solution (its expression plus its
  /// markers, every symbol at its value) is what its rows' constants hold beyond its own
  /// constant; it is taken out as a constant change of that size would be, through the
  /// marker's column (`shiftMarker`'s arithmetic, with no re-optimisation). The residuals are
  /// computed at the solution's own size, so one step brings the constants back to it.
  mutating func refineConstants() {
    updateVariables()
    var shifts: [(marker: UInt32, shift: Double)] = []
    for record in records where record.state == .active {
      let residual = residual(of: record).residual
      if residual != 0 { shifts.append((record.marker, residual / record.markerCoefficient)) }
    }
    shiftMarkers(by: shifts)
  }

  /// Takes each shift out of the row constants through its marker's column (`shiftMarker`'s
  /// arithmetic, with no re-optimisation), then lets the dual simplex repair the rows left
  /// below 0.
  mutating func shiftMarkers(by shifts: [(marker: UInt32, shift: Double)]) {
    var moved: [Int] = []
    for (marker, shift) in shifts {
      let basicRow = Int(rowOf[Int(marker)])
      if basicRow >= 0 {
        rows[basicRow].constant -= shift
        noteConstantChange(row: basicRow)
        moved.append(basicRow)
        continue
      }
      let holders = holders(of: marker)
      for holder in holders {
        rows[holder.slot].constant += rows[holder.slot].cells[holder.index].coefficient * shift
        noteConstantChange(row: holder.slot)
        moved.append(holder.slot)
      }
      recycle(holders)
    }
    // The refined constants are those of the basis in exact arithmetic, and a slack or an
    // error that rounding kept at 0 or above may be below 0 there (fuzz finding 28: −3.5
    // after a rebuild at values of 8 × 10^12, which left a required inequality 14.5 off
    // once the values came down): the dual simplex repairs such rows, keeping optimality.
    for slot in moved {
      let basic = basics[slot]
      if basic != Solver.noSymbol && kinds[Int(basic)].isPivotable && rows[slot].constant < 0 {
        markInfeasible(basic)
      }
    }
    if !infeasibleRows.isEmpty { _ = dualOptimize() }
  }

  /// The coefficient of a constraint's second symbol in its row (see `markerPlan`).
  func otherCoefficient(of record: ConstraintRecord) -> Double {
    switch record.constraint.relation {
    case .lessThanOrEqual: -1
    case .greaterThanOrEqual, .equal: 1
    }
  }

  /// The conflict that the system solved again from its constraints (on a copy) finds, when
  /// it refuses a required constraint: the constraints it names, with the refused one; `nil`
  /// when the rebuild goes through, or refuses for another reason.
  ///
  /// Asked after a required add or constant change whose dual simplex pivoted on a cell below
  /// `suspectPivotRatio` of its row's largest because no other could repair the row
  /// (`forcedSuspectPivot`). Such a cell is usually rounding where the exact value is 0, and
  /// the pivot then "repairs" a row that proves a conflict (fuzz finding 27: a cell of
  /// 2.5 × 10^-9, after which a required inequality was 109 off); the rebuild's rows carry no
  /// such history.
  ///
  /// The rebuild in slot order can take such a pivot on its own path too (fuzz finding 35:
  /// `v3 − 0.1 v5 − 10 v6 ≤ 10^8` added beside `v5 ≤ −10^9`, `v3 / 3 + 3 v6 ≥ 0.5` and
  /// `v6 = 0`, a conflict by 1.5 at values of 10^9, went through both). So when it goes
  /// through, the rebuild in the opposite order is asked as well, and the conflict it names
  /// is kept only if a solver given those constraints alone refuses them too
  /// (`conflictHoldsAlone`): a rebuild can refuse through rounding as well (finding 28).
  ///
  /// - Complexity: up to two rebuilds of the tableau and a solve of the named constraints
  ///   (rare: only after a suspect pivot).
  mutating func conflictFoundByRebuild() -> [ConstraintID]? {
    guard !isRebuilding else { return nil }
    if let conflict = conflictFoundByRebuild(in: .slots) { return conflict }
    guard let conflict = conflictFoundByRebuild(in: .reversed),
      conflictHoldsAlone(conflict)
    else { return nil }
    return conflict
  }

  /// The conflict that a rebuild in slot order, or else in the opposite order, names and a
  /// solver given those constraints alone confirms (`conflictHoldsAlone`); `nil` when neither
  /// names one that holds.
  ///
  /// Asked after a required add or constant change in a system with wide numbers that asks
  /// for a rebuild at its end or left residuals refinement cannot take out
  /// (`needsVerifiedConflictCheck`): fuzz finding 39 added
  /// `10 v3 + 10^8 ≤ 0` where two required equalities fix v3 at −99,999.95, through pivots
  /// none of which was suspect, and the constraint ended 9.9 × 10^7 off; a rebuild can refuse
  /// through rounding too (finding 28), hence the confirmation.
  ///
  /// - Complexity: up to two rebuilds and two solves of named constraints (rare).
  mutating func verifiedConflictFoundByRebuild() -> [ConstraintID]? {
    guard !isRebuilding else { return nil }
    for order in [RebuildOrder.slots, .reversed] {
      if let conflict = conflictFoundByRebuild(in: order),
        conflictHoldsAlone(conflict)
      {
        return conflict
      }
    }
    return nil
  }

  /// The conflict that a rebuild in slot order (or the opposite one) on a copy names.
  ///
  /// The rebuild is held to ``Solver/maximumValue`` on its way, as a caller's add is. When it
  /// is refused as out of range, a rebuild that passes any finite number looks again, and the
  /// conflict it names counts only if a solver given those constraints alone refuses them too
  /// (`conflictHoldsAlone`): fuzz finding 62 added the required `v0 == 0` beside
  /// `−10 v0 + 3 v7 + 0.5 ≤ 0` and `−0.1 v7 == 0`, a conflict by 0.5, at values of 10^10,
  /// through a suspect pivot; both rebuilds passed the bound on their way, so neither named
  /// the conflict, the add went through, and the inequality stayed 0.5 off.
  private mutating func conflictFoundByRebuild(in order: RebuildOrder) -> [ConstraintID]? {
    func refusal(bound: Double) -> (slot: Int, error: SolverError)? {
      var trial = self
      trial.journal.isOpen = false
      trial.needsRefactoring = false
      return trial.rebuildTableau(in: order, bound: bound)
    }
    var found = refusal(bound: Solver.maximumValue)
    var needsConfirmation = false
    if case .numberOutOfRange? = found?.error {
      found = refusal(bound: .greatestFiniteMagnitude)
      needsConfirmation = true
    }
    guard let found, case .unsatisfiable(let conflicting) = found.error else { return nil }
    // Only a required constraint is refused for a conflict.
    let conflict = self.conflicting(conflicting, naming: found.slot)
    return !needsConfirmation || conflictHoldsAlone(conflict) ? conflict : nil
  }

  /// Whether a new solver given the constraints `ids` (active or being added), and nothing
  /// else, refuses one of them as in conflict.
  ///
  /// - Complexity: a solve of those constraints alone.
  func conflictHoldsAlone(_ ids: [ConstraintID]) -> Bool {
    var alone = Solver()
    // The arbiter: its own refusals are not checked by rebuilds again (which would ask this).
    alone.isVerifying = true
    var variables: [UInt32: Variable] = [:]
    for id in ids {
      guard let slot = try? recordSlot(of: id) else { return false }
      let constraint = records[slot].constraint
      var expression = LinearExpression(constraint.expression.constant)
      for term in constraint.expression.terms {
        let variable = variables[term.variable.id] ?? alone.makeVariable()
        variables[term.variable.id] = variable
        expression += term.coefficient * variable
      }
      do {
        _ = try alone.add(
          LinearConstraint(expression, constraint.relation, strength: constraint.strength))
      } catch .unsatisfiable {
        return true
      } catch {
        return false
      }
    }
    return false
  }
}

extension Solver {
  /// How many times the tableau was built again from the constraints after a suspect pivot
  /// (tests: layouts never need it).
  package var tableauRefactorings: Int { refactorings }
}
