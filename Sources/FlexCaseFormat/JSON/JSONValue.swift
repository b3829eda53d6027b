/// A parsed JSON value that keeps the order of object members.
///
/// Numbers keep their text's value as a `Double`; a number too large for a `Double` parses as an
/// infinity, which the flex-case decoder then rejects by its JSON path.
public enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, its members in document order.
  case object([JSONMember])

  /// A short name of the value's type for error messages: `"a number"`, `"an object"`.
  public var typeDescription: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// One member of a JSON object: a key and its value.
public struct JSONMember: Hashable, Sendable {
  /// The member's key.
  public var key: String
  /// The member's value.
  public var value: JSONValue

  /// Creates a member.
  public init(key: String, value: JSONValue) {
    self.key = key
    self.value = value
  }
}
