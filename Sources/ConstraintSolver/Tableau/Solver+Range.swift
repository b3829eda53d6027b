// Whether a request's solution stays within `Solver.maximumValue`, when the tableau it left
// cannot tell.
//
// A request is refused as out of range when a row it touched ends past the bound
// (`touchedRowsExceedRange()`), and that reads the rows the request left, which in a system
// with wide numbers can be far from the solution's, both ways:
// - Rows within the bound, a solution past it. Fuzz finding 58's required
//   `−0.1 v5 + 3 v6 − 10^8 == 0` left rows up to 9.97 × 10^14 and a required equality
//   1.7 × 10^8 off, residuals that no refinement took out; the tableau built again from the
//   constraints (in the opposite order, refined) holds the solution accurately, with a row of
//   1.44 × 10^15. So when a request leaves residuals that refinement cannot take out, the
//   accurate rebuilds (`accurateRebuilds()`) decide: a request is refused when every one of
//   them holds a number past the bound (`accurateSolutionExceedsRange()`). Rows whose
//   residuals refine away can also stop a vertex short of an optimum past the bound, where a
//   refined cost is negative and the stored one is not (findings 81 to 83: rows of
//   3.4 × 10^7 to 1.2 × 10^12, an optimum at 1.2 to 1.3 × 10^15); such a request is decided by
//   the rebuilds too. A request that
//   cannot be refused (a removal, a deactivation) takes the accurate rebuild wherever it ends,
//   in the residual check (finding 60: a removal took values from 4.3 × 10^10 to 3.3 × 10^15
//   and left a required equality 5.6 × 10^7 off; the accurate rebuild ends at 4.3 × 10^15).
// - Rows past the bound, a solution within it. Finding 53's fresh solve took a path through
//   values of 10^11, and its add of `v6 / 3 + 0.5 ≥ 0` left a slack at 6.5 × 10^15 where every
//   number of the solution is below 3.8 × 10^7. So before a request is refused as out of
//   range, an accurate rebuild within the bound that passes the verified conflict check
//   replaces the tableau, and the request goes through (`replacedByAccurateRebuild`).
//
// These rebuilds pass through any finite number on their way (`rebuilt(in:bound:)` with no
// bound): their path decides nothing, only where they end, checked by their residuals. With the
// bound on the way, every repair of findings 58 to 60 was refused before it ended, and the
// second rule, tried that way first (6724ee1, withdrawn in dc8b03f), let in a system that no
// later repair could hold (finding 57).

extension Solver {
  /// The tableaux built again from the active constraints, in each `RebuildOrder`, whose
  /// residuals refinement brings within `residualTolerance`, whose rows stay finite (a
  /// refinement that overflowed reads as no residual at all), which are at an optimum by
  /// their refined costs (`hasRefinedImprovement`) and whose columns describe the constraints
  /// (`hasInconsistentColumns`), built as they are read.
  ///
  /// - Complexity: a rebuild, refined (up to `convergingRefinementSteps` copies of the
  ///   tableau), for each order read.
  func accurateRebuilds() -> some Sequence<Solver> {
    RebuildOrder.allCases.lazy.compactMap { order in
      guard var trial = rebuilt(in: order, bound: nil), trial.refineLargeResiduals() == nil,
        trial.rowsAreFinite, !trial.hasRefinedImprovement, !trial.hasInconsistentColumns
      else { return nil }
      return trial
    }
  }

  /// Whether the request being journaled, which left residuals that refinement cannot take
  /// out, a tableau that its refined costs show short of an optimum
  /// (`hasRefinedImprovement`) or columns that no longer describe the constraints
  /// (`hasInconsistentColumns`; fuzz finding 89: a column off by its whole size, and the
  /// consistent rebuilds at 1.2 × 10^15), has a solution past ``Solver/maximumValue`` and
  /// past the largest row constant it left.
  ///
  /// So it has when every accurate rebuild (`accurateRebuilds()`) holds a number past that,
  /// and there is at least one; when no rebuild is accurate, the request is not refused for
  /// its range.
  ///
  /// Rows with small residuals at a vertex short of the optimum: fuzz finding 81's fresh solve
  /// in priority order added `−0.5 v0 + 0.1 v1 + 10 v3 + 10^6 == 0` with rows of 3.4 × 10^7
  /// and an error's stored cost of exactly 0 at priority 500 that refines to −2.78 × 10^-7,
  /// where the optimum puts 500 at 0 with rows of 1.2 × 10^15, and the other order refused
  /// it.
  ///
  /// Small residuals do not prove a rebuild found the optimum: a rebuild that rounding took to
  /// another vertex can hold it accurately (the system of fuzz finding 50, whose optimum is
  /// below 3.4 × 10^7: the rebuild in slot order passes 10^15 and ends there, residuals
  /// small). So one rebuild within the bound keeps the request.
  ///
  /// Asked when the request moved a row past `wideRowConstant` or asks for a rebuild
  /// (`needsRefactoring`), in a system with wide numbers; everyday layouts never ask.
  ///
  /// - Complexity: a copy of the tableau, a residual check and the weighted checks of refined
  ///   costs and of columns; when the residuals stay large, a refined cost is negative or a
  ///   column is off, three rebuilds.
  mutating func accurateSolutionExceedsRange() -> Bool {
    guard hasWideNumbers && (movedWideConstant || needsRefactoring),
      !isRebuilding, !isVerifying
    else { return false }
    var trial = self
    trial.journal.isOpen = false
    guard
      trial.refineLargeResiduals() != nil || trial.hasRefinedImprovement
        || trial.hasInconsistentColumns
    else { return false }
    // Past the bound and past what the tableau holds: a system that a removal left past the
    // bound may keep its size, as a row may (`touchedRowsExceedRange()`).
    let bound = max(Solver.maximumValue, largestRowConstant)
    var isAccurate = false
    for accurate in accurateRebuilds() {
      guard accurate.largestRowConstant > bound else { return false }
      isAccurate = true
    }
    return isAccurate
  }

  /// Whether an accurate rebuild (`accurateRebuilds()`) holds every row constant within
  /// ``Solver/maximumValue``, and, when record `slot` is required, the verified conflict
  /// check (`verifiedConflictFoundByRebuild()`) finds no conflict in it; when one does, it
  /// replaces the tableau, and the request that left a number past the bound goes through
  /// with no further check (its journal describes the tableau replaced).
  ///
  /// Asked before a request is refused as out of range, which layouts never are.
  ///
  /// - Complexity: up to three rebuilds, each refined, and for a required record the verified
  ///   conflict check's rebuilds.
  mutating func replacedByAccurateRebuild(ofRecord slot: Int) -> Bool {
    guard !isRebuilding, !isVerifying else { return false }
    for var trial in accurateRebuilds() where trial.largestRowConstant <= Solver.maximumValue {
      if records[slot].level < 0 && trial.verifiedConflictFoundByRebuild() != nil { continue }
      trial.needsRefactoring = false
      trial.exhaustedBudgets = exhaustedBudgets
      self = trial
      return true
    }
    return false
  }
}
