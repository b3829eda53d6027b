// The objective with symbolic weights: one level per distinct optional priority present,
// compared lexicographically (Badros, Borning and Stuckey 2001, section 2.3; autolayout.md
// 9.4, option 1). A symbol's reduced cost is a vector over the levels; it is negative when
// its first nonzero component, in priority order, is negative. Costs are stored densely per
// symbol (`costs[symbol * stride + level]`), so a lookup is one load and a level that no
// symbol uses costs nothing but its column.
//
// Each cost also keeps a bound on its rounding error (`errors`: each addition adds the
// rounding of the sum and the error the addend carried), and counts as zero only within a
// multiple of that bound, or below `tinyCost` (10^-10): ten times `tinyCoefficient`, the size
// below which the rows drop a coefficient as noise, since rows keep noise cells a little above
// it after pivots (fuzz finding 15: cells of 1 to 9 × 10^-11 where the exact value is 0 made a
// cost of 2.4 × 10^-11 at priority 750 that hid a cost of −10 at 749). With strict levels,
// rounding noise left in a higher level's cost would otherwise hide a lower level's
// improvement for good (a cost of 10^-9 at priority 10 left by values of 10^8 would freeze a
// stay at priority 4; a residue of 1.4 × 10^-13 at priority 999, left by row coefficients
// 10^-12 off, kept a preference at 500 from moving a variable: SolverFuzzFindingTests); and a
// fixed relative tolerance would hide a genuine cost
// of 3 that follows a contribution of 10^12 since cancelled. The error bound does not follow
// the row coefficients' own rounding (bounding it soundly made the bounds grow until genuine
// costs counted as zero): the floor stands for it, and so does the rows' own rule for a sum
// that cancels: an addition whose result is at most 10^-10 of its larger part (`cancels`)
// leaves exactly 0, as a row's coefficient would. A cost is a sum of row coefficients, and a
// row divided by a small pivot element carries that much rounding: a cost of 1.3 × 10^-11 at
// priority 500, left by coefficients 1.3 × 10^-11 off, kept a preference at 10 from moving a
// variable (fuzz finding 12, SolverFuzzFindingTests). What that rule cannot keep is a genuine
// cost smaller than 10^-10 of a contribution the same addition cancels.

/// Reduced costs smaller than this count as zero (`Objective.isZero`): a genuine one needs
/// five coefficients of 0.01 (`Solver.coefficientMagnitudes`) multiplied together.
let tinyCost = 1e-10

/// The objective: levels, costs per symbol and level, and the symbols whose cost may be
/// negative (the candidates to enter the basis).
struct Objective: Sendable {
  /// Each level slot's priority (nil for a free slot).
  var priorities: [Double?] = []
  /// How many constraints use each level slot.
  var users: [Int] = []
  /// The active level slots, highest priority first.
  var order: [Int] = []
  /// Level slots per symbol in `costs`.
  var stride = 4
  /// Reduced costs: `costs[symbol * stride + level]`.
  var costs: [Double] = []
  /// A bound on the rounding error of each cost (same layout).
  var errors: [Double] = []
  /// A min-heap of symbols whose cost was negative when pushed (checked again when popped).
  var candidates: [UInt32] = []
  /// Whether each symbol is in `candidates`.
  var isCandidate: [Bool] = []
  /// How many times the objective was recomputed (`Solver.rebuildObjective()`).
  var rebuilds = 0
  /// Whether some cost counted as zero only because its error bound had grown past
  /// `suspectCost`: the bounds only grow, and through repeated changes they can outgrow a
  /// genuine cost; the solver then recomputes the objective (`Solver.rebuildObjective()`).
  var needsRebuild = false
  /// Symbols whose reduced cost is positive through a first nonzero component below
  /// `blockingCost`, or only through such components before a negative one
  /// (`Solver.refineBlockedCosts()`).
  var blocked: [UInt32] = []
  /// A cost this large that counts as zero is suspect (rounding noise stays far below it).
  static let suspectCost = 1e-7
  /// A first nonzero cost that is positive and below this may be rounding of 0 or of a
  /// negative value, and so may positive costs below this before a negative one: the symbol
  /// is noted as blocked, and its costs are refined.
  ///
  /// Rounding in costs grows with the rows' numbers: 2.2 × 10^-10 in fuzz finding 21,
  /// 1.1 × 10^-9 in finding 64, 1.24 × 10^-7 in finding 66 (at priority 750, exactly 0,
  /// before −0.25 at 500, with values of 3.7 × 10^7; below `suspectCost` only was noted, and a
  /// fresh solve stopped 41,426 short at 500). A genuine cost this small costs one refinement
  /// that leaves it as it is.
  static let blockingCost = 1e-5
  /// A positive cost below this fraction of the negative one after it may be rounding too,
  /// whatever its size: its symbol is noted as blocked, and its costs are refined.
  ///
  /// Rounding in costs grows with the rows' numbers past any fixed bound: fuzz finding 71 held
  /// 1.98 × 10^-5 at priority 500 (exactly 0, refined to 4.4 × 10^-13) before −7.75 at 250,
  /// with rows of 8.1 × 10^8, and a fresh solve stopped 61.6 short at 250. The cost it
  /// blocked is 2.6 × 10^-6 of that; a genuine cost that small beside the next is rare in
  /// layouts, whose costs are sums of coefficients such as 1 and 0.5, and costs one
  /// refinement that leaves it as it is.
  static let blockingRatio = 1e-4
  /// Positive costs past this are not checked against `blockingRatio`: the check reads every
  /// level after the first, which the everyday costs of layouts (sums of coefficients such as
  /// 1 and 0.5) need not pay.
  static let blockingCeiling = 1e-3
  /// An error bound this large may hide a genuine cost soon (64 times it is near
  /// `suspectCost`): the objective is recomputed before it does.
  static let suspectError = 1e-9

