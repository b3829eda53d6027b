// Making and freeing symbols, and the column lists that say which rows hold a symbol.
//
// A column is a singly linked list of row slots in a shared node pool, so that no symbol owns
// an array. Entries are added when a symbol enters a row and never removed eagerly: a walk
// over a column checks each entry against the row (which may have lost the symbol, or been
// freed and reused), drops stale and repeated entries, and visits each row once.

/// A node of a column list: a row slot that may hold the symbol, and the next node.
///
/// The last node's `next` is -1. One array of pairs, not one per field: adding an entry then
/// checks one array for uniqueness and writes one cache line (2.7 % of the instructions of
/// the 1,000-row SnapKit screen's first layout; callgrind).
struct ColumnNode: Sendable {
  var slot: Int32
  var next: Int32
}

extension Solver {
  /// A new symbol of `kind` (the lowest free id).
  mutating func makeSymbol(_ kind: SymbolKind) -> UInt32 {
    if freeSymbols.isEmpty { growSymbolStorage() }
    let id = freeSymbols.removeLast()
    kinds[Int(id)] = kind
    return id
  }

  /// Makes room for a quarter more symbols (at least 16) at once, their ids free, the lowest
  /// taken first.
  ///
  /// Growing the dozen per-symbol arrays (and the objective's) one symbol at a time took about
  /// 700 instructions a symbol, 6 % of the first layout of the 1,000-row SnapKit screen, which
  /// makes two symbols for each of its 2,000 intrinsic sizes (callgrind).
  private mutating func growSymbolStorage() {
    let start = kinds.count
    let count = max(16, start / 4)
    kinds.append(contentsOf: repeatElement(.unused, count: count))
    rowOf.append(contentsOf: repeatElement(-1, count: count))
    columnHead.append(contentsOf: repeatElement(-1, count: count))
    owners.append(contentsOf: repeatElement(-1, count: count))
    ranks.append(contentsOf: repeatElement(0, count: count))
    values.append(contentsOf: repeatElement(0, count: count))
    editOf.append(contentsOf: repeatElement(-1, count: count))
    names.append(contentsOf: repeatElement(nil, count: count))
    accumulator.append(contentsOf: repeatElement(AccumulatorSlot(), count: count))
    objective.addSymbols(count)
    freeSymbols.append(contentsOf: (start..<start + count).reversed().map { UInt32($0) })
  }

  /// Frees a solver symbol that no row and no cost mentions any more (or the one a refused
  /// request just made): the next symbol made takes its id.
  mutating func freeSymbol(_ id: UInt32) {
    clearColumn(of: id)
    objective.clearCosts(of: id)
    kinds[Int(id)] = .unused
    rowOf[Int(id)] = -1
    owners[Int(id)] = -1
    freeSymbols.append(id)
  }

  /// Whether `symbol` exists, is a slack or an error (a symbol the simplex may pivot on), and
  /// is parametric.
  func isParametricAndPivotable(_ symbol: UInt32) -> Bool {
    Int(symbol) < kinds.count && kinds[Int(symbol)].isPivotable && rowOf[Int(symbol)] < 0
  }

  /// Records that row `slot` now holds `symbol`.
  mutating func noteColumnEntry(_ symbol: UInt32, row slot: Int) {
    let head = columnHead[Int(symbol)]
    let node: Int32
    if freeColumnNode >= 0 {
      node = freeColumnNode
      columnNodes.withUnsafeMutableBufferPointer { nodes in
        freeColumnNode = nodes[Int(node)].next
        nodes[Int(node)] = ColumnNode(slot: Int32(slot), next: head)
      }
    } else {
      node = Int32(columnNodes.count)
      columnNodes.append(ColumnNode(slot: Int32(slot), next: head))
    }
    columnHead[Int(symbol)] = node
  }

  /// Forgets every entry of `symbol`'s column.
  mutating func clearColumn(of symbol: UInt32) {
    var node = columnHead[Int(symbol)]
    while node >= 0 {
      let next = columnNodes[Int(node)].next
      columnNodes[Int(node)].next = freeColumnNode
      freeColumnNode = node
      node = next
    }
    columnHead[Int(symbol)] = -1
  }

