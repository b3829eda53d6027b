import Geometry
import LayoutSnapshotTesting
import Testing
import TextMeasurement

@testable import SVGExport

/// Text drawn from the measurer's layouts: weights, alignment, truncated lines with their
/// ellipsis, and `textLength` from the same widths.
@Suite struct SVGTextLayoutTests {
  let measurer = SVGScene.textMeasurer

  /// The `<text>` lines of an SVG document.
  func textLines(_ svg: String) -> [Substring] {
    svg.split(separator: "\n").filter { $0.contains("<text") }
  }

  @Test func weightsAreWrittenAsCSSWeightsAndRegularAsNothing() {
    let scene = SVGScene(
      width: 100, height: 100,
      elements: FontWeight.allCases.map {
        .text(SVGText(measuring: "Hello", x: 0, y: 10, fontSize: 17, weight: $0))
      })
    let lines = textLines(scene.svgString)
    #expect(lines.count == 4)
    #expect(!lines[0].contains("font-weight"))
    #expect(lines[1].contains(" font-size=\"17\" font-weight=\"500\" textLength="))
    #expect(lines[2].contains("font-weight=\"600\""))
    #expect(lines[3].contains("font-weight=\"700\""))
    // Bold "Hello" at 17 points: Helvetica-Bold's 722 + 556 + 278 + 278 + 611 = 2445 units.
    #expect(lines[3].contains("textLength=\"41.57\""))  // 2445 × 17 / 1000 = 41.565
    #expect(lines[0].contains("textLength=\"38.73\""))  // regular 2278 × 17 / 1000 = 38.726
  }

  @Test func everyDrawingNamesFontsForLatinAndHangul() {
    let svg = SVGScene(width: 10, height: 10).svgString
    let family = SVGScene.defaultFontFamily
    #expect(svg.contains("font-family=\"\(family)\""))
    for font in [
      "Helvetica", "Arial", "'Liberation Sans'", "'Apple SD Gothic Neo'", "'Noto Sans CJK KR'",
      "NanumGothic", "'Malgun Gothic'",
    ] {
      #expect(family.contains(font))
    }
    #expect(family.hasSuffix("sans-serif"))
  }

