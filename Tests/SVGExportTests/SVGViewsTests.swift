import Pin
import SVGExport
import SVGViews
import Testing

@Suite struct SVGViewsTests {
  @Test func viewsAreNamedAndLabelsDrawnAsMeasuredText() {
    let card = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    card.name = "card"
    card.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    let label = UILabel(frame: CGRect(x: 5, y: 5, width: 60, height: 12))
    label.text = "Hi 한"
    label.font = .systemFont(ofSize: 10)
    card.addSubview(label)
    let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    hidden.isHidden = true
    card.addSubview(hidden)
    let svg = SVGScene(view: card).svgString
    // The card keeps its origin and is filled with its colour (1, 0.5, 0 → ff, 80, 00).
    #expect(
      svg.contains(
        "<rect data-node=\"card\" x=\"10\" y=\"20\" width=\"100\" height=\"50\" fill=\"#ff8000\""))
    // The unnamed label is named by its path: the root's first subview.
    #expect(svg.contains("<rect data-node=\"v0.0\" x=\"15\" y=\"25\" width=\"60\" height=\"12\""))
    // "Hi 한" is (722 + 222 + 278 + 1000) / 1000 × 10 = 22.22 wide; its line is 12 high, so the
    // baseline is (12 - 10) / 2 + 8 = 9 below the label's top, drawn in the label's box.
    #expect(svg.contains("<g transform=\"translate(15 25)\">"))
    #expect(
      svg.contains(
        "<text x=\"0\" y=\"9\" font-size=\"10\" textLength=\"22.22\" lengthAdjust=\"spacingAndGlyphs\""
      ))
    #expect(svg.contains(">Hi 한</text>"))
    // The hidden view is left out.
    #expect(!svg.contains("v0.1"))
  }
}
