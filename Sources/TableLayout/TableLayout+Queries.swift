import Geometry

/// A query outside the table's sections or rows.
public enum TableLayoutError: Error, Hashable, Sendable {
  /// The section does not exist.
  case sectionOutOfRange(section: Int, sectionCount: Int)
  /// The row does not exist in its section.
  case rowOutOfRange(section: Int, row: Int, rowCount: Int)
}

extension TableLayout {
  /// The size of all the content: the width and the bottom of the table footer.
  public mutating func contentSize() -> Size {
    rebuildOffsetsIfNeeded()
    let tops = sectionTops
    return Size(width: width, height: (tops.last ?? 0) + Self.validHeight(tableFooterHeight))
  }

  /// The rectangle of a whole section, from its top padding to its footer's bottom.
  public mutating func rect(forSection section: Int) throws(TableLayoutError) -> Rect {
    try check(section)
    rebuildOffsetsIfNeeded()
    let tops = sectionTops
    return Rect(x: 0, y: tops[section], width: width, height: tops[section + 1] - tops[section])
  }

  /// The rectangle of a row.
  public mutating func rectForRow(at path: ItemPath) throws(TableLayoutError) -> Rect {
    try check(path)
    rebuildOffsetsIfNeeded()
    let rows = rowTops[path.section]
    let start = rowsStart(inSection: path.section)
    let column = contentColumn
    return Rect(
      x: column.x, y: start + rows[path.item], width: column.width,
      height: rows[path.item + 1] - rows[path.item])
  }

  /// The rectangle of a section's header (in its scrolled position, not pinned).
  public mutating func rectForHeader(inSection section: Int) throws(TableLayoutError) -> Rect {
    try check(section)
    rebuildOffsetsIfNeeded()
    let top = sectionTops[section] + headerTopPadding(inSection: section)
    let column = contentColumn
    return Rect(x: column.x, y: top, width: column.width, height: headerHeight(inSection: section))
  }

  /// The rectangle of a section's footer.
  public mutating func rectForFooter(inSection section: Int) throws(TableLayoutError) -> Rect {
    try check(section)
    rebuildOffsetsIfNeeded()
    let top = rowsStart(inSection: section) + (rowTops[section].last ?? 0)
    let column = contentColumn
    return Rect(x: column.x, y: top, width: column.width, height: footerHeight(inSection: section))
  }

  /// The rows whose rectangles meet `rect` (touching edges do not count), in order.
  ///
  /// - Complexity: O(log n + k) for n rows and k rows returned.
  public mutating func rows(in rect: Rect) -> [ItemPath] {
    rebuildOffsetsIfNeeded()
    guard !rect.minY.isNaN, !rect.maxY.isNaN, rect.height >= 0 else { return [] }
    let tops = sectionTops
    var result: [ItemPath] = []
    var section = Swift.max(0, Self.lastIndex(in: tops.dropLast(), notAfter: rect.minY))
    while section < storedSections.count, tops[section] < rect.maxY {
      let rows = rowTops[section]
      let start = rowsStart(inSection: section)
      let (minY, maxY) = (rect.minY - start, rect.maxY - start)
      var row = Swift.max(0, Self.lastIndex(in: rows.dropLast(), notAfter: minY))
      while row < rows.count - 1, rows[row] < maxY {
        if rows[row + 1] > minY || (rows[row] == rows[row + 1] && rows[row] >= minY) {
          result.append(ItemPath(item: row, section: section))
        }
        row += 1
      }
      section += 1
    }
    return result
  }

  /// The last index whose value is at most `y` (-1 when none): values ascend.
  static func lastIndex(in values: ArraySlice<Double>, notAfter y: Double) -> Int {
    var low = values.startIndex
    var high = values.endIndex
    while low < high {
      let middle = (low + high) / 2
      if values[middle] <= y { low = middle + 1 } else { high = middle }
    }
    return low - 1
  }

  func check(_ section: Int) throws(TableLayoutError) {
    guard storedSections.indices.contains(section) else {
      throw .sectionOutOfRange(section: section, sectionCount: sections.count)
    }
  }

  func check(_ path: ItemPath) throws(TableLayoutError) {
    try check(path.section)
    guard storedSections[path.section].rowHeights.indices.contains(path.item) else {
      throw .rowOutOfRange(
        section: path.section, row: path.item, rowCount: storedSections[path.section].rowCount)
    }
  }

  /// Sets a row's height as measured.
  public mutating func setMeasuredHeight(_ height: Double, at path: ItemPath)
    throws(TableLayoutError)
  {
    try check(path)
    storedSections[path.section].rowHeights[path.item] = Self.validHeight(height)
    storedSections[path.section].isMeasured[path.item] = true
    staleSections.insert(path.section)
  }
}
