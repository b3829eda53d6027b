import Geometry

extension SVGScene {
  /// The scene as an SVG document: deterministic byte for byte, one element per line, attributes
  /// in a fixed order, ending in a newline.
  ///
  /// - Complexity: O(n) in the number of elements.
  public var svgString: String {
    var writer = SVGWriter()
    writer.bytes.reserveCapacity(256 + elements.count * 128)
    writer.write("<svg xmlns=\"http://www.w3.org/2000/svg\"")
    writer.attribute("width", number: width)
    writer.attribute("height", number: height)
    writer.write(" viewBox=\"0 0 ")
    writer.number(width)
    writer.write(" ")
    writer.number(height)
    writer.write("\"")
    writer.attribute("font-family", fontFamily)
    writer.write(">\n")
    if let background {
      writer.indent(1)
      writer.write("<rect")
      writer.attribute("width", number: width)
      writer.attribute("height", number: height)
      writer.attribute("fill", background)
      writer.write("/>\n")
    }
    for element in elements { writer.write(element, indentation: 1) }
    writer.write("</svg>\n")
    return writer.string
  }
}

extension SVGWriter {
  /// Writes `element` (and its children) as lines at `indentation`.
  mutating func write(_ element: SVGElement, indentation: Int) {
    switch element {
    case .rectangle(let rectangle):
      write(rectangle, indentation: indentation)
      let box = Rect(
        x: rectangle.x, y: rectangle.y, width: rectangle.width, height: rectangle.height)
      if let label = rectangle.label,
        let text = SVGText.label(label, in: box, baseline: box.minY + 11)
      {
        write(text, indentation: indentation)
      }
    case .text(let text):
      write(text, indentation: indentation)
    case .band(let band):
      if !band.isEmpty { write(band, indentation: indentation) }
    case .group(let group):
      write(group, indentation: indentation)
    case .roundedRectangle(let rectangle):
      write(rectangle, indentation: indentation)
    case .border(let border):
      if !border.isEmpty { write(border, indentation: indentation) }
    case .path(let path):
      if !path.commands.isEmpty { write(path, indentation: indentation) }
    }
  }

  /// The `<rect>` element: `data-node`, `x`, `y`, `width`, `height`, `rx`, `fill`, `stroke`,
  /// `stroke-width`, `stroke-dasharray`, `opacity`, in that order.
  mutating func write(_ rectangle: SVGRectangle, indentation: Int) {
    indent(indentation)
    write("<rect")
    if let nodeID = rectangle.nodeID { attribute("data-node", nodeID) }
    attribute("x", number: rectangle.x)
    attribute("y", number: rectangle.y)
    attribute("width", number: max(0, rectangle.width))
    attribute("height", number: max(0, rectangle.height))
    if rectangle.cornerRadius > 0 { attribute("rx", number: rectangle.cornerRadius) }
    attribute("fill", rectangle.fill)
    attribute("stroke", rectangle.stroke)
    attribute("stroke-width", number: rectangle.strokeWidth)
    if !rectangle.dashes.isEmpty {
      write(" stroke-dasharray=\"")
      for (index, dash) in rectangle.dashes.enumerated() {
        if index > 0 { write(" ") }
        number(max(0, dash))
      }
      write("\"")
    }
    if rectangle.opacity < 1 { attribute("opacity", number: max(0, rectangle.opacity)) }
    write("/>\n")
  }

  /// The `<text>` element: `data-label-of`, `x`, `y`, `font-size`, `font-weight` (unless
  /// regular), `textLength` and `lengthAdjust` (when measured), `text-anchor` (unless `start`),
  /// `fill`, `fill-opacity` (below 1).
  mutating func write(_ text: SVGText, indentation: Int) {
    indent(indentation)
    write("<text")
    if let labelOf = text.labelOf { attribute("data-label-of", labelOf) }
    attribute("x", number: text.x)
    attribute("y", number: text.y)
    attribute("font-size", number: text.fontSize)
    if text.weight != .regular { attribute("font-weight", number: Double(text.weight.cssWeight)) }
    if let width = text.measuredWidth, width > 0, width.isFinite {
      attribute("textLength", number: width)
      write(" lengthAdjust=\"spacingAndGlyphs\"")
    }
    if text.anchor != .start { attribute("text-anchor", text.anchor.rawValue) }
    attribute("fill", text.fill)
    if text.opacity < 1 { attribute("fill-opacity", number: max(0, text.opacity)) }
    write(">")
    write(escaping: text.text, quotes: false)
    write("</text>\n")
  }

