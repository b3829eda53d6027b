import Geometry

extension LayoutEngine {
  /// Measures the estimated items of every unmeasured group that meets `rect`, top-down.
  ///
  /// Measuring changes group lengths, which moves later groups; the pass repeats until no
  /// unmeasured group meets `rect`. Returns whether any length changed.
  package mutating func measureGroups(
    meeting rect: Rect, state: ScrollState, measure: (ItemPath, Size) -> Size?
  ) -> Bool {
    var changedAny = false
    for _ in 0..<1_000 {
      var changed = false
      var measuredNew = false
      var index = firstSection(endingAfter: rect.minY - 1e-9)
      while index < sections.count {
        if sections[index].start >= rect.maxY && sections[index].length > 0 { break }
        if sections[index].variable != nil {
          var sectionChanged = false
          for group in groupRange(of: sections[index], meeting: rect, state: state) {
            guard group < sections[index].groupCount else { break }
            guard sections[index].variable?.instances[group] == nil,
              groupMeets(rect, section: sections[index], group: group, state: state),
              let result = measureGroup(section: index, group: group, measure: measure)
            else { continue }
            measuredNew = true
            sectionChanged = sectionChanged || result
          }
          if sectionChanged {
            sections[index].finalize(scale: scale)
            changed = true
          }
        }
        index += 1
      }
      if changed {
        changedAny = true
        stack()
      } else if measuredNew {
        // Same lengths, but the new instances' leaves may reach farther than before.
        updateDrawnExtents()
      }
      if !changed || !measuredNew { break }
    }
    return changedAny
  }

  /// Whether unmeasured group `group` of `section` (its slot or any overflowing leaf of the
  /// template) meets `rect`.
  func groupMeets(_ rect: Rect, section: SectionLayout, group: Int, state: ScrollState)
    -> Bool
  {
    let origin = section.origin(ofGroup: group)
    let x = origin.x - orthogonalOffset(of: section, in: state)
    let y = section.start + origin.y
    let size = section.solvedGroup(group).size
    let axis = section.stackingAxis
    let along = max(section.groupLength(group), section.templateReach.maximum)
    let width = axis == .horizontal ? along : max(size.width, section.containerWidth)
    let height = axis == .vertical ? along : max(size.height, section.rowHeight)
    let low = min(0, section.templateReach.minimum)
    return x + (axis == .horizontal ? low : 0) < rect.maxX && x + width > rect.minX
      && y + (axis == .vertical ? low : 0) < rect.maxY && y + height > rect.minY
  }

  /// Measures every group of every self-sizing section (for export).
  package mutating func measureAllGroups(measure: (ItemPath, Size) -> Size?) {
    for index in sections.indices where sections[index].variable != nil {
      var changed = false
      var group = 0
      while group < sections[index].groupCount {
        if sections[index].variable?.instances[group] == nil,
          measureGroup(section: index, group: group, measure: measure) == true
        {
          changed = true
        }
        group += 1
      }
      if changed { sections[index].finalize(scale: scale) }
    }
    stack()
  }

  /// Measures one group's estimated leaves and re-solves it.
  ///
  /// Returns nil when a leaf could not be measured (the group keeps its estimates), else
  /// whether the group's length changed.
  mutating func measureGroup(
    section index: Int, group: Int, measure: (ItemPath, Size) -> Size?
  ) -> Bool? {
    if sections[index].variable?.counts != nil {
      if sections[index].spec.group.fillsWithEstimatedItems {
        return measureReflowingGroup(section: index, group: group, measure: measure)
      }
      return measureNestedReflowingGroup(section: index, group: group, measure: measure)
    }
    // Read what is needed without keeping a copy of the section (a copy alive across the
    // mutations below would make them copy the section's per-group arrays).
    let template = sections[index].template
    let held = sections[index].itemsInGroup(group)
    let first = sections[index].firstItem(ofGroup: group)
    let axis = sections[index].stackingAxis
    let spec = sections[index].spec.group
    let basis = sections[index].groupBasis
    var sizes = [Size?](repeating: nil, count: template.capacity)
    for leaf in 0..<held where template.info[leaf].isEstimated {
      let path = ItemPath(item: first + leaf, section: index)
      guard let size = measure(path, template.info[leaf].proposal) else { return nil }
      sizes[leaf] = size
    }
    var solver = GroupSolver(scale: scale, measured: sizes)
    let solved = solver.solveTopLevel(spec, in: basis)
    let length = solved.trimmedLength(along: axis, holding: held)
    sections[index].setInstance(solved, forGroup: group)
    return sections[index].applyMeasuredLength(length, toGroup: group)
  }
}
