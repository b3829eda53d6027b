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
//
// And only for the variables it touched: a re-solve notes each `C_U` row whose constant it
// changes, and `updateVariables()` recomputes those variables, then the variables whose rows
// refer to one that moved (their column lists them), sweeping a bit set of entries in rank
// order, so each is computed once, after everything it refers to. When many variables move
// (a width change moves every row's width), the sweep turns into a plain pass over the rest
// of the program, which is cheaper than following columns.

/// The evaluation program of the caller's variables.
struct EvaluationProgram: Sendable {
  /// One entry per variable in rank order: its symbol, its row slot (-1 when parametric) and
  /// the range of its terms in `terms`.
  var entries: [(symbol: UInt32, slot: Int32, start: Int32, end: Int32)] = []
  /// The cells on caller's variables of every row, entry after entry.
  var terms: [Cell] = []
  /// Whether the program matches the tableau.
  var isValid = false
  /// Each symbol's entry in `entries` (-1 for the solver's own symbols).
  var entryOf: [Int32] = []
  /// Variables whose row constant changed since the last evaluation.
  var dirty: [UInt32] = []
  /// Scratch for the incremental pass: one bit per entry to recompute.
  var marks: [UInt64] = []
}

extension Solver {
  /// Marks the evaluation program out of date (a `C_U` row or the ranks changed).
  @inline(__always) mutating func invalidateEvaluation() {
    evaluation.isValid = false
  }

  /// Notes that the constant of row `slot` changed, if it is a caller's variable's row.
  @inline(__always) mutating func noteConstantChange(row slot: Int) {
    let basic = basics[slot]
    if evaluation.isValid && kinds[Int(basic)] == .external { evaluation.dirty.append(basic) }
  }

  /// Rebuilds the evaluation program from the tableau, computing every variable's value on
  /// the way.
  ///
  /// The values come with the program: each row's cells are read once, while they are being
  /// copied (a second pass over the new program read every row's constant and every value
  /// again, 1.8 M instructions and a tenth of the L2 misses of the 1,000-row SnapKit screen's
  /// first layout; callgrind).
  mutating func rebuildEvaluation() {
    var program = EvaluationProgram()
    program.entries.reserveCapacity(order.count - staleOrderEntries)
    program.terms.reserveCapacity(2 * (order.count - staleOrderEntries))
    var entryOf = [Int32](repeating: -1, count: kinds.count)
    var values: [Double] = []
    swap(&values, &self.values)
    // Through buffers: the checked reads of six arrays and a retain of each row's cells were
    // most of its cost (3 M instructions per rebuild of the 1,000-row SnapKit screen).
    kinds.withUnsafeBufferPointer { kinds in
      ranks.withUnsafeBufferPointer { ranks in
        rowOf.withUnsafeBufferPointer { rowOf in
          rows.withUnsafeBufferPointer { rows in
            entryOf.withUnsafeMutableBufferPointer { entryOf in
              values.withUnsafeMutableBufferPointer { values in
                for (position, symbol) in order.enumerated() {
                  guard symbol != Solver.noSymbol, ranks[Int(symbol)] == UInt32(position) else {
                    continue
                  }
                  let slot = rowOf[Int(symbol)]
                  let start = Int32(program.terms.count)
                  var value = 0.0
                  if slot >= 0 {
                    value = rows[Int(slot)].constant
                    rows[Int(slot)].cells.withUnsafeBufferPointer { cells in
                      for cell in cells where kinds[Int(cell.symbol)] == .external {
                        program.terms.append(cell)
                        // Lower in rank: computed already.
                        value += cell.coefficient * values[Int(cell.symbol)]
                      }
                    }
                  }
                  values[Int(symbol)] = value
                  entryOf[Int(symbol)] = Int32(program.entries.count)
                  program.entries.append((symbol, slot, start, Int32(program.terms.count)))
                }
              }
            }
          }
        }
      }
    }
    swap(&values, &self.values)
    program.entryOf = entryOf
    program.marks = [UInt64](repeating: 0, count: (program.entries.count + 63) / 64)
    program.isValid = true
    evaluation = program
  }

  /// Computes every variable's value, for ``value(of:)``.
  ///
  /// - Complexity: O(*v* + *t*) for *v* variables and *t* references between their rows;
  ///   plus O(rows of variables) when the rows' structure changed since the last call.
  public mutating func updateVariables() {
    if !evaluation.isValid {
      rebuildEvaluation()
      return
    } else if evaluation.dirty.isEmpty {
      return
    } else if evaluation.dirty.count * 8 < evaluation.entries.count {
      updateDirtyVariables()
      return
    }
    evaluation.dirty.removeAllKeepingCapacity()
    evaluate(from: 0)
  }

  /// Computes the variables of the program's entries from `first` on.
  private mutating func evaluate(from first: Int) {
    let rows = self.rows
    let program = self.evaluation
    program.entries[first...].withUnsafeBufferPointer { entries in
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

  /// Recomputes the dirty variables and, in rank order, those whose rows refer to a variable
  /// that moved; past a budget of moved variables, everything after the current one.
  private mutating func updateDirtyVariables() {
    var marks: [UInt64] = []
    swap(&marks, &evaluation.marks)
    var firstWord = marks.count
    for symbol in evaluation.dirty {
      let position = Int(evaluation.entryOf[Int(symbol)])
      marks[position >> 6] |= 1 << UInt64(position & 63)
      firstWord = min(firstWord, position >> 6)
    }
    evaluation.dirty.removeAllKeepingCapacity()
    var holders: [Holder] = []
    swap(&holders, &holderBuffer)
    var budget = max(16, evaluation.entries.count / 16)
    var word = firstWord
    while word < marks.count {
      while marks[word] != 0 {
        let bit = marks[word].trailingZeroBitCount
        marks[word] &= marks[word] - 1
        let position = word << 6 | bit
        let entry = evaluation.entries[position]
        var value = 0.0
        if entry.slot >= 0 {
          value = rows[Int(entry.slot)].constant
          for index in Int(entry.start)..<Int(entry.end) {
            let term = evaluation.terms[index]
            value += term.coefficient * values[Int(term.symbol)]
          }
        }
        guard value.bitPattern != values[Int(entry.symbol)].bitPattern else { continue }
        values[Int(entry.symbol)] = value
        budget -= 1
        if budget == 0 {
          // Many variables move: recompute every later one instead of following columns.
          for index in word..<marks.count { marks[index] = 0 }
          holderBuffer = holders
          evaluation.marks = marks
          evaluate(from: position + 1)
          return
        }
        collectHolders(of: entry.symbol, into: &holders)
        for holder in holders {
          let dependent = Int(evaluation.entryOf[Int(basics[holder.slot])])
          marks[dependent >> 6] |= 1 << UInt64(dependent & 63)
        }
      }
      word += 1
    }
    holderBuffer = holders
    evaluation.marks = marks
  }
}
