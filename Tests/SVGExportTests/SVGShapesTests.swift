import Geometry
import Testing

@testable import SVGExport

/// The scene primitives of view drawings: rounded rectangles, borders, paths, transforms,
/// rounded clips, group opacity and image placeholders, each as the SVG it writes.
@Suite struct SVGShapesTests {
  /// The SVG of a scene holding `elements`, without its first and last lines.
  private func body(_ elements: [SVGElement]) -> [String] {
    let lines = SVGScene(width: 100, height: 100, elements: elements).svgString
      .split(separator: "\n").map { String($0.drop { $0 == " " }) }
    return Array(lines.dropFirst().dropLast())
  }

  @Test func cornerRadiiClampToHalfTheShorterSide() {
    let radii = SVGCornerRadii(topLeft: 50, topRight: -3, bottomRight: .nan, bottomLeft: 4)
    // Core Animation turns a radius past half the shorter side into a capsule, never an
    // ellipse: 100 × 40 takes at most 20.
    #expect(
      radii.clamped(to: Size(width: 100, height: 40))
        == SVGCornerRadii(topLeft: 20, topRight: 0, bottomRight: 0, bottomLeft: 4))
    #expect(SVGCornerRadii(all: 8).inset(by: 3) == SVGCornerRadii(all: 5))
    #expect(SVGCornerRadii(all: 2).inset(by: 3) == .zero)
    #expect(SVGCornerRadii(all: 2).isUniform)
    #expect(SVGCornerRadii.zero.isZero)
  }

  @Test func roundedRectanglesAreRectsOrPaths() {
    let frame = Rect(x: 10, y: 10, width: 100, height: 40)
    #expect(
      body([.roundedRectangle(SVGRoundedRectangle(frame: frame, fill: "#fff"))])
        == ["<rect x=\"10\" y=\"10\" width=\"100\" height=\"40\" fill=\"#fff\"/>"])
    #expect(
      body([
        .roundedRectangle(
          SVGRoundedRectangle(
            frame: frame, radii: SVGCornerRadii(all: 50), fill: "#fff", opacity: 0.5))
      ]) == [
        "<rect x=\"10\" y=\"10\" width=\"100\" height=\"40\" rx=\"20\" fill=\"#fff\" "
          + "fill-opacity=\"0.5\"/>"
      ])
    // Different corners: a path clockwise from the top-left corner's end, one arc per rounded
    // corner.
    #expect(
      body([
        .roundedRectangle(
          SVGRoundedRectangle(
            frame: frame, radii: SVGCornerRadii(topLeft: 4, bottomRight: 8), fill: "#fff"))
      ]) == ["<path d=\"M14 10H110V42A8 8 0 0 1 102 50H10V14A4 4 0 0 1 14 10Z\" fill=\"#fff\"/>"])
  }

  @Test func blurredRectanglesGetAFilterReachingThreeDeviationsOut() {
    let shadow = SVGRoundedRectangle(
      frame: Rect(x: 10, y: 10, width: 20, height: 20), fill: "#000", blur: 2)
    #expect(
      body([.roundedRectangle(shadow), .roundedRectangle(shadow)]) == [
        "<filter id=\"blur1\" filterUnits=\"userSpaceOnUse\" x=\"4\" y=\"4\" width=\"32\" "
          + "height=\"32\"><feGaussianBlur stdDeviation=\"2\"/></filter>",
        "<rect x=\"10\" y=\"10\" width=\"20\" height=\"20\" fill=\"#000\" filter=\"url(#blur1)\"/>",
        "<filter id=\"blur2\" filterUnits=\"userSpaceOnUse\" x=\"4\" y=\"4\" width=\"32\" "
          + "height=\"32\"><feGaussianBlur stdDeviation=\"2\"/></filter>",
        "<rect x=\"10\" y=\"10\" width=\"20\" height=\"20\" fill=\"#000\" filter=\"url(#blur2)\"/>",
      ])
  }

  @Test func bordersLieInsideTheEdgeFollowingTheCorners() {
    let frame = Rect(x: 0, y: 0, width: 100, height: 40)
    // Radius 8, width 2: a stroke 1 inside the edge with radius 7 covers the ring between the
    // edge (radius 8) and the inner edge (radius 6).
    #expect(
      body([
        .border(
          SVGBorder(
            frame: frame, radii: SVGCornerRadii(all: 8), width: 2, color: "#00f", opacity: 0.5))
      ]) == [
        "<rect x=\"1\" y=\"1\" width=\"98\" height=\"38\" rx=\"7\" fill=\"none\" stroke=\"#00f\" "
          + "stroke-width=\"2\" stroke-opacity=\"0.5\"/>"
      ])
    // A radius below half the width: the outer and inner edges as one even-odd path, the
    // inner corners square (8 − 10 < 0).
    #expect(
      body([
        .border(SVGBorder(frame: frame, radii: SVGCornerRadii(all: 4), width: 10, color: "#00f"))
      ])
        == [
          "<path d=\"M4 0H96A4 4 0 0 1 100 4V36A4 4 0 0 1 96 40H4A4 4 0 0 1 0 36V4A4 4 0 0 1 4 0Z"
            + "M10 10H90V30H10V10Z\" fill=\"#00f\" fill-rule=\"evenodd\"/>"
        ])
    // As wide as half the shorter side: the whole rectangle.
    #expect(
      body([.border(SVGBorder(frame: frame, width: 20, color: "#00f"))]) == [
        "<path d=\"M0 0H100V40H0V0Z\" fill=\"#00f\" fill-rule=\"evenodd\"/>"
      ])
    #expect(body([.border(SVGBorder(frame: frame, width: 0, color: "#00f"))]).isEmpty)
    #expect(body([.border(SVGBorder(frame: frame, width: .nan, color: "#00f"))]).isEmpty)
  }

  @Test func pathsWriteTheirCommands() {
    let path = SVGPath(
      commands: [.move(Point(x: 0, y: 0)), .line(Point(x: 10.5, y: 1 / 3)), .close],
      fill: "#ccc", stroke: "#000", strokeWidth: 2, opacity: 0.25)
    #expect(
      body([.path(path)]) == [
        "<path d=\"M0 0L10.5 0.33Z\" fill=\"#ccc\" stroke=\"#000\" stroke-width=\"2\" "
          + "stroke-linecap=\"round\" stroke-linejoin=\"round\" opacity=\"0.25\"/>"
      ])
    #expect(body([.path(SVGPath(commands: []))]).isEmpty)
  }

  @Test func transformsApplyAboutACentre() {
    // A quarter turn about (50, 25): the centre stays, (100, 25) goes to (50, 75).
    let turn = SVGTransform(a: 0, b: 1, c: -1, d: 0, e: 0, f: 0).about(Point(x: 50, y: 25))
    #expect(turn.apply(to: Point(x: 50, y: 25)) == Point(x: 50, y: 25))
    #expect(turn.apply(to: Point(x: 100, y: 25)) == Point(x: 50, y: 75))
    #expect(
      turn.boundingBox(of: Rect(x: 0, y: 0, width: 100, height: 50))
        == Rect(x: 25, y: -25, width: 50, height: 100))
    #expect(SVGTransform.identity.isIdentity)
  }

  @Test func groupsWriteTheirFrameTransformRoundedClipAndOpacity() {
    let cos = 0.866_025_403_784_438_6
    let group = SVGGroup(
      offsetX: 5, nodeID: "card",
      elements: [
        .roundedRectangle(
          SVGRoundedRectangle(frame: Rect(x: 0, y: 0, width: 10, height: 10), fill: "#f00"))
      ],
      clip: Rect(x: 0, y: 0, width: 80, height: 40), opacity: 0.5,
      transform: SVGTransform(a: cos, b: 0.5, c: -0.5, d: cos, e: 1, f: 2),
      clipRadii: SVGCornerRadii(all: 12), frame: Rect(x: 0, y: 0, width: 80, height: 40.5))
    // The linear part keeps four decimals (a 30° turn's cosine), the translation two.
    #expect(
      body([.group(group)]) == [
        "<clipPath id=\"clip1\"><rect x=\"0\" y=\"0\" width=\"80\" height=\"40\" rx=\"12\"/></clipPath>",
        "<g data-node=\"card\" data-frame=\"0 0 80 40.5\" transform=\"translate(5 0) "
          + "matrix(0.866 0.5 -0.5 0.866 1 2)\" clip-path=\"url(#clip1)\" opacity=\"0.5\">",
        "<rect x=\"0\" y=\"0\" width=\"10\" height=\"10\" fill=\"#f00\"/>",
        "</g>",
      ])
    // Corners of different radii clip with a path; an empty group is one line.
    let partial = SVGGroup(
      nodeID: "sheet", clip: Rect(x: 0, y: 0, width: 40, height: 40),
      clipRadii: SVGCornerRadii(topLeft: 10, topRight: 10))
    #expect(
      body([.group(partial)]) == [
        "<clipPath id=\"clip1\"><path d=\"M10 0H30A10 10 0 0 1 40 10V40H0V10A10 10 0 0 1 10 0Z\"/>"
          + "</clipPath>",
        "<g data-node=\"sheet\" clip-path=\"url(#clip1)\"/>",
      ])
  }

  @Test func textOpacityIsItsFillOpacity() {
    var text = SVGText(x: 0, y: 10, text: "Hi", fill: "#3c3c43")
    text.opacity = 0.6
    #expect(
      body([.text(text)]) == [
        "<text x=\"0\" y=\"10\" font-size=\"10\" fill=\"#3c3c43\" fill-opacity=\"0.6\">Hi</text>"
      ])
  }

  @Test func imagePlaceholdersShowAGlyphAndTheirName() throws {
    let placeholder = SVGImagePlaceholder(
      frame: Rect(x: 0, y: 0, width: 80, height: 80), name: "avatar")
    let elements = placeholder.elements
    #expect(
      elements.first
        == .roundedRectangle(
          SVGRoundedRectangle(
            frame: Rect(x: 0, y: 0, width: 80, height: 80), fill: SVGImagePlaceholder.fill)))
    // The glyph: a framed picture (a border, the hills, the sun) 28 wide, then the name.
    #expect(elements.count == 5)
    guard case .border(let frame) = elements[1], case .text(let name) = elements[4] else {
      Issue.record("unexpected elements \(elements)")
      return
    }
    #expect(frame.frame.width == 28)
    #expect(name.text == "avatar")
    #expect(name.anchor == .middle)
    #expect(name.x == 40)
    // A long name is cut with an ellipsis to the box less 8 points.
    let long = SVGImagePlaceholder(
      frame: Rect(x: 0, y: 0, width: 60, height: 60), name: "a-very-long-image-name")
    guard case .text(let cut) = try #require(long.elements.last) else {
      Issue.record("no name")
      return
    }
    #expect(cut.text.hasSuffix("\u{2026}"))
    #expect((cut.measuredWidth ?? 99) <= 52)
    // Small boxes get a diagonal and no name; empty ones nothing.
    let small = SVGImagePlaceholder(frame: Rect(x: 0, y: 0, width: 12, height: 12), name: "dot")
    #expect(small.elements.count == 2)
    guard case .path = small.elements[1] else {
      Issue.record("no diagonal")
      return
    }
    #expect(SVGImagePlaceholder(frame: .zero, name: "none").elements.isEmpty)
  }
}
