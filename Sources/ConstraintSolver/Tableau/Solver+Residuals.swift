// The residual check that ends a request of a system with wide numbers that moved large row
// constants, and the iterative refinement it asks for.
//
// Every row is the constraints' rows combined pivot after pivot, and its constant carries the
// rounding of every value it passed through. With constants of 10^8 and coefficients of 0.1,
// 10 and 1/3 the values pass 10^12, where a unit in the last place is 1.2 × 10^-4; after a long
// history the rows carry some 10^-11 of the largest value, and a required constraint ends
// that far off (fuzz findings 28 to 32 and 34: 2.1 × 10^-4 at values of 10^8 after a
// removal, 0.38 at 10^8 after an add, 1,065 at 1.3 × 10^13 after a rebuild). The rebuild of
// Solver+Refactor.swift asks for suspect pivots and constants past 2 × 10^8 only, and none
// of those requests made one, or its own rebuild was refused for rounding (finding 28).
//
// So once the system holds wide numbers (a constant past 10^5: `largestDecade`, which never
// shrinks, as the tolerance on constants does not), each request that moved a row constant
// past `wideRowConstant` (a pivot row's, before or after, or one a constant change shifted), and
// every request that rebuilt the tableau, ends by computing every active constraint's residual
// at the solution (its expression plus its markers, every symbol at its value: 0 in exact
// arithmetic), and when one is larger than `residualTolerance` of the largest magnitude summed
// into any of them, it takes the residuals out through the markers' columns (one step of
// iterative refinement, as after a rebuild), up to `refinementSteps` times (more while they
// converge). Everyday layouts, whose constants stay below 10^5 and which never rebuild, pay
// one comparison per request and one per pivot; a layout that once held a constant past 10^5
// pays the pass over its constraints only after a request whose pivots moved a row past 10^6
// (the 1,000-row screen built after a constant of 2 × 10^5 made every add pay it: 12.8 s
// instead of 20 ms).

/// A row constant past this, moved by a pivot or a constant change, asks for the residual
/// check at the end of the request in a system with wide numbers.
///
/// Ten times the largest constant of everyday layouts (`largestDecade` 0): rows that size
/// carry rounding of 10^-10 and more, and a coefficient's error times them reaches the
/// tolerances.
let wideRowConstant = 1e6

/// A residual larger than this times the largest magnitude summed into any constraint's
/// residual asks for a step of refinement.
///
/// Some 90 units in the last place of the system's largest number: refinement brings the
/// residuals back to a few of them, and the replay of the fuzz target allows 10^-11 of the
/// largest value times a constraint's largest coefficient (at least 0.01), that is 10^-13 of
/// it, and the magnitudes summed into a residual are at most some 80 times the largest value.
let residualTolerance = 1e-14

/// A residual smaller than this times the magnitudes summed into it is the rounding of the
/// sum itself: refinement leaves its constraint alone.
let residualNoise = 1e-15

/// The steps of refinement a request ends with, at most, while each makes the largest
/// residual smaller.
let refinementSteps = 3

/// The most steps of refinement a request ends with while each takes at least a quarter of
/// the largest residual out.
///
/// Refinement through a basis near singularity converges slowly: fuzz finding 46's, at values
/// of 1.3 × 10^15, took out 77 % of the residual a step, and three steps left a required
/// inequality 2.8 × 10^5 off, twice the replay's allowance (seven more bring it within
/// `residualTolerance`); finding 47's, at 5.4 × 10^14, took out 43 % a step, and three steps
/// left a required equality 1.1 × 10^7 off, 200 times the allowance. A step that takes less
/// out ends the refinement once the three are done: a copy of the tableau and a pass over the
/// constraints a step, for little.
let convergingRefinementSteps = 48

extension Solver {
  /// Whether residual checks are on: the system has held a constant past 10^5.
  var hasWideNumbers: Bool { largestDecade > 0 }

