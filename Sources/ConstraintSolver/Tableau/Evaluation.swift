// Computing the caller's variables from the tableau. A variable that is basic is its `C_U`
// row's constant plus the row's cells on other caller's variables (its restricted symbols are
// parameters at 0); the rows are evaluated in rank order, so every variable a row refers to is
// known when the row is read.
//
// The evaluation order and each row's cells on caller's variables are kept as a flat program:
// they change only when a `C_U` row is added, dropped or pivoted, or the ranks move, never in
// a re-solve (the simplex substitutes restricted rows, which hold no caller's variable, so it
// changes only the restricted cells and the constants of `C_U` rows). A re-solve then reads
// just the constants and a few products per variable.

/// The evaluation program of the caller's variables.
struct EvaluationProgram: Sendable {
  /// One entry per variable in rank order: its symbol, its row slot (-1 when parametric) and
  /// the range of its terms in `terms`.
  var entries: [(symbol: UInt32, slot: Int32, start: Int32, end: Int32)] = []
  /// The cells on caller's variables of every row, entry after entry.
  var terms: [Cell] = []
  /// Whether the program matches the tableau.
  var isValid = false
}

extension Solver {
  /// Marks the evaluation program out of date (a `C_U` row or the ranks changed).
  @inline(__always) mutating func invalidateEvaluation() {
    evaluation.isValid = false
  }

  /// Rebuilds the evaluation program from the tableau.
  mutating func rebuildEvaluation() {
    var program = EvaluationProgram()
    program.entries.reserveCapacity(order.count - staleOrderEntries)
    for (position, symbol) in order.enumerated() {
      guard symbol != Solver.noSymbol, ranks[Int(symbol)] == UInt32(position) else { continue }
      let slot = rowOf[Int(symbol)]
      let start = Int32(program.terms.count)
      if slot >= 0 {
        for cell in rows[Int(slot)].cells where kinds[Int(cell.symbol)] == .external {
          program.terms.append(cell)
        }
      }
      program.entries.append((symbol, slot, start, Int32(program.terms.count)))
    }
    program.isValid = true
    evaluation = program
  }

  /// Computes every variable's value, for ``value(of:)``.
  ///
  /// - Complexity: O(*v* + *t*) for *v* variables and *t* references between their rows;
  ///   plus O(rows of variables) when the rows' structure changed since the last call.
  public mutating func updateVariables() {
    if !evaluation.isValid { rebuildEvaluation() }
    let rows = self.rows
    let program = self.evaluation
    program.entries.withUnsafeBufferPointer { entries in
      program.terms.withUnsafeBufferPointer { terms in
        values.withUnsafeMutableBufferPointer { values in
          for entry in entries {
            guard entry.slot >= 0 else {
              values[Int(entry.symbol)] = 0
              continue
            }
            var sum = rows[Int(entry.slot)].constant
            var index = Int(entry.start)
            while index < Int(entry.end) {
              sum += terms[index].coefficient * values[Int(terms[index].symbol)]
              index += 1
            }
            values[Int(entry.symbol)] = sum
          }
        }
      }
    }
  }
}
