import Geometry

extension TableLayout {
  /// The height of a section's header, its top padding excluded.
  public func headerHeight(inSection section: Int) -> Double {
    switch storedSections[section].header {
    case .none:
      metrics.emptyHeaderHeight + (section == 0 ? metrics.firstSectionExtraTop : 0)
    case .title: metrics.titleHeaderHeight
    case .fixed(let height): Self.validHeight(height)
    }
  }

  /// The height of a section's footer.
  public func footerHeight(inSection section: Int) -> Double {
    switch storedSections[section].footer {
    case .none: metrics.emptyFooterHeight
    case .title: metrics.titleFooterHeight
    case .fixed(let height): Self.validHeight(height)
    }
  }

  /// The space above a section's header: `sectionHeaderTopPadding` when the header has content.
  public func headerTopPadding(inSection section: Int) -> Double {
    if case .none = storedSections[section].header { return 0 }
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

  /// Rebuilds the prefix sums that changed since the last query.
  mutating func rebuildOffsetsIfNeeded() {
    if isStale {
      rowTops = storedSections.map { Self.localTops(of: $0.rowHeights) }
      rebuildSectionTops()
      isStale = false
      staleSections = []
    } else if !staleSections.isEmpty {
      for section in staleSections {
        rowTops[section] = Self.localTops(of: storedSections[section].rowHeights)
      }
      rebuildSectionTops()
      staleSections = []
    }
  }

  /// Each row's top from the first row's, and the total height last.
  static func localTops(of heights: [Double]) -> [Double] {
    var tops = [Double](repeating: 0, count: heights.count + 1)
    var y = 0.0
    for (row, height) in heights.enumerated() {
      tops[row] = y
      y += validHeight(height)
    }
    tops[heights.count] = y
    return tops
  }

  /// The sections' tops from their headers, rows and footers.
  private mutating func rebuildSectionTops() {
    var y = Self.validHeight(tableHeaderHeight)
    var tops: [Double] = []
    tops.reserveCapacity(storedSections.count + 1)
    for index in storedSections.indices {
      tops.append(y)
      y += rowsStart(inSection: index, sectionTop: 0)
      y += (rowTops[index].last ?? 0) + footerHeight(inSection: index)
    }
    tops.append(y)
    sectionTops = tops
  }

  /// Where a section's first row starts: its top, padding and header.
  func rowsStart(inSection section: Int, sectionTop: Double) -> Double {
    sectionTop + headerTopPadding(inSection: section) + headerHeight(inSection: section)
  }

  /// Where a section's first row starts (offsets current).
  func rowsStart(inSection section: Int) -> Double {
    rowsStart(inSection: section, sectionTop: sectionTops[section])
  }
}
