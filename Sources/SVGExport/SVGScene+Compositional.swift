import CompositionalEngine
import Geometry

extension SVGScene {
  /// The fills of cells by section, repeating after the last.
  public static let sectionFills = [
    "#dbeafe", "#dcfce7", "#fef3c7", "#fce7f3", "#ede9fe", "#cffafe", "#fee2e2", "#e0e7ff",
  ]

  /// The strokes of cells by section, paired with ``sectionFills``.
  public static let sectionStrokes = [
    "#2563eb", "#16a34a", "#d97706", "#db2777", "#7c3aed", "#0891b2", "#dc2626", "#4f46e5",
  ]

  /// A scene of a compositional or flow layout's elements, with the viewport at its content
  /// offset.
  ///
  /// Elements are drawn in content coordinates through ``init(root:children:node:)``, in
  /// z-order: backgrounds (decorations) dashed and pale, cells coloured per section and
  /// labelled `section.item`, headers and footers (kinds containing "Header" or "Footer") in
  /// slate, other supplementary items (badges) rounded in orange. A section whose elements
  /// scroll orthogonally (moved by the row's offset, or reaching outside the viewport's width)
  /// is drawn as a row clipped to the viewport's width, with a faded copy showing the parts
  /// beyond it. The viewport is a dashed outline on top; elements pinned to it are wherever
  /// the layout placed them for that offset. Ids: `cell 0.3`, `header 0.0`, `badge 1.2`,
  /// `background 2.0`, `viewport`; faded copies end in `~`.
  ///
  /// ```swift
  /// let elements = layout.placedElements(in: CGRect(x: 0, y: 0, width: 320, height: 4000))
  /// let svg = SVGScene(compositionalElements: elements, viewport: Rect(x: 0, y: 120, width: 320, height: 480)).svgString
  /// ```
  ///
  /// - Parameters:
  ///   - elements: The placed elements, in content coordinates.
  ///   - viewport: The visible rectangle (the bounds at the content offset).
  ///   - titles: Text drawn centred in some elements, by id (`cell 0.3`), measured with
  ///     ``textMeasurer`` at `titleFontSize`; a titled element has no corner label.
  ///   - titleFontSize: The font size of titles.
  ///   - styles: Paints that replace the default look of some elements, by id; titles on a
  ///     dark fill are drawn in white.
  ///   - showsViewport: Whether the viewport's outline is drawn.
  /// - Complexity: O(n log n) in the number of elements.
  public init(
    compositionalElements elements: [PlacedElement], viewport: Rect,
    titles: [String: String] = [:], titleFontSize: Double = 14,
    styles: [String: SVGBoxStyle] = [:], showsViewport: Bool = true
  ) {
    let ordered = elements.enumerated().sorted {
      ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
    }.map(\.element)
    var orthogonal: Set<Int> = []
    for element in ordered
    where element.rowOffset != 0 || element.frame.maxX > viewport.maxX + 0.5
      || element.frame.minX < viewport.minX - 0.5
    {
      orthogonal.insert(element.indexPath.section)
    }
    var nodes: [String: SVGTreeNode] = [:]
    var children: [String: [String]] = ["content": []]
    var maxX = viewport.maxX
    var maxY = viewport.maxY
    for element in ordered {
      maxX = max(maxX, element.frame.maxX.isFinite ? element.frame.maxX : 0)
      maxY = max(maxY, element.frame.maxY.isFinite ? element.frame.maxY : 0)
    }
    // Orthogonal rows: a faded copy of the whole row, then the row clipped to the viewport.
    var rowBands: [Int: Rect] = [:]
    for section in orthogonal.sorted() {
      let frames = ordered.filter { $0.indexPath.section == section }.map(\.frame)
      let top = frames.map(\.minY).min() ?? 0
      let bottom = frames.map(\.maxY).max() ?? 0
      let band = Rect(x: viewport.minX, y: top, width: viewport.width, height: bottom - top)
      rowBands[section] = band
      let faded = "row \(section)~"
      let row = "row \(section)"
      nodes[faded] = SVGTreeNode(
        frame: .zero, nodeID: faded, style: Self.invisible, opacity: 0.3)
      nodes[row] = SVGTreeNode(
        frame: band, nodeID: row, style: Self.invisible, clipsChildren: true,
        childOffset: Point(x: -band.minX, y: -band.minY))
      children["content", default: []] += [faded, row]
    }
    for element in ordered {
      let path = "\(element.indexPath.section).\(element.indexPath.item)"
      let (name, defaultStyle) = Self.look(of: element)
      let id = "\(name) \(path)"
      let style = styles[id] ?? defaultStyle
      var label = element.category == .decorationView ? nil : (name == "cell" ? path : name)
      var content: [SVGElement] = []
      if let title = titles[id] {
        label = nil
        let width = Self.textMeasurer.width(of: title, fontSize: titleFontSize)
        content = [
          .text(
            SVGText(
              x: (element.frame.width - width) / 2,
              y: element.frame.height / 2 + titleFontSize * 0.35, text: title,
              fontSize: titleFontSize, fill: Self.isDark(style.fill) ? "#ffffff" : "#0f172a",
              measuredWidth: width))
        ]
      }
      if rowBands[element.indexPath.section] != nil {
        nodes[id + "~"] = SVGTreeNode(frame: element.frame, nodeID: id + "~", style: style)
        children["row \(element.indexPath.section)~", default: []].append(id + "~")
        // Inside the clipped row, frames are relative to the band (the row's child offset).
        nodes[id] = SVGTreeNode(
          frame: element.frame, nodeID: id, label: label, style: style, content: content)
        children["row \(element.indexPath.section)", default: []].append(id)
      } else {
        nodes[id] = SVGTreeNode(
          frame: element.frame, nodeID: id, label: label, style: style, content: content)
        children["content", default: []].append(id)
      }
    }
    if showsViewport {
      nodes["viewport"] = SVGTreeNode(
        frame: viewport, nodeID: "viewport", label: "viewport",
        style: SVGBoxStyle(fill: "none", stroke: "#0f172a", strokeWidth: 2, dashes: [6, 4]))
      children["content", default: []].append("viewport")
    }
    nodes["content"] = SVGTreeNode(
      frame: Rect(x: 0, y: 0, width: max(1, maxX), height: max(1, maxY)), nodeID: "content",
      style: SVGBoxStyle(fill: "#ffffff", stroke: "#cbd5e1"))
    self.init(
      root: "content", children: { children[$0] ?? [] },
      node: { nodes[$0] ?? SVGTreeNode(frame: .zero, nodeID: $0) })
  }