  /// Grows the per-symbol storage by `count` symbols.
  mutating func addSymbols(_ count: Int) {
    costs.append(contentsOf: repeatElement(0, count: count * stride))
    errors.append(contentsOf: repeatElement(0, count: count * stride))
    isCandidate.append(contentsOf: repeatElement(false, count: count))
  }

  /// Adds `amount`, known to within `error`, to `symbol`'s cost at `level`.
  @inline(__always) mutating func add(
    _ amount: Double, to symbol: UInt32, level: Int, error: Double = 0
  ) {
    let index = Int(symbol) * stride + level
    let old = costs[index]
    let sum = old + amount
    let scale = max(abs(old), abs(amount))
    // A sum that cancels as a row's coefficient would (below `tinyCost`, `isZero` counts it
    // as zero anyway).
    guard abs(sum) > cancellationTolerance * scale else {
      costs[index] = 0
      errors[index] = 0
      return
    }
    costs[index] = sum
    errors[index] += error + 2 * unitRoundoff * scale
    if errors[index] > Objective.suspectError { needsRebuild = true }
  }

  /// Whether a cost counts as zero: within 64 times its error bound, or below `tinyCost`.
  @inline(__always) func isZero(_ index: Int) -> Bool {
    abs(costs[index]) <= max(64 * errors[index], tinyCost)
  }

  /// The slot of the level with this priority, made (and placed in order) when missing.
  mutating func acquireLevel(priority: Double) -> Int {
    if let slot = order.first(where: { priorities[$0] == priority }) {
      users[slot] += 1
      return slot
    }
    let slot: Int
    if let free = priorities.firstIndex(where: { $0 == nil }) {
      slot = free
      priorities[slot] = priority
      users[slot] = 1
    } else {
      slot = priorities.count
      priorities.append(priority)
      users.append(1)
      if slot >= stride { widen(to: stride * 2) }
    }
    let position = order.firstIndex { priorities[$0]! < priority } ?? order.count
    order.insert(slot, at: position)
    return slot
  }

  /// Drops one user of a level; the last one frees it (its costs are zeroed).
  mutating func releaseLevel(_ slot: Int) {
    users[slot] -= 1
    guard users[slot] == 0 else { return }
    priorities[slot] = nil
    order.removeAll { $0 == slot }
    var index = slot
    while index < costs.count {
      costs[index] = 0
      errors[index] = 0
      index += stride
    }
  }

  /// Re-lays the costs out with `newStride` level slots per symbol.
  private mutating func widen(to newStride: Int) {
    let symbols = costs.count / stride
    var wider = [Double](repeating: 0, count: symbols * newStride)
    var widerScales = wider
    for symbol in 0..<symbols {
      for level in 0..<stride {
        wider[symbol * newStride + level] = costs[symbol * stride + level]
        widerScales[symbol * newStride + level] = errors[symbol * stride + level]
      }
    }
    costs = wider
    errors = widerScales
    stride = newStride
  }

  /// The sign of `symbol`'s reduced cost: the sign of its first component that is not zero
  /// (`isZero`), in priority order (0 when all are).
  func sign(of symbol: UInt32) -> Int {
    let base = Int(symbol) * stride
    for level in order where !isZero(base + level) {
      return costs[base + level] < 0 ? -1 : 1
    }
    return 0
  }

  /// Whether `symbol`'s reduced cost is negative far beyond rounding: its first component
  /// that is not zero is negative and a million times its error bound.
  func isClearlyNegative(_ symbol: UInt32) -> Bool {
    let base = Int(symbol) * stride
    for level in order where !isZero(base + level) {
      return costs[base + level] < 0 && -costs[base + level] > 1e6 * errors[base + level]
    }
    return false
  }

