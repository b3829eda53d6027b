/// Reading typed values out of JSON, with errors at their paths.
extension CaseReader {
  func object(_ value: JSONValue, at path: JSONPath, allowed: Set<String>, what: String)
    throws(FlexCaseError) -> [JSONMember]
  {
    guard case .object(let members) = value else {
      throw error(path, .wrongType(expected: what, found: value.typeDescription))
    }
    if let unknown = members.first(where: { !allowed.contains($0.key) }) {
      throw error(JSONPath.member(path, unknown.key), .unknownKey(unknown.key))
    }
    return members
  }

  func array(_ value: JSONValue, at path: JSONPath) throws(FlexCaseError) -> [JSONValue] {
    guard case .array(let elements) = value else {
      throw error(path, .wrongType(expected: "an array", found: value.typeDescription))
    }
    return elements
  }

  func string(_ value: JSONValue, at path: JSONPath) throws(FlexCaseError) -> String {
    guard case .string(let text) = value else {
      throw error(path, .wrongType(expected: "a string", found: value.typeDescription))
    }
    return text
  }

  func strings(_ value: JSONValue, at path: JSONPath) throws(FlexCaseError) -> [String] {
    try array(value, at: path).enumerated().map { index, element throws(FlexCaseError) in
      try string(element, at: JSONPath.element(path, index))
    }
  }

  /// A finite number, at least `minimum` when one is given.
  func number(_ value: JSONValue, at path: JSONPath, minimum: Double? = nil) throws(FlexCaseError)
    -> Double
  {
    guard case .number(let number) = value else {
      throw error(path, .wrongType(expected: "a number", found: value.typeDescription))
    }
    return try checked(number, at: path, minimum: minimum)
  }

  func checked(_ number: Double, at path: JSONPath, minimum: Double?) throws(FlexCaseError)
    -> Double
  {
    guard number.isFinite else { throw error(path, .notFinite) }
    if let minimum, number < minimum { throw error(path, .negative(number)) }
    return number == 0 ? 0 : number
  }

  /// A non-negative number or `null` (undefined); a missing value is undefined too.
  func optionalSize(_ value: JSONValue?, at path: JSONPath) throws(FlexCaseError) -> Double? {
    guard let value, value != .null else { return nil }
    guard case .number = value else {
      throw error(path, .wrongType(expected: "a number or null", found: value.typeDescription))
    }
    return try number(value, at: path, minimum: 0)
  }

  /// A `"N%"` string's percentage, or `nil` when `text` does not end in `%`.
  func percentage(_ text: String, at path: JSONPath, allowsNegative: Bool) throws(FlexCaseError)
    -> Double?
  {
    guard text.hasSuffix("%") else { return nil }
    let digits = String(text.dropLast())
    guard Self.isDecimal(digits), let value = Double(digits) else {
      if let value = Double(digits), !value.isFinite { throw error(path, .notFinite) }
      return nil
    }
    return try checked(value, at: path, minimum: allowsNegative ? nil : 0)
  }

  /// Whether `text` is a plain decimal number: `-12`, `0.5`, `.5`, `1e3` (no `nan`, `inf`, hex).
  static func isDecimal(_ text: String) -> Bool {
    var scalars = Substring(text).unicodeScalars[...]
    if scalars.first == "-" || scalars.first == "+" { scalars = scalars.dropFirst() }
    func digits() -> Int {
      let count = scalars.prefix { ("0"..."9").contains($0) }.count
      scalars = scalars.dropFirst(count)
      return count
    }
    var mantissa = digits()
    if scalars.first == "." {
      scalars = scalars.dropFirst()
      mantissa += digits()
    }
    guard mantissa > 0 else { return false }
    if scalars.first == "e" || scalars.first == "E" {
      scalars = scalars.dropFirst()
      if scalars.first == "-" || scalars.first == "+" { scalars = scalars.dropFirst() }
      guard digits() > 0 else { return false }
    }
    return scalars.isEmpty
  }
}
