// The fresh solve that `SystemReplay` compares each step with: a new solver given the stays,
// the edits and the active constraints in another order than the incremental solver took.
//
// The solver refuses a request whose solution would hold a number past `Solver.maximumValue`,
// and a fresh solve passes through partial systems that the incremental solver never held: the
// optimum of one of them can lie past the bound although the whole system's is small (fuzz
// finding 63: in the opposite order, the optional `10 v0 + v2 / 3 + 0.5 ≤ 0` joined a partial
// system whose optimum, rebuilt accurately in each of the three orders, holds 1.37 × 10^15,
// while every number of the whole system is below 1.4 × 10^8). Such a refusal keeps the
// contract, so the fresh solve then tries the order the constraints were added in, and then
// priority order, and the values are compared with the first that takes every constraint.
// Each refusal must hold in another order too: a solver given the same partial system in
// priority order refuses the same constraint as out of range (or refuses earlier); one that
// takes it makes the refusal a finding (a refusal that depends on the path, as 53 and 55
// were). When every order is refused that way, no fresh solve within the bound exists, and the
// step's values are not compared.

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
  /// the order the constraints were added in and priority order that takes every constraint;
  /// `nil` when each is refused as out of range in a way another order confirms.
  func freshSolve() -> Result<Solver?, FreshSolveFailure> {
    let active = activeConstraints
    let byPriority = active.enumerated().sorted {
      ($0.element.constraint.strength.priority, -$0.offset)
        > ($1.element.constraint.strength.priority, -$1.offset)
    }.map(\.element)
    for order in [active.reversed(), active, byPriority] {
      switch freshSolve(order) {
      case .solved(let fresh): return .success(fresh)
      case .failed(let failure): return .failure(FreshSolveFailure(description: failure))
      case .outOfRange(let before, let refused):
        guard refusalHoldsInPriorityOrder(before: before, refused: refused) else {
          return .failure(
            FreshSolveFailure(
              description: "a fresh solver refuses \(refused.id) \(refused.constraint) as out of "
                + "range, and one given the same constraints in priority order takes it"))
        }
        trace("  a fresh solve is refused as out of range at \(refused.id)")
      }
    }
    return .success(nil)
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
        return .outOfRange(before: Array(constraints[..<index]), refused: entry)
      } catch {
        return .failed("a fresh solver refuses the active constraints: \(error)")
      }
    }
    return .solved(fresh)
  }

  /// Whether a new solver given the stays, the edits and `before` in priority order refuses
  /// `refused` as out of range too, or refuses one of `before` that way first.
  func refusalHoldsInPriorityOrder(before: [Entry], refused: Entry) -> Bool {
    let sorted = before.enumerated().sorted {
      ($0.element.constraint.strength.priority, -$0.offset)
        > ($1.element.constraint.strength.priority, -$1.offset)
    }.map(\.element)
    switch freshSolve(sorted + [refused]) {
    case .outOfRange: return true
    case .solved, .failed: return false
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
