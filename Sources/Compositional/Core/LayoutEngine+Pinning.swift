import Geometry

extension LayoutEngine {
  /// The orthogonal offset of `section` under `state`.
  func orthogonalOffset(of section: SectionLayout, in state: ScrollState) -> Double {
    guard section.isOrthogonal else { return 0 }
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
    let pinned = abs(frame.minY - natural) > 1e-9
    return (frame, pinned ? 1_000_000_000 + placed.spec.zIndex : placed.spec.zIndex)
  }
}