  /// Whether a `#rrggbb` fill is dark (relative luminance below one half); other paints are not.
  static func isDark(_ fill: String) -> Bool {
    let digits = Array(fill.utf8)
    guard digits.count == 7, digits[0] == UInt8(ascii: "#") else { return false }
    func channel(_ index: Int) -> Double? {
      guard let value = Int(String(decoding: digits[index..<(index + 2)], as: UTF8.self), radix: 16)
      else { return nil }
      return Double(value) / 255
    }
    guard let red = channel(1), let green = channel(3), let blue = channel(5) else { return false }
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue < 0.5
  }

  /// A box drawn with neither fill nor stroke (a container that only groups).
  static let invisible = SVGBoxStyle(fill: "none", stroke: "none", strokeWidth: 0)

  /// The name and paint of an element by what it is.
  static func look(of element: PlacedElement) -> (String, SVGBoxStyle) {
    let palette = max(0, element.indexPath.section) % sectionFills.count
    switch element.category {
    case .cell:
      return (
        "cell",
        SVGBoxStyle(
          fill: sectionFills[palette], stroke: sectionStrokes[palette], cornerRadius: 3)
      )
    case .decorationView:
      return (
        "background",
        SVGBoxStyle(
          fill: "#f8fafc", stroke: sectionStrokes[palette], cornerRadius: 6, dashes: [4, 3])
      )
    case .supplementaryView:
      let kind = element.kind ?? ""
      if kind.contains("Header") || kind.contains("header") {
        return ("header", SVGBoxStyle(fill: "#cbd5e1", stroke: "#334155"))
      }
      if kind.contains("Footer") || kind.contains("footer") {
        return ("footer", SVGBoxStyle(fill: "#e2e8f0", stroke: "#64748b"))
      }
      return (
        "badge", SVGBoxStyle(fill: "#fdba74", stroke: "#c2410c", cornerRadius: 8)
      )
    }
  }
}
