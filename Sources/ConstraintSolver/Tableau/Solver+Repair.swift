// The end of a request whose tableau no longer describes its constraints column by column
// (Solver+Consistency.swift) or stops short of an optimum by its refined costs
// (Solver+Optimality.swift): the first tableau rebuilt from the constraints that is accurate,
// optimal, consistent and within the bound replaces it.
//
// Everyday layouts never get here: they never pivot on an element past
// `illConditionedElement`, and their constants stay below 10^5 (`hasWideNumbers`).

extension Solver {
  /// Ends a request that pivoted on an element past `illConditionedElement`, or, when `isWide`
  /// (a request of a system with wide numbers that moved a row past `wideRowConstant` or asked
  /// for a rebuild), any request: when a column no longer describes the constraints
  /// (`largestColumnResidual()` past `columnTolerance`, checked when the pivot element or the
  /// weighted check `columnsMayBeInconsistent()` asks), or, when `isWide`, when a refined cost
  /// is negative (`hasRefinedImprovement`), the first tableau rebuilt from the constraints in
  /// each `RebuildOrder` that is accurate, consistent and at an optimum (`accurateRebuilds()`)
  /// and whose row constants are within ``Solver/maximumValue`` or the largest one now,
  /// whichever is larger, replaces it.
  ///
  /// Fuzz finding 77: a pivot on a cell of 2.9 × 10^9 left a column off by its whole size, and
  /// a fresh solve ended 275,401 short at priority 250.5. Finding 85: a column off by
  /// 1.02 × 10^-6 of its magnitudes, with no pivot element past `illConditionedElement`, and a
  /// fresh solve 2.1 × 10^7 short at priority 100. Finding 84: a fresh solve 50.3 short at
  /// priority 10, with rows of 8.1 × 10^8, behind a slack whose stored +4.6 × 10^-5 at
  /// priority 500 refines to 0 and whose −10 at priority 10 no rule of blocked costs reached;
  /// the rebuilds in slot and priority order hold the optimum accurately.
  ///
  /// - Complexity: when `isWide`, the weighted checks of columns and refined costs; when one
  ///   asks, the check of every column or every departing cost; when a repair is due, up to
  ///   three rebuilds, each refined and checked.
  mutating func repairTableau(isWide: Bool) {
    let pivotedOnWideElement = isIllConditioned
    isIllConditioned = false
    guard !isRebuilding, !isVerifying else { return }
    // A pivot element past `illConditionedElement` asks for every column at once; a wide
    // request, for the weighted check first.
    let columnsAreOff: Bool
    if pivotedOnWideElement {
      columnsAreOff = largestColumnResidual() > columnTolerance
    } else {
      columnsAreOff = isWide && hasInconsistentColumns
    }
    guard columnsAreOff || (isWide && hasRefinedImprovement) else { return }
    let bound = max(Solver.maximumValue, largestRowConstant)
    for trial in accurateRebuilds() where trial.largestRowConstant <= bound {
      adopt(trial)
      return
    }
  }

  /// Takes `trial`, a tableau rebuilt from the same constraints at the end of a request, as
  /// the solver's: the flags of the request that ends are cleared, and the count of pivot
  /// budgets run out stays the solver's own (the rebuild was checked, whatever its path).
  mutating func adopt(_ trial: Solver) {
    let exhaustedBudgets = self.exhaustedBudgets
    self = trial
    self.exhaustedBudgets = exhaustedBudgets
    isIllConditioned = false
    needsRefactoring = false
    movedWideConstant = false
  }
}
