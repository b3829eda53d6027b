import Geometry

/// The frames of a table view's rows, headers and footers, computed from row heights: the
/// value engine under `UITableView`.
///
/// Sections stack from the top: the table header, then per section an optional top padding, the
/// header, the rows and the footer, then the table footer. Rows span the content width (inset by
/// the layout margins in ``TableStyle/insetGrouped``). Heights that are not finite or are
/// negative are taken as 0 (a documented clamp).
///
/// Offsets are kept as prefix sums per section (rows relative to their section) plus the
/// sections' tops, rebuilt lazily: measuring a row costs O(rows of its section + sections)
/// before the next query, and every query is O(log n).
public struct TableLayout: Sendable {
  /// The style.
  public var style: TableStyle { didSet { invalidate() } }
  /// The heights and spacings of the style.
  public var metrics: TableMetrics { didSet { invalidate() } }
  /// The table's width in points.
  public var width: Double { didSet { invalidate() } }
  /// The horizontal inset of rows in an inset-grouped table (the layout margins).
  public var horizontalInset: Double { didSet { invalidate() } }
  /// The height of the table header view (0 for none).
  public var tableHeaderHeight: Double = 0 { didSet { invalidate() } }
  /// The height of the table footer view (0 for none).
  public var tableFooterHeight: Double = 0 { didSet { invalidate() } }
  /// The sections.
  public var sections: [TableSection] {
    get { storedSections }
    set {
      storedSections = newValue
      invalidate()
    }
  }

  /// The sections, changed in place by measuring without invalidating every offset.
  var storedSections: [TableSection]
  /// Where each section starts (its top padding included), plus the content height at the end.
  var sectionTops: [Double] = []
  /// Per section, each row's top relative to the section's first row and, last, the rows'
  /// total height.
  var rowTops: [[Double]] = []
  /// Whether every offset must be rebuilt.
  var isStale = true
  /// Sections whose rows' offsets must be rebuilt (the sections' tops then too).
  var staleSections: Set<Int> = []

  /// Creates a layout.
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - width: The table's width (not finite or negative: 0).
  ///   - sections: The sections.
  ///   - metrics: The style's heights; its defaults unless given.
  ///   - horizontalInset: The rows' inset in an inset-grouped table (20 unless given).
  public init(
    style: TableStyle, width: Double, sections: [TableSection], metrics: TableMetrics? = nil,
    horizontalInset: Double = 20
  ) {
    self.style = style
    self.width = Self.validHeight(width)
    storedSections = sections
    self.metrics = metrics ?? .defaults(for: style)
    self.horizontalInset = Self.validHeight(horizontalInset)
  }

  /// `value` if it is finite and not negative, otherwise 0: the one clamp for every height and
  /// width the table takes (the table view applies it to measured cells too).
  package static func validHeight(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 0
  }

  private mutating func invalidate() { isStale = true }
}
