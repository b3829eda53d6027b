import CompositionalEngine
import Geometry

/// A list's appearance and its headers, footers and separators (UIKit's name).
///
/// Lists are presets over the compositional engine: full-width rows of estimated height
/// (44 points until measured), boundary headers and footers, and one separator decoration per
/// row. The metrics are approximations of the system constants; see `Docs/Compositional.md`.
public struct UICollectionLayoutListConfiguration: Hashable, Sendable {
  /// The overall look of the list.
  public enum Appearance: Int, Hashable, Sendable {
    /// Edge-to-edge rows with pinned headers.
    case plain
    /// Sections separated by space.
    case grouped
    /// Grouped sections inset from the edges.
    case insetGrouped
    /// A sidebar with inset rows.
    case sidebar
    /// A plain sidebar.
    case sidebarPlain
  }

  /// How a section's header is provided.
  public enum HeaderMode: Int, Hashable, Sendable {
    /// No header.
    case none
    /// A boundary supplementary header.
    case supplementary
    /// The first item of each section acts as its header (no extra element).
    case firstItemInSection
  }

  /// How a section's footer is provided.
  public enum FooterMode: Int, Hashable, Sendable {
    /// No footer.
    case none
    /// A boundary supplementary footer.
    case supplementary
  }

  /// The element kind of row separators (reported as decoration views).
  public static let separatorElementKind = "UICollectionElementKindListSeparator"
  /// The estimated row height used until rows are measured.
  public static let estimatedRowHeight: CGFloat = 44
  /// The estimated header and footer height.
  public static let estimatedHeaderHeight: CGFloat = 28

  /// The appearance.
  public var appearance: Appearance
  /// Whether rows show separators.
  public var showsSeparators = true
  /// The separators' visibility and insets (iOS 14.5).
  public var separatorConfiguration: UIListSeparatorConfiguration
  /// The header mode.
  public var headerMode: HeaderMode = .none
  /// The footer mode.
  public var footerMode: FooterMode = .none
  /// Extra space above each supplementary header (nil: none).
  public var headerTopPadding: CGFloat?
  /// The default leading inset of separators from the row's leading edge (16; used where
  /// `separatorConfiguration` leaves the inset automatic).
  public var separatorLeadingInset: CGFloat = 16

  /// Creates a configuration with `appearance`.
  public init(appearance: Appearance) {
    self.appearance = appearance
    self.separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
  }

  /// The row's separators: one per shown edge, `thickness` high, with resolved insets.
  func separators(thickness: CGFloat) -> [NSCollectionLayoutSupplementaryItem] {
    guard showsSeparators else { return [] }
    let separators = separatorConfiguration
    var edges: [(NSDirectionalRectEdge, NSDirectionalEdgeInsets)] = []
    if separators.showsTop { edges.append((.top, separators.topSeparatorInsets)) }
    if separators.showsBottom { edges.append((.bottom, separators.bottomSeparatorInsets)) }
    return edges.map { edge, insets in
      let separator = NSCollectionLayoutSupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(thickness)),
        elementKind: Self.separatorElementKind,
        containerAnchor: NSCollectionLayoutAnchor(edges: edge))
      let resolved = UIListSeparatorConfiguration.resolved(
        insets, defaultLeading: separatorLeadingInset)
      separator.contentInsets.leading = resolved.leading
      separator.contentInsets.trailing = resolved.trailing
      separator.isDecoration = true
      return separator
    }
  }

  /// Whether headers pin to the visible bounds (plain appearances).
  var pinsHeaders: Bool { appearance == .plain || appearance == .sidebarPlain }

  /// The section insets of the appearance.
  var sectionInsets: NSDirectionalEdgeInsets {
    switch appearance {
    case .plain, .sidebarPlain:
      return .zero
    case .grouped:
      return NSDirectionalEdgeInsets(
        top: headerMode == .supplementary ? 0 : 35, leading: 0, bottom: 0, trailing: 0)
    case .insetGrouped:
      return NSDirectionalEdgeInsets(
        top: headerMode == .supplementary ? 0 : 35, leading: 20, bottom: 0, trailing: 20)
    case .sidebar:
      return NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    }
  }
}

extension NSCollectionLayoutSection {
  /// A list section: full-width rows of estimated height, with the configuration's headers,
  /// footers and separators.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let rowHeight = UICollectionLayoutListConfiguration.estimatedRowHeight
    let rowSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(rowHeight))
    let scale = layoutEnvironment.traitCollection.displayScale
    let supplementaries = configuration.separators(thickness: scale > 0 ? 1 / scale : 1)
    let item = NSCollectionLayoutItem(layoutSize: rowSize, supplementaryItems: supplementaries)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = configuration.sectionInsets
    let boundarySize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1),
      heightDimension: .estimated(UICollectionLayoutListConfiguration.estimatedHeaderHeight))
    if configuration.headerMode == .supplementary {
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionHeader,
        alignment: .top)
      header.pinToVisibleBounds = configuration.pinsHeaders
      header.padding = configuration.headerTopPadding ?? 0
      section.boundarySupplementaryItems.append(header)
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionFooter,
          alignment: .bottom))
    }
    return section
  }
}

/// How a list draws the separators of its rows (UIKit's name; iOS 14.5).
///
/// Geometry only: visibility and insets. Colours and visual effects are out of scope for a
/// headless layout.
public struct UIListSeparatorConfiguration: Hashable, Sendable {
  /// Whether a separator shows (UIKit's name).
  public enum Visibility: Int, Hashable, Sendable {
    /// The system decides: bottom separators show, top separators do not.
    case automatic
    /// The separator shows.
    case visible
    /// The separator does not show.
    case hidden
  }

  /// The insets that mean "the system's default", edge by edge.
  ///
  /// Every edge is `CGFloat.greatestFiniteMagnitude`; an edge of that value in
  /// `topSeparatorInsets` or `bottomSeparatorInsets` takes the default (leading: the list's
  /// `separatorLeadingInset`, trailing: 0).
  public static let automaticInsets = NSDirectionalEdgeInsets(
    top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude,
    bottom: .greatestFiniteMagnitude, trailing: .greatestFiniteMagnitude)

  /// The appearance the configuration was made for.
  public var listAppearance: UICollectionLayoutListConfiguration.Appearance
  /// Whether rows show a separator along their top edge (automatic: hidden).
  public var topSeparatorVisibility: Visibility = .automatic
  /// Whether rows show a separator along their bottom edge (automatic: visible).
  public var bottomSeparatorVisibility: Visibility = .automatic
  /// The leading and trailing insets of top separators.
  public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
  /// The leading and trailing insets of bottom separators.
  public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets

  /// Creates the default separator configuration of `listAppearance`.
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
    self.listAppearance = listAppearance
  }

  /// Whether the top separator shows.
  var showsTop: Bool { topSeparatorVisibility == .visible }

  /// Whether the bottom separator shows.
  var showsBottom: Bool { bottomSeparatorVisibility != .hidden }

  /// `insets` with automatic edges replaced: leading by `defaultLeading`, trailing by 0.
  static func resolved(_ insets: NSDirectionalEdgeInsets, defaultLeading: CGFloat) -> (
    leading: CGFloat, trailing: CGFloat
  ) {
    let automatic = CGFloat.greatestFiniteMagnitude
    return (
      insets.leading == automatic || !insets.leading.isFinite ? defaultLeading : insets.leading,
      insets.trailing == automatic || !insets.trailing.isFinite ? 0 : insets.trailing
    )
  }
}
