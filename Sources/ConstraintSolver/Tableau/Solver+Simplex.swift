// The two optimisations of Cassowary: the primal simplex that restores optimality after a
// constraint is removed or added with a feasible subject, and the dual simplex that restores
// feasibility while keeping optimality: after a constant changes (an edit's suggested value,
// `setConstant`) and after a required constraint is added that the current solution violates.
// Both work on the restricted rows (`C_S`) and the objective only; rows of the caller's
// variables (`C_U`) just follow.
//
// Pivot rules (Bland's, which cannot cycle): the primal entering symbol is the smallest id
// whose reduced cost is lexicographically negative, ties in its ratio test go to the smallest
// basic id; the dual leaving row is the infeasible one with the smallest basic id, ties in its
// ratio test go to the smallest symbol id. So the result is a function of the calls alone,
// whatever order rows are visited in.

/// The primal pivots of one optimisation that the dual simplex must repair before each
/// entering cost is confirmed by refinement (`Solver.hasNegativeRefinedCost`), as it is once
/// a quarter of the pivot budget is spent.
///
/// A pivot passes over a bound only when its cell is below `suspectPivotRatio` of its row's
/// largest, which layouts never hold; a few such repairs are the safety net working (fuzz
/// finding 25), and a primal and a dual simplex undoing each other repair every pivot.
let suspectRepairs = 8

extension Solver {
  /// The most pivots one optimisation may take: far more than any system needs (each pivot
  /// moves one symbol, and a change touches few), so reaching it means rounding made the
  /// rules cycle; stopping then is better than hanging.
  var pivotBudget: Int { 8 * (rows.count + 16) }

  /// Primal simplex: pivots until no parametric symbol has a negative reduced cost.
  ///
  /// When a cost counted as zero only because its error bound had grown (the bounds only
  /// grow), the objective is recomputed from the rows once and the simplex goes on
  /// (`rebuildObjective()`; fuzz finding 3, SolverFuzzFindingTests).
  mutating func optimize() {
    settle()
    guard objective.needsRebuild else { return }
    rebuildObjective()
    settle()
    objective.needsRebuild = false
  }

  /// The primal simplex over the candidates, then the repairs: feasibility
  /// (`restoreFeasibility()`) and costs that rounding alone may keep positive
  /// (`refineBlockedCosts()`), a few rounds at most.
  private mutating func settle() {
    optimizeWithCandidates()
    restoreFeasibility()
    var rounds = 4
    while rounds > 0 && refineBlockedCosts() {
      rounds -= 1
      optimizeWithCandidates()
      restoreFeasibility()
    }
  }

  /// Runs the dual simplex on the restricted rows still queued as negative, then the primal
  /// simplex on what that changed, a few rounds at most.
  ///
  /// The primal ratio test leaves out cells below `suspectPivotRatio` of their row's largest
  /// (fuzz finding 20: such a cell is usually rounding where the exact value is 0), but rows
  /// whose coefficients multiply along chains (10 × 10 × 1/0.1…) hold genuine ones that small:
  /// fuzz finding 25 had a slack's row with a cell of −0.15 beside 4.8 × 10^6, passed over by
  /// a pivot that took that slack to −8.4 × 10^9 (a required inequality that far off). The
  /// dual simplex takes any row that went negative back to 0 (after each primal pivot, in
  /// `optimizeWithCandidates`, and here for rows queued otherwise), so a bound the ratio test
  /// passed over costs dual pivots instead of feasibility. Layouts never get here: their rows
  /// stay within the ratio (`substitute` queues only rows below 0, and `dualOptimize` skips
  /// those within the tolerance).
  private mutating func restoreFeasibility() {
    var rounds = 4
    while !infeasibleRows.isEmpty && rounds > 0 {
      rounds -= 1
      // A row no pivot can repair (unreachable from a feasible tableau in exact arithmetic)
      // stays as it is.
      guard dualOptimize() == nil else { return }
      optimizeWithCandidates()
    }
  }

