// Building the tableau again from the active constraints, in one of three orders: for the
// refactorisation of Solver+Refactor.swift, for the conflict checks that confirm a refusal, and
// for the check that a refused conflict is not rounding (`replacedByRebuildDespiteConflict`).

extension Solver {
  /// The largest magnitude of a row constant.
  ///
  /// - Complexity: O(rows).
  var largestRowConstant: Double {
    var largest = 0.0
    for slot in rows.indices where basics[slot] != Solver.noSymbol {
      largest = max(largest, abs(rows[slot].constant))
    }
    return largest
  }

  /// A copy of this solver whose tableau is built again from the active constraints in
  /// `order`, with its constants refined (`refineConstants()`); `nil` when the rebuild refuses
  /// a constraint, ends, refined, with a row constant past `bound`, or went round: one of its
  /// optimisations ran out of its pivot budget or came back to a basis it had left (its end
  /// decides nothing; fuzz finding 90's removal took a rebuild whose optimisations came back to
  /// a basis within eight pivots, twice, and the solver counted the stops as its own).
  ///
  /// Passing `nil` for `bound` lets the rebuild pass through any finite number and end
  /// anywhere, its rows finite (the repairs and range checks of Solver+Range.swift).
  ///
  /// - Complexity: a rebuild of the tableau and a step of refinement.
  func rebuilt(in order: RebuildOrder, bound: Double?) -> Solver? {
    var trial = self
    trial.journal.isOpen = false
    let limit = bound ?? .greatestFiniteMagnitude
    guard trial.rebuildTableau(in: order, bound: limit) == nil,
      trial.exhaustedBudgets == exhaustedBudgets
    else { return nil }
    trial.refactorings += 1
    trial.refineConstants()
    guard bound != nil || trial.rowsAreFinite else { return nil }
    return trial.largestRowConstant <= limit ? trial : nil
  }

  /// Whether every row's constant and coefficients are finite.
  ///
  /// - Complexity: O(the tableau's cells).
  var rowsAreFinite: Bool {
    rows.indices.allSatisfy { slot in
      basics[slot] == Solver.noSymbol
        || (rows[slot].constant.isFinite && rows[slot].cells.allSatisfy(\.coefficient.isFinite))
    }
  }

  /// Empties the tableau and adds every active constraint again in `order`, edits with their
  /// current values; returns the first refused one's slot and error, if any.
  ///
  /// An add is refused as out of range when it leaves a row constant past `bound`: past
  /// ``Solver/maximumValue`` for a conflict check, as for a caller's add; up to the largest
  /// row constant before the rebuild after a suspect pivot (`refactorIfNeeded()`); any finite
  /// number for the accurate rebuilds that decide a request's range and repair the tableau
  /// (Solver+Range.swift, the residual check). A removal is never refused and can leave rows
  /// past ``Solver/maximumValue``, and the system's own optimum may lie beyond it too: fuzz
  /// finding 51's removal took values of 5.8 × 10^14 to 1.4 × 10^15 and left a required
  /// equality 1.7 × 10^8 off, and every rebuild that could repair it was refused on the way
  /// against the bound alone.
  mutating func rebuildTableau(
    in order: RebuildOrder = .slots, bound: Double = Solver.maximumValue
  ) -> (slot: Int, error: SolverError)? {
    let active = rebuildSequence(in: order)
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
    columnNodes.removeAll()
    freeColumnNode = -1
    rows.removeAll()
    basics.removeAll()
    freeRows.removeAll()
    rowStamps.removeAll()
    infeasibleRows.removeAll()
    let rebuilds = objective.rebuilds
    objective = Objective()
    objective.rebuilds = rebuilds
    objective.addSymbols(kinds.count)
    invalidateEvaluation()
    isRebuilding = true
    valueBound = bound
    defer {
      isRebuilding = false
      valueBound = Solver.maximumValue
    }
    for slot in active {
      do { try addToTableau(slot) } catch { return (slot, error) }
    }
    return nil
  }
}

