import Pin
import SVGExport
import SVGViews
import Testing
import TextMeasurement

/// The lines of a drawing, trimmed of their indentation.
func lines(of svg: String) -> [String] {
  svg.split(separator: "\n").map { String($0.drop { $0 == " " }) }
}

/// The index of the first line of `svg` that contains `fragment`, or nil.
func lineIndex(_ fragment: String, in svg: String) -> Int? {
  lines(of: svg).firstIndex { $0.contains(fragment) }
}

/// The drawing rules of views and layers (reference notes §4.3–4.4: UIKit's and Core
/// Animation's drawing semantics), each checked on the SVG elements it writes.
@Suite struct SVGViewsTests {
  /// A root 200 × 100 at the origin, with no background.
  private func root() -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.name = "root"
    return view
  }

  @Test func backgroundIsDrawnOnlyWhereSet() {
    let root = root()
    let filled = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    filled.name = "filled"
    filled.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    let plain = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
    plain.name = "plain"
    let clear = UIView(frame: CGRect(x: 30, y: 5, width: 20, height: 20))
    clear.name = "clear"
    clear.backgroundColor = .clear
    let translucent = UIView(frame: CGRect(x: 60, y: 5, width: 20, height: 20))
    translucent.backgroundColor = UIColor(white: 0, alpha: 0.25)
    for view in [filled, plain, clear, translucent] { root.addSubview(view) }
    let svg = SVGScene(view: root).svgString
    // The root and the plain and clear views fill nothing: one empty group each.
    #expect(svg.contains("<g data-node=\"root\" data-frame=\"0 0 200 100\">"))
    #expect(svg.contains("<g data-node=\"plain\" data-frame=\"5 5 20 20\"/>"))
    #expect(svg.contains("<g data-node=\"clear\" data-frame=\"30 5 20 20\"/>"))
    // The orange view is filled with its colour (1, 0.5, 0 → ff, 80, 00) over its box.
    #expect(svg.contains("<rect x=\"10\" y=\"20\" width=\"100\" height=\"50\" fill=\"#ff8000\"/>"))
    // A colour's alpha is the fill's opacity; the unnamed view is named by its path.
    #expect(svg.contains("<g data-node=\"v0.3\" data-frame=\"60 5 20 20\">"))
    #expect(
      svg.contains(
        "<rect x=\"60\" y=\"5\" width=\"20\" height=\"20\" fill=\"#000000\" fill-opacity=\"0.25\"/>"
      ))
    #expect(lines(of: svg).filter { $0.hasPrefix("<rect") }.count == 2)
  }

  @Test func cornerRadiusRoundsTheBackgroundAndTheBorderIsDrawnInsideAboveSubviews() throws {
    let root = root()
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
    card.name = "card"
    card.backgroundColor = .white
    card.layer.cornerRadius = 8
    card.layer.borderWidth = 2
    card.layer.borderColor = UIColor.blue.cgColor
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
    child.name = "child"
    child.backgroundColor = .red
    card.addSubview(child)
    root.addSubview(card)
    let svg = SVGScene(view: root).svgString
    #expect(
      svg.contains(
        "<rect x=\"10\" y=\"10\" width=\"100\" height=\"40\" rx=\"8\" fill=\"#ffffff\"/>"))
    // Core Animation draws the border inside the bounds, following the corners: a stroke 2
    // wide centred 1 point inside the edge, whose radius is 8 − 1 (so its outer edge's is 8).
    let border =
      "<rect x=\"11\" y=\"11\" width=\"98\" height=\"38\" rx=\"7\" fill=\"none\" "
      + "stroke=\"#0000ff\" stroke-width=\"2\"/>"
    #expect(svg.contains(border))
    // Above the subviews: background, then the child's group, then the border.
    let childLine = try #require(lineIndex("data-node=\"child\"", in: svg))
    let borderLine = try #require(lineIndex(border, in: svg))
    #expect(childLine < borderLine)
    // The child is not clipped: the card does not clip (clipsToBounds is false).
    #expect(!svg.contains("<clipPath"))
  }

  @Test func maskedCornersRoundOnlyTheirCorners() {
    let root = root()
    let sheet = UIView(frame: CGRect(x: 0, y: 20, width: 200, height: 80))
    sheet.backgroundColor = .white
    sheet.layer.cornerRadius = 16
    sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    root.addSubview(sheet)
    let svg = SVGScene(view: root).svgString
    // Top corners arcs of 16, bottom corners square: a path, clockwise from the top-left.
    #expect(
      svg.contains(
        "<path d=\"M16 20H184A16 16 0 0 1 200 36V100H0V36A16 16 0 0 1 16 20Z\" fill=\"#ffffff\"/>"))
  }

  @Test func alphaFadesTheSubtreeAsOneGroup() throws {
    let root = root()
    let faded = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    faded.name = "faded"
    faded.alpha = 0.5
    let first = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    first.backgroundColor = .red
    let second = UIView(frame: CGRect(x: 30, y: 30, width: 60, height: 60))
    second.backgroundColor = .blue
    faded.addSubview(first)
    faded.addSubview(second)
    root.addSubview(faded)
    let svg = SVGScene(view: root).svgString
    // Group opacity: the group fades, its two overlapping children are opaque inside it, so
    // the red one does not show through the blue one (reference notes §4.3, A18).
    #expect(svg.contains("<g data-node=\"faded\" data-frame=\"0 0 100 100\" opacity=\"0.5\">"))
    #expect(lines(of: svg).filter { $0.contains("opacity") }.count == 1)
  }

  @Test func hiddenAndTransparentViewsAreLeftOutWithTheirSubtrees() {
    let root = root()
    let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    hidden.name = "hidden"
    hidden.isHidden = true
    let inside = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    inside.name = "insideHidden"
    inside.backgroundColor = .red
    hidden.addSubview(inside)
    let transparent = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
    transparent.name = "transparent"
    transparent.alpha = 0
    transparent.backgroundColor = .red
    root.addSubview(hidden)
    root.addSubview(transparent)
    let svg = SVGScene(view: root).svgString
    #expect(!svg.contains("hidden"))
    #expect(!svg.contains("insideHidden"))
    #expect(!svg.contains("transparent"))
    #expect(!svg.contains("#ff0000"))
  }

  @Test func clippingFollowsTheCornerRadiusAndOnlyWhereSomethingWouldPass() {
    let root = root()
    let avatar = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    avatar.name = "avatar"
    avatar.layer.cornerRadius = 12
    avatar.clipsToBounds = true
    let photo = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
    photo.backgroundColor = .gray
    avatar.addSubview(photo)
    let loose = UIView(frame: CGRect(x: 100, y: 10, width: 40, height: 40))
    loose.name = "loose"
    let overflowing = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
    overflowing.backgroundColor = .green
    loose.addSubview(overflowing)
    let square = UIView(frame: CGRect(x: 150, y: 10, width: 40, height: 40))
    square.name = "square"
    square.clipsToBounds = true
    let fitting = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    fitting.backgroundColor = .green
    square.addSubview(fitting)
    for view in [avatar, loose, square] { root.addSubview(view) }
    let svg = SVGScene(view: root).svgString
    // The photo's square corners are cut by the avatar's rounded clip (masksToBounds with a
    // radius clips to the rounded bounds, reference notes §4.4).
    #expect(
      svg.contains(
        "<clipPath id=\"clip1\"><rect x=\"10\" y=\"10\" width=\"80\" height=\"80\" rx=\"12\"/>"
          + "</clipPath>"))
    #expect(
      svg.contains("<g data-node=\"avatar\" data-frame=\"10 10 80 80\" clip-path=\"url(#clip1)\">"))
    // A view that does not clip lets its subview pass its bounds; a square clipping view whose
    // subviews fit needs no clip.
    #expect(svg.contains("<g data-node=\"loose\" data-frame=\"100 10 40 40\">"))
    #expect(svg.contains("<g data-node=\"square\" data-frame=\"150 10 40 40\">"))
    #expect(!svg.contains("clip2"))
  }

  @Test func transformTurnsTheSubtreeAboutTheCentre() {
    let root = root()
    let turned = UIView(frame: .zero)
    turned.name = "turned"
    turned.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    turned.center = CGPoint(x: 50, y: 25)
    turned.backgroundColor = .red
    // A quarter turn (cos 90° = 0, sin 90° = 1) and a move of 10 to the right.
    turned.transform = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 10, ty: 0)
    root.addSubview(turned)
    let svg = SVGScene(view: root).svgString
    // About the centre (50, 25): x' = −(y − 25) + 50 + 10, y' = (x − 50) + 25, so
    // e = 50 + 10 + 25 = 85 and f = 25 − 50 = −25 (reference notes §4.1).
    #expect(
      svg.contains(
        "<g data-node=\"turned\" data-frame=\"0 0 100 50\" transform=\"matrix(0 1 -1 0 85 -25)\">"
      ))
    #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"100\" height=\"50\" fill=\"#ff0000\"/>"))
  }

  @Test func theBoundsOriginScrollsTheSubviews() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 10, width: 100, height: 100))
    scroll.name = "scroll"
    scroll.contentSize = CGSize(width: 100, height: 300)
    let row = UIView(frame: CGRect(x: 0, y: 40, width: 100, height: 20))
    row.name = "row"
    row.backgroundColor = .red
    let below = UIView(frame: CGRect(x: 0, y: 120, width: 100, height: 20))
    below.name = "below"
    below.backgroundColor = .blue
    scroll.addSubview(row)
    scroll.addSubview(below)
    scroll.contentOffset = CGPoint(x: 0, y: 30)
    let svg = SVGScene(view: scroll).svgString
    // The row is 40 down the content, the view shows the content from 30: 10 below the
    // view's top, which is 10 down the drawing.
    #expect(svg.contains("<g data-node=\"row\" data-frame=\"0 20 100 20\">"))
    // The second row reaches past the bottom (120 − 30 + 20 = 110 > 100): scroll views clip.
    #expect(svg.contains("<g data-node=\"below\" data-frame=\"0 100 100 20\">"))
    #expect(
      svg.contains(
        "<g data-node=\"scroll\" data-frame=\"0 10 100 100\" clip-path=\"url(#clip1)\">"))
  }

  @Test func viewsAreNamedByNameIdentifierOrPath() {
    let root = root()
    let named = UIView(frame: .zero)
    named.name = "named"
    named.accessibilityIdentifier = "ignored"
    let identified = UIView(frame: .zero)
    identified.accessibilityIdentifier = "identified"
    let anonymous = UIView(frame: .zero)
    let nested = UIView(frame: .zero)
    anonymous.addSubview(nested)
    for view in [named, identified, anonymous] { root.addSubview(view) }
    let svg = SVGScene(view: root).svgString
    #expect(svg.contains("data-node=\"named\""))
    #expect(!svg.contains("ignored"))
    #expect(svg.contains("data-node=\"identified\""))
    #expect(svg.contains("data-node=\"v0.2\""))
    #expect(svg.contains("data-node=\"v0.2.0\""))
  }

  @Test func aShadowIsTheBlurredOffsetBackgroundUnderIt() throws {
    let root = root()
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 50))
    card.backgroundColor = .white
    card.layer.cornerRadius = 10
    card.layer.shadowOpacity = 0.2
    card.layer.shadowOffset = CGSize(width: 0, height: 4)
    card.layer.shadowRadius = 8
    root.addSubview(card)
    let svg = SVGScene(view: root).svgString
    // shadowRadius 8 is a blur of standard deviation 4; the filter reaches 3 × 4 past the
    // shape, which is the card moved 4 down.
    let filter =
      "<filter id=\"blur1\" filterUnits=\"userSpaceOnUse\" x=\"8\" y=\"12\" width=\"124\" "
      + "height=\"74\"><feGaussianBlur stdDeviation=\"4\"/></filter>"
    #expect(svg.contains(filter))
    let shadow =
      "<rect x=\"20\" y=\"24\" width=\"100\" height=\"50\" rx=\"10\" fill=\"#000000\" "
      + "fill-opacity=\"0.2\" filter=\"url(#blur1)\"/>"
    #expect(svg.contains(shadow))
    let shadowLine = try #require(lineIndex(shadow, in: svg))
    let backgroundLine = try #require(lineIndex("fill=\"#ffffff\"", in: svg))
    #expect(shadowLine < backgroundLine)
    // A clipping view casts no shadow, as Core Animation clips the shadow with the content.
    card.clipsToBounds = true
    #expect(!SVGScene(view: root).svgString.contains("<filter"))
  }

  @Test func subtreesDeeperThanTheLimitAreLeftOut() {
    // A chain of 600 nested views: the drawing stops at 512 levels below the root (a
    // documented clamp), so its recursion stays bounded, and it does not trap.
    let root = root()
    var parent = root
    for _ in 0..<600 {
      let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      parent.addSubview(child)
      parent = child
    }
    let svg = SVGScene(view: root).svgString
    #expect(svg.components(separatedBy: "<g data-node=").count - 1 == 513)
  }

  @Test func drawingIsDeterministicAndEveryTextUsesTheFontList() {
    let root = root()
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
    label.text = "한국어 and Latin"
    root.addSubview(label)
    let first = SVGScene(view: root).svgString
    #expect(SVGScene(view: root).svgString == first)
    // One font list, on the root element: every text inherits it.
    #expect(first.contains("font-family=\"\(SVGScene.defaultFontFamily)\""))
    #expect(first.components(separatedBy: "font-family").count == 2)
  }
}
