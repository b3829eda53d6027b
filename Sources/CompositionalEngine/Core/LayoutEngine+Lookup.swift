import Geometry

extension LayoutEngine {
  /// The cell at `indexPath`, or nil when the section or item does not exist or is not placed.
  package func cell(at indexPath: ItemPath, state: ScrollState) -> PlacedElement? {
    guard indexPath.section >= 0, indexPath.section < sections.count else { return nil }
    let section = sections[indexPath.section]
    guard let local = section.localFrame(ofItem: indexPath.item) else { return nil }
    let shift = -orthogonalOffset(of: section, in: state)
    guard let (group, leaf) = section.locate(item: indexPath.item) else { return nil }
    let zIndex = section.solvedGroup(group).info[leaf].zIndex
    return PlacedElement(
      frame: rounded(local.offsetBy(dx: shift, dy: section.start)), category: .cell, kind: nil,
      indexPath: indexPath, zIndex: zIndex + section.cellZIndex)
  }

  /// The supplementary of `kind` at `indexPath`: layout-level, boundary or anchored.
  package func supplementary(kind: String, at indexPath: ItemPath, state: ScrollState)
    -> PlacedElement?
  {
    if indexPath.item == Int.max && indexPath.section == 0 {
      if let placed = layoutBoundary.first(where: { $0.spec.kind == kind }) {
        let (frame, zIndex) = boundaryFrame(
          placed, sectionStart: 0, sectionLength: contentSize.height, state: state)
        return PlacedElement(
          frame: rounded(frame), category: .supplementaryView, kind: kind, indexPath: indexPath,
          zIndex: zIndex)
      }
    }
    guard indexPath.section >= 0, indexPath.section < sections.count else { return nil }
    let section = sections[indexPath.section]
    if indexPath.item == 0, let placed = section.boundary.first(where: { $0.spec.kind == kind }) {
      let (frame, zIndex) = boundaryFrame(
        placed, sectionStart: section.start, sectionLength: section.length, state: state)
      return PlacedElement(
        frame: rounded(frame), category: .supplementaryView, kind: kind, indexPath: indexPath,
        zIndex: zIndex)
    }
    guard
      let (group, attachment) = section.attachment(kind: kind, item: indexPath.item)
    else { return nil }
    let origin = section.origin(ofGroup: group)
    let shift = -orthogonalOffset(of: section, in: state)
    let frame = attachment.frame.offsetBy(dx: origin.x + shift, dy: origin.y + section.start)
    return PlacedElement(
      frame: rounded(frame), category: .supplementaryView, kind: kind, indexPath: indexPath,
      zIndex: attachment.zIndex)
  }

  /// The decoration of `kind` in section `indexPath.section`.
  package func decoration(kind: String, at indexPath: ItemPath) -> PlacedElement? {
    guard indexPath.section >= 0, indexPath.section < sections.count, indexPath.item == 0 else {
      return nil
    }
    let section = sections[indexPath.section]
    guard let placed = section.decorations.first(where: { $0.spec.kind == kind }) else {
      return nil
    }
    return PlacedElement(
      frame: rounded(placed.frame.offsetBy(dx: 0, dy: section.start)), category: .decorationView,
      kind: kind, indexPath: indexPath, zIndex: placed.spec.zIndex)
  }

  /// Every element of the layout (for export), ignoring pinning beyond `state`.
  package func allElements(state: ScrollState) -> [PlacedElement] {
    // Every finite position: frames can reach far past 1e12 (10⁸ items of the largest size).
    let half = Double.greatestFiniteMagnitude / 4
    let everything = Rect(x: -half, y: -half, width: 2 * half, height: 2 * half)
    return elements(in: everything, state: state)
  }
}

extension LayoutEngine {
  /// The orthogonal offset of `section` under `state`.
  package func orthogonalOffset(of section: SectionLayout, in state: ScrollState) -> Double {
    guard section.isOrthogonal, state.scrollsRows else { return 0 }
    if let offset = state.orthogonalOffsets[section.index], offset.isFinite { return offset }
    return section.initialOrthogonalOffset
  }

  /// The frame of a boundary item under `state`, with pinning applied (rules 22–23).
  func boundaryFrame(
    _ placed: PlacedBoundary, sectionStart: Double, sectionLength: Double, state: ScrollState
  ) -> (frame: Rect, zIndex: Int) {
    var frame = placed.frame.offsetBy(dx: 0, dy: sectionStart)
    guard placed.spec.pinToVisibleBounds else { return (frame, placed.spec.zIndex) }
    let natural = frame.minY
    let edges = placed.spec.alignment.edges
    let sectionEnd = sectionStart + sectionLength
    if edges.contains(.top) {
      let cap = sectionEnd - placed.trailingRoom - frame.height
      frame.origin.y = min(max(natural, state.viewportStart), cap)
    } else if edges.contains(.bottom) {
      let floor = sectionStart + placed.leadingRoom
      frame.origin.y = max(min(natural, state.viewportEnd - frame.height), floor)
    }
    // UIKit lifts every pinned item's z (rule 23), pinned position or natural.
    return (frame, 1_000_000_000 + placed.spec.zIndex)
  }
}
