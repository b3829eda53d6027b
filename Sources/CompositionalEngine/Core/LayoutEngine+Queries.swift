import Geometry

extension LayoutEngine {
  /// The elements whose frames meet `rect` (content coordinates), in section order.
  ///
  /// - Complexity: O(log sections + groups in the rect × group capacity).
  package func elements(in rect: Rect, state: ScrollState) -> [PlacedElement] {
    var result: [PlacedElement] = []
    let margin = searchMargin(rect.minY, rect.maxY)
    let candidates = sections(between: rect.minY - margin, and: rect.maxY + margin)
    var expected = 0
    for index in candidates {
      let section = sections[index]
      let groups = groupRange(of: section, meeting: rect, state: state)
      expected += groups.count * section.template.capacity + section.boundary.count
    }
    // Reserving up front avoids regrowing (and copying) large answers.
    result.reserveCapacity(expected + layoutBoundary.count)
    for index in candidates {
      appendElements(of: sections[index], in: rect, state: state, to: &result)
    }
    for placed in layoutBoundary {
      let (frame, zIndex) = boundaryFrame(
        placed, sectionStart: 0, sectionLength: contentSize.height, state: state)
      let rounded = self.rounded(frame)
      if rounded.overlaps(rect) {
        result.append(
          PlacedElement(
            frame: rounded, category: .supplementaryView, kind: placed.spec.kind,
            indexPath: ItemPath(item: Int.max, section: 0), zIndex: zIndex))
      }
    }
    return result
  }

  /// Appends one section's decorations, cells, attachments and boundary items that meet `rect`.
  private func appendElements(
    of section: SectionLayout, in rect: Rect, state: ScrollState, to result: inout [PlacedElement]
  ) {
    let start = section.start
    for decoration in section.decorations {
      let frame = rounded(decoration.frame.offsetBy(dx: 0, dy: start))
      if frame.overlaps(rect) {
        result.append(
          PlacedElement(
            frame: frame, category: .decorationView, kind: decoration.spec.kind,
            indexPath: ItemPath(item: 0, section: section.index), zIndex: decoration.spec.zIndex)
        )
      }
    }
    let groups = groupRange(of: section, meeting: rect, state: state)
    if !groups.isEmpty {
      let shift = -orthogonalOffset(of: section, in: state)
      for group in groups {
        let solved = section.solvedGroup(group)
        let origin = section.origin(ofGroup: group)
        let dx = origin.x + shift
        let dy = origin.y + start
        let held = section.itemsInGroup(group)
        let first = section.firstItem(ofGroup: group)
        for leaf in 0..<held {
          let frame = rounded(solved.leaves[leaf].offsetBy(dx: dx, dy: dy))
          guard frame.overlaps(rect) else { continue }
          let zIndex = solved.info[leaf].zIndex + section.cellZIndex
          result.append(
            PlacedElement(
              frame: frame, category: .cell, kind: nil,
              indexPath: ItemPath(item: first + leaf, section: section.index),
              zIndex: zIndex, rowOffset: -shift))
        }
        for attachment in solved.attachments where attachment.leaf < held {
          let frame = rounded(attachment.frame.offsetBy(dx: dx, dy: dy))
          guard frame.overlaps(rect) else { continue }
          result.append(
            PlacedElement(
              frame: frame,
              category: attachment.isDecoration ? .decorationView : .supplementaryView,
              kind: attachment.kind,
              indexPath: ItemPath(
                item: section.attachmentItem(attachment, group: group, firstItem: first),
                section: section.index),
              zIndex: attachment.zIndex, rowOffset: -shift))
        }
      }
    }
    for placed in section.boundary {
      let (frame, zIndex) = boundaryFrame(
        placed, sectionStart: start, sectionLength: section.length, state: state)
      let rounded = self.rounded(frame)
      guard rounded.overlaps(rect) else { continue }
      result.append(
        PlacedElement(
          frame: rounded, category: .supplementaryView, kind: placed.spec.kind,
          indexPath: ItemPath(item: 0, section: section.index), zIndex: zIndex))
    }
  }

  /// The groups of `section` whose leaves may meet `rect` (binary search or arithmetic).
  func groupRange(of section: SectionLayout, meeting rect: Rect, state: ScrollState)
    -> Range<Int>
  {
    guard section.groupCount > 0 else { return 0..<0 }
    let reach = section.leafReach
    if section.isOrthogonal {
      let rowTop = section.start + section.groupOrigin.y
      let rowBottom = max(section.crossReach.maximum, section.rowHeight)
      let margin = searchMargin(rect.minY, rect.maxY)
      guard rowTop + section.crossReach.minimum - margin <= rect.maxY,
        rowTop + rowBottom + margin >= rect.minY
      else { return 0..<0 }
      let base = section.groupOrigin.x - orthogonalOffset(of: section, in: state)
      let alongMargin = searchMargin(rect.minX, rect.maxX)
      let low = rect.minX - base - reach.maximum - alongMargin
      let high = rect.maxX - base - reach.minimum + alongMargin
      guard let variable = section.variable else {
        return arithmeticRange(section, low: low, high: high)
      }
      return variableRange(variable, count: section.groupCount, low: low, high: high)
    }
    let base = section.start + section.groupOrigin.y
    let margin = searchMargin(rect.minY, rect.maxY)
    let low = rect.minY - base - reach.maximum - margin
    let high = rect.maxY - base - reach.minimum + margin
    guard let variable = section.variable else {
      return arithmeticRange(section, low: low, high: high)
    }
    return variableRange(variable, count: section.groupCount, low: low, high: high)
  }

  /// How far past an element's unrounded reach the search for elements meeting `[low, high]`
  /// looks: frames are compared once rounded to the pixel grid, which moves an origin by up to
  /// half a pixel, and positions far from 0 carry rounding errors of their own.
  private func searchMargin(_ low: Double, _ high: Double) -> Double {
    let pixel = scale > 0 && scale.isFinite ? 1 / scale : 0
    return pixel + 1e-9 + 1e-12 * max(abs(low), abs(high))
  }

  /// Groups of a measured section starting in `[low, high]`, widened by one group each way
  /// because measured leaves may overflow their slot.
  private func variableRange(_ variable: VariableGroups, count: Int, low: Double, high: Double)
    -> Range<Int>
  {
    // Starts that do not grow with the index (negative lengths) cannot be bisected.
    guard variable.descendingSteps == 0 else { return 0..<count }
    let first = max(0, variable.lastGroup(startingBefore: low) - 1)
    let last = min(count - 1, variable.lastGroup(startingBefore: high) + 1)
    return first <= last ? first..<(last + 1) : 0..<0
  }

  /// Groups whose start lies in `[low, high]` for a uniformly stamped section.
  private func arithmeticRange(_ section: SectionLayout, low: Double, high: Double) -> Range<Int> {
    let pitch = section.pitch
    guard pitch > 0 else { return 0..<section.groupCount }
    let count = Double(section.groupCount)
    let firstValue = (low / pitch).rounded(.down)
    let lastValue = (high / pitch).rounded(.down)
    guard firstValue < count, lastValue >= 0 else { return 0..<0 }
    let first = firstValue <= 0 ? 0 : Int(firstValue)
    let last = min(section.groupCount - 1, lastValue >= count ? section.groupCount : Int(lastValue))
    return first <= last ? first..<(last + 1) : 0..<0
  }
}
