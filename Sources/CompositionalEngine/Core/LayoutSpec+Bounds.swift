import Geometry

// The engine's input boundary: every finite length of a section's description is clamped to
// ±LayoutBounds.maxLength (Docs/Bounds.md), so that sums of spacings, insets and offsets stay
// finite. Numbers that are not finite are left as they are: the engine already treats them as
// 0 where it reads them.

/// `value` clamped to ±``LayoutBounds/maxLength`` when it is finite.
private func bounded(_ value: Double) -> Double {
  value.isFinite ? LayoutBounds.clampedLength(value) : value
}

extension EdgeInsets {
  /// The insets with each finite edge clamped to the layout range.
  var boundedForLayout: EdgeInsets {
    EdgeInsets(
      top: bounded(top), left: bounded(left), bottom: bounded(bottom), right: bounded(right))
  }
}

extension Point {
  /// The point with each finite coordinate clamped to the layout range.
  var boundedForLayout: Point { Point(x: bounded(x), y: bounded(y)) }
}

extension LayoutSpacing {
  /// The spacing with its finite length clamped to the layout range.
  var boundedForLayout: LayoutSpacing {
    switch self {
    case .fixed(let length): return .fixed(bounded(length))
    case .flexible(let length): return .flexible(bounded(length))
    }
  }
}

extension LayoutEdgeSpacing {
  /// The edge spacing with each finite length clamped to the layout range.
  var boundedForLayout: LayoutEdgeSpacing {
    LayoutEdgeSpacing(
      leading: leading?.boundedForLayout, top: top?.boundedForLayout,
      trailing: trailing?.boundedForLayout, bottom: bottom?.boundedForLayout)
  }
}

extension SupplementarySpec {
  /// The supplementary item with its offsets and insets clamped to the layout range.
  var boundedForLayout: SupplementarySpec {
    var spec = self
    spec.containerAnchor.offset = containerAnchor.offset.boundedForLayout
    spec.itemAnchor?.offset = itemAnchor?.offset.boundedForLayout ?? .zero
    spec.contentInsets = contentInsets.boundedForLayout
    return spec
  }
}

extension BoundarySpec {
  /// The boundary item with its offset, insets and padding clamped to the layout range.
  var boundedForLayout: BoundarySpec {
    var spec = self
    spec.offset = offset.boundedForLayout
    spec.contentInsets = contentInsets.boundedForLayout
    spec.padding = bounded(padding)
    return spec
  }
}

extension LayoutElement {
  /// The element with every finite length of its subtree clamped to the layout range.
  var boundedForLayout: LayoutElement {
    switch self {
    case .item(var item):
      item.contentInsets = item.contentInsets.boundedForLayout
      item.edgeSpacing = item.edgeSpacing?.boundedForLayout
      item.supplementaries = item.supplementaries.map(\.boundedForLayout)
      return .item(item)
    case .group(let group): return .group(group.boundedForLayout)
    }
  }
}

extension GroupSpec {
  /// The group with every finite length of its subtree clamped to the layout range.
  var boundedForLayout: GroupSpec {
    var group = self
    group.subitems = subitems.map(\.boundedForLayout)
    group.interItemSpacing = interItemSpacing?.boundedForLayout
    group.contentInsets = contentInsets.boundedForLayout
    group.edgeSpacing = edgeSpacing?.boundedForLayout
    group.supplementaries = supplementaries.map(\.boundedForLayout)
    group.customFrames = customFrames?.map { custom in
      var custom = custom
      custom.frame = Rect(
        x: bounded(custom.frame.minX), y: bounded(custom.frame.minY),
        width: bounded(custom.frame.width), height: bounded(custom.frame.height))
      return custom
    }
    return group
  }
}

extension SectionSpec {
  /// The section with every finite length of its description clamped to the layout range.
  var boundedForLayout: SectionSpec {
    var section = self
    section.group = group.boundedForLayout
    section.interGroupSpacing = bounded(interGroupSpacing)
    section.contentInsets = contentInsets.boundedForLayout
    section.boundaryItems = boundaryItems.map(\.boundedForLayout)
    section.decorations = decorations.map { decoration in
      var decoration = decoration
      decoration.contentInsets = decoration.contentInsets.boundedForLayout
      return decoration
    }
    return section
  }
}
