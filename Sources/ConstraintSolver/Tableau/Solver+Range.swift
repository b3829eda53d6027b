// Whether a request's solution stays within `Solver.maximumValue`, when the tableau it left is
// not accurate enough to tell.
//
// A request is refused as out of range when a row it touched ends past the bound
// (`touchedRowsExceedRange()`), and that reads the rows the request left. In a system with
// wide numbers, those rows can be far from the solution's: fuzz finding 58's required
// `−0.1 v5 + 3 v6 − 10^8 == 0` left rows up to 9.97 × 10^14, within the bound, and a required
// equality 1.7 × 10^8 off, residuals that no refinement took out; the tableau built again from
// the constraints (reversed order, refined) holds the solution accurately, and a row of
// 1.44 × 10^15 there. So when the residuals that a request left stay large after refinement,
// the verdict on its range is the accurate rebuild's, and a refusable request is refused on
// it, leaving the solver as it was; one that cannot be refused (a removal, a deactivation)
// takes the rebuild wherever it ends (finding 60: a removal took values from 4.3 × 10^10 to
// 3.3 × 10^15 and left a required equality 5.6 × 10^7 off; the accurate rebuild ends at
// 4.3 × 10^15).
//
// These rebuilds pass through any finite number on their way (`rebuilt(in:bound:)` with no
// bound): their path decides nothing, only where they end does, and that is checked by the
// residuals. With the bound on the way, every repair of findings 58 to 60 was refused before
// it ended.

extension Solver {
  /// The tableaux built again from the active constraints, in each `RebuildOrder`, whose
  /// residuals refinement brings within `residualTolerance`.
  ///
  /// - Complexity: three rebuilds, each refined (up to `convergingRefinementSteps` copies of
  ///   the tableau).
  func accurateRebuilds() -> [Solver] {
    RebuildOrder.allCases.compactMap { order in
      guard var trial = rebuilt(in: order, bound: nil), trial.refineLargeResiduals() == nil
      else { return nil }
      return trial
    }
  }

  /// Whether the request being journaled, which left residuals that refinement cannot take
  /// out, has a solution past ``Solver/maximumValue``: every accurate rebuild
  /// (`accurateRebuilds()`) holds a number past it, and there is at least one.
  ///
  /// Small residuals do not prove a rebuild found the optimum: a rebuild that rounding took to
  /// another vertex can hold it accurately (the system of fuzz finding 50, whose optimum is
  /// below 3.4 × 10^7: the rebuild in slot order passes 10^15 and ends there, residuals
  /// small). So one rebuild within the bound keeps the request.
  ///
  /// Asked when the request moved a row past `wideRowConstant` in a system with wide numbers
  /// (the residual check's condition); layouts never ask.
  ///
  /// - Complexity: a copy of the tableau and a residual check; when the residuals stay large,
  ///   three rebuilds.
  mutating func accurateSolutionExceedsRange() -> Bool {
    guard hasWideNumbers && (movedWideConstant || needsRefactoring),
      !isRebuilding, !isVerifying
    else { return false }
    var trial = self
    trial.journal.isOpen = false
    guard trial.refineLargeResiduals() != nil else { return false }
    let accurate = accurateRebuilds()
    return !accurate.isEmpty
      && accurate.allSatisfy { $0.largestRowConstant > Solver.maximumValue }
  }
}
