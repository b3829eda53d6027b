// Removing one constraint from the tableau (Badros, Borning and Stuckey 2001, "Removing a
// constraint"; kiwi's `removeConstraint`): take its errors out of the objective, make its
// marker basic and drop that row, then re-optimise. Every row is a combination of the
// constraints' original rows and only the constraint's own row holds its markers, so once the
// marker's row is dropped no other row depends on the constraint.

extension Solver {
  /// Takes the constraint of record `slot` out of the tableau and re-optimises; the record
  /// becomes inactive.
  mutating func removeFromTableau(_ slot: Int) {
    let record = records[slot]
    removeErrorCosts(of: record)
    var dropped = false
    for symbol in [record.marker, record.other] where symbol != Solver.noSymbol && !dropped {
      if rowOf[Int(symbol)] < 0 {
        guard let leaving = leavingRow(forMarker: symbol) else { continue }
        if !kinds[Int(basics[leaving])].isRestricted {
          objective.clearCosts(of: symbol)
        } else if kinds[Int(symbol)] == .dummy {
          loadCosts(ofDummy: symbol)
        }
        pivot(row: leaving, entering: symbol)
      }
      dropRow(Int(rowOf[Int(symbol)]))
      dropped = true
    }
    for symbol in [record.marker, record.other] where symbol != Solver.noSymbol {
      // The other marker may still be basic (only when the first had no row), and rounding
      // may leave tiny cells behind: both go with the constraint.
      if rowOf[Int(symbol)] >= 0 { dropRow(Int(rowOf[Int(symbol)])) }
      let holders = holders(of: symbol)
      for holder in holders { rows[holder.slot].cells.remove(at: holder.index) }
      recycle(holders)
      freeSymbol(symbol)
    }
    releaseLevelsAndMarkers(ofRecord: slot)
    optimize()
  }

  /// Subtracts an optional constraint's errors from the objective, before any pivot (kiwi's
  /// `removeConstraintEffects`).
  private mutating func removeErrorCosts(of record: ConstraintRecord) {
    guard record.level >= 0 else { return }
    for error in [record.marker, record.other]
    where error != Solver.noSymbol && kinds[Int(error)] == .error {
      let slot = Int(rowOf[Int(error)])
      let level = record.level(of: error)
      if slot >= 0 {
        for cell in rows[slot].cells where kinds[Int(cell.symbol)] != .dummy {
          objective.add(-cell.coefficient, to: cell.symbol, level: level)
          objective.noteChange(of: cell.symbol)
        }
      } else {
        objective.add(-1, to: error, level: level)
        objective.noteChange(of: error)
      }
    }
  }

  /// Writes parametric dummy `dummy`'s reduced costs into the objective, which keeps none for
  /// dummies, before a removal pivots it into the basis.
  ///
  /// A dummy never enters the basis by optimisation, so its cost is read only here. Each level
  /// of the objective is the sum of its errors, so the cost is the sum of the dummy's
  /// coefficients in the rows of basic errors at that level (what `rebuildObjective()` would
  /// give it). Keeping it up to date cost every substitution into the objective a cost update
  /// for each dummy of the row, most of the cells of a layout's rows: 7 % of the instructions
  /// of the 2,000 intrinsic sizes of the 1,000-row SnapKit screen (callgrind).
  ///
  /// - Complexity: O(rows holding `dummy`).
  mutating func loadCosts(ofDummy dummy: UInt32) {
    objective.clearCosts(of: dummy)
    let holders = holders(of: dummy)
    for holder in holders {
      let basic = basics[holder.slot]
      guard kinds[Int(basic)] == .error else { continue }
      let level = records[Int(owners[Int(basic)])].level(of: basic)
      guard level >= 0 else { continue }
      objective.add(rows[holder.slot].cells[holder.index].coefficient, to: dummy, level: level)
    }
    recycle(holders)
  }

  /// The row to pivot a marker into before dropping it (kiwi's `getMarkerLeavingRow`), so that
  /// every restricted row stays feasible: first a row of dummies (a redundant equality, which
  /// keeps such rows free of other symbols), then the restricted row with a negative
  /// coefficient and the smallest ratio, then the one with a positive coefficient and the
  /// smallest ratio, then the row of a caller's variable with the lowest rank (so that rows
  /// referring to the marker keep referring to lower ranks only).
  private mutating func leavingRow(forMarker marker: UInt32) -> Int? {
    var dummyRow: (slot: Int, basic: UInt32)?
    var negative: (slot: Int, ratio: Double, basic: UInt32)?
    var positive: (slot: Int, ratio: Double, basic: UInt32)?
    var variableRow: (slot: Int, rank: UInt32)?
    let holders = holders(of: marker)
    defer { recycle(holders) }
    for holder in holders {
      let slot = holder.slot
      let basic = basics[slot]
      let coefficient = rows[slot].cells[holder.index].coefficient
      let constant = rows[slot].constant
      switch kinds[Int(basic)] {
      case .dummy:
        if dummyRow == nil || basic < dummyRow!.basic { dummyRow = (slot, basic) }
      case .external:
        let rank = ranks[Int(basic)]
        if variableRow == nil || rank < variableRow!.rank { variableRow = (slot, rank) }
      default:
        if coefficient < 0 {
          let ratio = -constant / coefficient
          if negative == nil || ratio < negative!.ratio
            || (ratio == negative!.ratio && basic < negative!.basic)
          {
            negative = (slot, ratio, basic)
          }
        } else {
          let ratio = constant / coefficient
          if positive == nil || ratio < positive!.ratio
            || (ratio == positive!.ratio && basic < positive!.basic)
          {
            positive = (slot, ratio, basic)
          }
        }
      }
    }
    return dummyRow?.slot ?? negative?.slot ?? positive?.slot ?? variableRow?.slot
  }
}
