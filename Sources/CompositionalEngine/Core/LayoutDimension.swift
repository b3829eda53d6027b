import Geometry

/// One axis of an item's or a group's size, before it is resolved against a container.
public enum LayoutDimension: Hashable, Sendable {
  /// A fraction of the container's width.
  case fractionalWidth(Double)
  /// A fraction of the container's height.
  case fractionalHeight(Double)
  /// A fixed length in points.
  case absolute(Double)
  /// A length in points used until the element is measured.
  case estimated(Double)
  /// An estimate that, once measured, grows to the largest sibling in the same group.
  case uniformAcrossSiblings(estimate: Double)

  /// Whether the length comes from measuring (estimated or uniform across siblings).
  public var isEstimated: Bool {
    switch self {
    case .estimated, .uniformAcrossSiblings: return true
    default: return false
    }
  }

  /// Whether the length is uniform across siblings.
  public var isUniformAcrossSiblings: Bool {
    if case .uniformAcrossSiblings = self { return true }
    return false
  }

  /// The length for `container`, floored to the pixel grid of `scale`.
  ///
  /// Fractions that are not finite or not positive resolve to 0; so do negative lengths. A
  /// length beyond ``/Geometry/LayoutBounds/maxLength`` (33,554,431 points) resolves to that
  /// bound.
  public func resolved(in container: Size, scale: Double) -> Double {
    let raw: Double
    switch self {
    case .fractionalWidth(let fraction): raw = fraction * container.width
    case .fractionalHeight(let fraction): raw = fraction * container.height
    case .absolute(let length), .estimated(let length): raw = length
    case .uniformAcrossSiblings(let estimate): raw = estimate
    }
    guard raw.isFinite, raw > 0 else { return 0 }
    return PixelSnapping.floor(min(raw, LayoutBounds.maxLength), scale: scale)
  }

  /// The same dimension with width and height fractions exchanged (for a transposed layout).
  package var transposed: LayoutDimension {
    switch self {
    case .fractionalWidth(let fraction): return .fractionalHeight(fraction)
    case .fractionalHeight(let fraction): return .fractionalWidth(fraction)
    default: return self
    }
  }

  /// Whether the dimension is a fraction that is not finite or not positive.
  package var isInvalidFraction: Bool {
    switch self {
    case .fractionalWidth(let fraction), .fractionalHeight(let fraction):
      return !(fraction.isFinite && fraction > 0)
    default: return false
    }
  }
}

/// A width and a height dimension.
public struct LayoutSize: Hashable, Sendable {
  /// The horizontal dimension.
  public var width: LayoutDimension
  /// The vertical dimension.
  public var height: LayoutDimension

  /// Creates a size from its two dimensions.
  public init(width: LayoutDimension, height: LayoutDimension) {
    self.width = width
    self.height = height
  }

  /// The size resolved against `container` at `scale`.
  public func resolved(in container: Size, scale: Double) -> Size {
    Size(
      width: width.resolved(in: container, scale: scale),
      height: height.resolved(in: container, scale: scale))
  }

  /// The dimension along `axis`.
  package func dimension(along axis: LayoutAxis) -> LayoutDimension {
    axis == .horizontal ? width : height
  }

  /// The same size with the axes exchanged.
  package var transposed: LayoutSize {
    LayoutSize(width: height.transposed, height: width.transposed)
  }
}

/// Space between elements: either a fixed length or a flexible minimum that shares leftover room.
public enum LayoutSpacing: Hashable, Sendable {
  /// Exactly this many points.
  case fixed(Double)
  /// At least this many points, plus an equal share of the room left in the group.
  case flexible(Double)

  /// The fixed length, or the flexible minimum, clamped to
  /// ±``/Geometry/LayoutBounds/maxLength`` (0 when not finite).
  public var minimum: Double {
    switch self {
    case .fixed(let length), .flexible(let length):
      return length.isFinite ? LayoutBounds.clampedLength(length) : 0
    }
  }

  /// Whether the spacing is flexible.
  public var isFlexible: Bool {
    if case .flexible = self { return true }
    return false
  }
}

/// Spacing outside the four edges of an item or group.
public struct LayoutEdgeSpacing: Hashable, Sendable {
  /// Spacing before the leading edge.
  public var leading: LayoutSpacing?
  /// Spacing above the top edge.
  public var top: LayoutSpacing?
  /// Spacing after the trailing edge.
  public var trailing: LayoutSpacing?
  /// Spacing below the bottom edge.
  public var bottom: LayoutSpacing?

  /// Creates edge spacing; `nil` means none on that edge.
  public init(
    leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil,
    bottom: LayoutSpacing? = nil
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }

  /// The spacing before the element along `axis`.
  package func before(_ axis: LayoutAxis) -> LayoutSpacing? { axis == .horizontal ? leading : top }

  /// The spacing after the element along `axis`.
  package func after(_ axis: LayoutAxis) -> LayoutSpacing? {
    axis == .horizontal ? trailing : bottom
  }

  /// The same spacing with the axes exchanged.
  package var transposed: LayoutEdgeSpacing {
    LayoutEdgeSpacing(leading: top, top: leading, trailing: bottom, bottom: trailing)
  }
}

/// The two layout axes.
public enum LayoutAxis: Hashable, Sendable {
  /// Along x.
  case horizontal
  /// Along y.
  case vertical

  /// The other axis.
  public var other: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}
