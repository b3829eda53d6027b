import CompositionalEngine
import Geometry
import SVGExport
import Testing

@Suite struct SVGCompositionalTests {
  private func element(
    _ category: ElementCategory, _ kind: String?, section: Int, item: Int, _ frame: Rect,
    z: Int = 0
  ) -> PlacedElement {
    PlacedElement(
      frame: frame, category: category, kind: kind,
      indexPath: ItemPath(item: item, section: section), zIndex: z)
  }

  @Test func elementsAreDrawnDistinctlyInZOrder() {
    let viewport = Rect(x: 0, y: 0, width: 100, height: 100)
    let elements = [
      element(.cell, nil, section: 0, item: 0, Rect(x: 0, y: 20, width: 50, height: 30), z: 1),
      element(
        .decorationView, "background", section: 0, item: 0, Rect(x: 0, y: 0, width: 100, height: 60)
      ),
      element(
        .supplementaryView, "UICollectionElementKindSectionHeader", section: 0, item: 0,
        Rect(x: 0, y: 0, width: 100, height: 20), z: 2),
      element(
        .supplementaryView, "badge", section: 0, item: 0, Rect(x: 40, y: 15, width: 16, height: 16),
        z: 3),
    ]
    let svg = SVGScene(compositionalElements: elements, viewport: viewport).svgString
    let order = ["background 0.0", "cell 0.0", "header 0.0", "badge 0.0", "viewport"].map {
      svg.range(of: "data-node=\"\($0)\"")?.lowerBound
    }
    // Every element is drawn, lowest z first, and the viewport last.
    #expect(order.allSatisfy { $0 != nil })
    #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
    #expect(
      svg.contains(
        "data-node=\"background 0.0\" x=\"0\" y=\"0\" width=\"100\" height=\"60\" rx=\"6\" fill=\"#f8fafc\""
      ))
    #expect(
      svg.contains(
        "data-node=\"header 0.0\" x=\"0\" y=\"0\" width=\"100\" height=\"20\" fill=\"#cbd5e1\""))
    #expect(
      svg.contains(
        "data-node=\"badge 0.0\" x=\"40\" y=\"15\" width=\"16\" height=\"16\" rx=\"8\" fill=\"#fdba74\""
      ))
    #expect(
      svg.contains(
        "data-node=\"cell 0.0\" x=\"0\" y=\"20\" width=\"50\" height=\"30\" rx=\"3\" fill=\"#dbeafe\""
      ))
    #expect(!svg.contains("clip-path"))
  }

  @Test func orthogonalRowsAreClippedWithAFadedRest() {
    // Section 1's second cell starts at x 120, beyond the 100-point viewport: the row is
    // clipped to 0–100 between its top (60) and bottom (100), and a faded copy shows the rest.
    let elements = [
      element(.cell, nil, section: 0, item: 0, Rect(x: 0, y: 0, width: 100, height: 60)),
      element(.cell, nil, section: 1, item: 0, Rect(x: 0, y: 60, width: 90, height: 40)),
      element(.cell, nil, section: 1, item: 1, Rect(x: 120, y: 60, width: 90, height: 40)),
    ]
    let svg = SVGScene(
      compositionalElements: elements, viewport: Rect(x: 0, y: 0, width: 100, height: 100)
    ).svgString
    #expect(
      svg.contains(
        "<clipPath id=\"clip1\"><rect x=\"0\" y=\"60\" width=\"100\" height=\"40\"/></clipPath>"))
    #expect(svg.contains("<g opacity=\"0.3\">"))
    #expect(svg.contains("data-node=\"cell 1.1~\" x=\"120\" y=\"60\""))
    #expect(svg.contains("data-node=\"cell 1.1\" x=\"120\" y=\"60\""))
    // The drawing is as wide as the row: 120 + 90.
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"210\""))
  }

  @Test func titlesAreCentredMeasuredTextWhiteOnDarkChips() {
    let chips = [
      element(.cell, nil, section: 0, item: 0, Rect(x: 0, y: 0, width: 100, height: 32)),
      element(.cell, nil, section: 0, item: 1, Rect(x: 110, y: 0, width: 100, height: 32)),
    ]
    let svg = SVGScene(
      compositionalElements: chips, viewport: Rect(x: 0, y: 0, width: 320, height: 32),
      titles: ["cell 0.0": "Hi", "cell 0.1": "Hi"],
      styles: ["cell 0.1": SVGBoxStyle(fill: "#1e293b")], showsViewport: false
    ).svgString
    // "Hi" at 14 points is (722 + 222) / 1000 × 14 = 13.216 wide: it starts at
    // (100 − 13.216) / 2 = 43.392, and its baseline is at 16 + 0.35 × 14 = 20.9.
    #expect(
      svg.contains(
        "<text x=\"43.39\" y=\"20.9\" font-size=\"14\" textLength=\"13.22\""
          + " lengthAdjust=\"spacingAndGlyphs\" fill=\"#0f172a\">Hi</text>"))
    #expect(svg.contains("fill=\"#ffffff\">Hi</text>"))
    #expect(!svg.contains("viewport"))
    // A titled chip has no corner label.
    #expect(!svg.contains(">0.0<"))
  }
}