  /// Recomputes every reduced cost from the active optional constraints' errors and the rows
  /// (each error's weight 1 at its level, or its row's cells when it is basic), with fresh
  /// error bounds, and offers every parametric symbol to the simplex.
  ///
  /// - Complexity: O(cells of the errors' rows + symbols × levels).
  mutating func rebuildObjective() {
    objective.needsRebuild = false
    objective.rebuilds += 1
    for index in objective.costs.indices {
      objective.costs[index] = 0
      objective.errors[index] = 0
    }
    for record in records where record.state == .active && record.level >= 0 {
      for error in [record.marker, record.other]
      where error != Solver.noSymbol && kinds[Int(error)] == .error {
        let slot = Int(rowOf[Int(error)])
        let level = record.level(of: error)
        if slot >= 0 {
          for cell in rows[slot].cells where kinds[Int(cell.symbol)] != .dummy {
            objective.add(cell.coefficient, to: cell.symbol, level: level)
          }
        } else {
          objective.add(1, to: error, level: level)
        }
      }
    }
    for symbol in kinds.indices where kinds[symbol].isPivotable && rowOf[symbol] < 0 {
      objective.noteChange(of: UInt32(symbol))
    }
    objective.needsRebuild = false
  }

  /// The primal simplex over the queued candidates.
  private mutating func optimizeWithCandidates() {
    var budget = pivotBudget
    // Pivots after which the dual simplex had to repair rows (see below).
    var repairs = 0
    // The bases the optimisation reached since its first repair, and whether one came back.
    var bases: Set<UInt64> = []
    var isGoingRound = false
    while let entering = objective.popCandidate() {
      // A cost that changed while its symbol waited here was not checked for a blocking
      // first component (`noteChange` skips queued symbols): it is now.
      guard kinds[Int(entering)].isPivotable, rowOf[Int(entering)] < 0,
        objective.signNotingSuspects(of: entering) < 0
      else { continue }
      // Pivot after pivot undone by the dual simplex, or more pivots than a quarter of the
      // budget: the stored costs and cells are suspect (fuzz finding 62's tableau, at values
      // of 10^9, stored −5.7 × 10^-8 for a cost that refines to +5.6 × 10^-5, and the two
      // simplexes went round until the pivot budget ran out, nine times in its requests;
      // finding 78's primal simplex went round ten pivots a turn on costs of 10^-10 that
      // rounding alone made negative), or a basis reached again (see below). From then on a
      // cost must stay negative refined.
      if isGoingRound || repairs >= suspectRepairs || budget < pivotBudget - pivotBudget / 4,
        !hasNegativeRefinedCost(entering)
      {
        continue
      }
      var best = -1
      var bestRatio = Double.infinity
      var bestBasic = Solver.noSymbol
      // The rows whose cell was passed over as suspect but is far above rounding (see below).
      var passedOver: [PassedOverCell] = []
      let holders = holders(of: entering)
      for holder in holders {
        let slot = holder.slot
        let basic = basics[slot]
        guard kinds[Int(basic)].isRestricted else { continue }
        let coefficient = rows[slot].cells[holder.index].coefficient
        guard coefficient < -pivotTolerance else { continue }
        // A cell this small beside its row's largest bounds nothing (see `dualEntering`): as
        // rounding noise where the exact value is 0 it would let a symbol whose cost is noise
        // too enter at a ratio of 10^10 (fuzz finding 20, a cell of 1.1 × 10^-9 beside 8.6).
        let ratio = -rows[slot].constant / coefficient
        if coefficient > -1 {
          let largest = largestCoefficient(in: rows[slot])
          if -coefficient < suspectPivotRatio * largest {
            if -coefficient > genuineCellRatio * largest {
              passedOver.append(PassedOverCell(slot: slot, ratio: ratio))
            }
            continue
          }
        }
        if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
          best = slot
          bestRatio = ratio
          bestBasic = basic
        }
      }
      recycle(holders)
      // Rows whose coefficients multiply along chains hold genuine cells that small beside
      // their largest. When only such rows bound the entering symbol (fuzz finding 49: a
      // slack's cell of −1 beside 9.1 × 10^6 was the only bound on a weakest-priority
      // improvement of 9 × 10^6, which was then never made), a cell far above the rounding of
      // its row bounds a cost far above its own error bound, or one that stays negative
      // refined (finding 65), and only when refinement confirms it (finding 68); when no stored
      // cell bounds a cost that stays negative refined, a row's refined cell can (finding 74).
      // When a passed-over cell bounds the symbol before a sound row does, a confirmed one is
      // the bound (finding 72: a genuine −0.001 beside 1,111 passed over, the pivot on the
      // sound row took that row's slack to −5,446, the dual simplex repaired it, and the two
      // went round until the pivot budget ran out, some 450 pivots, in every optimisation).
      // A cell refinement rewrote (and the objective with it, in an error's row): the bases
      // reached before are no longer the same tableaux (see below).
      var rewroteCell = false
      if best < 0 {
        let column = self.holders(of: entering)
        let slots = column.map(\.slot)
        recycle(column)
        best = refinedBound(
          of: entering, among: slots, before: .infinity,
          checkingCost: passedOver.isEmpty || !objective.isClearlyNegative(entering))
        rewroteCell = best >= 0
      } else if passedOver.contains(where: { $0.ratio < bestRatio }) {
        let slots = passedOver.filter { $0.ratio < bestRatio }.map(\.slot)
        let confirmed = refinedBound(
          of: entering, among: slots, before: bestRatio, checkingCost: false)
        if confirmed >= 0 {
          best = confirmed
          rewroteCell = true
        }
      }
      // No row bounds the entering symbol: the objective (a sum of errors, ≥ 0) cannot
      // decrease without bound, so only rounding can get here (a cost or a cell that is noise);
      // leave the symbol parametric.
      guard best >= 0 else { continue }
      pivot(row: best, entering: entering)
      // A row whose cell the ratio test passed over may have gone negative: the dual simplex
      // repairs it before the next ratio test reads it (a negative constant would give a
      // negative ratio, and the pivot on it a negative row; fuzz finding 26).
      if !infeasibleRows.isEmpty {
        // Rows within the tolerance below 0 are queued too, and need no pivot.
        if infeasibleRows.contains(where: { isPastTolerance($0) }) { repairs += 1 }
        _ = dualOptimize()
      }
      budget -= 1
      // A basis reached again after a repair: the two simplexes are going round (the slow
      // input beside fuzz finding 84 went round two pivots a turn from the third, in every
      // optimisation of the rebuilds that check its adds for conflicts, until each budget of
      // some 480 pivots ran out: 17.7 s for one replay). From then on each entering cost is
      // confirmed by refinement, and a basis reached again after that ends the optimisation
      // as the budget would. A pivot on a cell that refinement rewrote starts the bases anew.
      // Layouts never repair, and never pay for the bases.
      if rewroteCell {
        bases.removeAll()
      } else if repairs > 0 && !bases.insert(basisHash()).inserted {
        guard !isGoingRound else {
          exhaustedBudgets += 1
          return
        }
        isGoingRound = true
        bases.removeAll()
      }
      if budget == 0 {
        exhaustedBudgets += 1
        return
      }
    }
  }

  /// A hash of the set of basic symbols (an order-free sum of their mixed ids).
  ///
  /// - Complexity: O(rows).
  private func basisHash() -> UInt64 {
    var hash: UInt64 = 0
    for basic in basics where basic != Solver.noSymbol {
      var mixed = UInt64(basic) &* 0x9E37_79B9_7F4A_7C15
      mixed ^= mixed >> 31
      hash &+= mixed &* 0xBF58_476D_1CE4_E5B9
    }
    return hash
  }

  /// The restricted row among `slots` whose cell in `entering`'s column, refined by one step
  /// of iterative refinement of the column, bounds it at the smallest ratio below `limit`
  /// (ties to the smallest basic id), its cell set to the refined value for the pivot; -1
  /// when none does, or when `checkingCost` and the refined cost is not negative.
  ///
  /// A refined cell bounds when it is negative and above rounding (`genuineCellRatio` of its
  /// row's largest), whatever the stored one. A genuine cell of a chain stays (10^-8 beside 1
  /// in `RangeTests`, to 10^-16 of itself), and rounding where the exact value is 0 does not
  /// (fuzz finding 68: a cell of −1.29 × 10^-9 beside 1, which refines to −8.4 × 10^-23,
  /// taken at a ratio of 2.6 × 10^16 while a rebuild added `−10 v1 − 10 v2 − v6 + 33554431 ≥ 0`,
  /// left the rows inconsistent with the constraints by 11, and the solve 0.22 short at
  /// priority 500). The stored cell can be far off: finding 69's tableaux stored a genuine
  /// −2.5 × 10^-7 as −9.7 × 10^-8, and finding 74's an error's row at 500 stored +1.4 × 10^-8
  /// for a cell that refines to −2.35 × 10^-7, the one bound of a slack whose cost of
  /// −2.35 × 10^-7 was then left as rounding, and a solve stopped 3.4 × 10^7 short at 500
  /// (where the optimum, past `Solver.maximumValue`, holds 0; the other orders refused the
  /// add). A row whose stored cell is more than half off its refined one is inaccurate, and
  /// the request then ends with a rebuild.
  ///
  /// - Complexity: O(cells of the tableau + terms of the active constraints).
  private mutating func refinedBound(
    of entering: UInt32, among slots: [Int], before limit: Double, checkingCost: Bool
  ) -> Int {
    let refined = refinedDirection(of: entering)
    if checkingCost && !isNegative(refinedCosts(along: refined)) { return -1 }
    var best = -1
    var bestIndex = -1
    var bestRatio = limit
    var bestBasic = Solver.noSymbol
    for slot in slots {
      let basic = basics[slot]
      guard kinds[Int(basic)].isRestricted, let index = rows[slot].index(of: entering) else {
        continue
      }
      let coefficient = refined[Int(basic)]
      guard coefficient < -genuineCellRatio * largestCoefficient(in: rows[slot]) else { continue }
      let ratio = -rows[slot].constant / coefficient
      if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
        best = slot
        bestIndex = index
        bestRatio = ratio
        bestBasic = basic
      }
    }
    guard best >= 0 else { return -1 }
    let stored = rows[best].cells[bestIndex].coefficient
    let cell = refined[Int(bestBasic)]
    journalRow(best)
    rows[best].cells[bestIndex].coefficient = cell
    if abs(stored - cell) > 0.5 * -cell { needsRefactoring = true }
    // An error's row is part of the objective: its costs follow the row (fuzz finding 79: a
    // cost left from the old cell made the pivot's substitution leave costs of 3.9 × 10^6
    // where the rows give −31).
    if kinds[Int(bestBasic)] == .error && cell != stored { rebuildObjective() }
    return best
  }

  /// Queues a restricted basic symbol whose row went negative.
  mutating func markInfeasible(_ basic: UInt32) {
    infeasibleRows.append(basic)
    var child = infeasibleRows.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard infeasibleRows[parent] > infeasibleRows[child] else { break }
      infeasibleRows.swapAt(parent, child)
      child = parent
    }
  }

  private mutating func popInfeasible() -> UInt32? {
    guard let top = infeasibleRows.first else { return nil }
    let last = infeasibleRows.removeLast()
    if !infeasibleRows.isEmpty {
      infeasibleRows[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        guard left < infeasibleRows.count else { break }
        let right = left + 1
        let child =
          right < infeasibleRows.count && infeasibleRows[right] < infeasibleRows[left]
          ? right : left
        guard infeasibleRows[child] < infeasibleRows[parent] else { break }
        infeasibleRows.swapAt(parent, child)
        parent = child
      }
    }
    return top
  }

  /// Whether `basic`, queued as infeasible, still heads a row whose constant is below 0 past
  /// the tolerance, which the dual simplex must repair.
  func isPastTolerance(_ basic: UInt32) -> Bool {
    let slot = Int(rowOf[Int(basic)])
    return slot >= 0 && kinds[Int(basic)].isPivotable && rows[slot].constant < -constantTolerance
  }

  /// Dual simplex: pivots the queued rows that went negative back to feasibility while
  /// keeping the objective optimal.
  ///
  /// Only slack and error rows count (see `substitute`: a basic dummy is a redundant
  /// equality).
  ///
  /// - Returns: `nil` when every row is feasible again, or the slot of a row that no pivot
  ///   can make feasible (the required constraints conflict).
  mutating func dualOptimize() -> Int? {
    var budget = pivotBudget
    while let leaving = popInfeasible() {
      guard isPastTolerance(leaving) else { continue }
      let slot = Int(rowOf[Int(leaving)])
      budget -= 1
      if budget == 0 { exhaustedBudgets += 1 }
      guard budget > 0, let entering = dualEntering(row: slot, raising: true) else {
        infeasibleRows.removeAll()
        return slot
      }
      pivot(row: slot, entering: entering)
    }
    return nil
  }

  /// The dual ratio test: among the row's pivotable symbols whose coefficient has the sign
  /// that moves the basic symbol the wanted way, the one with the lexicographically smallest
  /// cost over |coefficient| (so every reduced cost stays ≥ 0); ties go to the smallest id.
  ///
  /// A coefficient smaller than `suspectPivotRatio` times the row's largest (its basic
  /// symbol's 1 included) takes part only when no larger one can move the row. With strict
  /// levels the test compares costs level by level, so a cell of rounding noise whose cost
  /// starts at a lower level wins against every genuine cell however small it is (the cost
  /// over 10^-8 only counts at that level): fuzz finding 16, where a cell of 1.06 × 10^-8
  /// that is exactly 0, beside cells of 39, took a fresh solve's values to 10^13.
  ///
  /// A pivot on a suspect coefficient because no other can repair the row is noted in
  /// `forcedSuspectPivot` (see `conflictFoundByRebuild()`).
  mutating func dualEntering(row slot: Int, raising: Bool) -> UInt32? {
    // The best of all first: when it is sound it is the best of the sound ones too, the usual
    // case. Only a coefficient below 1 is checked (as `pivot` checks): a row would need one
    // past 10^6 to make a larger one suspect.
    guard let best = dualEntering(row: slot, raising: raising, smallest: pivotTolerance)
    else { return nil }
    guard best.magnitude < 1 else { return best.symbol }
    let sound = smallestSoundPivot(in: rows[slot])
    guard best.magnitude < sound else { return best.symbol }
    if let soundBest = dualEntering(row: slot, raising: raising, smallest: sound) {
      return soundBest.symbol
    }
    forcedSuspectPivot = true
    return best.symbol
  }

  /// The dual ratio test over the coefficients of at least `smallest`: the symbol and the
  /// magnitude of its coefficient.
  private func dualEntering(
    row slot: Int, raising: Bool, smallest: Double
  ) -> (symbol: UInt32, magnitude: Double)? {
    var entering = Solver.noSymbol
    var magnitude = 0.0
    for cell in rows[slot].cells where (cell.coefficient > 0) == raising {
      guard kinds[Int(cell.symbol)].isPivotable, abs(cell.coefficient) >= smallest else {
        continue
      }
      let size = abs(cell.coefficient)
      if entering == Solver.noSymbol
        || objective.compareRatios(cell.symbol, over: size, entering, over: magnitude) < 0
      {
        entering = cell.symbol
        magnitude = size
      }
    }
    return entering == Solver.noSymbol ? nil : (entering, magnitude)
  }

  /// The largest coefficient of a pivotable symbol in row `slot` over the row's largest
  /// coefficient (its basic symbol's 1 included).
  ///
  /// Below `suspectPivotRatio`, the row of a new equality holds, besides dummies, only the
  /// rounding of a path through large values where the exact values are 0, and the ratio is
  /// the relative error the row carries: its constant, a sum of numbers up to `scale`, carries
  /// as much of that (see `pivotDummyOut`).
  private func roundingRatio(ofRow slot: Int) -> Double {
    var largest = 1.0
    var largestPivotable = 0.0
    for cell in rows[slot].cells {
      let magnitude = abs(cell.coefficient)
      largest = max(largest, magnitude)
      if kinds[Int(cell.symbol)].isPivotable {
        largestPivotable = max(largestPivotable, magnitude)
      }
    }
    return largestPivotable / largest
  }

  /// Makes a basic dummy parametric (its equality then holds exactly): one dual pivot in the
  /// direction that brings the row to 0, or either direction when it is 0 already (within
  /// the tolerance, and then exactly 0 first).
  ///
  /// `scale` is the largest number summed into the row's constant: a constant within
  /// `relativeConstantTolerance` of it is rounding too (a redundant equality whose row passed
  /// through values near 10^8 or more; fuzz findings 4, 6 and 7).
  ///
  /// - Returns: `false` when no symbol can move the row to 0 (the equality conflicts).
  mutating func pivotDummyOut(row slot: Int, scale: Double = 0) -> Bool {
    let constant = rows[slot].constant
    let tolerance = max(constantTolerance, relativeConstantTolerance * scale)
    // Rounding cells only, and a constant within their rounding: a redundant equality too.
    // A pivot on such a cell divides the row by it (fuzz finding 43: a cell of 3.6 × 10^-9 in
    // the row of an equality that repeats another, at values of 2 × 10^9; the rows it left had
    // coefficients of 10^9, a later add's dual simplex pivoted on a cell of 2 × 10^-9 among
    // them, and a required equality ended 3.3 × 10^6 off). The cells go, as they are 0 in
    // exact arithmetic: a constant change that moves their symbols would move the row of
    // dummies off 0 through them, which reads as a conflict (fuzz finding 45: an edit's shift
    // of 10^8 times a cell of 3.6 × 10^-9). Past `tolerance`, the decision rests on rounding,
    // and a required add is checked by rebuilds (`forcedSuspectPivot`).
    let ratio = roundingRatio(ofRow: slot)
    if ratio < suspectPivotRatio && abs(constant) <= max(tolerance, ratio * scale) {
      if abs(constant) > tolerance { forcedSuspectPivot = true }
      // Their columns' entries go stale, as after a merge that cancels a cell.
      rows[slot].cells.removeAll { kinds[Int($0.symbol)].isPivotable }
      return true
    }
    let entering: UInt32?
    if constant < -tolerance {
      entering = dualEntering(row: slot, raising: true)
    } else if constant > tolerance {
      entering = dualEntering(row: slot, raising: false)
    } else {
      entering = dualEntering(row: slot, raising: true) ?? dualEntering(row: slot, raising: false)
      // Only dummies: a redundant equality, whose dummy may stay basic.
      if entering == nil { return true }
      // The constant is 0 within the tolerance, and the pivot divides it by the entering
      // cell: left as it is, it can put the new basic symbol below 0 past the tolerance, where
      // no dual simplex looks (fuzz finding 61: a repeated required equality's row held
      // 1.3 × 10^-7 beside a rounding cell of 4.6 × 10^-5, and the pivot left a required
      // inequality's slack at −0.0029). It is 0, so the pivot moves no value.
      rows[slot].constant = 0
    }
    guard let entering else { return false }
    pivot(row: slot, entering: entering)
    return true
  }
}

