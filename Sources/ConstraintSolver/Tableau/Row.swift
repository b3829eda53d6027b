// A tableau row: `basic = constant + Σ coefficient × symbol`, sparse, sorted by symbol id.

/// Coefficients closer to zero than this are zero (kiwi's `nearZero`, 1e-8).
let nearZeroTolerance = 1e-8

/// Whether a coefficient or constant counts as zero.
@inline(__always) func isNearZero(_ value: Double) -> Bool {
  value < nearZeroTolerance && value > -nearZeroTolerance
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

/// Merges `target + factor × source` into `output`.
///
/// Leaves out `excluded` (the symbol being substituted away) and every coefficient that
/// cancels to zero. Symbols that `source` brings and `target` lacked are appended to `added`,
/// so that their columns learn of the row.
///
/// - Complexity: O(|target| + |source|).
func mergeCells(
  _ target: [Cell], plus factor: Double, times source: [Cell], excluding excluded: UInt32,
  into output: inout [Cell], added: inout [UInt32]
) {
  output.removeAll(keepingCapacity: true)
  output.reserveCapacity(target.count + source.count)
  target.withUnsafeBufferPointer { a in
    source.withUnsafeBufferPointer { b in
      var i = 0
      var j = 0
      while i < a.count || j < b.count {
        if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
          if a[i].symbol != excluded { output.append(a[i]) }
          i += 1
        } else if i == a.count || b[j].symbol < a[i].symbol {
          let value = factor * b[j].coefficient
          if b[j].symbol != excluded && !isNearZero(value) {
            output.append(Cell(symbol: b[j].symbol, coefficient: value))
            added.append(b[j].symbol)
          }
          j += 1
        } else {
          let value = a[i].coefficient + factor * b[j].coefficient
          if a[i].symbol != excluded && !isNearZero(value) {
            output.append(Cell(symbol: a[i].symbol, coefficient: value))
          }
          i += 1
          j += 1
        }
      }
    }
  }
}
