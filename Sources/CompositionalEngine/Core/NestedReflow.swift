import Geometry

extension GroupSpec {
  /// Whether this group fills itself with items whose length along its axis is estimated.
  ///
  /// That is a repeating group of items (no nested groups), not estimated along its own axis,
  /// with an item estimated along it. Measured lengths change how many items it holds.
  var fillsWithEstimatedItems: Bool {
    guard repetition == .fill, customFrames == nil, !size.dimension(along: axis).isEstimated
    else { return false }
    var estimatedAlongAxis = false
    for element in subitems {
      guard case .item(let item) = element else { return false }
      if item.size.dimension(along: axis).isEstimated { estimatedAlongAxis = true }
    }
    return estimatedAlongAxis
  }

  /// Whether a group nested anywhere inside this one fills itself with estimated items, so
  /// that measuring changes how many items this (top-level) group holds.
  var hasNestedReflow: Bool {
    subitems.contains { element in
      guard case .group(let nested) = element else { return false }
      return nested.fillsWithEstimatedItems || nested.hasNestedReflow
    }
  }
}

extension GroupSolver {
  /// The children of a repeating group of estimated items, by measured length.
  ///
  /// Items are walked repeatedly from the next leaf, measured on demand, while they fit (rule 5
  /// with measured lengths). At least one is taken while items remain, so layout progresses.
  mutating func measuredFillChildren(_ group: GroupSpec, inner: Size, gap: Double)
    -> [Child]
  {
    let axis = group.axis
    let innerMain = inner.length(along: axis)
    let tolerance = scale > 0 ? 0.5 / scale : 1e-6
    let subitems = group.subitems
    let limit = fillLimit
    var count = 0
    while count < limit && nextLeaf + count < leafLimit {
      let candidate = count + 1
      let basisMain = max(0, innerMain - Double(candidate - 1) * gap)
      let basis = Size(main: basisMain, cross: inner.length(along: axis.other), along: axis)
      var total = Double(candidate - 1) * gap
      for index in 0..<candidate {
        let element = subitems[index % subitems.count]
        guard case .item(let item) = element else { continue }
        let spacing = element.edgeSpacing
        total += (spacing?.before(axis)?.minimum ?? 0) + (spacing?.after(axis)?.minimum ?? 0)
        var size = item.size.resolved(in: basis, scale: scale)
        if let real = measuredLeaf(nextLeaf + index, item: item, proposal: size) {
          size = real
        }
        total += size.length(along: axis)
      }
      if total > innerMain + tolerance && count > 0 { break }
      count = candidate
      if total > innerMain + tolerance || (count == subitems.count && total <= tolerance) { break }
    }
    return (0..<count).map { Child(element: subitems[$0 % subitems.count]) }
  }

  /// Leaf `ordinal`'s size with its estimated axes measured (asking `measureLeaf` once), or
  /// nil when it has no estimated axis, lies past the items, or cannot be measured.
  mutating func measuredLeaf(_ ordinal: Int, item: ItemSpec, proposal: Size) -> Size? {
    let width = item.size.width.isEstimated
    let height = item.size.height.isEstimated
    guard width || height, ordinal < leafLimit, let measureLeaf else { return nil }
    if ordinal >= measured.count {
      measured.append(contentsOf: [Size?](repeating: nil, count: ordinal + 1 - measured.count))
    }
    if measured[ordinal] == nil {
      guard let real = measureLeaf(ordinal, proposal) else {
        measureFailed = true
        return nil
      }
      measured[ordinal] = real
    }
    guard let real = measured[ordinal] else { return nil }
    return Size(
      width: width ? PixelSnapping.floor(real.width, scale: scale) : proposal.width,
      height: height ? PixelSnapping.floor(real.height, scale: scale) : proposal.height)
  }
}

extension LayoutEngine {
  /// Measures a group whose nested repeating groups fill with estimated items: the group is
  /// solved with its leaves measured on demand, so each nested group holds as many measured
  /// items as fit, and the group holds the sum (later groups re-chunk at the template's count).
  ///
  /// Returns nil when an item could not be measured, else whether anything changed.
  mutating func measureNestedReflowingGroup(
    section index: Int, group: Int, measure: (ItemPath, Size) -> Size?
  ) -> Bool? {
    let first = sections[index].firstItem(ofGroup: group)
    let remaining = sections[index].itemCount - first
    guard remaining > 0 else { return nil }
    let spec = sections[index].spec.group
    let basis = sections[index].groupBasis
    let axis = sections[index].stackingAxis
    var solver = GroupSolver(scale: scale)
    solver.leafLimit = remaining
    let solved = withoutActuallyEscaping(measure) { measure in
      solver.measureLeaf = { ordinal, proposal in
        measure(ItemPath(item: first + ordinal, section: index), proposal)
      }
      defer { solver.measureLeaf = nil }
      return solver.solveTopLevel(spec, in: basis)
    }
    guard !solver.measureFailed else { return nil }
    let held = min(solved.capacity, remaining)
    guard held > 0 else { return nil }
    var changed = false
    if held != sections[index].itemsInGroup(group) {
      sections[index].reflow(group: group, holding: held)
      changed = true
    }
    sections[index].setInstance(solved, forGroup: group)
    var length = solved.size.length(along: axis)
    if first + held == sections[index].itemCount {
      // Its nested groups may hold all their leaves yet reach less far than a full group.
      length = sections[index].trimmedLastGroupLength(solved, holding: held)
    }
    if sections[index].applyMeasuredLength(length, toGroup: group) { changed = true }
    return changed
  }
}
