import Geometry
import TextMeasurement

extension SVGText {
  /// The lines of a `TextLayout` as text elements in `box`, drawn as `UILabel` draws them:
  /// each line's string (an ellipsis where the layout put one), in the layout's face and font
  /// size, at exactly the width the layout measured (`textLength`), aligned by `anchor`, and
  /// the lines centred vertically in the box.
  ///
  /// The text block (the layout's height) is centred in the box, as a label centres its text
  /// when its bounds are taller; a block taller than the box is centred too, and runs out of
  /// it at both ends. Each line's baseline is the layout's, below the block's top. With
  /// `.middle` the lines are centred on the box's middle, with `.end` they end at its right
  /// edge. A line cut at the edge (`TextLayout.Line.isClipped`) is drawn whole: clip the
  /// box (an ``SVGGroup`` with a clip) to cut it as a label does.
  ///
  /// ```swift
  /// let text = "Load API"
  /// let layout = SVGScene.textMeasurer.layout(
  ///   of: text, style: TextStyle(fontSize: 17, weight: .semibold, numberOfLines: 1),
  ///   maxWidth: 120)
  /// let texts = SVGText.lines(
  ///   of: layout, text: text, in: Rect(x: 0, y: 0, width: 120, height: 44), anchor: .middle,
  ///   fill: "#ffffff")
  /// ```
  ///
  /// - Parameters:
  ///   - layout: The layout of `text`.
  ///   - text: The text the layout was made from.
  ///   - box: The box the text is drawn in (a label's bounds).
  ///   - anchor: Where lines go across the box: its left edge, its middle or its right edge.
  ///   - fill: The text's colour.
  /// - Complexity: O(n) in the length of the visible lines.
  public static func lines(
    of layout: TextLayout, text: String, in box: Rect, anchor: Anchor = .start,
    fill: String = "#222222"
  ) -> [SVGText] {
    let top = box.minY + (box.height - layout.height) / 2
    let x: Double
    switch anchor {
    case .start: x = box.minX
    case .middle: x = box.minX + box.width / 2
    case .end: x = box.maxX
    }
    return layout.lines.map { line in
      SVGText(
        x: x, y: top + line.baseline, text: layout.displayedText(of: line, in: text),
        fontSize: layout.fontSize, weight: layout.weight, fill: fill, anchor: anchor,
        measuredWidth: line.width)
    }
  }
}
