import Geometry

/// The compositional engine: sections stacked along the scroll axis, in canonical space.
///
/// The canonical space scrolls vertically; a horizontally scrolling layout is described
/// transposed (see `SectionSpec` conversions) and its frames transposed back on the way out.
/// Building the engine is O(sections): items are placed arithmetically from each section's
/// solved group template, and queries binary-search sections and groups.
package struct LayoutEngine: Sendable {
  /// The display scale (0: no rounding).
  package let scale: Double
  /// The collection's bounds size.
  package let container: Size
  /// The laid-out sections, in order.
  package var sections: [SectionLayout]
  /// Space between neighbouring sections.
  package let interSectionSpacing: Double
  /// Layout-level boundary items (full width), with frames in content coordinates.
  var layoutBoundary: [PlacedBoundary] = []
  /// The layout-level items' descriptions.
  let layoutBoundarySpecs: [BoundarySpec]
  /// The content size (canonical).
  package var contentSize = Size.zero
  /// For each section, the lowest point it or any later section draws at.
  ///
  /// Rect queries search the sections from the first whose `drawnEnds` passes the rect's top
  /// to the last whose `drawnStarts` is above its bottom. Both arrays only grow with the
  /// index, even when negative sizes, insets or spacings make sections overlap or run
  /// backwards.
  var drawnStarts: [Double] = []
  /// For each section, the highest point it or any earlier section draws at.
  var drawnEnds: [Double] = []

  /// Lays out `sections` (nil: no section description, laid out empty) with `itemCounts`.
  package init(
    sections specs: [SectionSpec?], itemCounts: [Int], container: Size, references: ReferenceInsets,
    scale: Double, interSectionSpacing: Double, boundaryItems: [BoundarySpec]
  ) {
    // The container is clamped to the layout range (Docs/Bounds.md); NaN counts as 0.
    let container = Size(
      width: container.width.isNaN
        ? 0 : LayoutBounds.clampedLength(container.width, allowsNegative: false),
      height: container.height.isNaN
        ? 0 : LayoutBounds.clampedLength(container.height, allowsNegative: false))
    self.scale = scale
    self.container = container
    self.interSectionSpacing =
      interSectionSpacing.isFinite ? LayoutBounds.clampedLength(interSectionSpacing) : 0
    self.layoutBoundarySpecs = boundaryItems.map(\.boundedForLayout)
    let empty = SectionSpec(
      group: GroupSpec(
        axis: .horizontal, size: LayoutSize(width: .absolute(0), height: .absolute(0)),
        subitems: []))
    var built: [SectionLayout] = []
    built.reserveCapacity(specs.count)
    for (index, spec) in specs.enumerated() {
      let count = index < itemCounts.count ? itemCounts[index] : 0
      built.append(
        SectionLayout(
          index: index, spec: spec?.boundedForLayout ?? empty, itemCount: spec == nil ? 0 : count,
          container: container,
          references: spec == nil ? ReferenceInsets() : references, scale: scale))
    }
    self.sections = built
    stack()
  }

  /// Assigns section starts, the layout-level items and the content size.
  mutating func stack() {
    let sizes = layoutBoundarySpecs.map { $0.size.resolved(in: container, scale: scale) }
    var headerRoom = 0.0
    var footerRoom = 0.0
    var crossReach = 0.0
    // As in a section: an extending item stays at the content's edge and its offset moves the
    // content; items on the cross axis (leading or trailing only) sit inside the content from
    // its start and the content grows to hold them (UIKit's measured behaviour).
    for (item, size) in zip(layoutBoundarySpecs, sizes) where item.extendsBoundary {
      let edges = item.alignment.edges
      if edges.contains(.top) {
        headerRoom = max(headerRoom, size.height - item.offset.y)
      } else if edges.contains(.bottom) {
        footerRoom = max(footerRoom, size.height + item.offset.y)
      } else {
        crossReach = max(crossReach, size.height + item.offset.y)
      }
    }
    var position = headerRoom
    var width = container.width
    for index in sections.indices {
      sections[index].start = position
      position += sections[index].length
      if index < sections.count - 1 { position += interSectionSpacing }
      let section = sections[index]
      // A wide group widens the content (rule 15), but not by its own edge spacing: the
      // spacing moves the group without growing the content (UIKit's measured behaviour).
      if !section.isOrthogonal && section.groupCount > 0 {
        let template = section.template
        let groupWidth = (template.sizeWithoutEdgeSpacing ?? template.size).width
        width = max(width, section.groupOrigin.x + groupWidth)
      }
    }
    updateDrawnExtents()
    // The content first grows to hold the items on the cross axis, then the trailing items
    // follow that growth (UIKit's measured behaviour, issue 26).
    let grown = max(position, crossReach)
    contentSize = Size(width: width, height: grown + footerRoom)
    layoutBoundary = zip(layoutBoundarySpecs, sizes).map { item, size in
      let edges = item.alignment.edges
      let x: Double
      if edges.contains(.leading) && !edges.contains(.trailing) {
        x = 0
      } else if edges.contains(.trailing) && !edges.contains(.leading) {
        x = width - size.width
      } else {
        x = (width - size.width) / 2
      }
      let y: Double
      if edges.contains(.top) {
        y = item.extendsBoundary ? headerRoom - size.height : headerRoom
      } else if edges.contains(.bottom) {
        y = item.extendsBoundary ? grown : grown - size.height
      } else {
        y = 0
      }
      let frame = Rect(
        x: x + item.offset.x, y: y + item.offset.y, width: size.width, height: size.height)
      return PlacedBoundary(
        spec: item, frame: frame.inset(by: item.contentInsets), leadingRoom: headerRoom,
        trailingRoom: footerRoom)
    }
  }

  /// Recomputes `drawnStarts` and `drawnEnds` from the sections' starts and what they draw.
  mutating func updateDrawnExtents() {
    let count = sections.count
    drawnStarts = [Double](repeating: 0, count: count)
    drawnEnds = [Double](repeating: 0, count: count)
    var highest = -Double.infinity
    for index in 0..<count {
      let section = sections[index]
      let (low, high) = section.drawnExtent
      highest = max(highest, section.start + high)
      drawnEnds[index] = highest
      drawnStarts[index] = section.start + low
    }
    var lowest = Double.infinity
    for index in (0..<count).reversed() {
      lowest = min(lowest, drawnStarts[index])
      drawnStarts[index] = lowest
    }
  }

  /// The sections that may draw something between `low` and `high` along the scroll axis.
  func sections(between low: Double, and high: Double) -> Range<Int> {
    // The first section whose `drawnEnds` reaches `low`, the first whose `drawnStarts` is past
    // `high` (both arrays are sorted).
    var first = 0
    var end = drawnEnds.count
    while first < end {
      let mid = (first + end) / 2
      if drawnEnds[mid] < low { first = mid + 1 } else { end = mid }
    }
    var last = first
    end = drawnStarts.count
    while last < end {
      let mid = (last + end) / 2
      if drawnStarts[mid] <= high { last = mid + 1 } else { end = mid }
    }
    return first..<last
  }

  /// The index of the first section that ends after `position` (binary search).
  package func firstSection(endingAfter position: Double) -> Int {
    var low = 0
    var high = sections.count
    while low < high {
      let mid = (low + high) / 2
      let section = sections[mid]
      if section.start + section.length <= position { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// A frame in content coordinates, rounded to the pixel grid.
  func rounded(_ rect: Rect) -> Rect { PixelSnapping.round(rect, scale: scale) }
}

/// The insets a section's `contentInsetsReference` can name, in canonical space.
package struct ReferenceInsets: Sendable {
  /// The safe-area insets.
  package var safeArea = EdgeInsets.zero
  /// The layout margins.
  package var layoutMargins = EdgeInsets.zero
  /// The readable content guide's insets (the margins, widened to the readable width).
  package var readableContent = EdgeInsets.zero

  /// Creates reference insets.
  package init(
    safeArea: EdgeInsets = .zero, layoutMargins: EdgeInsets = .zero,
    readableContent: EdgeInsets = .zero
  ) {
    self.safeArea = safeArea
    self.layoutMargins = layoutMargins
    self.readableContent = readableContent
  }

  /// The insets `reference` names.
  package func insets(for reference: InsetsReference) -> EdgeInsets {
    switch reference {
    case .none: return .zero
    case .automatic, .safeArea: return safeArea
    case .layoutMargins: return layoutMargins
    case .readableContent: return readableContent
    }
  }
}
