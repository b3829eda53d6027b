// The basic symbols' values solved directly from the active constraints, for when iterative
// refinement through the tableau stalls.
//
// Refinement takes residuals out through the markers' columns, that is through the tableau's
// own inverse of the basis; it converges when that inverse is accurate, and stalls when the
// rows' coefficients carry errors as large as the corrections (fuzz finding 35: rows with
// coefficients of 3 × 10^10 after pivots on cells of 10^-8, the residuals at 1.6 × 10^-12 of
// the largest magnitude summed into them, 1.5 × 10^-12 after three steps, and a required
// `−0.1 v6 == 0` 6 times past the replay's allowance at values of 1.3 × 10^9). The rebuild
// does not help there: it adds the constraints one by one, through the same pivots.
//
// The values themselves need no pivots: with every parametric symbol at 0, each active
// constraint is one linear equation in the basic symbols (its variables and markers), as many
// equations as rows. Gaussian elimination with partial pivoting solves that square system
// with a small residual whatever path the tableau took (it is backward stable), and two steps
// of refinement with its own factors bring the residual to rounding; each row's constant is
// then set to its basic symbol's value (less the multiples of the lower-ranked variables a
// caller's variable's row refers to). The rows' coefficients, the basis and the objective are
// untouched. Dense, so only for systems of at most `directSolveLimit` rows (the fuzz target's
// have some 50); larger ones keep what refinement gave.

/// The most rows whose basic values are solved directly: O(n^3 / 3) multiplications, about
/// 5.6 million at 256.
let directSolveLimit = 256

extension Solver {
  /// Sets every row's constant from the basic symbols' values solved directly from the
  /// active constraints (every parametric symbol at 0); returns whether it did.
  ///
  /// Does nothing when the system has more than `directSolveLimit` rows, when the equations
  /// are not as many as the rows, or when elimination finds them singular. Rows left below 0
  /// are repaired by the dual simplex.
  ///
  /// - Complexity: O(rows³) (dense elimination), plus the dual pivots.
  @discardableResult
  mutating func solveBasicValuesDirectly() -> Bool {
    var column = [Int32](repeating: -1, count: kinds.count)
    var slots: [Int] = []
    for slot in rows.indices where basics[slot] != Solver.noSymbol {
      column[Int(basics[slot])] = Int32(slots.count)
      slots.append(slot)
    }
    let n = slots.count
    let active = records.indices.filter { records[$0].state == .active }
    guard n > 0, n <= directSolveLimit, active.count == n else { return false }
    // One equation per active constraint: Σ coefficient × basic symbol = −constant.
    var matrix = [Double](repeating: 0, count: n * n)
    var rightSide = [Double](repeating: 0, count: n)
    for (equation, slot) in active.enumerated() {
      let record = records[slot]
      rightSide[equation] = -record.constraint.expression.constant
      func add(_ symbol: UInt32, _ coefficient: Double) {
        let unknown = Int(column[Int(symbol)])
        if unknown >= 0 { matrix[equation * n + unknown] += coefficient }
      }
      for term in record.constraint.expression.terms { add(term.variable.id, term.coefficient) }
      add(record.marker, record.markerCoefficient)
      if record.other != Solver.noSymbol { add(record.other, otherCoefficient(of: record)) }
    }
    guard let factors = LUFactors(matrix, size: n) else { return false }
    var solution = factors.solve(rightSide)
    for _ in 0..<2 {
      var residual = rightSide
      for i in 0..<n {
        var sum = 0.0
        for j in 0..<n { sum += matrix[i * n + j] * solution[j] }
        residual[i] -= sum
      }
      let correction = factors.solve(residual)
      for j in 0..<n { solution[j] += correction[j] }
    }
    guard solution.allSatisfy(\.isFinite) else { return false }
    for (unknown, slot) in slots.enumerated() {
      var constant = solution[unknown]
      if kinds[Int(basics[slot])] == .external {
        for cell in rows[slot].cells where kinds[Int(cell.symbol)] == .external {
          let reference = Int(column[Int(cell.symbol)])
          if reference >= 0 { constant -= cell.coefficient * solution[reference] }
        }
      }
      rows[slot].constant = constant
      let basic = basics[slot]
      if kinds[Int(basic)].isPivotable && constant < 0 { markInfeasible(basic) }
    }
    invalidateEvaluation()
    if !infeasibleRows.isEmpty { _ = dualOptimize() }
    return true
  }
}

/// The LU factors of a dense square matrix, with partial pivoting (row exchanges).
struct LUFactors {
  /// L (below the diagonal, unit diagonal) and U (on and above it), row-major.
  private var factors: [Double]
  /// The original row of each row of the factors.
  private var permutation: [Int]
  private let size: Int

  /// Factors `matrix` (row-major, `size` × `size`); `nil` when a column has no nonzero pivot.
  init?(_ matrix: [Double], size n: Int) {
    factors = matrix
    permutation = Array(0..<n)
    size = n
    for k in 0..<n {
      var pivotRow = k
      var largest = abs(factors[k * n + k])
      for i in (k + 1)..<n where abs(factors[i * n + k]) > largest {
        largest = abs(factors[i * n + k])
        pivotRow = i
      }
      guard largest > 0 else { return nil }
      if pivotRow != k {
        for j in 0..<n { factors.swapAt(k * n + j, pivotRow * n + j) }
        permutation.swapAt(k, pivotRow)
      }
      let pivot = factors[k * n + k]
      for i in (k + 1)..<n {
        let factor = factors[i * n + k] / pivot
        factors[i * n + k] = factor
        guard factor != 0 else { continue }
        for j in (k + 1)..<n { factors[i * n + j] -= factor * factors[k * n + j] }
      }
    }
  }

  /// The solution of `matrix × x = rightSide`.
  func solve(_ rightSide: [Double]) -> [Double] {
    let n = size
    var x = permutation.map { rightSide[$0] }
    for i in 0..<n {
      var sum = x[i]
      for j in 0..<i { sum -= factors[i * n + j] * x[j] }
      x[i] = sum
    }
    for i in stride(from: n - 1, through: 0, by: -1) {
      var sum = x[i]
      for j in (i + 1)..<n { sum -= factors[i * n + j] * x[j] }
      x[i] = sum / factors[i * n + i]
    }
    return x
  }
}
