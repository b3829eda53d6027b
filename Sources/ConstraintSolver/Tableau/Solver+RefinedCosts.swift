// Reduced costs read from the constraints rather than from the objective's sums: one step
// of iterative refinement of a parametric symbol's column (the change of every symbol when it
// rises by 1, with each active constraint's residual along it taken out through its marker's
// column, as `refineConstants()` does for the constants), and each level's errors' changes
// along it, summed. The simplex asks it where a stored cost or cell may be rounding of the
// other sign (Solver+Simplex.swift), and the range decision and the end of a wide request
// whether a tableau is at an optimum (Solver+Optimality.swift).
//
// Layouts never get here: their costs are sums of coefficients such as 1 and 0.5.

extension Solver {
  /// Whether `symbol`'s reduced cost, refined (`refinedCosts(of:)`), is negative: its first
  /// component past `tinyCost` is.
  ///
  /// Asked when a cost is negative but not clearly so (`Objective.isClearlyNegative`) and only
  /// a row whose cell the primal ratio test passed over bounds the symbol: fuzz finding 65's
  /// slack had −2.5 × 10^-7 at its first nonzero level, which refined stays so, bounded at a
  /// ratio of 1.3 × 10^14 alone; the solve stopped there, 3.4 × 10^7 short at 500.
  ///
  /// - Complexity: O(cells of the tableau + terms of the active constraints).
  mutating func hasNegativeRefinedCost(_ symbol: UInt32) -> Bool {
    isNegative(refinedCosts(of: symbol))
  }

  /// Whether the first of `costs` (one per level slot, in priority order) past `tinyCost` is
  /// negative.
  func isNegative(_ costs: [Double]) -> Bool {
    for level in objective.order where abs(costs[level]) > tinyCost {
      return costs[level] < 0
    }
    return false
  }

  /// `symbol`'s reduced cost at each level slot, from one step of iterative refinement of its
  /// column.
  ///
  /// - Complexity: O(cells of the tableau + terms of the active constraints).
  mutating func refinedCosts(of symbol: UInt32) -> [Double] {
    refinedCosts(along: refinedDirection(of: symbol))
  }

  /// The reduced cost at each level slot along `refined`, a refined direction.
  ///
  /// Each level's errors' changes, summed: along one parametric symbol's direction
  /// (`refinedDirection(of:)`), its refined cost; along several symbols' weighted at once
  /// (`refined(_:)` of `direction(weighting:)`), the weighted sum of theirs.
  func refinedCosts(along refined: [Double]) -> [Double] {
    var costs = [Double](repeating: 0, count: objective.stride)
    for record in records where record.state == .active && record.level >= 0 {
      for error in [record.marker, record.other]
      where error != Solver.noSymbol && kinds[Int(error)] == .error {
        costs[record.level(of: error)] += refined[Int(error)]
      }
    }
    return costs
  }

  /// The change of each symbol when parametric `symbol` rises by 1, refined.
  ///
  /// - Complexity: O(cells of the tableau + terms of the active constraints).
  mutating func refinedDirection(of symbol: UInt32) -> [Double] {
    refined(direction(of: symbol))
  }

  /// A direction that the rows give (`direction(of:)`, or `direction(weighting:)` for several
  /// symbols at once), refined.
  ///
  /// One step of iterative refinement: each active constraint's residual along `direction`
  /// taken out through its marker's column. Only the restricted symbols' entries are refined.
  ///
  /// - Complexity: O(cells of the tableau + terms of the active constraints).
  mutating func refined(_ direction: [Double]) -> [Double] {
    // Each constraint's residual along the direction (0 in exact arithmetic), all computed
    // before any is taken out.
    var shifts: [(marker: UInt32, shift: Double)] = []
    for record in records where record.state == .active {
      let residual = columnResidual(of: record, along: direction).residual
      if residual != 0 { shifts.append((record.marker, residual / record.markerCoefficient)) }
    }
    // Taken out through each marker's column (only the restricted rows matter for costs).
    var refined = direction
    for (marker, shift) in shifts {
      if rowOf[Int(marker)] >= 0 {
        refined[Int(marker)] -= shift
        continue
      }
      let holders = self.holders(of: marker)
      for holder in holders where kinds[Int(basics[holder.slot])] != .external {
        let basic = Int(basics[holder.slot])
        refined[basic] += rows[holder.slot].cells[holder.index].coefficient * shift
      }
      recycle(holders)
    }
    return refined
  }

  /// Each symbol's change when parametric `symbol` rises by 1 and the other parameters stay,
  /// read from the rows.
  ///
  /// - Complexity: O(rows + cells of the caller's variables' rows).
  func direction(of symbol: UInt32) -> [Double] {
    var direction = [Double](repeating: 0, count: kinds.count)
    direction[Int(symbol)] = 1
    for slot in rows.indices where basics[slot] != Solver.noSymbol {
      let basic = basics[slot]
      guard kinds[Int(basic)] != .external, let index = rows[slot].index(of: symbol) else {
        continue
      }
      direction[Int(basic)] = rows[slot].cells[index].coefficient
    }
    followCallersVariables(&direction)
    return direction
  }

  /// Each symbol's change when every parametric symbol rises by its entry in `weights` (0 for
  /// the others) at once, read from the rows.
  ///
  /// - Complexity: O(cells of the tableau).
  func direction(weighting weights: [Double]) -> [Double] {
    var direction = weights
    for slot in rows.indices where basics[slot] != Solver.noSymbol {
      let basic = basics[slot]
      guard kinds[Int(basic)] != .external else { continue }
      var change = 0.0
      for cell in rows[slot].cells { change += cell.coefficient * weights[Int(cell.symbol)] }
      direction[Int(basic)] = change
    }
    followCallersVariables(&direction)
    return direction
  }

  /// The weight `symbol` rises by in a weighted direction that checks many columns at once
  /// (`direction(weighting:)`): 1 plus the fractional part of its id times the golden ratio,
  /// so weights spread evenly over [1, 2) and no two nearby symbols share one.
  func sketchWeight(of symbol: UInt32) -> Double {
    1 + (Double(symbol) * 0.618_033_988_749_894_9).truncatingRemainder(dividingBy: 1)
  }

  /// Sets the caller's variables' entries of `direction`, whose parametric and restricted
  /// entries are set: in rank order, each after those its row refers to.
  private func followCallersVariables(_ direction: inout [Double]) {
    for (position, variable) in order.enumerated()
    where variable != Solver.noSymbol && ranks[Int(variable)] == UInt32(position) {
      let slot = Int(rowOf[Int(variable)])
      guard slot >= 0 else { continue }
      var change = 0.0
      for cell in rows[slot].cells { change += cell.coefficient * direction[Int(cell.symbol)] }
      direction[Int(variable)] = change
    }
  }

  /// An active record's residual along `direction` (0 in exact arithmetic: its expression
  /// plus its markers, each symbol moved by its entry), and the sum of the magnitudes summed
  /// into it.
  func columnResidual(
    of record: ConstraintRecord, along direction: [Double]
  ) -> (residual: Double, magnitude: Double) {
    residual(of: record, constant: 0) { direction[Int($0)] }
  }
}
