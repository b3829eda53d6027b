import Geometry

/// Per-group lengths of a section whose groups were measured, with O(log n) starts.
///
/// Starts are prefix sums of (length + spacing) kept in a Fenwick tree, so measuring one group
/// and finding the group at a position both cost O(log groups), whatever the section's size.
struct VariableGroups: Sendable {
  /// Each group's length along the stacking axis.
  private(set) var lengths: [Double]
  /// The spacing between neighbouring groups.
  package let spacing: Double
  /// The Fenwick tree (1-based) over `lengths[i] + spacing`.
  private var tree: [Double] = []
  /// Re-solved instances, by group index.
  var instances: [Int: SolvedGroup] = [:]
  /// Items per group, when measured sizes reflow how many items a group holds.
  package var counts: [Int]?
  /// Each group's first item, when `counts` is set.
  var firstItems: [Int]?
  /// The length every group shares, when the top-level group is uniform across siblings.
  var uniformLength: Double?
  /// How many groups have a negative length plus spacing (starts then do not grow with the
  /// index, and position searches cannot bisect).
  private(set) var descendingSteps = 0

  /// Creates the groups from their lengths.
  package init(lengths: [Double], spacing: Double) {
    self.lengths = lengths
    self.spacing = max(0, spacing)
    rebuild()
  }

  /// The number of groups.
  package var count: Int { lengths.count }

  /// Replaces every length (after a reflow) and rebuilds the tree in O(n).
  mutating func replaceLengths(_ newLengths: [Double]) {
    lengths = newLengths
    rebuild()
  }

  /// Builds the tree from `lengths`.
  private mutating func rebuild() {
    let count = lengths.count
    descendingSteps = lengths.reduce(0) { $0 + ($1 + spacing < 0 ? 1 : 0) }
    tree = [Double](repeating: 0, count: count + 1)
    for index in 1...max(1, count) where index <= count {
      tree[index] += lengths[index - 1] + spacing
      let parent = index + (index & -index)
      if parent <= count { tree[parent] += tree[index] }
    }
  }

  /// Sets group `group`'s length in O(log n).
  mutating func setLength(_ group: Int, _ length: Double) {
    let delta = length - lengths[group]
    descendingSteps += (length + spacing < 0 ? 1 : 0) - (lengths[group] + spacing < 0 ? 1 : 0)
    lengths[group] = length
    var index = group + 1
    while index < tree.count {
      tree[index] += delta
      index += index & -index
    }
  }

  /// The start of group `group`, relative to the first group's start.
  package func start(_ group: Int) -> Double {
    var sum = 0.0
    var index = group
    while index > 0 {
      sum += tree[index]
      index -= index & -index
    }
    return sum
  }

  /// The lowest and highest group starts, in O(n).
  var startRange: (lowest: Double, highest: Double) {
    var start = 0.0
    var range = (lowest: 0.0, highest: 0.0)
    for length in lengths.dropLast() {
      start += length + spacing
      range = (min(range.lowest, start), max(range.highest, start))
    }
    return range
  }

  /// The index of the last group that starts before `position` (-1 if none), in O(log n).
  func lastGroup(startingBefore position: Double) -> Int {
    guard position > 0, count > 0 else { return -1 }
    var found = 0
    var remaining = position
    var step = 1
    while step * 2 <= count { step *= 2 }
    while step > 0 {
      let next = found + step
      if next <= count && tree[next] < remaining {
        found = next
        remaining -= tree[next]
      }
      step /= 2
    }
    return min(found, count - 1)
  }
}