  /// The `<path>` element: `data-band`, `d` (outer then inner rectangle), `fill`, `fill-rule`,
  /// `opacity`, in that order.
  mutating func write(_ band: SVGBand, indentation: Int) {
    indent(indentation)
    write("<path")
    if let bandID = band.bandID { attribute("data-band", bandID) }
    write(" d=\"")
    square(band.outer)
    let inner = band.clampedInner
    if inner.width > 0, inner.height > 0 { square(inner) }
    write("\"")
    attribute("fill", band.fill)
    write(" fill-rule=\"evenodd\"")
    if band.opacity < 1 { attribute("opacity", number: max(0, band.opacity)) }
    write("/>\n")
  }

  /// A closed rectangular subpath: `M x y H maxX V maxY H x Z`.
  private mutating func square(_ rect: Rect) {
    write("M")
    number(rect.minX)
    write(" ")
    number(rect.minY)
    write("H")
    number(rect.maxX)
    write("V")
    number(rect.maxY)
    write("H")
    number(rect.minX)
    write("Z")
  }

  /// A `<g>` (after its `<clipPath>`, if it clips): `data-node`, `data-frame`, `transform`,
  /// `clip-path`, `opacity`, in that order, then its elements one level deeper; a group with no
  /// elements is one self-closing line.
  mutating func write(_ group: SVGGroup, indentation: Int) {
    var clipID = 0
    if let clip = group.clip {
      clipCount += 1
      clipID = clipCount
      indent(indentation)
      write("<clipPath id=\"clip")
      write(raw: String(clipID))
      write("\">")
      let radii = group.clipRadii.clamped(to: clip.size)
      if radii.isUniform {
        write("<rect")
        attribute("x", number: clip.minX)
        attribute("y", number: clip.minY)
        attribute("width", number: max(0, clip.width))
        attribute("height", number: max(0, clip.height))
        if radii.topLeft > 0 { attribute("rx", number: radii.topLeft) }
        write("/>")
      } else {
        write("<path d=\"")
        roundedRectanglePath(clip, radii: radii)
        write("\"/>")
      }
      write("</clipPath>\n")
    }
    indent(indentation)
    write("<g")
    if let nodeID = group.nodeID { attribute("data-node", nodeID) }
    if let frame = group.frame {
      write(" data-frame=\"")
      number(frame.minX)
      write(" ")
      number(frame.minY)
      write(" ")
      number(max(0, frame.width))
      write(" ")
      number(max(0, frame.height))
      write("\"")
    }
    let transform = group.transform.flatMap { $0.isIdentity || !$0.isFinite ? nil : $0 }
    if group.offsetX != 0 || group.offsetY != 0 || transform != nil {
      write(" transform=\"")
      if group.offsetX != 0 || group.offsetY != 0 {
        write("translate(")
        number(group.offsetX)
        write(" ")
        number(group.offsetY)
        write(")")
        if transform != nil { write(" ") }
      }
      if let transform { matrix(transform) }
      write("\"")
    }
    if clipID > 0 {
      write(" clip-path=\"url(#clip")
      write(raw: String(clipID))
      write(")\"")
    }
    if group.opacity < 1 { attribute("opacity", number: max(0, group.opacity)) }
    guard !group.elements.isEmpty else {
      write("/>\n")
      return
    }
    write(">\n")
    for child in group.elements { write(child, indentation: indentation + 1) }
    indent(indentation)
    write("</g>\n")
  }
}
