import Geometry

extension SVGWriter {
  /// A rounded rectangle: its `<filter>` first when blurred, then a `<rect>` (`x`, `y`,
  /// `width`, `height`, `rx`, `fill`, `fill-opacity`, `filter`) or, for corners of different
  /// radii, a `<path>` (`d`, `fill`, `fill-opacity`, `filter`).
  mutating func write(_ shape: SVGRoundedRectangle, indentation: Int) {
    let frame = shape.frame
    let radii = shape.radii.clamped(to: frame.size)
    var filterID = 0
    if shape.blur > 0, shape.blur.isFinite {
      filterCount += 1
      filterID = filterCount
      let reach = 3 * shape.blur
      indent(indentation)
      write("<filter id=\"blur")
      write(raw: String(filterID))
      write("\" filterUnits=\"userSpaceOnUse\"")
      attribute("x", number: frame.minX - reach)
      attribute("y", number: frame.minY - reach)
      attribute("width", number: max(0, frame.width) + 2 * reach)
      attribute("height", number: max(0, frame.height) + 2 * reach)
      write("><feGaussianBlur")
      attribute("stdDeviation", number: shape.blur)
      write("/></filter>\n")
    }
    indent(indentation)
    if radii.isUniform {
      write("<rect")
      attribute("x", number: frame.minX)
      attribute("y", number: frame.minY)
      attribute("width", number: max(0, frame.width))
      attribute("height", number: max(0, frame.height))
      if radii.topLeft > 0 { attribute("rx", number: radii.topLeft) }
    } else {
      write("<path d=\"")
      roundedRectanglePath(frame, radii: radii)
      write("\"")
    }
    attribute("fill", shape.fill)
    if shape.opacity < 1 { attribute("fill-opacity", number: max(0, shape.opacity)) }
    if filterID > 0 {
      write(" filter=\"url(#blur")
      write(raw: String(filterID))
      write(")\"")
    }
    write("/>\n")
  }

  /// A border: a stroked `<rect>` (`x`, `y`, `width`, `height`, `rx`, `fill="none"`, `stroke`,
  /// `stroke-width`, `stroke-opacity`) half its width inside the edge when that draws it
  /// exactly (the same radius on every corner, 0 or at least half the width); otherwise a
  /// `<path>` (`d` with the outer then the inner edge, `fill`, `fill-rule`, `fill-opacity`).
  mutating func write(_ border: SVGBorder, indentation: Int) {
    let frame = border.frame
    let radii = border.radii.clamped(to: frame.size)
    let width = border.width
    let half = width / 2
    indent(indentation)
    let shorter = min(frame.width, frame.height)
    if radii.isUniform, radii.topLeft == 0 || radii.topLeft >= half, width < shorter / 2 {
      write("<rect")
      attribute("x", number: frame.minX + half)
      attribute("y", number: frame.minY + half)
      attribute("width", number: frame.width - width)
      attribute("height", number: frame.height - width)
      if radii.topLeft > 0 { attribute("rx", number: radii.topLeft - half) }
      write(" fill=\"none\"")
      attribute("stroke", border.color)
      attribute("stroke-width", number: width)
      if border.opacity < 1 { attribute("stroke-opacity", number: max(0, border.opacity)) }
      write("/>\n")
      return
    }
    write("<path d=\"")
    roundedRectanglePath(frame, radii: radii)
    if width < shorter / 2 {
      let inner = Rect(
        x: frame.minX + width, y: frame.minY + width, width: frame.width - 2 * width,
        height: frame.height - 2 * width)
      roundedRectanglePath(inner, radii: radii.inset(by: width).clamped(to: inner.size))
    }
    write("\"")
    attribute("fill", border.color)
    write(" fill-rule=\"evenodd\"")
    if border.opacity < 1 { attribute("fill-opacity", number: max(0, border.opacity)) }
    write("/>\n")
  }

  /// A `<path>`: `d`, `fill`, `stroke`, `stroke-width`, `stroke-linecap` and `stroke-linejoin`
  /// (round, when stroked), `opacity`.
  mutating func write(_ path: SVGPath, indentation: Int) {
    indent(indentation)
    write("<path d=\"")
    for command in path.commands {
      switch command {
      case .move(let point):
        write("M")
        number(point.x)
        write(" ")
        number(point.y)
      case .line(let point):
        write("L")
        number(point.x)
        write(" ")
        number(point.y)
      case .close:
        write("Z")
      }
    }
    write("\"")
    attribute("fill", path.fill)
    if let stroke = path.stroke {
      attribute("stroke", stroke)
      attribute("stroke-width", number: path.strokeWidth)
      write(" stroke-linecap=\"round\" stroke-linejoin=\"round\"")
    }
    if path.opacity < 1 { attribute("opacity", number: max(0, path.opacity)) }
    write("/>\n")
  }

  /// A closed subpath around `rect` with clamped `radii`, clockwise from the top-left corner's
  /// end: straight edges (`H`, `V`) and quarter arcs (`A`) where a radius is above 0.
  mutating func roundedRectanglePath(_ rect: Rect, radii: SVGCornerRadii) {
    write("M")
    number(rect.minX + radii.topLeft)
    write(" ")
    number(rect.minY)
    write("H")
    number(rect.maxX - radii.topRight)
    arc(radii.topRight, to: rect.maxX, rect.minY + radii.topRight)
    write("V")
    number(rect.maxY - radii.bottomRight)
    arc(radii.bottomRight, to: rect.maxX - radii.bottomRight, rect.maxY)
    write("H")
    number(rect.minX + radii.bottomLeft)
    arc(radii.bottomLeft, to: rect.minX, rect.maxY - radii.bottomLeft)
    write("V")
    number(rect.minY + radii.topLeft)
    arc(radii.topLeft, to: rect.minX + radii.topLeft, rect.minY)
    write("Z")
  }

  /// A clockwise quarter arc of `radius` to (x, y), or nothing for a square corner.
  private mutating func arc(_ radius: Double, to x: Double, _ y: Double) {
    guard radius > 0 else { return }
    write("A")
    number(radius)
    write(" ")
    number(radius)
    write(" 0 0 1 ")
    number(x)
    write(" ")
    number(y)
  }

  /// `matrix(a b c d e f)`: the linear part with four decimals (a rotation's cosines need
  /// them), the translation with two.
  mutating func matrix(_ transform: SVGTransform) {
    write("matrix(")
    SVGNumber.append(transform.a, decimals: 4, to: &bytes)
    write(" ")
    SVGNumber.append(transform.b, decimals: 4, to: &bytes)
    write(" ")
    SVGNumber.append(transform.c, decimals: 4, to: &bytes)
    write(" ")
    SVGNumber.append(transform.d, decimals: 4, to: &bytes)
    write(" ")
    number(transform.e)
    write(" ")
    number(transform.f)
    write(")")
  }
}