  /// Refines the row constants while residuals are large; returns the largest one left.
  ///
  /// A step is taken while some active constraint's residual at the solution is larger than
  /// `residualTolerance` of the largest magnitude summed into any residual, at most
  /// `refinementSteps` times, or `convergingRefinementSteps` times while each step takes at
  /// least a quarter of the largest residual out; a step that does not make the largest
  /// residual smaller is undone, and ends the refinement. Returns `nil` when the residuals end
  /// within the tolerance.
  ///
  /// Refinement corrects through the tableau's own inverse of the basis, which rounding can
  /// have spoiled as much as the constants: fuzz finding 37's rebuild, at values of 10^15,
  /// left residuals of 9.9 × 10^7 that each step moved the values further from, by some
  /// 2 × 10^15 a step.
  ///
  /// - Complexity: O(the active constraints' terms) for each check, plus the rows holding
  ///   the markers of the constraints refined and a copy of the rows for each step.
  @discardableResult
  mutating func refineLargeResiduals() -> Double? {
    var check = largeResidualShifts()
    for step in 0..<convergingRefinementSteps where !check.shifts.isEmpty {
      let saved = self
      shiftMarkers(by: check.shifts)
      let next = largeResidualShifts()
      guard next.largestResidual < check.largestResidual else {
        self = saved
        return check.largestResidual
      }
      let isConverging = next.largestResidual <= check.largestResidual * 0.75
      check = next
      guard step + 1 < refinementSteps || isConverging else { break }
    }
    return check.shifts.isEmpty ? nil : check.largestResidual
  }

  /// Whether a required constraint that the request being journaled accepted must be checked
  /// by rebuilds (`verifiedConflictFoundByRebuild`): in a system with wide numbers, the
  /// request asks for a rebuild at its end, or left residuals that refinement cannot take out.
  ///
  /// A request that made a suspect pivot or moved a row past `suspectRowConstant`
  /// (`needsRefactoring`) ends with the tableau built again from the constraints
  /// (`refactorIfNeeded()`), which can only keep the tableau as it was when it refuses one; so
  /// the check runs first, while the request can still be refused (fuzz finding 44:
  /// `2 v0 + v7 + 0.5 ≤ 0` added beside `3 v0 − v7 + 0.5 ≥ 0` and `v7 = 0`, a conflict by 0.25,
  /// at values of 2 × 10^12; the residual it left was within `residualTolerance` of the
  /// largest magnitude, 4 × 10^13, the rebuild at the end named the conflict and was dropped,
  /// and the next request brought the values down to 10^9, where 0.25 is far past rounding).
  ///
  /// After one that moved a row constant past `wideRowConstant`, the refinement is tried on a
  /// copy: when the residuals stay past `residualTolerance`, the tableau is suspect, and a
  /// residual that no refinement takes out is what an accepted conflict leaves (fuzz finding
  /// 41: `v0 ≤ −1` added beside the same two through a suspect pivot that moved no large row,
  /// a residual of 2.5 at values of 5 × 10^11).
  ///
  /// - Complexity: a copy of the tableau and a residual check, when rows past
  ///   `wideRowConstant` moved; nothing otherwise.
  mutating func needsVerifiedConflictCheck() -> Bool {
    guard hasWideNumbers && (movedWideConstant || needsRefactoring) && !isRebuilding else {
      return false
    }
    if needsRefactoring { return true }
    var trial = self
    trial.journal.isOpen = false
    return trial.refineLargeResiduals() != nil
  }

  /// The shifts that take each active constraint's residual out through its marker, when one
  /// of them is larger than `residualTolerance` of the largest magnitude (empty otherwise),
  /// and the largest residual.
  ///
  /// Residuals within `residualNoise` of their own magnitudes are left out.
  private mutating func largeResidualShifts() -> (
    shifts: [(marker: UInt32, shift: Double)], largestResidual: Double
  ) {
    updateVariables()
    var shifts: [(marker: UInt32, shift: Double)] = []
    var largestMagnitude = 0.0
    var largestResidual = 0.0
    for record in records where record.state == .active {
      let (residual, magnitude) = residual(of: record)
      largestMagnitude = max(largestMagnitude, magnitude)
      guard abs(residual) > residualNoise * magnitude else { continue }
      largestResidual = max(largestResidual, abs(residual))
      shifts.append((record.marker, residual / record.markerCoefficient))
    }
    guard largestResidual > residualTolerance * largestMagnitude else {
      return ([], largestResidual)
    }
    return (shifts, largestResidual)
  }
}
