extension JSONParser {
  /// Parses a string literal starting at the opening quote.
  mutating func parseString() throws(JSONSyntaxError) -> String {
    offset += 1
    var scalars = String.UnicodeScalarView()
    var runStart = offset
    func flushRun(_ end: Int) {
      if end > runStart {
        scalars.append(
          contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
      }
    }
    while true {
      guard offset < bytes.count else { throw error("unterminated string") }
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "\""):
        flushRun(offset)
        offset += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        flushRun(offset)
        offset += 1
        scalars.append(try parseEscape())
        runStart = offset
      case 0x00..<0x20:
        throw error("control character in a string (escape it)")
      default:
        offset += 1
      }
    }
  }

  private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    guard offset < bytes.count else { throw error("unterminated string") }
    let byte = bytes[offset]
    offset += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try parseHexQuad()
      if (0xD800..<0xDC00).contains(high) {
        guard bytes.count - offset >= 2, bytes[offset] == UInt8(ascii: "\\"),
          bytes[offset + 1] == UInt8(ascii: "u")
        else { throw error("unpaired surrogate in a \\u escape") }
        offset += 2
        let low = try parseHexQuad()
        guard (0xDC00..<0xE000).contains(low) else {
          throw error("unpaired surrogate in a \\u escape")
        }
        let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        guard let scalar = Unicode.Scalar(value) else { throw error("invalid \\u escape") }
        return scalar
      }
      guard let scalar = Unicode.Scalar(high) else {
        throw error("unpaired surrogate in a \\u escape")
      }
      return scalar
    default:
      offset -= 1
      throw error("invalid escape in a string")
    }
  }

  private mutating func parseHexQuad() throws(JSONSyntaxError) -> UInt32 {
    guard bytes.count - offset >= 4 else { throw error("expected four hex digits after \\u") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[offset]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("expected four hex digits after \\u")
      }
      value = value * 16 + digit
      offset += 1
    }
    return value
  }
}
