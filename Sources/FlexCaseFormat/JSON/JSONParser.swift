/// A strict JSON parser (RFC 8259) that keeps object members in order and reports the line and
/// column of the first syntax error.
///
/// ```swift
/// let value = try JSONParser.parse(Array("{\"a\": [1, 2]}".utf8))
/// ```
public struct JSONParser {
  /// The default deepest nesting of arrays and objects: deeper input is an error, not a crash.
  ///
  /// It is safe on an 8 MB stack in a debug build, with room for decoding the parsed value. Run
  /// on a thread with a larger stack to accept deeper input, as `trellis` does.
  public static let defaultMaximumDepth = 1_000

  let bytes: [UInt8]
  var offset = 0
  private var depth = 0
  private let maximumDepth: Int

  private init(bytes: [UInt8], maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  /// Parses one JSON text: a value surrounded by optional white space.
  ///
  /// - Parameters:
  ///   - bytes: UTF-8 text, optionally starting with a byte order mark.
  ///   - maximumDepth: The deepest nesting of arrays and objects accepted. The parser recurses
  ///     once per level, so the caller's stack must have room for this many levels.
  /// - Returns: The value.
  /// - Throws: ``JSONSyntaxError`` at the first byte that is not valid JSON, or at the first
  ///   array or object nested deeper than `maximumDepth`.
  /// - Complexity: O(n) in the length of the text.
  public static func parse(_ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth)
    throws(JSONSyntaxError) -> JSONValue
  {
    var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.offset = 3 }
    parser.skipWhiteSpace()
    let value = try parser.parseValue()
    parser.skipWhiteSpace()
    if parser.offset < bytes.count { throw parser.error("unexpected text after the JSON value") }
    return value
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    guard offset < bytes.count else { throw error("unexpected end of input") }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected character \(describe(bytes[offset]))")
    }
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
    try enterNesting()
    offset += 1
    var members: [JSONMember] = []
    skipWhiteSpace()
    if peek(UInt8(ascii: "}")) {
      offset += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhiteSpace()
      guard peek(UInt8(ascii: "\"")) else { throw error("expected a string key") }
      let keyStart = offset
      let key = try parseString()
      if members.contains(where: { $0.key == key }) {
        offset = keyStart
        throw error("duplicate key \"\(key)\"")
      }
      skipWhiteSpace()
      guard peek(UInt8(ascii: ":")) else { throw error("expected ':' after a key") }
      offset += 1
      skipWhiteSpace()
      members.append(JSONMember(key: key, value: try parseValue()))
      skipWhiteSpace()
      if peek(UInt8(ascii: ",")) {
        offset += 1
      } else if peek(UInt8(ascii: "}")) {
        offset += 1
        depth -= 1
        return .object(members)
      } else {
        throw error("expected ',' or '}' in an object")
      }
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
    try enterNesting()
    offset += 1
    var elements: [JSONValue] = []
    skipWhiteSpace()
    if peek(UInt8(ascii: "]")) {
      offset += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhiteSpace()
      elements.append(try parseValue())
      skipWhiteSpace()
      if peek(UInt8(ascii: ",")) {
        offset += 1
      } else if peek(UInt8(ascii: "]")) {
        offset += 1
        depth -= 1
        return .array(elements)
      } else {
        throw error("expected ',' or ']' in an array")
      }
    }
  }

  private mutating func enterNesting() throws(JSONSyntaxError) {
    depth += 1
    if depth > maximumDepth {
      throw error("arrays and objects nested deeper than \(maximumDepth) levels")
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONSyntaxError)
    -> JSONValue
  {
    let utf8 = Array(word.utf8)
    guard bytes.count - offset >= utf8.count, Array(bytes[offset..<offset + utf8.count]) == utf8
    else { throw error("unexpected character \(describe(bytes[offset]))") }
    offset += utf8.count
    return value
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = offset
    if peek(UInt8(ascii: "-")) { offset += 1 }
    if peek(UInt8(ascii: "0")) {
      offset += 1
    } else if !skipDigits() {
      throw error("expected a digit")
    }
    if peek(UInt8(ascii: ".")) {
      offset += 1
      guard skipDigits() else { throw error("expected a digit after '.'") }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      offset += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { offset += 1 }
      guard skipDigits() else { throw error("expected a digit in the exponent") }
    }
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    guard let value = Double(text) else {
      offset = start
      throw error("invalid number \(text)")
    }
    return .number(value)
  }

  private mutating func skipDigits() -> Bool {
    let start = offset
    while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) {
      offset += 1
    }
    return offset > start
  }

  private func peek(_ byte: UInt8) -> Bool { offset < bytes.count && bytes[offset] == byte }

  private mutating func skipWhiteSpace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09, 0x0A, 0x0D: offset += 1
      default: return
      }
    }
  }

  private func describe(_ byte: UInt8) -> String {
    if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  /// An error at the current offset.
  func error(_ message: String) -> JSONSyntaxError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(offset, bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return JSONSyntaxError(message: message, line: line, column: column)
  }
}

/// A JSON text that could not be parsed, with the place of the first error.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public var message: String
  /// The 1-based line of the error.
  public var line: Int
  /// The 1-based column (in characters) of the error.
  public var column: Int

  /// The error as `line 3, column 7: expected ',' or '}' in an object`.
  public var description: String { "line \(line), column \(column): \(message)" }
}
