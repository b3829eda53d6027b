import Geometry

extension SectionLayout {
  /// The most items a section lays out; larger counts are clamped (documented bad input).
  static let maximumItemCount = 100_000_000

  /// Lays out a section (Docs/CompositionalRules.md §3.1–§3.5, §3.8–§3.9) in the canonical
  /// vertical space.
  ///
  /// - Parameters:
  ///   - container: the collection's bounds size.
  ///   - references: the insets `contentInsetsReference` can name (safe area, margins…).
  package init(
    index: Int, spec: SectionSpec, itemCount: Int, container: Size, references: ReferenceInsets,
    scale: Double
  ) {
    let insets = Self.crossInsets(
      spec.contentInsets, plus: references.insets(for: spec.contentInsetsReference))
    let orthogonal = spec.orthogonalBehavior != .none
    // The top-level group's basis: the inset width and the whole height (rule 2); an orthogonal
    // row resolves against the whole width and the height less the vertical insets (rule 28).
    let basis =
      orthogonal
      ? Size(width: container.width, height: max(0, container.height - insets.vertical))
      : Size(width: max(0, container.width - insets.horizontal), height: container.height)
    var solver = GroupSolver(scale: scale)
    let template = solver.solveTopLevel(spec.group, in: basis)
    let count = min(max(0, itemCount), Self.maximumItemCount)
    self.init(index: index, spec: spec, itemCount: count, template: template)
    self.insets = insets
    self.containerWidth = container.width
    self.groupBasis = basis
    // Boundary items follow the section's cross-axis insets unless
    // `supplementaryContentInsetsReference` says otherwise (rule 16, reference table §2).
    switch spec.supplementaryContentInsetsReference {
    case .automatic: self.boundaryInsets = insets
    case .none: self.boundaryInsets = .zero
    case let other:
      self.boundaryInsets = Self.crossInsets(
        spec.contentInsets, plus: references.insets(for: other))
    }
    let boundaryWidth = max(0, container.width - boundaryInsets.horizontal)
    self.boundaryBasis = Size(width: boundaryWidth, height: container.height)
    self.orthogonalViewport = max(0, container.width - insets.horizontal)
    let capacity = template.capacity
    groupCount =
      capacity > 0 ? self.itemCount / capacity + (self.itemCount % capacity > 0 ? 1 : 0) : 0
    let axis = stackingAxis
    (leafReach, crossReach) = Self.reach(of: template, along: axis)
    templateReach = leafReach
    if template.hasEstimatedLeaves && groupCount > 0 {
      let length = template.size.length(along: axis)
      var lengths = [Double](repeating: length, count: groupCount)
      lengths[groupCount - 1] = template.trimmedLength(
        along: axis, holding: itemsInGroup(groupCount - 1))
      variable = VariableGroups(lengths: lengths, spacing: spec.interGroupSpacing)
      prepareReflow()
    }
    finalize(scale: scale)
  }

  /// How far what `solved` places (cells and their badges) reaches from its origin, along
  /// `axis` and across it: what rect queries widen their search by.
  ///
  /// A frame of negative size (insets wider than its slot) counts by the area it spans once
  /// standardized, as `CGRect` and rect queries read it.
  static func reach(of solved: SolvedGroup, along axis: LayoutAxis) -> (
    along: (minimum: Double, maximum: Double), across: (minimum: Double, maximum: Double)
  ) {
    var along = (minimum: 0.0, maximum: 0.0)
    var across = (minimum: 0.0, maximum: 0.0)
    var first = true
    for frame in solved.leaves + solved.attachments.map(\.frame) {
      let low = frame.standardizedMinimum(along: axis)
      let high = frame.standardizedMaximum(along: axis)
      let crossLow = frame.standardizedMinimum(along: axis.other)
      let crossHigh = frame.standardizedMaximum(along: axis.other)
      if first {
        along = (low, high)
        across = (crossLow, crossHigh)
        first = false
      } else {
        along = (min(along.minimum, low), max(along.maximum, high))
        across = (min(across.minimum, crossLow), max(across.maximum, crossHigh))
      }
    }
    return (along, across)
  }

