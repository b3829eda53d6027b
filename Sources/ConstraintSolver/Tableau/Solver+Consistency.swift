// Whether the rows still describe the constraints, column by column, after a pivot that may
// have lost them.
//
// Iterative refinement (Solver+Residuals.swift) checks the constants: each constraint's
// residual at the solution. A tableau can pass that check and still be wrong in its columns:
// each parametric symbol moves every basic one along its column, and in exact arithmetic
// every constraint stays satisfied along it. Chains of coefficients such as 0.001 and 10 can
// take a basis to coefficients of 10^10 whose pairs differ only in the tenth digit, where a
// constraint's information lives in those differences; rounding flattens them, and a later
// pivot on such a cell drops the information for good (fuzz finding 77: a fresh solve's rows
// held ±9,391,844,078.58 in two columns for a pair whose difference should have been −1/3;
// the pivot on a cell of 2.9 × 10^9 left a constraint's residual along one column at 1, the
// whole of its size, and the solve ended 275,401 short at priority 250.5). Such a pivot
// element, far past any a layout holds, marks the tableau; the request it belongs to ends by
// checking every column, and when one is off, by taking the first tableau rebuilt from the
// constraints that is consistent, accurate and optimal (`repairTableau(isWide:)`,
// Solver+Repair.swift). Columns drift without such an element too (finding 85: a column off by
// 1.02 × 10^-6 of its magnitudes, the largest pivot element below 10^8, and a fresh solve
// 2.1 × 10^7 short at priority 100), so a request of a system with wide numbers that moved a
// row past `wideRowConstant` or asked for a rebuild checks a weighted sum of every column first
// (`columnsMayBeInconsistent()`, one pass over the tableau), and every column when the sum is
// off.

/// A pivot element larger than this marks the tableau as ill-conditioned
/// (`Solver.isIllConditioned`): the rest of its row is divided by it.
///
/// Layouts' pivot elements are sums and products of coefficients such as 1, 0.5 and the
/// multipliers of their constraints (10^-2 … 10^2).
let illConditionedElement = 1e8

/// A constraint's residual along a column larger than this times the magnitudes summed into
/// it (at least 1) means the rows no longer describe the constraints.
///
/// Rounding leaves some 10^-16 to 10^-12 of them (the accepted rebuilds of the fuzz findings
/// hold 10^-16 to 10^-12); a lost constraint leaves its marker's whole coefficient, which
/// beside cells of 10^10 is 10^-8 of them (finding 87: a residual of 0.99 beside 8.7 × 10^7,
/// left as rounding with 10^-6, and a fresh solve 3.8 × 10^7 off at priority 999), and beside
/// wider cells less (finding 91: 3.2 × 10^-10 of them after an add, left as rounding with
/// 10^-9, and a fresh solve 4.2 × 10^7 off at priority 999 and values of 5.2 × 10^8).
let columnTolerance = 1e-11

/// A constraint's residual along the weighted sum of the columns larger than this times the
/// magnitudes summed into it asks for the check of every column.
///
/// Below `columnTolerance`, as a column that is off can be a small part of the sum, and far
/// above the rounding of the sum itself (some 10^-16 of it a term). The magnitudes have no
/// floor of 1 here: each column's weight is divided by its largest entry, so the sum's
/// magnitudes can be far below 1 (finding 87's column that was off, with entries of
/// 2.4 × 10^10, weighed 4 × 10^-11, and the sum's magnitudes were 0.0017).
let columnSketchTolerance = 1e-12

extension Solver {
  /// Whether `symbol` is a parametric slack, error or dummy: a column the rows hold, which
  /// every constraint must follow.
  ///
  /// A dummy stays at 0, but its column carries its equality as much as any other: fuzz
  /// finding 86's rows held ±581,541,605.8 in two dummies' columns for a required equality
  /// whose information lived in their difference, rounding had flattened it, and the residual
  /// of `−0.1 v0 − 10 v6 + 0.5 == 0` along each column was 1, its whole size; every slack and
  /// error column was consistent, and a fresh solve ended with 2.3 × 10^8 at priority 999.5,
  /// where the optimum holds 0.
  private func hasCheckedColumn(_ symbol: Int) -> Bool {
    (kinds[symbol].isPivotable || kinds[symbol] == .dummy) && rowOf[symbol] < 0
  }

  /// The largest residual of an active constraint along the column of a parametric slack,
  /// error or dummy, relative to the magnitudes summed into it (at least 1).
  ///
  /// - Complexity: O(parametric symbols × (rows + the active constraints' terms)).
  func largestColumnResidual() -> Double {
    var largest = 0.0
    for symbol in kinds.indices where hasCheckedColumn(symbol) {
      let direction = self.direction(of: UInt32(symbol))
      for record in records where record.state == .active {
        let (residual, magnitude) = columnResidual(of: record, along: direction)
        largest = max(largest, abs(residual) / max(magnitude, 1))
      }
    }
    return largest
  }

  /// Whether a weighted sum of every parametric slack's, error's and dummy's column
  /// (`direction(weighting:)`, each weight divided by the column's largest entry) leaves some
  /// active constraint's residual past `columnSketchTolerance` of the magnitudes summed into it:
  /// some column may be off.
  ///
  /// The residuals are linear in the direction, so a column that is off moves the sum unless
  /// others cancel it to within the tolerance, which would need weights matched to them.
  ///
  /// - Complexity: O(cells of the tableau + terms of the active constraints).
  func columnsMayBeInconsistent() -> Bool {
    // Each column's largest entry (at least its own 1), so that every column weighs alike in
    // the sum however wide the columns beside it (finding 77's were 10^10 apart).
    var largest = [Double](repeating: 1, count: kinds.count)
    for slot in rows.indices where basics[slot] != Solver.noSymbol {
      for cell in rows[slot].cells {
        largest[Int(cell.symbol)] = max(largest[Int(cell.symbol)], abs(cell.coefficient))
      }
    }
    var weights = [Double](repeating: 0, count: kinds.count)
    for symbol in kinds.indices where hasCheckedColumn(symbol) {
      weights[symbol] = sketchWeight(of: UInt32(symbol)) / largest[symbol]
    }
    let direction = direction(weighting: weights)
    for record in records where record.state == .active {
      let (residual, magnitude) = columnResidual(of: record, along: direction)
      if abs(residual) > columnSketchTolerance * magnitude { return true }
    }
    return false
  }

  /// Whether some column no longer describes the constraints: the weighted check asks
  /// (`columnsMayBeInconsistent()`), and a column's residual is past `columnTolerance`
  /// (`largestColumnResidual()`).
  ///
  /// - Complexity: the weighted check; when it asks, the check of every column.
  var hasInconsistentColumns: Bool {
    columnsMayBeInconsistent() && largestColumnResidual() > columnTolerance
  }
}
