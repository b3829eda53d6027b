import Geometry

/// One flow-layout section's input, in canonical (vertical-scrolling) space.
package struct FlowSectionInput: Sendable {
  /// Each item's size.
  package var itemSizes: [Size]
  /// Whether every item shares the layout's `itemSize` (UIKit's uniform fast path).
  package var isUniform: Bool
  /// The section insets.
  package var insets: EdgeInsets
  /// The minimum space between lines.
  package var lineSpacing: Double
  /// The minimum space between items on a line.
  package var interitemSpacing: Double
  /// The header's length along the scroll axis (0: none).
  package var headerLength: Double
  /// The footer's length along the scroll axis (0: none).
  package var footerLength: Double

  /// Creates a section's input.
  package init(
    itemSizes: [Size], isUniform: Bool, insets: EdgeInsets, lineSpacing: Double,
    interitemSpacing: Double, headerLength: Double, footerLength: Double
  ) {
    self.itemSizes = itemSizes
    self.isUniform = isUniform
    self.insets = insets
    self.lineSpacing = lineSpacing
    self.interitemSpacing = interitemSpacing
    self.headerLength = headerLength
    self.footerLength = footerLength
  }
}

/// One line of a flow section: its extent along the scroll axis and its items.
package struct FlowLine: Sendable {
  /// The line's top.
  package var minY: Double
  /// The line's bottom (its tallest item).
  package var maxY: Double
  /// The items on the line.
  package var items: Range<Int>
}

/// One flow section laid out.
package struct FlowSectionLayout: Sendable {
  /// The section's start along the scroll axis.
  package var start = 0.0
  /// The section's length.
  package var length = 0.0
  /// The header frame (content coordinates), if any.
  package var header: Rect?
  /// The footer frame, if any.
  package var footer: Rect?
  /// Item frames in content coordinates.
  package var frames: [Rect] = []
  /// Lines in order, for binary search.
  package var lines: [FlowLine] = []
}

