// Row operations: the pivot that exchanges a basic and a parametric symbol, the substitution
// of a newly basic symbol into every row and the objective, and the dense accumulator that
// builds new rows.

extension Solver {
  /// Makes `entering` basic in row `slot`, whose basic symbol becomes parametric, and
  /// substitutes it everywhere else.
  ///
  /// - Complexity: O(rows holding `entering` × merge length).
  mutating func pivot(row slot: Int, entering: UInt32) {
    journalRow(slot)
    let leaving = basics[slot]
    if kinds[Int(leaving)] == .external || kinds[Int(entering)] == .external {
      invalidateEvaluation()
    }
    guard let k = rows[slot].index(of: entering) else {
      preconditionFailure("the entering symbol is not in the pivot row")
    }
    let a = rows[slot].cells[k].coefficient
    let oldConstant = rows[slot].constant
    let constant = -oldConstant / a
    if abs(a) < 1 && isSuspectPivot(a, in: rows[slot])
      || max(abs(oldConstant), abs(constant)) > suspectRowConstant
    {
      needsRefactoring = true
    }
    if max(abs(oldConstant), abs(constant)) > wideRowConstant { movedWideConstant = true }
    if abs(a) > illConditionedElement { isIllConditioned = true }
    // In place: the entering cell's place goes to the leaving symbol, moved to its sorted
    // position (a fresh array for each pivot, and freeing the old one, cost some 650 of a
    // layout pivot's 5,000 instructions).
    rows[slot].constant = constant
    rows[slot].cells.withUnsafeMutableBufferPointer { cells in
      for index in cells.indices { cells[index].coefficient = -cells[index].coefficient / a }
      var position = k
      while position + 1 < cells.count && cells[position + 1].symbol < leaving {
        cells[position] = cells[position + 1]
        position += 1
      }
      while position > 0 && cells[position - 1].symbol > leaving {
        cells[position] = cells[position - 1]
        position -= 1
      }
      cells[position] = Cell(symbol: leaving, coefficient: 1 / a)
    }
    basics[slot] = entering
    rowOf[Int(entering)] = Int32(slot)
    rowOf[Int(leaving)] = -1
    noteColumnEntry(leaving, row: slot)
    substitute(entering, definedBy: slot)
  }

  /// Whether pivot element `a` is smaller than `suspectPivotRatio` times the row's largest
  /// coefficient, its basic symbol's 1 included (only asked when |a| < 1: layouts' pivots are
  /// mostly ±1).
  func isSuspectPivot(_ a: Double, in row: Row) -> Bool {
    abs(a) < smallestSoundPivot(in: row)
  }

  /// `suspectPivotRatio` times the row's largest coefficient, its basic symbol's 1 included:
  /// the smallest pivot element that is not suspect.
  func smallestSoundPivot(in row: Row) -> Double {
    suspectPivotRatio * largestCoefficient(in: row)
  }

  /// The magnitude of the row's largest coefficient, its basic symbol's 1 included.
  func largestCoefficient(in row: Row) -> Double {
    var largest = 1.0
    for cell in row.cells { largest = max(largest, abs(cell.coefficient)) }
    return largest
  }

  /// Replaces basic `symbol` (defined by row `definition`) in every other row and the objective.
  ///
  /// Restricted rows that turn negative are queued for the dual simplex.
  mutating func substitute(_ symbol: UInt32, definedBy definition: Int) {
    let source = rows[definition]
    let holders = holders(of: symbol)
    for holder in holders where holder.slot != definition {
      let slot = holder.slot
      journalRow(slot)
      let factor = rows[slot].cells[holder.index].coefficient
      mergeCells(
        into: &rows[slot].cells, plus: factor, times: source.cells, excluding: symbol,
        added: &addedSymbols)
      // A row that held a constant past `suspectRowConstant` keeps that size's rounding as
      // its constant comes back (fuzz finding 18), as a pivot row would.
      if abs(rows[slot].constant) > suspectRowConstant { needsRefactoring = true }
      rows[slot].constant += factor * source.constant
      // A row that a substitution leaves past `wideRowConstant` carries the rounding of that
      // size too (fuzz finding 42: no pivot row moved past it, and the residual check did not
      // run).
      if abs(rows[slot].constant) > wideRowConstant { movedWideConstant = true }
      noteConstantChange(row: slot)
      for added in addedSymbols { noteColumnEntry(added, row: slot) }
      addedSymbols.removeAllKeepingCapacity()
      // A basic dummy is not a row for the dual simplex: it stands for a redundant equality,
      // whose row in exact arithmetic holds only dummies and never changes. Rounding cells
      // that a long path left in it move its constant a little off 0 (fuzz finding 22: to
      // -1.9e-6, which made the dual simplex pivot on a cell of 2.3e-9 and left the solution
      // off its optimum).
      let basic = basics[slot]
      if kinds[Int(basic)].isPivotable && rows[slot].constant < 0 { markInfeasible(basic) }
    }
    recycle(holders)
    clearColumn(of: symbol)
    substituteIntoObjective(symbol, definedBy: source)
  }

