extension SVGScene {
  /// The scene as an SVG document: deterministic byte for byte, one element per line, attributes
  /// in a fixed order, ending in a newline.
  ///
  /// - Complexity: O(n) in the number of elements.
  public var svgString: String {
    let w = SVGNumber.format(width)
    let h = SVGNumber.format(height)
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\""
        + " viewBox=\"0 0 \(w) \(h)\" font-family=\"sans-serif\">"
    ]
    if let background {
      lines.append(
        "  <rect width=\"\(w)\" height=\"\(h)\" fill=\"\(SVGEscaping.attribute(background))\"/>")
    }
    for element in elements { element.appendLines(to: &lines, indentation: 1) }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }
}

extension SVGElement {
  func appendLines(to lines: inout [String], indentation: Int) {
    let pad = String(repeating: "  ", count: min(indentation, 32))
    switch self {
    case .rectangle(let rectangle):
      lines.append(pad + rectangle.svgLine)
      if let label = rectangle.label {
        let text = SVGText(
          x: rectangle.x + 3, y: rectangle.y + 11, text: label, fontSize: 9, fill: "#222222")
        lines.append(pad + text.svgLine)
      }
    case .text(let text):
      lines.append(pad + text.svgLine)
    case .group(let group):
      var open = "<g"
      if let nodeID = group.nodeID { open += " data-node=\"\(SVGEscaping.attribute(nodeID))\"" }
      if group.offsetX != 0 || group.offsetY != 0 {
        open +=
          " transform=\"translate(\(SVGNumber.format(group.offsetX))"
          + " \(SVGNumber.format(group.offsetY)))\""
      }
      lines.append(pad + open + ">")
      for element in group.elements {
        element.appendLines(to: &lines, indentation: indentation + 1)
      }
      lines.append(pad + "</g>")
    }
  }
}

extension SVGRectangle {
  /// The `<rect>` element: `data-node`, `x`, `y`, `width`, `height`, `rx`, `fill`, `stroke`,
  /// `stroke-width`, in that order.
  var svgLine: String {
    var line = "<rect"
    if let nodeID { line += " data-node=\"\(SVGEscaping.attribute(nodeID))\"" }
    line += " x=\"\(SVGNumber.format(x))\" y=\"\(SVGNumber.format(y))\""
    line += " width=\"\(SVGNumber.format(max(0, width)))\""
    line += " height=\"\(SVGNumber.format(max(0, height)))\""
    if cornerRadius > 0 { line += " rx=\"\(SVGNumber.format(cornerRadius))\"" }
    line += " fill=\"\(SVGEscaping.attribute(fill))\" stroke=\"\(SVGEscaping.attribute(stroke))\""
    line += " stroke-width=\"\(SVGNumber.format(strokeWidth))\"/>"
    return line
  }
}

extension SVGText {
  /// The `<text>` element: `x`, `y`, `font-size`, `text-anchor` (unless `start`), `fill`.
  var svgLine: String {
    var line = "<text x=\"\(SVGNumber.format(x))\" y=\"\(SVGNumber.format(y))\""
    line += " font-size=\"\(SVGNumber.format(fontSize))\""
    if anchor != .start { line += " text-anchor=\"\(anchor.rawValue)\"" }
    line += " fill=\"\(SVGEscaping.attribute(fill))\">\(SVGEscaping.text(text))</text>"
    return line
  }
}

/// Escaping of text for XML.
public enum SVGEscaping {
  /// `value` escaped for a double-quoted attribute.
  public static func attribute(_ value: String) -> String {
    escape(value, quotes: true)
  }

  /// `value` escaped for element content (line breaks become spaces).
  public static func text(_ value: String) -> String {
    escape(value, quotes: false)
  }

  private static func escape(_ value: String, quotes: Bool) -> String {
    var output = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"" where quotes: output += "&quot;"
      case "\n", "\r", "\t": output += " "
      case "\u{00}"..."\u{1F}": continue
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