/// The orders a rebuild adds the active constraints in.
enum RebuildOrder: CaseIterable {
  /// Slot order: about the order they were added in, so the rebuild takes much the path the
  /// incremental solve took.
  case slots
  /// The opposite of slot order.
  case reversed
  /// Required constraints first, then the optional ones from the highest priority down
  /// (an equality weighed apart by its higher side), each group in slot order.
  ///
  /// Each constraint added then ranks at or below every one already there (a two-priority
  /// equality by its higher side), so its re-optimisation trades against its own priority and
  /// lower ones only, and the values stay at the higher levels' optimum: no detour through the
  /// vertices a low priority favours until a higher one added later moves them back. Fuzz
  /// finding 50: in slot order the stays (priority 1 to 8) come first, the rebuild passed
  /// through values of 10^13, and its rows held cells of rounding as large as 7 × 10^-5 of
  /// their row's largest; the refinement's dual simplex pivoted on one, at no cost, and left a
  /// required inequality 4.6 off, while the rebuild in priority order reached the optimum with
  /// values below 3.4 × 10^7.
  case priorities
}

extension Solver {
  /// The active constraints' slots in `order`.
  private func rebuildSequence(in order: RebuildOrder) -> [Int] {
    let active = records.indices.filter { records[$0].state == .active }
    switch order {
    case .slots: return active
    case .reversed: return active.reversed()
    case .priorities:
      func rank(_ slot: Int) -> Double {
        let record = records[slot]
        return max(record.constraint.strength.priority, record.shortfallPriority ?? 0)
      }
      // A stable sort: slot order within a priority.
      return active.enumerated().sorted {
        (rank($0.element), -$0.offset) > (rank($1.element), -$1.offset)
      }.map(\.element)
    }
  }
}

extension Solver {
  /// Whether a refusal of record `slot`'s add as in conflict with `conflicting` rests on
  /// rounding, and a tableau built again from the constraints replaces this one.
  ///
  /// In a system with wide numbers, when a new solver given the constraints named and the
  /// record's own alone takes them all (`conflictHoldsAlone`), the tableau is built again from
  /// the active constraints, the record's among them, on a copy, in priority order and then in
  /// slot order; the first rebuild that refuses none, holds every row constant within
  /// ``Solver/maximumValue`` and, refined, every residual within `residualTolerance`, and in
  /// which the verified conflict check (`verifiedConflictFoundByRebuild()`) finds no conflict,
  /// replaces the tableau, and the add goes through. The rebuild's own adds make no conflict
  /// checks, hence that last one.
  ///
  /// The dual simplex proves a conflict by a row that no pivot can make feasible, and a row
  /// that carries the rounding of values far larger than the final ones can look so: fuzz
  /// finding 56's fresh solve refused the required `−0.5 v0 + 0.1 v1 + 10 v3 + 10^6 == 0` as
  /// in conflict with two others at values of 1.1 × 10^11, where the solver that had taken the
  /// same constraints in another order holds them all with numbers below 3.4 × 10^7. A genuine
  /// conflict costs one solve of the constraints it names; layouts, which never hold wide
  /// numbers, pay nothing.
  ///
  /// - Complexity: a solve of the named constraints; when they hold alone, up to two rebuilds,
  ///   each refined (up to `convergingRefinementSteps` copies of the tableau), and the verified
  ///   conflict check's rebuilds.
  mutating func replacedByRebuildDespiteConflict(
    ofRecord slot: Int, conflicting: [ConstraintID]
  ) -> Bool {
    guard hasWideNumbers, !isRebuilding, !isVerifying,
      !conflictHoldsAlone(conflicting + [id(ofRecord: slot)])
    else { return false }
    for order in [RebuildOrder.priorities, .slots] {
      guard var trial = rebuilt(in: order, bound: Solver.maximumValue),
        trial.refineLargeResiduals() == nil,
        trial.largestRowConstant <= Solver.maximumValue,
        trial.verifiedConflictFoundByRebuild() == nil
      else { continue }
      trial.needsRefactoring = false
      self = trial
      return true
    }
    return false
  }
}
