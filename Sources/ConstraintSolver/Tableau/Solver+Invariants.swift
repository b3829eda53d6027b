// The tableau's invariants, checked in full: for tests and for hunting a bug, not for callers
// (it costs the whole tableau).

extension Solver {
  /// A description of the first broken invariant of the tableau, or `nil` when it is sound.
  ///
  /// - Complexity: O(cells + symbols × levels).
  package func firstBrokenInvariant() -> String? {
    for (slot, basic) in basics.enumerated() where basic != Solver.noSymbol {
      guard Int(rowOf[Int(basic)]) == slot else { return "row \(slot): rowOf(\(basic)) differs" }
      let kind = kinds[Int(basic)]
      let row = rows[slot]
      var previous: UInt32?
      for cell in row.cells {
        if let previous, previous >= cell.symbol { return "row \(slot): cells out of order" }
        previous = cell.symbol
        let cellKind = kinds[Int(cell.symbol)]
        if cellKind == .unused { return "row \(slot) holds freed symbol \(cell.symbol)" }
        if cell.symbol == basic { return "row \(slot) holds its own basic symbol" }
        if !cell.coefficient.isFinite { return "row \(slot): coefficient not finite" }
        if cellKind.isRestricted && rowOf[Int(cell.symbol)] >= 0 {
          return "row \(slot) (basic \(basic)) holds basic restricted \(cell.symbol)"
        }
        if cellKind == .external {
          if kind != .external { return "restricted row \(slot) holds variable \(cell.symbol)" }
          if ranks[Int(cell.symbol)] >= ranks[Int(basic)] {
            return "row \(slot) (rank \(ranks[Int(basic)])) refers to \(cell.symbol) of rank "
              + "\(ranks[Int(cell.symbol)])"
          }
        }
      }
      if !row.constant.isFinite { return "row \(slot): constant not finite" }
      if kind.isRestricted && kind != .dummy && row.constant < -constantTolerance * 1e3 {
        return "row \(slot) (basic \(basic), \(kind)) is infeasible: \(row.constant)"
      }
      if kind == .dummy {
        if abs(row.constant) > constantTolerance * 1e3 {
          return "dummy row \(slot) is not 0: \(row.constant)"
        }
        if let other = row.cells.first(where: { kinds[Int($0.symbol)] != .dummy }) {
          return "dummy row \(slot) holds \(kinds[Int(other.symbol)]) \(other.symbol)"
        }
      }
      if objective.hasCost(basic) { return "basic \(basic) has a cost" }
    }
    for symbol in kinds.indices where kinds[symbol] == .external || kinds[symbol] == .dummy {
      if objective.hasCost(UInt32(symbol)) { return "\(kinds[symbol]) \(symbol) has a cost" }
    }
    for (slot, record) in records.enumerated() where record.state == .active {
      guard record.marker != Solver.noSymbol, kinds[Int(record.marker)] != .unused else {
        return "active constraint \(slot) has no marker"
      }
    }
    return nil
  }
}

extension Solver {
  /// Every row as `basic = constant + coefficient × symbol …`, for debugging.
  package var tableauDescription: String {
    func name(_ symbol: UInt32) -> String {
      let kind = kinds[Int(symbol)]
      switch kind {
      case .external: return "v\(symbol)"
      case .slack: return "s\(symbol)"
      case .error: return "e\(symbol)"
      case .dummy: return "d\(symbol)"
      default: return "?\(symbol)"
      }
    }
    var lines: [String] = []
    for (slot, basic) in basics.enumerated() where basic != Solver.noSymbol {
      let cells = rows[slot].cells.map { "\($0.coefficient) \(name($0.symbol))" }
      lines.append("\(name(basic)) = \(rows[slot].constant) + " + cells.joined(separator: " + "))
    }
    return lines.joined(separator: "\n")
  }
}

extension Solver {
  /// Offers every parametric symbol to the primal simplex again (debugging: a solver whose
  /// values this changes had missed a candidate).
  package mutating func reoptimizeFully() {
    for symbol in kinds.indices where kinds[symbol].isPivotable && rowOf[symbol] < 0 {
      objective.noteChange(of: UInt32(symbol))
    }
    optimize()
  }
}

extension Solver {
  /// Each level's priority, reduced cost and error bound for `symbol`, highest level first
  /// (debugging).
  package func costDescription(ofSymbol symbol: UInt32) -> String {
    let base = Int(symbol) * objective.stride
    return objective.order.map { level in
      "@\(objective.priorities[level] ?? -1): \(objective.costs[base + level]) "
        + "± \(objective.errors[base + level])"
    }.joined(separator: ", ")
  }
}

extension Solver {
  /// How many times the objective was recomputed because an error bound grew (tests: it must
  /// stay rare, each costs the whole objective).
  package var objectiveRebuilds: Int { objective.rebuilds }

  /// How many optimisations stopped at `pivotBudget` (tests: never, a simplex that reaches it
  /// was going round, and stops short of its optimum).
  package var exhaustedPivotBudgets: Int { exhaustedBudgets }
}
