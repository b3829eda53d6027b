/// How high a section's header or footer is.
public enum TableSupplementaryHeight: Hashable, Sendable {
  /// None: the style's empty height (0 in a plain table).
  case none
  /// A title: the style's title height.
  case title
  /// An exact height in points.
  case fixed(Double)
}

/// One section of a table: its rows' heights, header and footer.
public struct TableSection: Hashable, Sendable {
  /// Each row's height in points: measured, set, or estimated until measured.
  public var rowHeights: [Double]
  /// Whether each row's height is final (measured or fixed) rather than an estimate.
  public var isMeasured: [Bool]
  /// The header.
  public var header: TableSupplementaryHeight
  /// The footer.
  public var footer: TableSupplementaryHeight

  /// Creates a section of `rowCount` rows, each `rowHeight` high.
  ///
  /// - Parameters:
  ///   - rowCount: The number of rows (a negative count is taken as 0).
  ///   - rowHeight: Every row's height, estimated or final.
  ///   - isMeasured: Whether `rowHeight` is final.
  ///   - header: The header.
  ///   - footer: The footer.
  public init(
    rowCount: Int, rowHeight: Double, isMeasured: Bool,
    header: TableSupplementaryHeight = .none, footer: TableSupplementaryHeight = .none
  ) {
    let count = Swift.max(0, rowCount)
    rowHeights = Array(repeating: TableLayout.validHeight(rowHeight), count: count)
    self.isMeasured = Array(repeating: isMeasured, count: count)
    self.header = header
    self.footer = footer
  }

  /// The number of rows.
  public var rowCount: Int { rowHeights.count }
}
