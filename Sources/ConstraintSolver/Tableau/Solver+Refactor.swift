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
// A row constant beyond 10^11, before or after a pivot, is the other warning (fuzz findings 10
// and 11): the simplex can pass through vertices with values of 10^11 or 10^12 on its way back
// to small ones, and each row then keeps the rounding of those (a unit in the last place of
// 2 × 10^12 is 2.4 × 10^-4, past every tolerance on constants), so a required inequality
// ended 1.3 × 10^-3 off at values below 1, and a required equality 0.07 off. Such constants
// are 1,000 times the largest a constraint may hold: layouts never reach them.

/// A pivot element smaller than this times its row's largest coefficient (the basic symbol's
/// 1 included) is suspect: layouts' coefficients (10⁻² … 10²) rarely combine into such a
/// ratio, and rounding near values of 10^8 and more does.
let suspectPivotRatio = 1e-6

/// A row constant beyond this, 1,000 times ``Solver/maximumConstant``, is suspect: its
/// rounding is past the tolerance on constants (10^-5 at most).
let suspectRowConstant = 1e11

extension Solver {
  /// Builds the tableau again from the active constraints when a pivot of the request that
  /// ends was suspect (`needsRefactoring`: a tiny pivot element or a huge constant); keeps it as it is when the rebuild refuses a
  /// required constraint (which rounding alone can make it do).
  mutating func refactorIfNeeded() {
    guard needsRefactoring else { return }
    needsRefactoring = false
    let saved = self
    if rebuildTableau() {
      refactorings += 1
    } else {
      self = saved
    }
    needsRefactoring = false
  }

  /// Empties the tableau and adds every active constraint again, in slot order, edits with
  /// their current values; `false` when one is refused.
  private mutating func rebuildTableau() -> Bool {
    let active = records.indices.filter { records[$0].state == .active }
    for slot in active {
      records[slot].state = .inactive
      records[slot].marker = Solver.noSymbol
      records[slot].other = Solver.noSymbol
      records[slot].level = -1
      records[slot].otherLevel = -1
    }
    // The caller's variables keep their ids; every solver symbol is freed (the lowest ids
    // reused first).
    clearAccumulator()
    freeSymbols.removeAll()
    for id in kinds.indices.reversed() {
      rowOf[id] = -1
      columnHead[id] = -1
      owners[id] = -1
      if kinds[id] != .external {
        kinds[id] = .unused
        freeSymbols.append(UInt32(id))
      }
    }
    columnSlot.removeAll()
    columnNext.removeAll()
    freeColumnNode = -1
    rows.removeAll()
    basics.removeAll()
    freeRows.removeAll()
    rowStamps.removeAll()
    infeasibleRows.removeAll()
    let rebuilds = objective.rebuilds
    objective = Objective()
    objective.rebuilds = rebuilds
    for _ in kinds.indices { objective.addSymbol() }
    invalidateEvaluation()
    for slot in active {
      do { try addToTableau(slot) } catch { return false }
    }
    return true
  }
}

extension Solver {
  /// How many times the tableau was built again from the constraints after a suspect pivot
  /// (tests: layouts never need it).
  package var tableauRefactorings: Int { refactorings }
}
