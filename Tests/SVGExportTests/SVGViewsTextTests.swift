import Pin
import SVGExport
import SVGViews
import Testing
import TextMeasurement

/// Labels drawn as `UILabel` draws them, with the measurer's numbers (Docs/TextMeasurement.md,
/// "For labels"): the block of lines centred vertically, each line at its baseline, cut with
/// its ellipsis, in the label's colour, face and alignment.
@Suite struct SVGViewsTextTests {
  let measurer = TextMeasurer()

  /// `value` as SVGExport writes numbers.
  private func number(_ value: Double) -> String { SVGNumber.format(value) }

  /// A label in a 200 × 44 box at the origin.
  private func label(_ text: String, size: CGFloat = 17) -> UILabel {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    label.text = text
    label.font = .systemFont(ofSize: size)
    return label
  }

  @Test func oneLineIsCentredVerticallyAtTheMeasurersBaseline() {
    let label = label("Hello")
    // UILabel centres its block of lines in its bounds: one line of 17-point text is
    // lineHeight(17) high, so its top is (44 − lineHeight) / 2 down, and its baseline is the
    // ascender below that top.
    let lineHeight = measurer.lineHeight(fontSize: 17)
    let baseline = (44 - lineHeight) / 2 + measurer.ascender(fontSize: 17)
    let width = measurer.width(of: "Hello", fontSize: 17)
    let svg = SVGScene(view: label).svgString
    #expect(
      svg.contains(
        "<text x=\"0\" y=\"\(number(baseline))\" font-size=\"17\" textLength=\"\(number(width))\" "
          + "lengthAdjust=\"spacingAndGlyphs\" fill=\"#000000\">Hello</text>"))
    // The text fits the bounds: no clip is needed.
    #expect(!svg.contains("<clipPath"))
  }

  @Test func linesFollowOneAnotherByTheLineHeight() {
    let label = label("one two three four five six seven", size: 15)
    label.frame = CGRect(x: 10, y: 20, width: 90, height: 80)
    label.numberOfLines = 0
    let layout = label.textLayout
    #expect(layout.lines.count > 1)
    let top = 20 + (80 - layout.height) / 2
    let svg = SVGScene(view: label).svgString
    for line in layout.lines {
      let shown = layout.displayedText(of: line, in: label.text ?? "")
      #expect(
        svg.contains(
          "<text x=\"10\" y=\"\(number(top + line.baseline))\" font-size=\"15\" "
            + "textLength=\"\(number(line.width))\" lengthAdjust=\"spacingAndGlyphs\" "
            + "fill=\"#000000\">\(shown)</text>"))
    }
    // Each baseline is one line height below the one before it.
    let step = layout.lines[1].baseline - layout.lines[0].baseline
    #expect(abs(step - measurer.lineHeight(fontSize: 15)) < 1e-9)
  }

  @Test func alignmentPlacesTheAnchor() {
    let centred = label("Hi")
    centred.textAlignment = .center
    #expect(SVGScene(view: centred).svgString.contains("<text x=\"100\" "))
    #expect(SVGScene(view: centred).svgString.contains("text-anchor=\"middle\""))
    let right = label("Hi")
    right.textAlignment = .right
    #expect(SVGScene(view: right).svgString.contains("<text x=\"200\" "))
    #expect(SVGScene(view: right).svgString.contains("text-anchor=\"end\""))
    // `.natural` follows the layout direction: the leading edge is the right one in RTL.
    let natural = label("שלום")
    #expect(!SVGScene(view: natural).svgString.contains("text-anchor"))
    natural.semanticContentAttribute = .forceRightToLeft
    #expect(SVGScene(view: natural).svgString.contains("<text x=\"200\" "))
    #expect(SVGScene(view: natural).svgString.contains("text-anchor=\"end\""))
  }

  @Test func truncationDrawsTheMeasurersEllipsis() {
    let label = label("Ada Lovelace wrote the first program", size: 10)
    label.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
    // TextLayout's documented example: at 60 points, 10-point text cut at its tail.
    let width = measurer.width(of: "Ada Lovel\u{2026}", fontSize: 10)
    let svg = SVGScene(view: label).svgString
    #expect(
      svg.contains(
        "textLength=\"\(number(width))\" lengthAdjust=\"spacingAndGlyphs\" "
          + "fill=\"#000000\">Ada Lovel\u{2026}</text>"))
    let head = self.label("Ada Lovelace wrote the first program", size: 10)
    head.frame = label.frame
    head.lineBreakMode = .byTruncatingHead
    #expect(SVGScene(view: head).svgString.contains(">\u{2026}"))
  }

  @Test func weightIsTheFontWeight() {
    let bold = label("Bold")
    bold.font = .systemFont(ofSize: 17, weight: .bold)
    #expect(SVGScene(view: bold).svgString.contains("font-size=\"17\" font-weight=\"700\""))
    let semibold = label("Semibold")
    semibold.font = .systemFont(ofSize: 17, weight: .semibold)
    #expect(SVGScene(view: semibold).svgString.contains("font-weight=\"600\""))
    let medium = label("Medium")
    medium.font = .systemFont(ofSize: 17, weight: .medium)
    #expect(SVGScene(view: medium).svgString.contains("font-weight=\"500\""))
    #expect(!SVGScene(view: label("Regular")).svgString.contains("font-weight"))
  }

  @Test func aShrinkingFontIsDrawnAtItsFittedSize() {
    let label = label("A title much too long for its label")
    label.frame = CGRect(x: 0, y: 0, width: 150, height: 30)
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    let fitted = measurer.fittingFontSize(
      of: "A title much too long for its label", style: label.textStyle, maxWidth: 150,
      maxHeight: 30)
    #expect(fitted < 17)
    #expect(fitted >= 17 * 0.5)
    #expect(SVGScene(view: label).svgString.contains("font-size=\"\(number(fitted))\""))
  }

  @Test func colourAndOpacityAreTheTextColours() {
    let label = label("Muted")
    label.textColor = .secondaryLabel
    // secondaryLabel: 60, 60, 67 at 0.6 (reference notes §6.1).
    #expect(SVGScene(view: label).svgString.contains("fill=\"#3c3c43\" fill-opacity=\"0.6\">"))
  }

  @Test func textPastTheBoundsIsClippedToThem() {
    let label = label("Tall")
    label.frame = CGRect(x: 0, y: 0, width: 200, height: 10)
    let svg = SVGScene(view: label).svgString
    // 17-point text is taller than 10 points: labels clip (clipsToBounds is true).
    #expect(
      svg.contains("<clipPath id=\"clip1\"><rect x=\"0\" y=\"0\" width=\"200\" height=\"10\"/>"))
    #expect(svg.contains("clip-path=\"url(#clip1)\""))
  }

  @Test func buttonsDrawTheirTitleInTheTitleColourAndTheirImage() {
    let button = UIButton(type: .custom)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    button.setTitle("Load API", for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.backgroundColor = .black
    button.layoutIfNeeded()
    var svg = SVGScene(view: button).svgString
    #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"200\" height=\"44\" fill=\"#000000\"/>"))
    #expect(svg.contains("fill=\"#ffffff\">Load API</text>"))
    // A system button's title is in the tint colour (the system blue, 0, 122, 255).
    let system = UIButton(type: .system)
    system.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    system.setTitle("Edit", for: .normal)
    system.setImage(UIImage(size: CGSize(width: 20, height: 20), name: "pencil"), for: .normal)
    system.layoutIfNeeded()
    svg = SVGScene(view: system).svgString
    #expect(svg.contains("fill=\"#007aff\">Edit</text>"))
    let frame = system.imageView?.frame ?? .zero
    #expect(frame.size == CGSize(width: 20, height: 20))
    #expect(
      svg.contains(
        "<rect x=\"\(number(Double(frame.minX)))\" y=\"\(number(Double(frame.minY)))\" "
          + "width=\"20\" height=\"20\" fill=\"\(SVGImagePlaceholder.fill)\"/>"))
  }
}
