import FlexCaseFormat
import FlexCore
import Foundation
import SVGExport

/// Renders the demo gallery: one SVG per screen and an `index.html` that shows them all with
/// their captions and the code that built them, pending screens included.
package enum DemoGallery {
  static let padding = 16.0
  static let captionHeight = 44.0

  /// Writes the gallery into `folder` (created if needed) and returns the paths written, the
  /// index last.
  package static func write(to folder: String) throws -> [String] {
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true, attributes: nil)
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    var written: [String] = []
    for screen in GalleryScreen.all {
      guard let render = screen.render else { continue }
      let path = prefix + screen.name + ".svg"
      try Data(try render().utf8).write(to: URL(fileURLWithPath: path))
      written.append(path)
    }
    let index = prefix + "index.html"
    try Data(indexHTML().utf8).write(to: URL(fileURLWithPath: index))
    written.append(index)
    return written
  }

  /// The SVG of `demo`: its caption above the drawing of its laid-out tree, with the
  /// box-model overlay (margins orange, borders yellow, paddings green, leaves' content blue).
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
    let drawing = SVGScene(flexTree: tree, root: root, labels: labels, showsBoxModel: true)
    let title = SVGText(
      measuring: demo.title, x: padding, y: 20, fontSize: 15, fill: "#111111")
    let summary = SVGText(
      measuring: demo.summary, x: padding, y: 36, fontSize: 10, fill: "#555555")
    let captionWidth = max(title.measuredWidth ?? 0, summary.measuredWidth ?? 0)
    let scene = SVGScene(
      width: max(drawing.width, captionWidth) + 2 * padding,
      height: drawing.height + captionHeight + padding,
      background: "#ffffff",
      elements: [
        .text(title),
        .text(summary),
        .group(
          SVGGroup(
            offsetX: padding, offsetY: captionHeight, nodeID: demo.name,
            elements: drawing.elements)),
      ])
    return scene.svgString
  }

  /// The gallery's index page: every screen's picture (or a pending note) with its caption and
  /// the code that built it.
  static func indexHTML() -> String {
    let screens = GalleryScreen.all
    let drawn = screens.filter { !$0.isPending }.count
    var lines = [
      "<!DOCTYPE html>",
      "<html lang=\"en\">",
      "<head>",
      "<meta charset=\"utf-8\">",
      "<title>Trellis demo gallery</title>",
      "<style>",
      "body { font-family: sans-serif; margin: 2em; max-width: 72em; color: #111; }",
      "figure { margin: 0 0 2.5em; } figcaption { margin: 0.5em 0; }",
      "img { max-width: 100%; border: 1px solid #ddd; }",
      ".pending { border: 2px dashed #bbb; color: #666; padding: 1.5em; max-width: 36em; }",
      "pre { background: #f6f8fa; padding: 0.8em; overflow-x: auto; font-size: 0.85em; }",
      ".key span { display: inline-block; width: 1em; height: 0.8em; margin: 0 0.3em 0 1em; }",
      "</style>",
      "</head>",
      "<body>",
      "<h1>Trellis demo gallery</h1>",
      "<p>Rendered by <code>swift run trellis demo</code> with the public API only: each picture"
        + " is a layout drawn by SVGExport, its text measured with the layouts' text measurer."
        + (drawn < screens.count
          ? " \(drawn) of \(screens.count) screens are drawn; the others are listed as pending"
            + " until their modules land."
          : "") + "</p>",
      "<p class=\"key\">Flexbox showcases show the box model as browser developer tools do:"
        + "<span style=\"background: #f6b26b\"></span>margin"
        + "<span style=\"background: #ffd966\"></span>border"
        + "<span style=\"background: #93c47d\"></span>padding"
        + "<span style=\"background: #6fa8dc\"></span>content</p>",
    ]
    for screen in screens {
      let title = SVGEscaping.text(screen.title)
      lines.append("<figure id=\"\(SVGEscaping.attribute(screen.name))\">")
      if let reason = screen.pendingReason {
        lines.append(
          "<div class=\"pending\"><b>Pending:</b> waiting for \(SVGEscaping.text(reason)).</div>")
      } else {
        lines.append(
          "<a href=\"\(screen.name).svg\"><img src=\"\(screen.name).svg\" alt=\""
            + SVGEscaping.attribute(screen.title) + "\"></a>")
      }
      lines.append(
        "<figcaption><b>\(title)</b>: \(SVGEscaping.text(screen.caption))</figcaption>")
      if !screen.code.isEmpty {
        lines.append("<details><summary>The code that built it</summary>")
        lines.append("<pre><code>" + htmlEscaped(screen.code) + "</code></pre>")
        lines.append("</details>")
      }
      lines.append("</figure>")
    }
    lines.append(contentsOf: ["</body>", "</html>"])
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` escaped for HTML, line breaks kept (for `<pre>`).
  static func htmlEscaped(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { SVGEscaping.text(String($0)) }
      .joined(separator: "\n")
  }
}

extension FlexDemo {
  /// The demo as a gallery screen.
  var screen: GalleryScreen {
    let demo = self
    return GalleryScreen(
      name: name, title: title, caption: summary, code: GalleryCode.snippets[name] ?? "",
      render: { DemoGallery.svg(for: demo) })
  }
}
