import Geometry

extension GroupSpec {
  /// Whether measured sizes can change how many items this top-level group holds: it is, or
  /// it nests, a repeating group of items with an item estimated along that group's axis.
  var reflowsWhenMeasured: Bool {
    customFrames == nil && (fillsWithEstimatedItems || hasNestedReflow)
  }
}

extension GroupSolver {
  /// Whether the first `measured.count` subitems of `group` (walked repeatedly), at their
  /// measured lengths on estimated axes, fit the group resolved against `container` (rule 5).
  package func fits(_ group: GroupSpec, in container: Size, measured: [Size]) -> Bool {
    let axis = group.axis
    let size = group.size.resolved(in: container, scale: scale)
    let insets = group.contentInsets
    let innerMain = max(0, size.length(along: axis) - insets.total(axis))
    let innerCross = max(0, size.length(along: axis.other) - insets.total(axis.other))
    let gap = group.interItemSpacing?.minimum ?? 0
    let count = measured.count
    let basis = Size(
      main: max(0, innerMain - Double(max(0, count - 1)) * gap), cross: innerCross, along: axis)
    var total = Double(max(0, count - 1)) * gap
    for (index, real) in measured.enumerated() {
      let element = group.subitems[index % group.subitems.count]
      let dimension = element.size.dimension(along: axis)
      total +=
        dimension.isEstimated
        ? PixelSnapping.floor(real.length(along: axis), scale: scale)
        : dimension.resolved(in: basis, scale: scale)
      let spacing = element.edgeSpacing
      total += (spacing?.before(axis)?.minimum ?? 0) + (spacing?.after(axis)?.minimum ?? 0)
    }
    let tolerance = scale > 0 ? 0.5 / scale : 1e-6
    return total <= innerMain + tolerance
  }
}

extension SectionLayout {
  /// Sets up per-group item counts for a section whose groups reflow when measured.
  mutating func prepareReflow() {
    guard spec.group.reflowsWhenMeasured, variable != nil else { return }
    let counts = (0..<groupCount).map { itemsInGroup($0) }
    variable?.counts = counts
    variable?.firstItems = Self.prefix(counts)
  }

  /// Group `group` now holds `count` items: later groups are re-chunked at the template's
  /// capacity, their measured instances dropped, and their lengths reset to the template's.
  mutating func reflow(group: Int, holding count: Int) {
    guard var variable = self.variable.take() else { return }
    defer { self.variable = variable }
    guard var counts = variable.counts else { return }
    let capacity = max(1, template.capacity)
    counts.removeSubrange((group + 1)...)
    counts[group] = count
    var rest = itemCount - (counts.reduce(0, +))
    while rest > 0 {
      counts.append(min(capacity, rest))
      rest -= capacity
    }
    let length = template.size.length(along: stackingAxis)
    var lengths = Array(variable.lengths.prefix(group + 1))
    for index in (group + 1)..<max(group + 1, counts.count) {
      let trimmed = template.trimmedLength(along: stackingAxis, holding: counts[index])
      lengths.append(trimmed > 0 ? trimmed : length)
    }
    variable.replaceLengths(lengths)
    variable.instances = variable.instances.filter { $0.key <= group }
    variable.counts = counts
    variable.firstItems = Self.prefix(counts)
    groupCount = counts.count
  }

  /// Running starts of `counts`.
  private static func prefix(_ counts: [Int]) -> [Int] {
    var first = 0
    return counts.map { count in
      defer { first += count }
      return first
    }
  }
}

extension SectionLayout {
  /// The length of the section's last group as `solved`, a measured instance holding `held`
  /// items, places them: trimmed to their reach plus the trailing slack of a full template
  /// group (rule 6), and never longer than the instance.
  func trimmedLastGroupLength(_ solved: SolvedGroup, holding held: Int) -> Double {
    let axis = stackingAxis
    let fullReach = template.slots.map { $0.maximum(along: axis) }.max() ?? 0
    let slack = max(0, template.size.length(along: axis) - fullReach)
    let reach = solved.slots.prefix(held).map { $0.maximum(along: axis) }.max() ?? 0
    return min(solved.size.length(along: axis), reach + slack)
  }

  /// Records group `group`'s measured length; returns whether any length changed.
  ///
  /// When the top-level group is uniform across siblings along the stacking axis, the largest
  /// measured length is shared across the whole section (Apple's header comment; rule 36).
  mutating func applyMeasuredLength(_ length: Double, toGroup group: Int) -> Bool {
    // Take the storage out so that the mutation below does not copy its arrays.
    guard var variable = self.variable.take() else { return false }
    defer { self.variable = variable }
    if spec.group.size.dimension(along: stackingAxis).isUniformAcrossSiblings {
      let shared = variable.uniformLength ?? 0
      if length > shared + 1e-9 {
        variable.uniformLength = length
        variable.replaceLengths([Double](repeating: length, count: variable.count))
        return true
      }
      guard abs(variable.lengths[group] - shared) > 1e-9 else { return false }
      variable.setLength(group, shared)
      return true
    }
    guard abs(variable.lengths[group] - length) > 1e-9 else { return false }
    variable.setLength(group, length)
    return true
  }
}

extension LayoutEngine {
  /// Measures a reflowing group: its items one by one from its first item until the next one
  /// does not fit (at least one item, so that layout always progresses), then re-solves it.
  ///
  /// Returns nil when an item could not be measured, else whether anything changed.
  mutating func measureReflowingGroup(
    section index: Int, group: Int, measure: (ItemPath, Size) -> Size?
  ) -> Bool? {
    let first = sections[index].firstItem(ofGroup: group)
    let itemCount = sections[index].itemCount
    let spec = sections[index].spec.group
    let basis = sections[index].groupBasis
    let axis = sections[index].stackingAxis
    let info = sections[index].template.info
    let solver = GroupSolver(scale: scale)
    guard !info.isEmpty else { return nil }
    var measured: [Size] = []
    while first + measured.count < itemCount && measured.count < GroupSolver.fillLimit {
      let ordinal = measured.count
      let proposal = info[ordinal % min(info.count, spec.subitems.count)].proposal
      guard let size = measure(ItemPath(item: first + ordinal, section: index), proposal) else {
        return nil
      }
      measured.append(size)
      if !solver.fits(spec, in: basis, measured: measured) {
        if measured.count > 1 { measured.removeLast() }
        break
      }
    }
    guard !measured.isEmpty else { return nil }
    var instance = spec
    instance.repetition = .repeating(measured.count)
    var instanceSolver = GroupSolver(scale: scale, measured: measured)
    let solved = instanceSolver.solveTopLevel(instance, in: basis)
    var changed = false
    if measured.count != sections[index].itemsInGroup(group) {
      sections[index].reflow(group: group, holding: measured.count)
      changed = true
    }
    sections[index].setInstance(solved, forGroup: group)
    var length = solved.size.length(along: axis)
    if first + measured.count == itemCount {
      // The measured instance holds exactly its items, so it is as long as a full group:
      // the section's last group is trimmed as an unmeasured one is (UIKit's measured
      // "estimated heights in a vertical group": 170, not 200, once measured).
      length = sections[index].trimmedLastGroupLength(solved, holding: measured.count)
    }
    if sections[index].applyMeasuredLength(length, toGroup: group) { changed = true }
    return changed
  }
}