  @Test func linesAreCentredInTheBoxAtTheirBaselines() throws {
    // One line of 17-point text in a 44-point box: the line (20.4 high) starts 11.8 down,
    // its baseline 20.4 × 0.798 = 16.28 below that.
    let text = "Load API"
    let layout = measurer.layout(
      of: text, style: TextStyle(fontSize: 17, weight: .semibold, numberOfLines: 1),
      maxWidth: 120)
    let box = Rect(x: 10, y: 100, width: 120, height: 44)
    let texts = SVGText.lines(of: layout, text: text, in: box, anchor: .middle, fill: "#ffffff")
    let line = try #require(texts.first)
    #expect(texts.count == 1)
    #expect(abs(line.y - (100 + (44 - 20.4) / 2 + 20.4 * TextMeasurer.ascenderFraction)) < 1e-9)
    #expect(line.x == 70 && line.anchor == .middle && line.weight == .semibold)
    #expect(line.measuredWidth == layout.lines[0].width && line.fontSize == 17)
    let end = SVGText.lines(of: layout, text: text, in: box, anchor: .end)
    #expect(end[0].x == 130)
    let start = SVGText.lines(of: layout, text: text, in: box)
    #expect(
      start[0].x == 10
        && !SVGScene(width: 1, height: 1, elements: [.text(start[0])]).svgString.contains(
          "text-anchor")
    )
    #expect(
      SVGScene(width: 1, height: 1, elements: [.text(end[0])]).svgString.contains(
        "text-anchor=\"end\""))
  }

  @Test func truncatedLinesCarryTheirEllipsisAndTheirMeasuredWidth() {
    // Two lines in 40 points at 10: "one two", then "three four" cut to "three f…" (38.35).
    let text = "one two three four"
    let layout = measurer.layout(
      of: text, style: TextStyle(fontSize: 10, numberOfLines: 2, lineBreakMode: .byTruncatingTail),
      maxWidth: 40)
    let texts = SVGText.lines(of: layout, text: text, in: Rect(x: 0, y: 0, width: 40, height: 24))
    #expect(texts.map(\.text) == ["one two", "three f\u{2026}"])
    let svg = SVGScene(width: 40, height: 24, elements: texts.map { .text($0) }).svgString
    #expect(svg.contains(">three f\u{2026}</text>"))
    #expect(svg.contains("textLength=\"38.35\""))
    // The block is exactly the box's height: the baselines are the layout's.
    #expect(texts.map(\.y) == layout.lines.map(\.baseline))
  }

  @Test func cornerLabelsAreCutWithTheEllipsisWidth() throws {
    // A 9-point label in a box 40 wide: 34 points of room hold 3777 units; 2777 are left
    // by the ellipsis (1000). "Member" is M 833 + e 556 + m 833 + b 556 = 2778: one unit too
    // many, so "Mem…" (2222 + 1000 = 3222 units, 29 points).
    let text = try #require(
      SVGText.label(
        "Member list", in: Rect(x: 0, y: 0, width: 40, height: 20), baseline: 11))
    #expect(text.text == "Mem\u{2026}")
    #expect(abs(try #require(text.measuredWidth) - 3222 * 9 / 1000) < 1e-9)
    // No room for the ellipsis (1000 units: 9 points): no label.
    #expect(
      SVGText.label("Member", in: Rect(x: 0, y: 0, width: 14, height: 20), baseline: 11) == nil)
  }

  @Test func labelsSnapshot() {
    assertSnapshot(of: Self.labelsScene(), as: .svg, named: "labels")
  }

  /// Labels as a screen shows them: weights, alignments, the line-break modes, a shrunk
  /// font, Hangul, and boxes outlined to show where the text must stay.
  static func labelsScene() -> SVGScene {
    let measurer = SVGScene.textMeasurer
    let sentence = "The quick brown fox jumps over the lazy dog"
    struct Label {
      var text: String
      var style: TextStyle
      var anchor: SVGText.Anchor = .start
      var height = 24.0
    }
    let labels = [
      Label(text: "Regular 17", style: TextStyle(fontSize: 17)),
      Label(text: "Medium 17", style: TextStyle(fontSize: 17, weight: .medium)),
      Label(text: "Semibold 17", style: TextStyle(fontSize: 17, weight: .semibold)),
      Label(text: "Bold 17", style: TextStyle(fontSize: 17, weight: .bold), anchor: .middle),
      Label(
        text: sentence,
        style: TextStyle(fontSize: 15, numberOfLines: 1, lineBreakMode: .byTruncatingTail)),
      Label(
        text: sentence,
        style: TextStyle(fontSize: 15, numberOfLines: 1, lineBreakMode: .byTruncatingHead),
        anchor: .end),
      Label(
        text: sentence,
        style: TextStyle(fontSize: 15, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle)),
      Label(
        text: sentence,
        style: TextStyle(fontSize: 15, numberOfLines: 1, lineBreakMode: .byClipping)),
      Label(
        text: sentence + ", and then the lazy dog jumps over the fox",
        style: TextStyle(
          fontSize: 15, weight: .bold, numberOfLines: 2, lineBreakMode: .byTruncatingTail),
        height: 40),
      Label(
        text: sentence,
        style: TextStyle(
          fontSize: 17, numberOfLines: 1, adjustsFontSizeToFitWidth: true,
          minimumScaleFactor: 0.5)),
      Label(
        text: "메뉴: 김치 삼계탕 불고기 짜장면",
        style: TextStyle(
          fontSize: 17, weight: .bold, numberOfLines: 1, lineBreakMode: .byTruncatingTail)),
    ]
    let width = 220.0
    var elements: [SVGElement] = []
    var y = 8.0
    for (index, label) in labels.enumerated() {
      let box = Rect(x: 8, y: y, width: width, height: label.height)
      elements.append(
        .rectangle(
          SVGRectangle(
            x: box.minX, y: box.minY, width: box.width, height: box.height, fill: "#f1f5f9",
            stroke: "#94a3b8", strokeWidth: 0.5, nodeID: "label-\(index)")))
      let layout = measurer.layout(
        of: label.text, style: label.style, maxWidth: box.width, maxHeight: box.height)
      let texts = SVGText.lines(
        of: layout, text: label.text, in: box, anchor: label.anchor, fill: "#111827")
      let clipped = layout.lines.contains { $0.isClipped }
      elements.append(
        .group(
          SVGGroup(elements: texts.map { .text($0) }, clip: clipped ? box : nil)))
      y += label.height + 6
    }
    return SVGScene(width: width + 16, height: y + 2, background: "#ffffff", elements: elements)
  }
}
