import Geometry

/// Solves a group into leaf frames (Docs/CompositionalRules.md §3.2–§3.3), optionally with
/// measured leaf sizes.
///
/// The solver runs once per section for the template, and once per group instance whose leaves
/// have been measured. Leaves are numbered in order; `measured[i]` is leaf `i`'s measured size.
struct GroupSolver {
  /// The display scale (0: no pixel rounding).
  package let scale: Double
  /// Measured sizes by leaf ordinal (`nil` or out of range: not measured).
  package var measured: [Size?] = []
  /// The most leaves a `.fill` group may hold in one pass, a guard against degenerate input.
  static let fillLimit = 10_000
  /// The most elements (items and nested groups, at every depth) one top-level group solves.
  ///
  /// The rest are left out (Docs/Bounds.md). Without it, nested repeating groups multiply
  /// their fill limits: 8,388 groups of 10,000 groups of 4 items made 335 million leaves.
  static let elementLimit = 10_000
  /// The next leaf ordinal.
  var nextLeaf = 0
  /// The elements solved so far in the current top-level group.
  var solvedElements = 0
  /// Measures leaf `ordinal` for a proposal on demand (nil: sizes come from `measured` only).
  ///
  /// Set, it lets repeating groups of estimated items hold as many measured items as fit.
  var measureLeaf: ((Int, Size) -> Size?)?
  /// The number of leaves that are items (later leaves are not measured and end fills).
  var leafLimit = Int.max
  /// Whether `measureLeaf` failed for some leaf (its estimate was kept).
  var measureFailed = false

  /// Creates a solver for `scale` with measured sizes by leaf ordinal.
  package init(scale: Double, measured: [Size?] = []) {
    self.scale = scale
    self.measured = measured
  }

  /// Solves a top-level `group` whose size resolves against `container`.
  ///
  /// The group's own edge spacing applies as it does for a nested group: the leading and top
  /// spacing offset the group, and all four edges add to the room the group takes, so each
  /// stamped group (and the section's extent) includes them. A top-level group has no siblings
  /// to share leftover space with, so flexible spacing counts as its minimum. The size before
  /// the spacing is kept: the content across the scroll axis does not grow by it (UIKit's
  /// measured behaviour, issue 26).
  mutating func solveTopLevel(_ group: GroupSpec, in container: Size) -> SolvedGroup {
    nextLeaf = 0
    solvedElements = 0
    let solved = solve(group, in: container, forced: nil)
    guard let spacing = group.edgeSpacing else { return solved }
    let leading = spacing.leading?.minimum ?? 0
    let top = spacing.top?.minimum ?? 0
    let trailing = spacing.trailing?.minimum ?? 0
    let bottom = spacing.bottom?.minimum ?? 0
    var spaced = solved.offsetBy(dx: leading, dy: top)
    spaced.sizeWithoutEdgeSpacing = solved.size
    spaced.size = Size(
      width: max(0, solved.size.width + leading + trailing),
      height: max(0, solved.size.height + top + bottom))
    return spaced
  }

  /// One child of a group, with the size it resolves to and its spacing along the axis.
  struct Child {
    var element: LayoutElement
    var size: Size = .zero
    var solved: SolvedGroup?
    var before = 0.0
    var after = 0.0
    var flexibleBefore = false
    var flexibleAfter = false
  }