  /// Whether `symbol` has any nonzero cost.
  func hasCost(_ symbol: UInt32) -> Bool {
    let base = Int(symbol) * stride
    for level in order where costs[base + level] != 0 { return true }
    return false
  }

  /// Compares the cost vectors of `a` scaled by `1 / da` and of `b` scaled by `1 / db`
  /// lexicographically: -1, 0 or 1 (the dual simplex's ratio test).
  func compareRatios(_ a: UInt32, over da: Double, _ b: UInt32, over db: Double) -> Int {
    let baseA = Int(a) * stride
    let baseB = Int(b) * stride
    for level in order {
      let x = isZero(baseA + level) ? 0 : costs[baseA + level] / da
      let y = isZero(baseB + level) ? 0 : costs[baseB + level] / db
      let difference = x - y
      let tolerance = max(
        64 * (errors[baseA + level] / abs(da) + errors[baseB + level] / abs(db)), 1e-14)
      if difference < -tolerance { return -1 }
      if difference > tolerance { return 1 }
    }
    return 0
  }

  /// The sign of `symbol`'s reduced cost, as ``sign(of:)``, noting a suspect zero and a
  /// blocking cost.
  mutating func signNotingSuspects(of symbol: UInt32) -> Int {
    let base = Int(symbol) * stride
    for position in order.indices {
      let level = order[position]
      if !isZero(base + level) {
        let cost = costs[base + level]
        if cost > 0 && cost < Objective.blockingCeiling { noteBlocking(symbol, from: position) }
        return cost < 0 ? -1 : 1
      }
      if abs(costs[base + level]) > Objective.suspectCost { needsRebuild = true }
    }
    return 0
  }

  /// Notes `symbol` in `blocked` when its first nonzero cost, at `position`, is below
  /// `blockingCost`, or when a level after it has a negative cost and every nonzero one
  /// before that is positive and below `blockingCost` or `blockingRatio` of it: those are all
  /// that keeps it from entering.
  ///
  /// Rounding can leave several levels so (fuzz finding 64: 1.1 × 10^-9 at priorities 749 and
  /// 250, exactly 0, before −10 at priority 10; looking at the next level only, the symbol was
  /// never refined, and a fresh solve stopped 419,430 short of the optimum).
  private mutating func noteBlocking(_ symbol: UInt32, from position: Int) {
    let base = Int(symbol) * stride
    // A first cost this small may be rounding of a negative one, whatever follows it (fuzz
    // finding 76: 9.7 × 10^-7 at priority 500, which refines to −2.5 × 10^-7, before +1).
    guard costs[base + order[position]] >= Objective.blockingCost else {
      blocked.append(symbol)
      return
    }
    var largest = 0.0
    for level in order[position...] where !isZero(base + level) {
      let cost = costs[base + level]
      if cost < 0 {
        if largest < max(Objective.blockingCost, Objective.blockingRatio * -cost) {
          blocked.append(symbol)
        }
        return
      }
      largest = max(largest, cost)
      guard largest < Objective.blockingCeiling else { return }
    }
  }

  /// Adds `symbol` to the candidates when its cost is negative.
  mutating func noteChange(of symbol: UInt32) {
    guard !isCandidate[Int(symbol)], signNotingSuspects(of: symbol) < 0 else { return }
    isCandidate[Int(symbol)] = true
    candidates.append(symbol)
    var child = candidates.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard candidates[parent] > candidates[child] else { break }
      candidates.swapAt(parent, child)
      child = parent
    }
  }

  /// Forgets every candidate (after a refused request, whose candidates were the rolled-back
  /// costs').
  mutating func clearCandidates() {
    for symbol in candidates where Int(symbol) < isCandidate.count {
      isCandidate[Int(symbol)] = false
    }
    candidates.removeAllKeepingCapacity()
  }

  /// Removes and returns the smallest candidate (skipping ids that no longer exist).
  mutating func popCandidate() -> UInt32? {
    while let top = candidates.first, Int(top) >= isCandidate.count { popTop() }
    guard let top = candidates.first else { return nil }
    popTop()
    isCandidate[Int(top)] = false
    return top
  }

  private mutating func popTop() {
    let last = candidates.removeLast()
    if !candidates.isEmpty {
      candidates[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        guard left < candidates.count else { break }
        let right = left + 1
        let child = right < candidates.count && candidates[right] < candidates[left] ? right : left
        guard candidates[child] < candidates[parent] else { break }
        candidates.swapAt(parent, child)
        parent = child
      }
    }
  }

  /// Zeroes every cost of `symbol`.
  mutating func clearCosts(of symbol: UInt32) {
    let base = Int(symbol) * stride
    for level in order {
      costs[base + level] = 0
      errors[base + level] = 0
    }
  }
}
