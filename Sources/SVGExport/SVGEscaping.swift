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

  static func escape(_ value: String, quotes: Bool) -> String {
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
