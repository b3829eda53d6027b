import FlexCaseFormat
import FlexCore
import Foundation
import SVGExport

/// Renders the demo gallery: one SVG per demo and an `index.html` linking them.
enum DemoGallery {
  static let padding = 16.0
  static let captionHeight = 44.0

  /// Writes the gallery into `folder` (created if needed) and returns the paths written.
  static func write(to folder: String) throws -> [String] {
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true, attributes: nil)
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    var written: [String] = []
    for demo in FlexDemos.all {
      let path = prefix + demo.name + ".svg"
      try Data(svg(for: demo).utf8).write(to: URL(fileURLWithPath: path))
      written.append(path)
    }
    let transition = prefix + TransitionDemo.name + ".svg"
    try Data(TransitionDemo.svg().utf8).write(to: URL(fileURLWithPath: transition))
    written.append(transition)
    let index = prefix + "index.html"
    try Data(indexHTML().utf8).write(to: URL(fileURLWithPath: index))
    written.append(index)
    return written
  }

  /// The SVG of `demo`: its caption above the drawing of its laid-out tree.
  static func svg(for demo: FlexDemo) -> String {
    var tree = FlexTree(
      configuration: FlexConfiguration(defaults: demo.webDefaults ? .web : .yoga))
    let (root, labels) = demo.root.add(to: &tree)
    do {
      try tree.computeLayout(of: root, availableWidth: demo.availableWidth)
    } catch {
      return SVGScene(
        width: 400, height: 40,
        elements: [.text(SVGText(x: 8, y: 24, text: "\(demo.name): \(error)"))]
      ).svgString
    }
    let drawing = SVGScene(flexTree: tree, root: root, labels: labels)
    let captionWidth = Double(max(demo.title.count * 9, demo.summary.count * 6))
    let scene = SVGScene(
      width: max(drawing.width, captionWidth) + 2 * padding,
      height: drawing.height + captionHeight + padding,
      background: "#ffffff",
      elements: [
        .text(SVGText(x: padding, y: 20, text: demo.title, fontSize: 15, fill: "#111111")),
        .text(SVGText(x: padding, y: 36, text: demo.summary, fontSize: 10, fill: "#555555")),
        .group(
          SVGGroup(
            offsetX: padding, offsetY: captionHeight, nodeID: demo.name,
            elements: drawing.elements)),
      ])
    return scene.svgString
  }

  /// The gallery's index page: every demo's picture with its caption.
  static func indexHTML() -> String {
    var lines = [
      "<!DOCTYPE html>",
      "<html lang=\"en\">",
      "<head>",
      "<meta charset=\"utf-8\">",
      "<title>Trellis demo gallery</title>",
      "<style>body { font-family: sans-serif; margin: 2em; } figure { margin: 0 0 2em; }</style>",
      "</head>",
      "<body>",
      "<h1>Trellis demo gallery</h1>",
      "<p>Rendered by <code>swift run trellis demo</code>: each picture is a FlexCore layout",
      "drawn by SVGExport (node border boxes, coloured by depth).</p>",
    ]
    for demo in FlexDemos.all {
      lines.append("<figure>")
      lines.append(
        "<a href=\"\(demo.name).svg\"><img src=\"\(demo.name).svg\" alt=\""
          + SVGEscaping.attribute(demo.title) + "\"></a>")
      lines.append(
        "<figcaption><b>\(SVGEscaping.text(demo.title))</b>: "
          + SVGEscaping.text(demo.summary) + "</figcaption>")
      lines.append("</figure>")
    }
    lines.append(contentsOf: [
      "<figure>",
      "<a href=\"\(TransitionDemo.name).svg\"><img src=\"\(TransitionDemo.name).svg\" alt=\""
        + SVGEscaping.attribute(TransitionDemo.title) + "\"></a>",
      "<figcaption><b>\(SVGEscaping.text(TransitionDemo.title))</b>: "
        + SVGEscaping.text(TransitionDemo.summary) + "</figcaption>",
      "</figure>",
    ])
    lines.append(contentsOf: ["</body>", "</html>"])
    return lines.joined(separator: "\n") + "\n"
  }
}
