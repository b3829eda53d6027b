// The fresh solve that `SystemReplay` compares each step with: a new solver given the stays,
// the edits and the active constraints in another order than the incremental solver took.
//
// The solver refuses a request whose solution would hold a number past `Solver.maximumValue`,
// and a fresh solve passes through partial systems that the incremental solver never held: the
// optimum of one of them can lie past the bound although the whole system's is small (fuzz
// finding 63: in the opposite order, the optional `10 v0 + v2 / 3 + 0.5 ≤ 0` joined a partial
// system whose optimum, rebuilt accurately in each of the three orders, holds 1.37 × 10^15,
// while every number of the whole system is below 1.4 × 10^8). Such a refusal keeps the
// contract, so the fresh solve then tries priority order, and then the order the constraints
// were added in, and the values are compared with the first that takes every constraint. Each
// refusal must hold in another order too: a solver given the same partial system in priority
// order (the opposite one for priority order's own) refuses the same constraint as out of
// range, or refuses one before it so; one that takes it makes the refusal a finding (a
// refusal that depends on the path, as 53 and 55 were). When all three orders are refused
// that way, the step's values are not compared (none of those fresh solves stays within the
// bound).

import ConstraintSolver

extension SystemReplay {
  /// An active constraint with its ID.
  typealias Entry = (id: ConstraintID, constraint: LinearConstraint)

  /// How a fresh solve ended.
  enum FreshSolve {
    /// Every constraint went through.
    case solved(Solver)
    /// A constraint was refused as out of range after the ones before it.
    case outOfRange(before: [Entry], refused: Entry)
    /// Something else failed: the failure.
    case failed(String)
  }

  /// The fresh solve the step's values are compared with: the first of the opposite order,
  /// priority order and the order the constraints were added in that takes every constraint;
  /// `nil` when each is refused as out of range in a way another order confirms.
  func freshSolve() -> Result<Solver?, FreshSolveFailure> {
    let active = activeConstraints
    let orders = [(active.reversed(), false), (inPriorityOrder(active), true), (active, false)]
    for (order, isPriorityOrder) in orders {
      switch freshSolve(order) {
      case .solved(let fresh): return .success(fresh)
      case .failed(let failure): return .failure(FreshSolveFailure(description: failure))
      case .outOfRange(let before, let refused):
        // Confirmed in another order: priority order, or the opposite one for priority
        // order's own refusal.
        let other = isPriorityOrder ? before.reversed() : inPriorityOrder(before)
        if let failure = refusalFailure(other, refused: refused) {
          return .failure(FreshSolveFailure(description: failure))
        }
        trace("  a fresh solve is refused as out of range at \(refused.id)")
      }
    }
    return .success(nil)
  }

  /// `entries` from the highest priority down (an equality weighed apart by its higher side,
  /// as the solver's `RebuildOrder.priorities`), stable.
  func inPriorityOrder(_ entries: [Entry]) -> [Entry] {
    func rank(_ entry: Entry) -> Double {
      max(entry.constraint.strength.priority, shortfalls[entry.id]?.priority ?? 0)
    }
    return entries.enumerated().sorted {
      (rank($0.element), -$0.offset) > (rank($1.element), -$1.offset)
    }.map(\.element)
  }

  /// A new solver given the stays, the edits and `constraints` in their order.
  func freshSolve(_ constraints: [Entry]) -> FreshSolve {
    var fresh = Solver()
    for _ in variables { _ = fresh.makeVariable() }
    do {
      for stay in stays { _ = try fresh.add(stay) }
      for edit in edits {
        try fresh.addEditVariable(edit.variable, strength: edit.strength)
        try fresh.suggestValue(edit.value, for: edit.variable)
      }
    } catch {
      return .failed("a fresh solver refuses the stays and edits: \(error)")
    }
    for (index, entry) in constraints.enumerated() {
      do {
        try add(entry, to: &fresh)
      } catch .numberOutOfRange {
        return checkingBudget(
          of: fresh, .outOfRange(before: Array(constraints[..<index]), refused: entry))
      } catch {
        return .failed("a fresh solver refuses the active constraints: \(error)")
      }
    }
    return checkingBudget(of: fresh, .solved(fresh))
  }

  /// `outcome`, unless `fresh`'s simplex ran out of its pivot budget on the way: it was going
  /// round, and its end decides nothing (fuzz findings 62 and 72).
  func checkingBudget(of fresh: Solver, _ outcome: FreshSolve) -> FreshSolve {
    guard fresh.exhaustedPivotBudgets == 0 else {
      return .failed("a fresh solver's simplex ran out of its pivot budget")
    }
    return outcome
  }

  /// Nil when a new solver given the stays, the edits and `before` (another order of the
  /// constraints a fresh solve took before refusing `refused` as out of range) refuses
  /// `refused` as out of range too, or refuses one of `before` that way first; else the
  /// failure.
  func refusalFailure(_ before: [Entry], refused: Entry) -> String? {
    let description = "a fresh solver refuses \(refused.id) \(refused.constraint) as out of range"
    switch freshSolve(before + [refused]) {
    case .outOfRange: return nil
    case .solved:
      return "\(description), and one given the same constraints in another order takes it"
    case .failed(let failure): return "\(description), and in another order: \(failure)"
    }
  }

  /// Adds an active constraint to `fresh`: a two-priority equality as the pair it stands for.
  func add(_ entry: Entry, to fresh: inout Solver) throws(SolverError) {
    guard let shortfall = shortfalls[entry.id] else {
      _ = try fresh.add(entry.constraint)
      return
    }
    var excess = entry.constraint
    excess.relation = .lessThanOrEqual
    _ = try fresh.add(excess)
    var short = entry.constraint
    short.relation = .greaterThanOrEqual
    _ = try fresh.add(short.withStrength(shortfall))
  }
}

/// Why a fresh solve could not be compared with: the failure to report.
struct FreshSolveFailure: Error {
  var description: String
}
