import Geometry

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
