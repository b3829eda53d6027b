// Whether a tableau is at an optimum by its refined costs (Solver+RefinedCosts.swift), and the
// repair of one that is not.
//
// The simplex stops when no stored cost is negative, and in a system with wide numbers a
// stored cost can be off its refined value past every rule of blocked costs (Solver+Simplex
// .swift): an error's stored cost of exactly 0 at priority 500 that refines to
// −2.78 × 10^-7 (fuzz finding 81), a slack's +0.78 that refines to −3 (finding 82), a slack's
// +0.0039 that refines to −0.0010 (finding 83), a slack's +4.6 × 10^-5 at priority 500 that
// refines to 0, before a −10 at priority 10 (finding 84). So a request of a system with wide
// numbers that moved a row past `wideRowConstant` or asked for a rebuild ends by asking
// whether some parametric symbol's refined cost is negative (`hasRefinedImprovement`); when
// one is, the range decision of an add or a constant change reads the accurate rebuilds
// (Solver+Range.swift), and a request that stands takes the first accurate rebuild at an
// optimum within the bound (`repairTableau(isWide:)`, Solver+Repair.swift).
//
// Refining every parametric symbol costs a refined column each, so a weighted sum finds the
// ones to refine (`refinedCostsDepart(among:)`). Everyday layouts never get here: their
// constants stay below 10^5 (`hasWideNumbers`). A layout that once held a larger constant pays
// one refined direction, and one more per symbol queued or blocked, after a request that moved
// a row past 10^6 or asked for a rebuild, as it pays the residual check
// (Solver+Residuals.swift).

extension Solver {
  /// Whether some parametric symbol's refined cost is negative (`hasNegativeRefinedCost`):
  /// the tableau is not at an optimum, whatever its stored costs say.
  ///
  /// Refinement's dual pivots queue the symbols they make parametric and leave them there,
  /// and a tableau whose rows are accurate can be a vertex short of the optimum (fuzz
  /// finding 69: the rebuild in the opposite order ended at values below 3.4 × 10^7 with an
  /// error queued at a refined cost of −2.5 × 10^-7 at priority 500, where the optimum, which
  /// the other two rebuilds reach accurately, puts that level at 0 and holds 1.3 × 10^15). A
  /// blocked symbol's stored cost is positive, and can refine to a negative one (finding 73).
  /// And a stored cost that nothing marks can be off its refined value past any rule of
  /// blocked costs (findings 81 to 83: an error's stored cost of exactly 0 at priority 500
  /// that refines to −2.78 × 10^-7, a slack's +0.78 that refines to −3, a slack's +0.0039 that
  /// refines to −0.0010; finding 84, a slack's +4.6 × 10^-5 that refines to 0 before −10); so
  /// the parametric symbols whose stored costs depart from their refined ones are found
  /// (`refinedCostsDepart(among:)`, by halves), and each is refined.
  ///
  /// - Complexity: O(cells of the tableau + terms of the active constraints) for each symbol
  ///   queued or blocked, and for the check of all parametric symbols, and a logarithmic
  ///   number of times that for each symbol whose costs depart.
  var hasRefinedImprovement: Bool {
    mutating get {
      for symbol in objective.candidates + objective.blocked
      where isParametricAndPivotable(symbol) && hasNegativeRefinedCost(symbol) {
        return true
      }
      let parametric = kinds.indices.map { UInt32($0) }.filter { isParametricAndPivotable($0) }
      return hasRefinedImprovement(among: parametric[...])
    }
  }

  /// Whether one of `symbols` has a negative refined cost, looked for only among those whose
  /// stored costs depart from their refined ones: a group that departs is halved until single
  /// symbols remain, which are refined.
  private mutating func hasRefinedImprovement(among symbols: ArraySlice<UInt32>) -> Bool {
    guard !symbols.isEmpty, refinedCostsDepart(among: symbols) else { return false }
    guard symbols.count > 1 else { return hasNegativeRefinedCost(symbols[symbols.startIndex]) }
    let middle = symbols.startIndex + symbols.count / 2
    return hasRefinedImprovement(among: symbols[..<middle])
      || hasRefinedImprovement(among: symbols[middle...])
  }

  /// Whether the stored costs of some of `symbols` (parametric) may be off their refined
  /// ones past rounding.
  ///
  /// Every one of them rises at once, each by a weight of its own in [1, 2), and the refined
  /// costs along that direction (the weighted sum of their refined costs, which are linear in
  /// the direction) are compared with the weighted sum of their stored costs, level by level.
  /// A stored cost that counts as zero (`Objective.isZero`) is 0 there, so a refined cost
  /// past it departs. The sums agree within `tinyCost`, or 64 times the stored costs' error
  /// bounds plus 10^-12 of the magnitudes of the refined terms, whichever is larger.
  ///
  /// The weights are fixed (`sketchWeight(of:)`), so the answer is a function of the tableau;
  /// departures of several symbols that cancel in the sum to within the tolerance would need
  /// weights matched to them.
  ///
  /// - Complexity: O(cells of the tableau + terms of the active constraints + `symbols` ×
  ///   levels).
  private mutating func refinedCostsDepart(among symbols: ArraySlice<UInt32>) -> Bool {
    var weights = [Double](repeating: 0, count: kinds.count)
    var stored = [Double](repeating: 0, count: objective.stride)
    var errors = stored
    for symbol in symbols {
      let weight = sketchWeight(of: symbol)
      weights[Int(symbol)] = weight
      let base = Int(symbol) * objective.stride
      for level in objective.order where !objective.isZero(base + level) {
        stored[level] += weight * objective.costs[base + level]
        errors[level] += weight * objective.errors[base + level]
      }
    }
    let direction = refined(direction(weighting: weights))
    let refined = refinedCosts(along: direction)
    let magnitudes = refinedCosts(along: direction.map(abs))
    for level in objective.order {
      let tolerance = max(tinyCost, 64 * errors[level] + 1e-12 * magnitudes[level])
      if abs(refined[level] - stored[level]) > tolerance { return true }
    }
    return false
  }
}
