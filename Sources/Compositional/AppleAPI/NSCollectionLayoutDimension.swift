import CompositionalEngine
import Geometry

/// One axis of a layout size (UIKit's name): fractional, absolute, estimated or uniform.
public final class NSCollectionLayoutDimension {
  /// The engine's dimension.
  let value: LayoutDimension

  /// Wraps an engine dimension.
  init(_ value: LayoutDimension) { self.value = value }

  /// A fraction of the container's width.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    Self(.fractionalWidth(fractionalWidth))
  }

  /// A fraction of the container's height.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    Self(.fractionalHeight(fractionalHeight))
  }

  /// A fixed length in points.
  public static func absolute(_ absoluteDimension: CGFloat) -> Self {
    Self(.absolute(absoluteDimension))
  }

  /// An estimate, replaced by the measured length.
  public static func estimated(_ estimatedDimension: CGFloat) -> Self {
    Self(.estimated(estimatedDimension))
  }

  /// An estimate; once measured, every such sibling takes the largest measured length.
  public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
    Self(.uniformAcrossSiblings(estimate: estimatedDimension))
  }

  /// Whether the dimension is a fraction of the width.
  public var isFractionalWidth: Bool {
    if case .fractionalWidth = value { return true }
    return false
  }

  /// Whether the dimension is a fraction of the height.
  public var isFractionalHeight: Bool {
    if case .fractionalHeight = value { return true }
    return false
  }

  /// Whether the dimension is absolute.
  public var isAbsolute: Bool {
    if case .absolute = value { return true }
    return false
  }

  /// Whether the dimension is estimated (uniform-across-siblings counts as estimated).
  public var isEstimated: Bool { value.isEstimated }

  /// Whether the dimension is uniform across siblings.
  public var isUniformAcrossSiblings: Bool { value.isUniformAcrossSiblings }

  /// The number the dimension was made with (fraction, points or estimate).
  public var dimension: CGFloat {
    switch value {
    case .fractionalWidth(let number), .fractionalHeight(let number), .absolute(let number),
      .estimated(let number):
      return number
    case .uniformAcrossSiblings(let estimate): return estimate
    }
  }
}

/// A width and a height dimension (UIKit's name).
public final class NSCollectionLayoutSize {
  /// The width dimension.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height dimension.
  public let heightDimension: NSCollectionLayoutDimension

  /// Creates a size from its two dimensions.
  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    self.widthDimension = width
    self.heightDimension = height
  }

  /// The engine's size.
  var value: LayoutSize { LayoutSize(width: widthDimension.value, height: heightDimension.value) }
}

/// Fixed or flexible spacing (UIKit's name).
public final class NSCollectionLayoutSpacing {
  /// The engine's spacing.
  let value: LayoutSpacing

  /// Wraps an engine spacing.
  init(_ value: LayoutSpacing) { self.value = value }

  /// Exactly `fixedSpacing` points.
  public static func fixed(_ fixedSpacing: CGFloat) -> Self { Self(.fixed(fixedSpacing)) }

  /// At least `flexibleSpacing` points, plus a share of the leftover room.
  public static func flexible(_ flexibleSpacing: CGFloat) -> Self {
    Self(.flexible(flexibleSpacing))
  }

  /// The spacing's number of points (the minimum when flexible).
  public var spacing: CGFloat { value.minimum }
  /// Whether the spacing is flexible.
  public var isFlexibleSpacing: Bool { value.isFlexible }
  /// Whether the spacing is fixed.
  public var isFixedSpacing: Bool { !value.isFlexible }
}

/// Spacing outside an item's four edges (UIKit's name).
public final class NSCollectionLayoutEdgeSpacing {
  /// Spacing before the leading edge.
  public let leading: NSCollectionLayoutSpacing?
  /// Spacing above the top edge.
  public let top: NSCollectionLayoutSpacing?
  /// Spacing after the trailing edge.
  public let trailing: NSCollectionLayoutSpacing?
  /// Spacing below the bottom edge.
  public let bottom: NSCollectionLayoutSpacing?

  /// Creates edge spacing; nil means none on that edge.
  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }

  /// The engine's edge spacing.
  var value: LayoutEdgeSpacing {
    LayoutEdgeSpacing(
      leading: leading?.value, top: top?.value, trailing: trailing?.value, bottom: bottom?.value)
  }
}
