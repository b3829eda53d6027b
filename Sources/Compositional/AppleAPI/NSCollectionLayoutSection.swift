import CompositionalEngine
import Geometry

/// How a section scrolls across the layout's scroll axis, and where it rests (UIKit's name).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
  /// The section does not scroll on its own.
  case none = 0
  /// Scrolls and rests at any offset.
  case continuous
  /// Scrolls and rests at a group's leading edge.
  case continuousGroupLeadingBoundary
  /// Pages by the visible width.
  case paging
  /// Pages group by group, resting at a group's leading edge.
  case groupPaging
  /// Pages group by group, resting with a group centred.
  case groupPagingCentered

  /// The engine's behaviour.
  var value: OrthogonalBehavior {
    switch self {
    case .none: return .none
    case .continuous: return .continuous
    case .continuousGroupLeadingBoundary: return .continuousGroupLeadingBoundary
    case .paging: return .paging
    case .groupPaging: return .groupPaging
    case .groupPagingCentered: return .groupPagingCentered
    }
  }
}

/// Scroll physics of an orthogonal section (geometry-free; kept for source compatibility).
public struct UICollectionLayoutSectionOrthogonalScrollingProperties: Hashable, Sendable {
  /// How quickly scrolling slows down.
  public enum DecelerationRate: Hashable, Sendable {
    /// The system default.
    case automatic
    /// The normal rate.
    case normal
    /// The fast rate.
    case fast
  }

  /// Whether the section bounces at its ends.
  public enum BounceBehavior: Hashable, Sendable {
    /// The system default.
    case automatic
    /// Always bounces.
    case always
    /// Never bounces.
    case never
  }

  /// The deceleration rate.
  public var decelerationRate: DecelerationRate = .automatic
  /// The bounce behaviour.
  public var bounce: BounceBehavior = .automatic

  /// Creates default properties.
  public init() {}
}

/// A section: one group stamped along the scroll axis, with decorations and boundary items.
public final class NSCollectionLayoutSection {
  /// The group the section repeats.
  public let group: NSCollectionLayoutGroup
  /// Insets around the section's content.
  public var contentInsets: NSDirectionalEdgeInsets = .zero
  /// Space between neighbouring groups.
  public var interGroupSpacing: CGFloat = 0
  /// What the cross-axis insets are measured from (default: automatic, the safe area).
  public var contentInsetsReference: UIContentInsetsReference = .automatic
  /// What boundary items' cross-axis insets are measured from (iOS 16).
  ///
  /// `.automatic` (the default) follows the section: its `contentInsets` measured from its
  /// `contentInsetsReference`. `.none` makes boundary items ignore the section's insets (they
  /// span the bounds, like `supplementariesFollowContentInsets = false`). Any other reference
  /// measures the section's `contentInsets` from that reference for the boundary items only.
  public var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
  /// Whether boundary items use the section's cross-axis insets (default true).
  ///
  /// Deprecated in iOS 16 in favour of `supplementaryContentInsetsReference`: setting false sets
  /// it to `.none`, setting true to `.automatic`.
  public var supplementariesFollowContentInsets: Bool {
    get { supplementaryContentInsetsReference != .none }
    set { supplementaryContentInsetsReference = newValue ? .automatic : .none }
  }
  /// The orthogonal scrolling behaviour.
  public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior =
    .none
  /// Scroll physics of the orthogonal row (no effect on geometry).
  public var orthogonalScrollingProperties =
    UICollectionLayoutSectionOrthogonalScrollingProperties()
  /// Headers, footers and other boundary items.
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Background decorations.
  public var decorationItems: [NSCollectionLayoutDecorationItem] = []
  /// Called with the visible items on each query; its changes apply on top of the frames.
  public var visibleItemsInvalidationHandler:
    NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

  /// Creates a section that repeats `group`.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
  }

  /// The engine's description, transposed for a horizontal layout.
  func sectionSpec(transposed: Bool, environment: any NSCollectionLayoutEnvironment)
    -> SectionSpec
  {
    var spec = SectionSpec(
      group: group.groupSpec(transposed: transposed, environment: environment))
    spec.interGroupSpacing = interGroupSpacing.isFinite ? max(0, interGroupSpacing) : 0
    let insets = contentInsets.engineInsets
    spec.contentInsets = transposed ? insets.transposed : insets
    spec.contentInsetsReference = contentInsetsReference.insetsReference
    spec.supplementaryContentInsetsReference = supplementaryContentInsetsReference.insetsReference
    spec.orthogonalBehavior = orthogonalScrollingBehavior.value
    spec.boundaryItems = boundarySupplementaryItems.map { $0.boundarySpec(transposed: transposed) }
    spec.decorations = decorationItems.map { $0.decorationSpec(transposed: transposed) }
    return spec
  }
}
