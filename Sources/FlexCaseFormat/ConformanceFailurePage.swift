import FlexCore
import Geometry
import SVGExport

/// An HTML page that shows every failing case of a conformance run, with the expected and the
/// computed layout drawn over each other: the page `trellis conformance --report DIR` writes.
///
/// Expected boxes are dashed green outlines; computed boxes are grey where they match within
/// the tolerance and filled red where they do not, so the nodes that went wrong stand out.
/// Each drawing carries `data-node` ids (`expected.0.1`, `computed.0.1`: the child indices from
/// the root), and is the same byte for byte for the same cases. Drawings are scaled so that
/// their larger side is about 320 pixels (at most 40 times, and smaller for huge layouts, at
/// most 1,200 pixels wide), and empty boxes are drawn one pixel wide so that they show.
///
/// ```swift
/// var page = ConformanceFailurePage()
/// page.add(document)  // a decoded FlexCaseDocument
/// try page.html.write(...)
/// ```
public struct ConformanceFailurePage: Sendable {
  /// The largest difference that still matches.
  public var tolerance: Double
  /// The most failing cases drawn; later ones are only counted.
  public var limit: Int
  /// The page's sections so far, one per failing case.
  private(set) var sections: [String] = []
  /// How many failing cases were seen, drawn or not.
  public private(set) var failureCount = 0

  /// Creates an empty page.
  ///
  /// - Parameters:
  ///   - tolerance: The largest difference that still matches.
  ///   - limit: The most failing cases drawn.
  public init(tolerance: Double = FlexLayoutNode.defaultTolerance, limit: Int = 300) {
    self.tolerance = tolerance
    self.limit = limit
  }

  /// Adds the failing cases of `document` (skip-marked cases are left out).
  ///
  /// - Complexity: a layout of every case, plus the drawing of the failing ones.
  public mutating func add(_ document: FlexCaseDocument) {
    let file = document.file ?? "-"
    for entry in document.entries {
      switch entry {
      case .failure(let error):
        record(file: file, name: error.caseLabel ?? "(file)", reason: error.description)
      case .success(let flexCase):
        guard !flexCase.isSkipped,
          let reason = ConformanceRunner.firstFailure(of: flexCase, tolerance: tolerance)
        else { continue }
        record(file: file, name: flexCase.name, reason: reason, flexCase: flexCase)
      }
    }
  }

  /// Records one failing case, drawing it unless the limit is reached.
  private mutating func record(
    file: String, name: String, reason: String, flexCase: FlexCase? = nil
  ) {
    failureCount += 1
    guard sections.count < limit else { return }
    var lines = [
      "<section>",
      "<h2>\(HTML.text(name))</h2>",
      "<p class=\"file\">\(HTML.text(file))</p>",
      "<p class=\"reason\">\(HTML.text(reason))</p>",
    ]
    if let flexCase, let layouts = try? flexCase.computeLayouts() {
      let labels = Self.labels(of: flexCase.root)
      for direction in flexCase.directions {
        guard let expected = flexCase.expected[direction], let actual = layouts[direction],
          actual.firstDifference(from: expected, tolerance: tolerance) != nil
        else { continue }
        let scene = Self.overlay(
          expected: expected, computed: actual, labels: labels, tolerance: tolerance)
        lines.append("<figure>")
        lines.append(scene.svgString.trimmingSuffixNewline)
        lines.append("<figcaption>\(direction)</figcaption>")
        lines.append("</figure>")
      }
    }
    lines.append("</section>")
    sections.append(lines.joined(separator: "\n"))
  }