  /// Fills `holders` with the rows that hold `symbol` now, each once, with the index of the
  /// symbol's cell; the column is cleaned of stale entries on the way.
  ///
  /// The order is the column's, which no result depends on (every choice made over holders
  /// breaks ties by symbol id).
  ///
  /// - Complexity: O(entries × log(row length)).
  mutating func collectHolders(of symbol: UInt32, into holders: inout [Holder]) {
    holders.removeAllKeepingCapacity()
    stamp &+= 1
    if stamp == 0 {
      for index in rowStamps.indices { rowStamps[index] = 0 }
      stamp = 1
    }
    let stamp = self.stamp
    var head = columnHead[Int(symbol)]
    var free = freeColumnNode
    let rows = self.rows
    let basics = self.basics
    columnNodes.withUnsafeMutableBufferPointer { nodes in
      rowStamps.withUnsafeMutableBufferPointer { stamps in
        var previous: Int32 = -1
        var node = head
        while node >= 0 {
          let following = nodes[Int(node)].next
          let slot = Int(nodes[Int(node)].slot)
          var index: Int?
          if slot < basics.count && basics[slot] != Solver.noSymbol && stamps[slot] != stamp {
            index = rows[slot].index(of: symbol)
          }
          if let index {
            stamps[slot] = stamp
            holders.append(Holder(slot: slot, index: index))
            previous = node
          } else {
            if previous >= 0 { nodes[Int(previous)].next = following } else { head = following }
            nodes[Int(node)].next = free
            free = node
          }
          node = following
        }
      }
    }
    columnHead[Int(symbol)] = head
    freeColumnNode = free
  }

  /// The rows that hold `symbol` now (see `collectHolders`), in the solver's reused buffer:
  /// give it back with `recycle(_:)`.
  mutating func holders(of symbol: UInt32) -> [Holder] {
    var holders: [Holder] = []
    swap(&holders, &holderBuffer)
    collectHolders(of: symbol, into: &holders)
    return holders
  }

  /// Returns a buffer from `holders(of:)` for reuse.
  mutating func recycle(_ holders: [Holder]) {
    holderBuffer = holders
  }

  // MARK: Rows

  /// Stores `row` as the row of basic `symbol` and notes its cells in their columns.
  @discardableResult
  mutating func insertRow(_ row: Row, basic symbol: UInt32) -> Int {
    let slot: Int
    if let free = freeRows.popLast() {
      slot = Int(free)
      rows[slot] = row
      basics[slot] = symbol
    } else {
      slot = rows.count
      rows.append(row)
      basics.append(symbol)
      rowStamps.append(0)
    }
    rowOf[Int(symbol)] = Int32(slot)
    for cell in row.cells { noteColumnEntry(cell.symbol, row: slot) }
    if kinds[Int(symbol)] == .external { invalidateEvaluation() }
    return slot
  }

  /// Undoes the latest `insertRow` exactly (after a refused request): `wasAppended` tells
  /// whether it grew the arrays or reused a free slot.
  mutating func undoInsertRow(_ slot: Int, wasAppended: Bool) {
    dropRow(slot)
    guard wasAppended else { return }
    freeRows.removeLast()
    rows.removeLast()
    basics.removeLast()
    rowStamps.removeLast()
  }

  /// Removes row `slot` from the tableau; its basic symbol becomes parametric.
  @discardableResult
  mutating func dropRow(_ slot: Int) -> Row {
    let basic = basics[slot]
    if kinds[Int(basic)] == .external { invalidateEvaluation() }
    rowOf[Int(basic)] = -1
    basics[slot] = Solver.noSymbol
    var removed = Row()
    swap(&removed, &rows[slot])
    freeRows.append(Int32(slot))
    return removed
  }

  // MARK: Ranks of the caller's variables

  /// Moves `variable` to the end of the rank order (it then ranks above every other).
  mutating func raiseRank(of variable: UInt32) {
    let old = Int(ranks[Int(variable)])
    if old == order.count - 1 { return }
    invalidateEvaluation()
    order[old] = Solver.noSymbol
    staleOrderEntries += 1
    ranks[Int(variable)] = UInt32(order.count)
    order.append(variable)
    if staleOrderEntries > 64 && staleOrderEntries > order.count / 2 { compactOrder() }
  }

  /// Drops the stale entries of `order`, keeping the relative order of the current ones.
  mutating func compactOrder() {
    invalidateEvaluation()
    var compacted: [UInt32] = []
    compacted.reserveCapacity(order.count - staleOrderEntries)
    for symbol in order where symbol != Solver.noSymbol {
      ranks[Int(symbol)] = UInt32(compacted.count)
      compacted.append(symbol)
    }
    order = compacted
    staleOrderEntries = 0
  }
}
