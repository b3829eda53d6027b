import FlexCaseFormat
import FlexCore
import Foundation
import SVGExport

/// Renders the demo gallery: the SVGs of every screen's pictures and an `index.html` that shows
/// them with their captions and the code that built them.
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
    for picture in GalleryScreen.allPictures {
      let path = prefix + picture.name + ".svg"
      try Data(try picture.render().utf8).write(to: URL(fileURLWithPath: path))
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

  /// The gallery's index page: every screen's pictures, each with what it shows, then the
  /// screen's caption and the code that built it.
  static func indexHTML() -> String {
    var lines = [
      "<!DOCTYPE html>",
      "<html lang=\"en\">",
      "<head>",
      "<meta charset=\"utf-8\">",
      "<title>Trellis demo gallery</title>",
      "<style>",
      "body { font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto,"
        + " 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans CJK KR', NanumGothic, sans-serif;"
        + " margin: 2em; color: #111; }",
      "section { margin: 0 0 3em; max-width: 90em; }",
      ".pictures { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; }",
      "figure { margin: 0; } figcaption { margin: 0.4em 0; font-size: 0.9em; color: #444; }",
      ".device img { width: 300px; } .strip img { max-width: 100%; }",
      ".flex img { max-width: 100%; }",
      "img { border: 1px solid #ddd; }",
      "pre { background: #f6f8fa; padding: 0.8em; overflow-x: auto; font-size: 0.85em; }",
      ".key span { display: inline-block; width: 1em; height: 0.8em; margin: 0 0.3em 0 1em; }",
      ".note { background: #fff8e1; padding: 0.6em 0.9em; max-width: 60em; }",
      "</style>",
      "</head>",
      "<body>",
      "<h1>Trellis demo gallery</h1>",
      "<p>Rendered by <code>swift run trellis demo</code>. Screens 1–5 are the seed app's view"
        + " controllers (<code>Tests/SeedScreens</code>) in a <code>UIWindow(device:"
        + " .iPhone15)</code>, drawn by <code>SVGScene(view:)</code> as the screen looks and,"
        + " below, with the wireframe (every view outlined and named); then the same screen"
        + " after a change, and for data-source updates the transition's frames. Screen 6 is"
        + " the flexbox showcases, laid out by FlexCore.</p>",
      "<p class=\"note\">Korean text needs a font with Hangul: where it shows as boxes, install"
        + " one (Debian/Ubuntu: <code>apt-get install fonts-nanum</code> or"
        + " <code>fonts-noto-cjk</code>; macOS and Windows have one: Apple SD Gothic Neo,"
        + " Malgun Gothic).</p>",
      "<p class=\"key\">Flexbox showcases show the box model as browser developer tools do:"
        + "<span style=\"background: #f6b26b\"></span>margin"
        + "<span style=\"background: #ffd966\"></span>border"
        + "<span style=\"background: #93c47d\"></span>padding"
        + "<span style=\"background: #6fa8dc\"></span>content</p>",
      "<p class=\"key\">Transition frames:"
        + "<span style=\"background: #dbeafe\"></span>kept or moved"
        + "<span style=\"background: #fde68a\"></span>changed"
        + "<span style=\"background: #bbf7d0\"></span>inserted"
        + "<span style=\"background: #fecaca\"></span>deleted"
        + "<span style=\"background: #99f6e4\"></span>section header</p>",
    ]
    let showcases = Set(FlexDemos.all.map(\.name))
    for screen in GalleryScreen.all {
      let isShowcase = showcases.contains(screen.name)
      if screen.name == FlexDemos.all.first?.name {
        lines.append("<h2>6. The flexbox showcases</h2>")
      }
      lines.append("<section id=\"\(SVGEscaping.attribute(screen.name))\">")
      let heading = isShowcase ? "h3" : "h2"
      lines.append("<\(heading)>\(SVGEscaping.text(screen.title))</\(heading)>")
      lines.append("<p>\(SVGEscaping.text(screen.caption))</p>")
      lines.append("<div class=\"pictures\">")
      for picture in screen.pictures {
        let kind =
          picture.name.hasSuffix("-transition")
          ? "strip" : screen.pictures.count > 1 ? "device" : "flex"
        lines.append("<figure class=\"\(kind)\">")
        lines.append(
          "<a href=\"\(picture.name).svg\"><img src=\"\(picture.name).svg\" alt=\""
            + SVGEscaping.attribute(screen.title + ": " + picture.label) + "\"></a>")
        lines.append("<figcaption>\(SVGEscaping.text(picture.label))</figcaption>")
        lines.append("</figure>")
      }
      lines.append("</div>")
      if !screen.code.isEmpty {
        lines.append("<details><summary>The code that built it</summary>")
        lines.append("<pre><code>" + htmlEscaped(screen.code) + "</code></pre>")
        lines.append("</details>")
      }
      lines.append("</section>")
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
      pictures: [
        GalleryPicture(name: name, label: title, render: { DemoGallery.svg(for: demo) })
      ])
  }
}