  /// Stores group `group`'s measured instance and widens the section's reach to hold it
  /// (measured leaves can overflow their group by more than a group's length).
  ///
  /// The layout's drawn extents must then be recomputed (`LayoutEngine.updateDrawnExtents`).
  mutating func setInstance(_ solved: SolvedGroup, forGroup group: Int) {
    variable?.instances[group] = solved
    guard !solved.leaves.isEmpty || !solved.attachments.isEmpty else { return }
    let (along, across) = Self.reach(of: solved, along: stackingAxis)
    leafReach = (min(leafReach.minimum, along.minimum), max(leafReach.maximum, along.maximum))
    crossReach = (
      min(crossReach.minimum, across.minimum), max(crossReach.maximum, across.maximum)
    )
  }

  /// A section's insets with a reference's cross-axis (left and right) insets added.
  static func crossInsets(_ insets: EdgeInsets, plus reference: EdgeInsets) -> EdgeInsets {
    var result = insets
    result.left += reference.left
    result.right += reference.right
    return result
  }

  /// Computes the section's length, boundary items and decorations from its groups.
  mutating func finalize(scale: Double) {
    let sizes = spec.boundaryItems.map { $0.size.resolved(in: boundaryBasis, scale: scale) }
    leadingRoom = 0
    trailingRoom = 0
    // An extending item stays at the section's edge and its offset moves the content instead
    // (UIKit's measured behaviour): the room it takes is its height, less its offset towards
    // the content. The section's edge is set by the item reaching farthest out.
    for (item, size) in zip(spec.boundaryItems, sizes) where item.extendsBoundary {
      let edges = item.alignment.edges
      if edges.contains(.top) {
        leadingRoom = max(leadingRoom, size.height + item.padding - item.offset.y)
      }
      if edges.contains(.bottom) {
        trailingRoom = max(trailingRoom, size.height + item.padding + item.offset.y)
      }
    }
    let empty = groupCount == 0
    let hasBoundary = !spec.boundaryItems.isEmpty
    var content: Double
    if empty && !hasBoundary {
      content = 0
      length = 0
    } else {
      content = insets.top + groupsLength + insets.bottom
      if isOrthogonal {
        content = insets.top + (empty ? 0 : rowHeight) + insets.bottom
      }
      length = leadingRoom + content + trailingRoom
    }
    // Extending leading/trailing items taller than the section grow it (rule 20).
    for (item, size) in zip(spec.boundaryItems, sizes) where item.extendsBoundary {
      let edges = item.alignment.edges
      if !edges.contains(.top) && !edges.contains(.bottom) && size.height > length {
        length = size.height
      }
    }
    groupOrigin = Point(x: insets.left, y: leadingRoom + insets.top)
    placeBoundaryItems(sizes: sizes)
    decorations = []
    if length > 0 {
      let frame = Rect(x: 0, y: 0, width: containerWidth, height: length)
      decorations = spec.decorations.map {
        PlacedDecoration(spec: $0, frame: frame.inset(by: $0.contentInsets))
      }
    }
  }

  /// Places boundary items relative to the section's start (rules 16–20).
  private mutating func placeBoundaryItems(sizes: [Size]) {
    let crossStart = boundaryInsets.left
    let crossEnd = containerWidth - boundaryInsets.right
    boundary = []
    for (item, size) in zip(spec.boundaryItems, sizes) {
      let edges = item.alignment.edges
      let x: Double
      if edges.contains(.leading) && !edges.contains(.trailing) {
        x = crossStart
      } else if edges.contains(.trailing) && !edges.contains(.leading) {
        x = crossEnd - size.width
      } else {
        x = crossStart + (crossEnd - crossStart - size.width) / 2
      }
      // Extending items line up against the content's edge, each moved by its offset
      // (smaller ones sit next to the content; the farthest one sets the section's edge).
      let y: Double
      if edges.contains(.top) {
        y =
          item.extendsBoundary
          ? leadingRoom - size.height + item.offset.y
          : leadingRoom + item.padding + item.offset.y
      } else if edges.contains(.bottom) {
        y =
          item.extendsBoundary
          ? length - trailingRoom + item.offset.y
          : length - trailingRoom - size.height - item.padding + item.offset.y
      } else {
        y = (length - size.height) / 2 + item.offset.y
      }
      let frame = Rect(x: x + item.offset.x, y: y, width: size.width, height: size.height)
      boundary.append(
        PlacedBoundary(
          spec: item, frame: frame.inset(by: item.contentInsets), leadingRoom: leadingRoom,
          trailingRoom: trailingRoom))
    }
  }
}