/// UIKit's flow layout in canonical space: greedy lines, justified full lines, the last-line
/// rule, vertical centring, headers and footers (the flow-layout rules of Docs/Compositional.md and Docs/CompositionalRules.md).
package struct FlowEngine: Sendable {
  /// The laid-out sections.
  package var sections: [FlowSectionLayout] = []
  /// The content size.
  package var contentSize = Size.zero

  /// Lays out `inputs` in a content of `width` (the bounds less the content inset).
  ///
  /// Item origins are rounded to the pixel grid of `scale` (0: exact), each from its exact
  /// position, so justified gaps of a fraction of a pixel land on whole pixels without the
  /// rounding adding up along a line; sizes are kept as given.
  package init(sections inputs: [FlowSectionInput], width: Double, scale: Double = 0) {
    var position = 0.0
    for input in inputs {
      var section = Self.layoutSection(input, width: width, top: position, scale: scale)
      section.start = position
      position += section.length
      sections.append(section)
    }
    contentSize = Size(width: width, height: position)
  }

  /// Lays out one section starting at `top`.
  private static func layoutSection(
    _ input: FlowSectionInput, width: Double, top: Double, scale: Double
  ) -> FlowSectionLayout {
    var section = FlowSectionLayout()
    var y = top
    if input.headerLength > 0 {
      section.header = Rect(x: 0, y: y, width: width, height: input.headerLength)
      y += input.headerLength
    }
    y += input.insets.top
    let available = width - input.insets.horizontal
    let broken = breakLines(input, available: available)
    let lines = broken.map(\.items)
    section.frames = [Rect](repeating: .zero, count: input.itemSizes.count)
    let lastIsComplete = isLastLineComplete(broken)
    let gridGap = uniformGridGap(input, lines: lines, available: available)
    for (index, line) in lines.enumerated() {
      let sizes = line.map { input.itemSizes[$0] }
      let height = sizes.map(\.height).max() ?? 0
      let isLast = index == lines.count - 1
      let xs = placeLine(
        sizes, available: available, insets: input.insets, spacing: input.interitemSpacing,
        mode: lineMode(isComplete: !isLast || lastIsComplete, count: line.count),
        gridGap: gridGap)
      for (slot, item) in line.enumerated() {
        let size = sizes[slot]
        section.frames[item] = PixelSnapping.round(
          Rect(
            x: xs[slot], y: y + (height - size.height) / 2, width: size.width,
            height: size.height),
          scale: scale)
      }
      section.lines.append(
        FlowLine(minY: y, maxY: y + height, items: line.first!..<(line.last! + 1)))
      y += height
      if !isLast { y += input.lineSpacing }
    }
    y += input.insets.bottom
    if input.footerLength > 0 {
      section.footer = Rect(x: 0, y: y, width: width, height: input.footerLength)
      y += input.footerLength
    }
    section.length = y - top
    return section
  }

  /// A line's items and the room left on it.
  struct BrokenLine {
    /// The items, in order.
    var items: [Int]
    /// The room left after every item and the spacing after each (UIKit's running count).
    var remaining: Double
  }

  /// Greedy lines: an item joins the line if it fits in what is left (equality fits).
  ///
  /// The room left is counted as UIKit's flow layout counts it (`_UIFlowLayoutSection`'s
  /// `computeLayout`, read from a public decompiled iOS 26.1 UIKitCore for behaviour only): from
  /// the available length, each item takes its length plus one spacing, in order, and the next
  /// item fits when it is no longer than what is left. The first item of a line always joins.
  private static func breakLines(_ input: FlowSectionInput, available: Double) -> [BrokenLine] {
    var lines: [BrokenLine] = []
    var current: [Int] = []
    var remaining = available
    for (index, size) in input.itemSizes.enumerated() {
      let step = input.interitemSpacing + size.width
      if current.isEmpty || !(size.width > remaining) {
        current.append(index)
        remaining -= step
      } else {
        lines.append(BrokenLine(items: current, remaining: remaining))
        current = [index]
        remaining = available - step
      }
    }
    if !current.isEmpty { lines.append(BrokenLine(items: current, remaining: remaining)) }
    return lines
  }

  /// How a line's items are spread along it.
  enum LineMode {
    /// First at the leading inset, last at the trailing inset, leftover in the gaps.
    case justified
    /// Centred (one item on a line).
    case centred
    /// From the leading inset with exactly the minimum spacing.
    case leading
  }

  /// Whether the last line is laid out as a closed ("complete") one, justified, rather than
  /// left-aligned.
  ///
  /// UIKit's rule (`_UIFlowLayoutSection`'s `computeLayout`, same source as ``breakLines``): it
  /// is when every line holds one item (the last one too), and when it leaves exactly as much
  /// room as the line before it, whatever their item counts. A single line of several items is
  /// not.
  private static func isLastLineComplete(_ lines: [BrokenLine]) -> Bool {
    guard let last = lines.last else { return false }
    if lines.allSatisfy({ $0.items.count == 1 }) { return true }
    guard lines.count >= 2 else { return false }
    return last.remaining == lines[lines.count - 2].remaining
  }

  /// The mode of a line: complete lines justify (one item is centred); the last line, when it is
  /// not complete, starts at the leading inset.
  private static func lineMode(isComplete: Bool, count: Int) -> LineMode {
    guard isComplete else { return .leading }
    return count == 1 ? .centred : .justified
  }

  /// The justified gap of the uniform grid's full lines (its last line keeps it), if uniform.
  private static func uniformGridGap(
    _ input: FlowSectionInput, lines: [[Int]], available: Double
  ) -> Double? {
    guard input.isUniform, lines.count >= 2, lines[0].count >= 2 else { return nil }
    let total = lines[0].reduce(0.0) { $0 + input.itemSizes[$1].width }
    return (available - total) / Double(lines[0].count - 1)
  }

  /// The x of each item on a line.
  private static func placeLine(
    _ sizes: [Size], available: Double, insets: EdgeInsets, spacing: Double, mode: LineMode,
    gridGap: Double?
  ) -> [Double] {
    let total = sizes.reduce(0.0) { $0 + $1.width }
    switch mode {
    case .centred:
      let width = sizes.first?.width ?? 0
      return [width > available ? insets.left : insets.left + (available - width) / 2]
    case .justified where sizes.count == 1:
      // A line of one item has no gap to justify: it is centred, as a closed one-item line.
      return placeLine(
        sizes, available: available, insets: insets, spacing: spacing, mode: .centred,
        gridGap: gridGap)
    case .justified:
      let gap = (available - total) / Double(max(1, sizes.count - 1))
      return positions(sizes, start: insets.left, gap: gap)
    case .leading:
      return positions(sizes, start: insets.left, gap: gridGap ?? spacing)
    }
  }

  /// Positions from `start` with `gap` between neighbours.
  private static func positions(_ sizes: [Size], start: Double, gap: Double) -> [Double] {
    var x = start
    return sizes.map { size in
      defer { x += size.width + gap }
      return x
    }
  }
}