// Costs that only rounding keeps positive. A reduced cost is a sum of row coefficients, and a
// row that a simplex path took through large values keeps cells of rounding where the exact
// value is 0 (2 × 10^-10 to 8 × 10^-10 after a path through 1.3 × 10^6, fuzz finding 21): a
// cost they make at a higher level, above the floor of 10^-10 (`tinyCost`), hides a genuine
// improvement at a lower one. Neither a larger floor (genuine costs can be that small) nor a
// new objective (it sums the same cells) tells them apart; the constraints do. A symbol whose
// nonzero costs are positive and below `Objective.blockingCost` (or `Objective.blockingRatio`
// of it) until a negative one is noted as blocked (`Objective.signNotingSuspects`); when the
// simplex ends, its costs are computed again from one step of iterative refinement of its
// column, the one `refineConstants()` applies to the constants: the direction every symbol
// moves in when it rises by 1, with each active constraint's residual along it taken out
// through the marker's column. Level by level from the highest, a stored cost whose refined
// value is within the floor counts as zero from then on, and the first level whose refined
// value is past it decides: a negative value replaces the stored cost there, a positive one
// (even where the stored cost is 0) leaves the costs as they are.
// Layouts never get here: their costs are sums of coefficients such as 1 and 0.5.

extension Solver {
  /// Refines the costs of the blocked symbols; `true` when one of them became a candidate.
  mutating func refineBlockedCosts() -> Bool {
    guard !objective.blocked.isEmpty else { return false }
    var blocked: [UInt32] = []
    swap(&blocked, &objective.blocked)
    blocked.sort()
    var last = Solver.noSymbol
    var entered = false
    for symbol in blocked where symbol != last {
      last = symbol
      guard isParametricAndPivotable(symbol), objective.sign(of: symbol) > 0 else { continue }
      let refined = refinedCosts(of: symbol)
      let base = Int(symbol) * objective.stride
      var changed = false
      for level in objective.order {
        let index = base + level
        guard abs(refined[level]) <= tinyCost else {
          // A genuine cost decides the sign, and the levels after it do not matter; when it is
          // negative, the stored one is rounding of the other sign (fuzz finding 73: a slack
          // stored 9.7 × 10^-8 at priority 500, which refines to −2.5 × 10^-8, before −0.1 at
          // 100, and a fresh solve stopped 3.4 × 10^7 short at 500), and takes its value.
          if refined[level] < 0 {
            objective.costs[index] = refined[level]
            objective.errors[index] = 0
            changed = true
          }
          break
        }
        guard !objective.isZero(index) else { continue }
        objective.costs[index] = 0
        objective.errors[index] = 0
        changed = true
      }
      guard changed else { continue }
      objective.noteChange(of: symbol)
      if objective.isCandidate[Int(symbol)] { entered = true }
    }
    return entered
  }
}

/// A restricted row whose cell in the entering symbol's column the primal ratio test passed
/// over as suspect (`suspectPivotRatio`) although it is above rounding (`genuineCellRatio`).
private struct PassedOverCell {
  /// The row's slot.
  var slot: Int
  /// The ratio of the row's constant to the stored cell.
  var ratio: Double
}