  /// The whole page.
  public var html: String {
    var lines = [
      "<!DOCTYPE html>",
      "<html lang=\"en\">",
      "<head>",
      "<meta charset=\"utf-8\">",
      "<title>Trellis conformance: failing cases</title>",
      "<style>",
      "body { font-family: sans-serif; margin: 2em; }",
      "section { border-top: 1px solid #ccc; padding-top: 1em; margin-bottom: 2em; }",
      "h2 { font-size: 1.1em; margin: 0; } .file { color: #666; margin: 0.2em 0; }",
      ".reason { font-family: monospace; } figure { display: inline-block; margin: 0 1em 1em 0; }",
      ".key span { display: inline-block; width: 1em; height: 0.8em; margin: 0 0.3em 0 1em; }",
      "</style>",
      "</head>",
      "<body>",
      "<h1>Conformance: \(failureCount) failing case(s)</h1>",
      "<p class=\"key\">"
        + "<span style=\"border: 1px dashed #15803d\"></span>expected"
        + "<span style=\"background: #fecaca; border: 1px solid #dc2626\"></span>computed, wrong"
        + "<span style=\"border: 1px solid #94a3b8\"></span>computed, right</p>",
    ]
    if failureCount > sections.count {
      lines.append("<p>The first \(sections.count) are drawn.</p>")
    }
    lines += sections
    lines += ["</body>", "</html>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The ids of a case's nodes, keyed by their child-index path from the root.
  static func labels(of root: FlexCaseNode) -> [[Int]: String] {
    var labels: [[Int]: String] = [:]
    var stack: [(FlexCaseNode, [Int])] = [(root, [])]
    while let (node, path) = stack.popLast() {
      if let id = node.id { labels[path] = id }
      for (index, child) in node.children.enumerated() { stack.append((child, path + [index])) }
    }
    return labels
  }

  /// The factor that brings a layout of this size to about 320 pixels (see the type's
  /// discussion).
  static func scale(width: Double, height: Double) -> Double {
    let side = max(width.isFinite ? width : 0, height.isFinite ? height : 0, 1)
    var scale = min(40, max(1, 320 / side))
    if side * scale > 1200 { scale = 1200 / side }
    return scale
  }

  /// The bounding box of a layout's boxes (the root's origin included), in absolute
  /// coordinates.
  static func bounds(of root: FlexLayoutNode) -> Rect {
    var minX = 0.0
    var minY = 0.0
    var maxX = 0.0
    var maxY = 0.0
    var stack: [(FlexLayoutNode, Double, Double)] = [(root, 0, 0)]
    while let (node, x, y) = stack.popLast() {
      let left = x + node.left
      let top = y + node.top
      for value in [left, left + node.width] where value.isFinite {
        minX = min(minX, value)
        maxX = max(maxX, value)
      }
      for value in [top, top + node.height] where value.isFinite {
        minY = min(minY, value)
        maxY = max(maxY, value)
      }
      for child in node.children { stack.append((child, left, top)) }
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The expected and the computed layout drawn over each other, 8 points from the edges.
  static func overlay(
    expected: FlexLayoutNode, computed: FlexLayoutNode, labels: [[Int]: String],
    tolerance: Double
  ) -> SVGScene {
    let expectedBounds = bounds(of: expected)
    let computedBounds = bounds(of: computed)
    let minX = min(expectedBounds.minX, computedBounds.minX)
    let minY = min(expectedBounds.minY, computedBounds.minY)
    let width = max(expectedBounds.maxX, computedBounds.maxX) - minX
    let height = max(expectedBounds.maxY, computedBounds.maxY) - minY
    let scale = scale(width: width, height: height)
    func node(_ root: FlexLayoutNode, at path: [Int]) -> FlexLayoutNode? {
      var node = root
      for index in path {
        guard node.children.indices.contains(index) else { return nil }
        node = node.children[index]
      }
      return node
    }
    func scene(
      of root: FlexLayoutNode, prefix: String, style: (FlexLayoutNode, [Int]) -> SVGBoxStyle
    )
      -> SVGScene
    {
      SVGScene(
        root: [Int](),
        children: { path in
          (node(root, at: path)?.children.indices).map { $0.map { path + [$0] } } ?? []
        },
        node: { path in
          let layout = node(root, at: path) ?? FlexLayoutNode(left: 0, top: 0, width: 0, height: 0)
          let frame = Rect(
            x: layout.left * scale, y: layout.top * scale,
            width: max(1, layout.width * scale), height: max(1, layout.height * scale))
          return SVGTreeNode(
            frame: frame,
            nodeID: ([prefix] + path.map(String.init)).joined(separator: "."),
            label: prefix == "computed" ? labels[path] : nil, style: style(layout, path))
        })
    }
    let expectedScene = scene(of: expected, prefix: "expected") { _, _ in
      SVGBoxStyle(fill: "none", stroke: "#15803d", strokeWidth: 1.5, dashes: [4, 3])
    }
    let computedScene = scene(of: computed, prefix: "computed") { layout, path in
      let wanted = node(expected, at: path)
      let matches =
        wanted.map { wanted in
          abs(wanted.left - layout.left) <= tolerance && abs(wanted.top - layout.top) <= tolerance
            && abs(wanted.width - layout.width) <= tolerance
            && abs(wanted.height - layout.height) <= tolerance
        } ?? false
      return matches
        ? SVGBoxStyle(fill: "none", stroke: "#94a3b8")
        : SVGBoxStyle(fill: "#fecaca", stroke: "#dc2626")
    }
    let margin = 8.0
    let offsetX = margin - minX * scale
    let offsetY = margin - minY * scale
    return SVGScene(
      width: max(1, width * scale) + 2 * margin + 1,
      height: max(1, height * scale) + 2 * margin + 1,
      background: "#ffffff",
      elements: [
        .group(
          SVGGroup(
            offsetX: offsetX, offsetY: offsetY, elements: computedScene.elements)),
        .group(
          SVGGroup(
            offsetX: offsetX, offsetY: offsetY, elements: expectedScene.elements)),
      ])
  }
}

/// Escaping for HTML text.
enum HTML {
  /// `value` escaped for element content.
  static func text(_ value: String) -> String { SVGEscaping.text(value) }
}

extension String {
  /// The string without one final newline.
  var trimmingSuffixNewline: String {
    hasSuffix("\n") ? String(dropLast()) : self
  }
}
