import CompositionalEngine
import Geometry

/// Layout-wide settings of a compositional layout (UIKit's name).
public final class UICollectionViewCompositionalLayoutConfiguration {
  /// The scroll direction (default vertical).
  public var scrollDirection: UICollectionView.ScrollDirection = .vertical
  /// Space between every pair of neighbouring sections, empty ones included.
  public var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout (full width; index path item `Int.max`, section 0).
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// What sections' cross-axis insets are measured from (default automatic: the safe area).
  public var contentInsetsReference: UIContentInsetsReference = .automatic

  /// Creates the default configuration.
  public init() {}

  /// A copy with the same settings (UIKit hands out copies).
  public func copy() -> UICollectionViewCompositionalLayoutConfiguration {
    let copy = UICollectionViewCompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.contentInsetsReference = contentInsetsReference
    return copy
  }
}

/// A problem the layout found in its input, with what it did instead of crashing.
public enum CompositionalLayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// The provider returned nil for a section that has items: the section is laid out empty.
  case missingSection(section: Int, itemCount: Int)
  /// A fraction was not finite or not positive: the dimension resolved to 0.
  case invalidFraction(section: Int)
  /// A group fits no item along its axis: the section's items are not laid out.
  case groupHoldsNoItems(section: Int)
  /// A group of estimated height holds items whose height is a fraction of it: those items
  /// cannot self-size (reference rule 35); they resolve against the group's estimate.
  case estimatedGroupWithFractionalItems(section: Int)

  /// A sentence describing the problem and the behaviour chosen.
  public var description: String {
    switch self {
    case .missingSection(let section, let count):
      return "section \(section) has \(count) items but the provider returned nil; laid out empty"
    case .invalidFraction(let section):
      return "section \(section) uses a fraction that is not positive and finite; resolved to 0"
    case .groupHoldsNoItems(let section):
      return "section \(section)'s group fits no item; its items have no attributes"
    case .estimatedGroupWithFractionalItems(let section):
      return
        "section \(section) has an estimated group over fractional items; they will not self-size"
    }
  }
}

/// The closure that describes each section (UIKit's name).
public typealias UICollectionViewCompositionalLayoutSectionProvider = (
  Int, any NSCollectionLayoutEnvironment
) -> NSCollectionLayoutSection?

extension LayoutElement {
  /// Whether a group estimated on an axis holds an item that is a fraction on that axis.
  var hasEstimatedGroupOverFractionalItems: Bool {
    guard case .group(let group) = self else { return false }
    for axis in [LayoutAxis.horizontal, .vertical]
    where group.size.dimension(along: axis).isEstimated {
      for child in group.subitems {
        guard case .item(let item) = child else { continue }
        switch item.size.dimension(along: axis) {
        case .fractionalWidth, .fractionalHeight: return true
        default: continue
        }
      }
    }
    return group.subitems.contains { $0.hasEstimatedGroupOverFractionalItems }
  }

  /// Whether any dimension in the element's tree is an invalid fraction.
  var containsInvalidFraction: Bool {
    switch self {
    case .item(let item):
      return item.size.width.isInvalidFraction || item.size.height.isInvalidFraction
    case .group(let group):
      return group.size.width.isInvalidFraction || group.size.height.isInvalidFraction
        || group.subitems.contains { $0.containsInvalidFraction }
    }
  }
}
