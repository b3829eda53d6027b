/// Formatting of numbers for JSON output.
public enum JSONNumber {
  /// `value` as a JSON number: integers without a fraction (`10`, not `10.0`), `-0` as `0`,
  /// other values in Swift's shortest round-tripping form, and `null` for NaN or an infinity.
  public static func format(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  /// `text` as a JSON string literal, with quotes, backslashes and control characters escaped.
  public static func quote(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{00}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output + "\""
  }
}
