import Geometry

extension TableLayout {
  /// The height of a section's header, its top padding excluded.
  public func headerHeight(inSection section: Int) -> Double {
    switch sections[section].header {
    case .none:
      metrics.emptyHeaderHeight + (section == 0 ? metrics.firstSectionExtraTop : 0)
    case .title: metrics.titleHeaderHeight
    case .fixed(let height): Self.validHeight(height)
    }
  }

  /// The height of a section's footer.
  public func footerHeight(inSection section: Int) -> Double {
    switch sections[section].footer {
    case .none: metrics.emptyFooterHeight
    case .title: metrics.titleFooterHeight
    case .fixed(let height): Self.validHeight(height)
    }
  }

  /// The space above a section's header: `sectionHeaderTopPadding` when the header has content.
  public func headerTopPadding(inSection section: Int) -> Double {
    if case .none = sections[section].header { return 0 }
    return Self.validHeight(metrics.sectionHeaderTopPadding)
  }

  /// The width of every row (the table's width, less the insets of an inset-grouped table).
  public var rowWidth: Double { contentColumn.width }

  /// The x and width of rows, headers and footers.
  var contentColumn: (x: Double, width: Double) {
    guard style == .insetGrouped else { return (0, width) }
    let inset = Swift.min(horizontalInset, width / 2)
    return (inset, width - 2 * inset)
  }

  /// Rebuilds the prefix sums if anything changed since the last query.
  mutating func rebuildOffsetsIfNeeded() {
    guard isStale else { return }
    var y = Self.validHeight(tableHeaderHeight)
    var tops: [Double] = []
    tops.reserveCapacity(sections.count + 1)
    var allRows: [[Double]] = []
    allRows.reserveCapacity(sections.count)
    for index in sections.indices {
      tops.append(y)
      y += headerTopPadding(inSection: index) + headerHeight(inSection: index)
      let heights = sections[index].rowHeights
      var rows = [Double](repeating: 0, count: heights.count + 1)
      for (row, height) in heights.enumerated() {
        rows[row] = y
        y += Self.validHeight(height)
      }
      rows[heights.count] = y
      allRows.append(rows)
      y += footerHeight(inSection: index)
    }
    tops.append(y)
    sectionTops = tops
    rowTops = allRows
    isStale = false
  }
}
