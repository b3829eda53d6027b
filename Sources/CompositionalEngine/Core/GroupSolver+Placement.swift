import Geometry

extension GroupSolver {
  /// Places a resolved child at `origin` (its slot's corner) into `result`.
  package func place(_ child: Child, at origin: Point, into result: inout SolvedGroup) {
    switch child.element {
    case .item(let item):
      let slot = Rect(origin: origin, size: child.size)
      var insets = item.contentInsets
      if item.size.width.isEstimated {
        insets.left = 0
        insets.right = 0
      }
      if item.size.height.isEstimated {
        insets.top = 0
        insets.bottom = 0
      }
      let frame = slot.inset(by: insets)
      let leaf = result.leaves.count
      result.leaves.append(frame)
      result.slots.append(slot)
      result.info.append(
        LeafInfo(
          proposal: frame.size, estimatedWidth: item.size.width.isEstimated,
          estimatedHeight: item.size.height.isEstimated,
          uniformHeight: item.size.height.isUniformAcrossSiblings))
      for spec in item.supplementaries {
        let placed = AnchorPlacement.frame(of: spec, on: frame, basis: frame.size, scale: scale)
        result.attachments.append(
          Attachment(
            frame: placed, kind: spec.kind, zIndex: spec.zIndex, leaf: leaf,
            isDecoration: spec.isDecoration))
      }
    case .group:
      guard let solved = child.solved else { return }
      let base = result.leaves.count
      let (dx, dy) = (origin.x, origin.y)
      // Moved while appended: no moved copy of the nested group (each level would copy
      // every leaf below it once more).
      result.leaves.append(contentsOf: solved.leaves.lazy.map { $0.offsetBy(dx: dx, dy: dy) })
      result.slots.append(contentsOf: solved.slots.lazy.map { $0.offsetBy(dx: dx, dy: dy) })
      result.info += solved.info
      let groupBase = result.groupsWithSupplementaries
      result.attachments += solved.attachments.map {
        var shifted = $0
        shifted.frame = $0.frame.offsetBy(dx: dx, dy: dy)
        shifted.leaf += base
        shifted.groupOrdinal = $0.groupOrdinal.map { $0 + groupBase }
        return shifted
      }
      result.groupsWithSupplementaries += solved.groupsWithSupplementaries
    }
  }

  /// Solves a custom group: its provider's frames, relative to the group's corner.
  mutating func solveCustom(
    _ group: GroupSpec, _ frames: [CustomItemFrame], size: Size, _ container: Size
  ) -> SolvedGroup {
    var result = SolvedGroup(size: size)
    for custom in frames {
      let frame = Rect(
        x: custom.frame.minX, y: custom.frame.minY,
        width: PixelSnapping.floor(max(0, custom.frame.width), scale: scale),
        height: PixelSnapping.floor(max(0, custom.frame.height), scale: scale))
      result.leaves.append(frame)
      result.slots.append(frame)
      result.info.append(
        LeafInfo(
          proposal: frame.size, estimatedWidth: false, estimatedHeight: false,
          zIndex: custom.zIndex))
    }
    attachGroupSupplementaries(group, to: &result, basis: container)
    return result
  }

  /// Adds the group's own supplementaries, anchored to its frame, sized against `basis`.
  func attachGroupSupplementaries(
    _ group: GroupSpec, to result: inout SolvedGroup, basis: Size
  ) {
    guard !group.supplementaries.isEmpty else { return }
    let frame = Rect(origin: .zero, size: result.size)
    let ordinal = result.groupsWithSupplementaries
    result.groupsWithSupplementaries += 1
    for spec in group.supplementaries {
      let placed = AnchorPlacement.frame(of: spec, on: frame, basis: basis, scale: scale)
      result.attachments.append(
        Attachment(
          frame: placed, kind: spec.kind, zIndex: spec.zIndex, leaf: 0, groupOrdinal: ordinal))
    }
    result.attachments.sort { $0.leaf < $1.leaf }
  }
}
