import TableLayout

/// The batch that a view's batch-update calls are recording, possibly nested
/// (`performBatchUpdates` inside `performBatchUpdates`, or `beginUpdates`/`endUpdates`).
///
/// Table and collection views record the same operations the same way; each then checks and
/// applies the finished batch by its own means.
struct BatchRecording {
  /// The batch being recorded, while a batch is open.
  private(set) var pending: TableBatch?
  /// How deeply batches are nested.
  private var depth = 0

  /// Opens a batch, or one more level of the open one.
  mutating func begin() {
    depth += 1
    if pending == nil { pending = TableBatch() }
  }

  /// Closes one level; returns the finished batch when the outermost level closes.
  mutating func end() -> TableBatch? {
    guard depth > 0 else { return nil }
    depth -= 1
    guard depth == 0 else { return nil }
    defer { pending = nil }
    return pending
  }

  /// Adds an operation to the open batch (returning nil), or returns a batch of that operation
  /// alone when none is open, to be applied at once.
  mutating func record(_ change: (inout TableBatch) -> Void) -> TableBatch? {
    if pending != nil {
      change(&pending!)
      return nil
    }
    var batch = TableBatch()
    change(&batch)
    return batch
  }
}
