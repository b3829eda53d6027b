// A tableau row: `basic = constant + Σ coefficient × symbol`, sparse, sorted by symbol id.

// Tolerances. kiwi compares everything with one absolute 1e-8 (`nearZero`), which drops a
// genuine coefficient of 1e-9 (three multipliers of 0.001 in a row) and cannot tell noise from
// a value at 10^8. Here a coefficient is zero when it cancels relative to the parts summed into
// it; a reduced cost carries a running bound on its rounding error (`Objective.errors`) and is
// zero within a multiple of it; a row's constant is zero within the solver's
// `constantTolerance`, kiwi's 1e-8 while the constants it has been given are at most 10^5, ten
// times more per decade beyond.

/// The unit roundoff of `Double` (2^-53), rounded up.
let unitRoundoff = 1.2e-16

/// A sum counts as cancelled when it is this small relative to its larger part (the rounding
/// of some hundred thousand operations).
let cancellationTolerance = 1e-10

/// Coefficients smaller than this are dropped whatever their origin (reduced costs have their
/// own floor, `tinyCost`).
///
/// They are noise left by rounding: a genuine one needs six coefficients of 0.01
/// (`Solver.coefficientMagnitudes`) multiplied together.
let tinyCoefficient = 1e-11

/// A coefficient must be at least this large to pivot on (dividing by noise would blow the
/// row up).
let pivotTolerance = 1e-9

/// Whether `sum`, the result of adding parts whose larger magnitude is `scale`, cancelled (or
/// is noise-small).
@inline(__always) func cancels(_ sum: Double, scale: Double) -> Bool {
  abs(sum) <= max(cancellationTolerance * scale, tinyCoefficient)
}

/// One summand of a row: a symbol id and its coefficient.
struct Cell: Sendable {
  var symbol: UInt32
  var coefficient: Double
}

/// A row that holds a symbol, and the index of the symbol's cell in it.
struct Holder: Sendable {
  var slot: Int
  var index: Int
}

/// The right side of one tableau row, `constant + Σ cells`, cells sorted by symbol id.
struct Row: Sendable {
  var cells: [Cell]
  var constant: Double

  init(cells: [Cell] = [], constant: Double = 0) {
    self.cells = cells
    self.constant = constant
  }

  /// The index of `symbol`'s cell, by binary search.
  func index(of symbol: UInt32) -> Int? {
    cells.withUnsafeBufferPointer { buffer in
      var low = 0
      var high = buffer.count
      while low < high {
        let mid = (low + high) >> 1
        let found = buffer[mid].symbol
        if found == symbol { return mid }
        if found < symbol { low = mid + 1 } else { high = mid }
      }
      return nil
    }
  }

  /// The coefficient of `symbol` (0 when absent).
  func coefficient(of symbol: UInt32) -> Double {
    guard let i = index(of: symbol) else { return 0 }
    return cells[i].coefficient
  }

  /// Whether `symbol` has a cell.
  func contains(_ symbol: UInt32) -> Bool { index(of: symbol) != nil }
}

/// Merges `factor × source` into `target`, in place.
///
/// Leaves out `excluded` (the symbol being substituted away) and every coefficient that
/// cancels to zero. Symbols that `source` brings and `target` lacked are appended to `added`,
/// so that their columns learn of the row.
///
/// The target's cells move to the end of its own buffer (grown first when it cannot hold both
/// rows, with room to spare) and the merge writes from the front: a cell written never passes
/// one still to read, since each takes at least one of the cells read. Merging into a second
/// buffer instead allocated on most substitutions (that buffer was the previous target's,
/// smaller than the next merge), and freed one: a sixth of a pivot's instructions in the
/// 1,000-row SnapKit screen's intrinsic sizes (callgrind).
///
/// - Complexity: O(|target| + |source|).
func mergeCells(
  into target: inout [Cell], plus factor: Double, times source: [Cell],
  excluding excluded: UInt32, added: inout [UInt32]
) {
  let n = target.count
  let m = source.count
  if target.capacity < n + m { target.reserveCapacity(max(n + m, 2 * n)) }
  for _ in 0..<m { target.append(Cell(symbol: 0, coefficient: 0)) }
  var written = 0
  target.withUnsafeMutableBufferPointer { buffer in
    guard let base = buffer.baseAddress else { return }
    (base + m).update(from: base, count: n)
    source.withUnsafeBufferPointer { b in
      var i = m
      var j = 0
      let end = m + n
      func write(_ cell: Cell) {
        base[written] = cell
        written += 1
      }
      while i < end || j < b.count {
        if j == b.count || (i < end && base[i].symbol < b[j].symbol) {
          if base[i].symbol != excluded { write(base[i]) }
          i += 1
        } else if i == end || b[j].symbol < base[i].symbol {
          let value = factor * b[j].coefficient
          if b[j].symbol != excluded && abs(value) >= tinyCoefficient {
            write(Cell(symbol: b[j].symbol, coefficient: value))
            added.append(b[j].symbol)
          }
          j += 1
        } else {
          let product = factor * b[j].coefficient
          let value = base[i].coefficient + product
          let scale = max(abs(base[i].coefficient), abs(product))
          if base[i].symbol != excluded && !cancels(value, scale: scale) {
            write(Cell(symbol: base[i].symbol, coefficient: value))
          }
          i += 1
          j += 1
        }
      }
    }
  }
  target.removeLast(n + m - written)
}

extension Array {
  /// Empties the array and keeps its buffer, as `removeAll(keepingCapacity: true)` does, but
  /// through `removeLast(_:)`, and not at all when it is empty: the solver empties its scratch
  /// arrays once or more per request, and `removeAll(keepingCapacity:)` goes through the
  /// general `replaceSubrange` each time (callgrind: 2 % of the SnapKit screen's intrinsic
  /// sizes).
  @inline(__always) mutating func removeAllKeepingCapacity() {
    if !isEmpty { removeLast(count) }
  }
}
