/// The default heights and spacings of a table view, per style.
///
/// Where the values come from:
/// - **Row height 44** and the **separator of one pixel** drawn inside the bottom of each
///   self-sized row (a 54-point cell is 54⅓ points high at @3x): Apple's documentation of
///   `UITableView.rowHeight` and `estimatedRowHeight`, and the measured reports collected in
///   `Docs/TableView.md`.
/// - **Header and footer heights** and **`sectionHeaderTopPadding`**: approximations of iOS 17's
///   defaults for a title in the system font at the default text size (plain: 28-point title
///   headers, 22 points of top padding; grouped: 18-point gaps without a title and 38-point
///   title headers, a 35-point gap above the first section). They could not be measured here
///   and are documented as approximations: set them when a test needs UIKit's exact figures.
/// - **Inset-grouped horizontal inset**: the layout margins (20 points on a view 390 points wide
///   or wider, 16 below), as UIKit derives it.
public struct TableMetrics: Hashable, Sendable {
  /// The height of a row whose height is not set or measured.
  public var defaultRowHeight: Double
  /// The height of a header with a title.
  public var titleHeaderHeight: Double
  /// The height of a footer with a title.
  public var titleFooterHeight: Double
  /// The height of a header without a title or view (0 in a plain table).
  public var emptyHeaderHeight: Double
  /// The height of a footer without a title or view (0 in a plain table).
  public var emptyFooterHeight: Double
  /// The extra height of the first section's empty header (grouped styles).
  public var firstSectionExtraTop: Double
  /// Space added above each section header that has content (`sectionHeaderTopPadding`).
  public var sectionHeaderTopPadding: Double
  /// The leading inset of separators from the row's content edge.
  public var separatorLeadingInset: Double

  /// Creates metrics from every value.
  public init(
    defaultRowHeight: Double, titleHeaderHeight: Double, titleFooterHeight: Double,
    emptyHeaderHeight: Double, emptyFooterHeight: Double, firstSectionExtraTop: Double,
    sectionHeaderTopPadding: Double, separatorLeadingInset: Double
  ) {
    self.defaultRowHeight = defaultRowHeight
    self.titleHeaderHeight = titleHeaderHeight
    self.titleFooterHeight = titleFooterHeight
    self.emptyHeaderHeight = emptyHeaderHeight
    self.emptyFooterHeight = emptyFooterHeight
    self.firstSectionExtraTop = firstSectionExtraTop
    self.sectionHeaderTopPadding = sectionHeaderTopPadding
    self.separatorLeadingInset = separatorLeadingInset
  }

  /// The defaults of a style (see the type's documentation for their sources).
  public static func defaults(for style: TableStyle) -> TableMetrics {
    switch style {
    case .plain:
      TableMetrics(
        defaultRowHeight: 44, titleHeaderHeight: 28, titleFooterHeight: 28, emptyHeaderHeight: 0,
        emptyFooterHeight: 0, firstSectionExtraTop: 0, sectionHeaderTopPadding: 22,
        separatorLeadingInset: 16)
    case .grouped, .insetGrouped:
      TableMetrics(
        defaultRowHeight: 44, titleHeaderHeight: 38, titleFooterHeight: 38,
        emptyHeaderHeight: 18, emptyFooterHeight: 18, firstSectionExtraTop: 17,
        sectionHeaderTopPadding: 0, separatorLeadingInset: 16)
    }
  }
}
