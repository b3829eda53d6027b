// Which matched elements stay put and which are reported as moved.

/// Chooses, among matched elements listed in new order, those that keep their place.
///
/// The input is the sequence of the elements' old positions (after deletions), in new order.
/// Elements that stay must form an increasing subsequence: under batch-update rules the
/// elements a stage does not mention keep their relative order. Every other one is a move.
@usableFromInline
enum MoveSelection {
  /// Marks the elements of `sequence` that stay, under `policy`.
  ///
  /// - Parameters:
  ///   - sequence: Distinct old positions in `0..<universe`, in new order.
  ///   - universe: The number of old positions; those not in `sequence` leave elsewhere.
  ///   - policy: Greedy cursor or longest increasing subsequence.
  /// - Complexity: O(n) when already in order or greedy, O(n log n) otherwise.
  @inlinable
  static func staying(_ sequence: [Int], universe: Int, policy: Diff.MovePolicy) -> [Bool] {
    if isIncreasing(sequence) {
      return [Bool](repeating: true, count: sequence.count)
    }
    switch policy {
    case .greedy: return greedyStaying(sequence, universe: universe)
    case .minimal: return longestIncreasingStaying(sequence)
    }
  }

  /// Whether every element is larger than the one before it.
  @inlinable
  static func isIncreasing(_ sequence: [Int]) -> Bool {
    var previous = Int.min
    for value in sequence {
      if value <= previous { return false }
      previous = value
    }
    return true
  }

  /// Marks the elements that stay under RxDataSources' greedy cursor.
  ///
  /// Walks the new order with a cursor on the first old position not yet placed: an element
  /// at the cursor stays, any other moves. Positions that leave for another section are
  /// skipped by the cursor.
  @inlinable
  static func greedyStaying(_ sequence: [Int], universe: Int) -> [Bool] {
    var placed = [Bool](repeating: true, count: universe)
    for value in sequence { placed[value] = false }
    var stays = [Bool](repeating: false, count: sequence.count)
    var cursor = 0
    for (position, value) in sequence.enumerated() {
      while cursor < universe && placed[cursor] { cursor += 1 }
      if value == cursor {
        stays[position] = true
        cursor += 1
      } else {
        placed[value] = true
      }
    }
    return stays
  }

  /// The fewest moves: one longest increasing subsequence stays (patience sorting).
  @inlinable
  static func longestIncreasingStaying(_ sequence: [Int]) -> [Bool] {
    // tails[k]: position of the smallest tail of an increasing run of length k + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: sequence.count)
    for position in 0..<sequence.count {
      let value = sequence[position]
      // Mostly ordered input extends the longest run: no search needed.
      if let last = tails.last, sequence[last] < value {
        previous[position] = last
        tails.append(position)
        continue
      }
      var low = 0
      var high = tails.count
      while low < high {
        let mid = (low + high) / 2
        if sequence[tails[mid]] < value { low = mid + 1 } else { high = mid }
      }
      if low > 0 { previous[position] = tails[low - 1] }
      if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var stays = [Bool](repeating: false, count: sequence.count)
    var position = tails.last ?? -1
    while position >= 0 {
      stays[position] = true
      position = previous[position]
    }
    return stays
  }
}