  /// Solves `group` whose size resolves against `container`; `forced` overrides its length
  /// along an axis (a legacy `subitem:count:` parent's slot).
  private mutating func solve(
    _ group: GroupSpec, in container: Size, forced: (length: Double, axis: LayoutAxis)?
  ) -> SolvedGroup {
    let axis = group.axis
    let crossAxis = axis.other
    var size = group.size.resolved(in: container, scale: scale)
    if let forced {
      size = Size(
        main: forced.length, cross: size.length(along: forced.axis.other), along: forced.axis)
    }
    if let custom = group.customFrames { return solveCustom(group, custom, size: size, container) }
    let mainEstimated =
      forced?.axis != axis && group.size.dimension(along: axis).isEstimated
    let crossEstimated =
      forced?.axis != crossAxis && group.size.dimension(along: crossAxis).isEstimated
    let insets = group.contentInsets
    let inner = Size(
      width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
    let innerMain = inner.length(along: axis)
    let innerCross = inner.length(along: crossAxis)
    let gap = group.interItemSpacing?.minimum ?? 0

    var children = makeChildren(group, inner: inner, estimated: mainEstimated, gap: gap)
    let planned = children.count
    let basis = Size(
      main: max(0, innerMain - Double(max(0, planned - 1)) * gap), cross: innerCross, along: axis)
    let slotLength = equalSlotLength(group, innerMain: innerMain, gap: gap)
    for index in children.indices {
      // Past the element limit the remaining children are left out (a documented clamp).
      guard solvedElements < Self.elementLimit else {
        children.removeSubrange(index...)
        break
      }
      solvedElements += 1
      resolveChild(&children[index], axis: axis, basis: basis, slotLength: slotLength)
    }
    let count = children.count
    applyUniformSiblings(&children, axis: axis)

    // Along the axis: fixed room, then flexible gaps share what is left (may be negative).
    var used = Double(max(0, count - 1)) * gap
    var flexibleGaps = group.interItemSpacing?.isFlexible == true ? max(0, count - 1) : 0
    for child in children {
      used += child.before + child.size.length(along: axis) + child.after
      flexibleGaps += (child.flexibleBefore ? 1 : 0) + (child.flexibleAfter ? 1 : 0)
    }
    let available = mainEstimated ? used : innerMain
    let share = flexibleGaps > 0 ? (available - used) / Double(flexibleGaps) : 0
    let gapShare = group.interItemSpacing?.isFlexible == true ? share : 0

    var result = SolvedGroup(size: size)
    var position = insets.before(axis)
    var crossExtent = 0.0
    for (index, child) in children.enumerated() {
      position += child.before + (child.flexibleBefore ? share : 0)
      let crossPosition = crossOffset(of: child, axis: axis, innerCross: innerCross, insets: insets)
      let origin =
        axis == .horizontal
        ? Point(x: position, y: crossPosition) : Point(x: crossPosition, y: position)
      place(child, at: origin, into: &result)
      crossExtent = max(crossExtent, child.size.length(along: crossAxis))
      position += child.size.length(along: axis) + child.after + (child.flexibleAfter ? share : 0)
      if index < count - 1 { position += gap + gapShare }
    }
    if mainEstimated {
      let length = position + insets.after(axis)
      result.size = Size(main: length, cross: result.size.length(along: crossAxis), along: axis)
    }
    if crossEstimated {
      let length = crossExtent + insets.before(crossAxis) + insets.after(crossAxis)
      result.size = Size(main: result.size.length(along: axis), cross: length, along: axis)
    }
    attachGroupSupplementaries(group, to: &result, basis: container)
    return result
  }

  /// The children a group holds: its subitems walked as its repetition says.
  private mutating func makeChildren(_ group: GroupSpec, inner: Size, estimated: Bool, gap: Double)
    -> [Child]
  {
    let subitems = group.subitems
    guard !subitems.isEmpty else { return [] }
    switch group.repetition {
    case .equalSlots(let count), .repeating(let count):
      guard count > 0 else { return [] }
      return (0..<min(count, fillLimit)).map { Child(element: subitems[$0 % subitems.count]) }
    case .fill:
      if estimated { return subitems.map { Child(element: $0) } }
      if measureLeaf != nil && group.fillsWithEstimatedItems {
        return measuredFillChildren(group, inner: inner, gap: gap)
      }
      return fillChildren(group, inner: inner, gap: gap)
    }
  }

  /// The most children one more group may hold: the fill limit, or fewer when the top-level
  /// group is near its element limit.
  var fillLimit: Int { max(0, min(Self.fillLimit, Self.elementLimit - solvedElements)) }

  /// The largest run of subitems (walked repeatedly) that fits, fractions resolved per count.
  private func fillChildren(_ group: GroupSpec, inner: Size, gap: Double) -> [Child] {
    let axis = group.axis
    let innerMain = inner.length(along: axis)
    let tolerance = scale > 0 ? 0.5 / scale : 1e-6
    let subitems = group.subitems
    let limit = fillLimit
    var count = 0
    // Without a gap, or without a fractional size, the basis does not change what a subitem
    // takes: sum once instead of again for every candidate count (quadratic in the count,
    // which reaches `fillLimit` for tiny items in a large group).
    let isFractional = subitems.contains {
      switch $0.size.dimension(along: axis) {
      case .fractionalWidth, .fractionalHeight: return true
      default: return false
      }
    }
    if gap == 0 || !isFractional {
      let basis = Size(
        main: max(0, innerMain), cross: inner.length(along: axis.other), along: axis)
      var total = 0.0
      while count < limit {
        let element = subitems[count % subitems.count]
        let spacing = element.edgeSpacing
        var next = total + (count > 0 ? gap : 0)
        next += element.size.dimension(along: axis).resolved(in: basis, scale: scale)
        next += (spacing?.before(axis)?.minimum ?? 0) + (spacing?.after(axis)?.minimum ?? 0)
        if next > innerMain + tolerance { break }
        total = next
        count += 1
        if count == subitems.count && total <= tolerance { break }
      }
      return (0..<count).map { Child(element: subitems[$0 % subitems.count]) }
    }
    // Each candidate count resolves fractions against its own basis; the walk takes subitem j
    // `candidate / n` times, plus once if j < `candidate % n`: sum each distinct subitem once
    // per candidate (linear in the count, not quadratic).
    let spacings = subitems.map {
      ($0.edgeSpacing?.before(axis)?.minimum ?? 0) + ($0.edgeSpacing?.after(axis)?.minimum ?? 0)
    }
    let dimensions = subitems.map { $0.size.dimension(along: axis) }
    while count < limit {
      let candidate = count + 1
      let basisMain = innerMain - Double(candidate - 1) * gap
      let basis = Size(main: max(0, basisMain), cross: inner.length(along: axis.other), along: axis)
      var total = Double(candidate - 1) * gap
      let rounds = candidate / subitems.count
      let rest = candidate % subitems.count
      for index in 0..<min(candidate, subitems.count) {
        let times = Double(rounds + (index < rest ? 1 : 0))
        total += times * (dimensions[index].resolved(in: basis, scale: scale) + spacings[index])
      }
      if total > innerMain + tolerance { break }
      count = candidate
      // A pass that takes no room would repeat forever: stop after one pass.
      if count == subitems.count && total <= tolerance { break }
    }
    return (0..<count).map { Child(element: subitems[$0 % subitems.count]) }
  }

  /// The slot length of a legacy `subitem:count:` group, or `nil` for other groups.
  private func equalSlotLength(_ group: GroupSpec, innerMain: Double, gap: Double) -> Double? {
    guard case .equalSlots(let count) = group.repetition, count > 0 else { return nil }
    let length = (innerMain - Double(count - 1) * gap) / Double(count)
    return PixelSnapping.floor(max(0, length), scale: scale)
  }

  /// Resolves a child's size (and solves it when it is a group).
  private mutating func resolveChild(
    _ child: inout Child, axis: LayoutAxis, basis: Size, slotLength: Double?
  ) {
    let spacing = child.element.edgeSpacing
    child.before = spacing?.before(axis)?.minimum ?? 0
    child.after = spacing?.after(axis)?.minimum ?? 0
    child.flexibleBefore = spacing?.before(axis)?.isFlexible ?? false
    child.flexibleAfter = spacing?.after(axis)?.isFlexible ?? false
    switch child.element {
    case .item(let item):
      var size = item.size.resolved(in: basis, scale: scale)
      if let slotLength {
        size = Size(main: slotLength, cross: size.length(along: axis.other), along: axis)
      }
      if measureLeaf != nil {
        _ = measuredLeaf(nextLeaf, item: item, proposal: size)
      }
      // A legacy `subitem:count:` slot keeps its length on the group's axis: UIKit ignores a
      // measured size there, as it ignores the item's own size.
      if nextLeaf < measured.count, let real = measured[nextLeaf] {
        if item.size.width.isEstimated && !(slotLength != nil && axis == .horizontal) {
          size.width = PixelSnapping.floor(real.width, scale: scale)
        }
        if item.size.height.isEstimated && !(slotLength != nil && axis == .vertical) {
          size.height = PixelSnapping.floor(real.height, scale: scale)
        }
      }
      child.size = size
      nextLeaf += 1
    case .group(let nested):
      let solved = solve(nested, in: basis, forced: slotLength.map { ($0, axis) })
      child.size = solved.size
      child.solved = solved
    }
  }

  /// Grows siblings whose dimension is uniform across siblings to the largest of them.
  private func applyUniformSiblings(_ children: inout [Child], axis: LayoutAxis) {
    for sizeAxis in [LayoutAxis.horizontal, .vertical] {
      var largest = 0.0
      var found = false
      for child in children {
        if case .item(let item) = child.element,
          item.size.dimension(along: sizeAxis).isUniformAcrossSiblings
        {
          largest = max(largest, child.size.length(along: sizeAxis))
          found = true
        }
      }
      guard found else { continue }
      for index in children.indices {
        if case .item(let item) = children[index].element,
          item.size.dimension(along: sizeAxis).isUniformAcrossSiblings
        {
          if sizeAxis == .horizontal {
            children[index].size.width = largest
          } else {
            children[index].size.height = largest
          }
        }
      }
    }
  }

  /// The child's position across the axis: at the start, or moved by flexible edge spacing.
  private func crossOffset(
    of child: Child, axis: LayoutAxis, innerCross: Double, insets: EdgeInsets
  )
    -> Double
  {
    let crossAxis = axis.other
    let spacing = child.element.edgeSpacing
    let before = spacing?.before(crossAxis)
    let after = spacing?.after(crossAxis)
    let start = insets.before(crossAxis)
    let length = child.size.length(along: crossAxis)
    let beforeFlexible = before?.isFlexible ?? false
    let afterFlexible = after?.isFlexible ?? false
    if beforeFlexible && afterFlexible { return start + (innerCross - length) / 2 }
    if beforeFlexible { return start + innerCross - length - (after?.minimum ?? 0) }
    return start + (before?.minimum ?? 0)
  }
}