  /// Replaces basic `symbol` in the objective: its cost moves onto the row's symbols, but for
  /// the dummies, whose costs the objective does not keep (`loadCosts(ofDummy:)`).
  mutating func substituteIntoObjective(_ symbol: UInt32, definedBy source: Row) {
    let stride = objective.stride
    let base = Int(symbol) * stride
    guard objective.hasCost(symbol) else { return }
    var moved = false
    for level in objective.order {
      let cost = objective.costs[base + level]
      let error = objective.errors[base + level]
      let isZero = objective.isZero(base + level)
      objective.costs[base + level] = 0
      objective.errors[base + level] = 0
      guard !isZero else { continue }
      moved = true
      for cell in source.cells where kinds[Int(cell.symbol)] != .dummy {
        let amount = cost * cell.coefficient
        objective.add(
          amount, to: cell.symbol, level: level,
          error: abs(cell.coefficient) * error + 2 * unitRoundoff * abs(amount))
      }
    }
    guard moved else { return }
    for cell in source.cells where kinds[Int(cell.symbol)] != .dummy {
      objective.noteChange(of: cell.symbol)
    }
  }

  // MARK: The accumulator

  /// Adds `value` to `symbol`'s coefficient in the accumulator.
  mutating func accumulate(_ symbol: UInt32, _ value: Double) {
    let index = Int(symbol)
    let wasListed = accumulator.withUnsafeMutableBufferPointer { slots in
      let wasListed = slots[index].isListed
      // Listed from now on: the scale is at least 0.
      slots[index].scale = max(slots[index].scale, abs(value))
      slots[index].value += value
      return wasListed
    }
    if !wasListed {
      accumulated.append(symbol)
      if kinds[index] == .external {
        pushExpansion(symbol)
      }
    }
  }

  /// Adds `factor ×` row `slot` to the accumulator; returns `factor ×` its constant.
  mutating func accumulate(row slot: Int, times factor: Double) -> Double {
    // By index, without copying the row out (a retain and a release of its cells).
    let count = rows[slot].cells.count
    var index = 0
    while index < count {
      let cell = rows[slot].cells[index]
      accumulate(cell.symbol, factor * cell.coefficient)
      index += 1
    }
    return factor * rows[slot].constant
  }

  /// Empties the accumulator.
  mutating func clearAccumulator() {
    accumulator.withUnsafeMutableBufferPointer { slots in
      for symbol in accumulated { slots[Int(symbol)] = AccumulatorSlot() }
    }
    accumulated.removeAllKeepingCapacity()
    expansionHeap.removeAllKeepingCapacity()
  }

  /// The accumulator's nonzero cells in symbol order, each coefficient times `factor`,
  /// leaving out `excluded`.
  ///
  /// The symbols expanded away (most of those accumulated) are dropped before sorting, and the
  /// few cells left are sorted by insertion (the general sort costs several times more there).
  mutating func accumulatedCells(times factor: Double, excluding excluded: UInt32) -> [Cell] {
    var cells: [Cell] = []
    // Room for 8 more cells: a substitution merges the entering symbol's row into this one in
    // place (`mergeCells`), and a row with no room is copied into a larger buffer.
    cells.reserveCapacity(accumulated.count + 8)
    for symbol in accumulated where symbol != excluded && !hasCancelled(symbol) {
      cells.append(Cell(symbol: symbol, coefficient: accumulator[Int(symbol)].value * factor))
    }
    guard cells.count <= 32 else {
      cells.sort { $0.symbol < $1.symbol }
      return cells
    }
    cells.withUnsafeMutableBufferPointer { cells in
      for i in cells.indices.dropFirst() {
        let cell = cells[i]
        var j = i
        while j > 0 && cells[j - 1].symbol > cell.symbol {
          cells[j] = cells[j - 1]
          j -= 1
        }
        cells[j] = cell
      }
    }
    return cells
  }

  /// Whether `symbol`'s accumulated coefficient is zero or cancelled.
  @inline(__always) func hasCancelled(_ symbol: UInt32) -> Bool {
    cancels(accumulator[Int(symbol)].value, scale: accumulator[Int(symbol)].scale)
  }

  // MARK: The expansion heap (caller's variables by rank, highest first)

  mutating func pushExpansion(_ symbol: UInt32) {
    let key = UInt64(ranks[Int(symbol)]) << 32 | UInt64(symbol)
    expansionHeap.append(key)
    // Sifted through a buffer: checked subscripts and `swapAt` were most of a push.
    expansionHeap.withUnsafeMutableBufferPointer { heap in
      var child = heap.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        guard heap[parent] < key else { break }
        heap[child] = heap[parent]
        child = parent
      }
      heap[child] = key
    }
  }

  mutating func popExpansion() -> UInt32? {
    guard let top = expansionHeap.first else { return nil }
    let last = expansionHeap.removeLast()
    expansionHeap.withUnsafeMutableBufferPointer { heap in
      guard !heap.isEmpty else { return }
      var parent = 0
      while true {
        let left = 2 * parent + 1
        guard left < heap.count else { break }
        let right = left + 1
        let child = right < heap.count && heap[right] > heap[left] ? right : left
        guard heap[child] > last else { break }
        heap[parent] = heap[child]
        parent = child
      }
      heap[parent] = last
    }
    return UInt32(truncatingIfNeeded: top)
  }
}

/// One symbol's entry in the accumulator: 16 bytes, four to a cache line (the accumulator is
/// indexed by symbol, so an expansion reads it at random; a separate flag made it 24 bytes).
struct AccumulatorSlot: Sendable {
  /// The coefficient accumulated so far.
  var value = 0.0
  /// The largest magnitude added to it (for the cancellation test), or -1 while the symbol is
  /// not listed in `Solver.accumulated`.
  var scale = -1.0
  /// Whether the symbol is listed in `Solver.accumulated`.
  var isListed: Bool { scale >= 0 }
}
