/// Malformed flex-case input: what is wrong, in which file, which case and where in the case.
///
/// Its ``description`` is the message the command-line tool prints, for example
/// `bad.json: case "row_gap" (#2): $.root.children[1].style.width: expected a number, "N%", or
/// one of auto, max-content, fit-content, stretch; found a boolean`.
public struct FlexCaseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Kind: Hashable, Sendable {
    /// The text is not JSON.
    case malformedJSON(JSONSyntaxError)
    /// An object holds a key the format does not define.
    case unknownKey(String)
    /// A required key is missing.
    case missingKey(String)
    /// A value has the wrong JSON type; `expected` describes what is allowed.
    case wrongType(expected: String, found: String)
    /// A number is NaN or infinite (too large for a `Double`, or a string such as `"NaN%"`).
    case notFinite
    /// A number is negative where the property allows none.
    case negative(Double)
    /// A string is not one of the values the property allows.
    case invalidValue(String, expected: String)
    /// The file could not be read.
    case unreadable(String)
  }

  /// The file, as given by the caller, if any.
  public var file: String?
  /// The case's name, if it could be read.
  public var caseName: String?
  /// The case's index in an array of cases, if the file holds an array.
  public var caseIndex: Int?
  /// The JSON path of the offending value within the case (or the file): `$.root.style.width`.
  public var path: String
  /// What is wrong.
  public var kind: Kind

  /// Creates an error.
  public init(
    file: String? = nil, caseName: String? = nil, caseIndex: Int? = nil, path: String = "$",
    kind: Kind
  ) {
    self.file = file
    self.caseName = caseName
    self.caseIndex = caseIndex
    self.path = path
    self.kind = kind
  }

  /// The case as messages name it: `case "name" (#2)`, `case #2`, `case "name"`, or `nil`.
  public var caseLabel: String? {
    switch (caseName, caseIndex) {
    case (let name?, let index?): return "case \(JSONNumber.quote(name)) (#\(index))"
    case (let name?, nil): return "case \(JSONNumber.quote(name))"
    case (nil, let index?): return "case #\(index)"
    case (nil, nil): return nil
    }
  }

  /// What is wrong, without the place.
  public var reason: String {
    switch kind {
    case .malformedJSON(let error): return "malformed JSON: \(error)"
    case .unknownKey(let key): return "unknown key \(JSONNumber.quote(key))"
    case .missingKey(let key): return "missing key \(JSONNumber.quote(key))"
    case .wrongType(let expected, let found): return "expected \(expected); found \(found)"
    case .notFinite: return "the number is not finite (NaN or infinity)"
    case .negative(let value):
      return "negative value \(JSONNumber.format(value)) where none is allowed"
    case .invalidValue(let value, let expected):
      return "invalid value \(JSONNumber.quote(value)); expected \(expected)"
    case .unreadable(let message): return "cannot read the file: \(message)"
    }
  }

  /// The whole message: file, case, JSON path and reason, separated by `: `.
  public var description: String {
    var parts: [String] = []
    if let file { parts.append(file) }
    if let caseLabel { parts.append(caseLabel) }
    if case .malformedJSON = kind {
    } else if case .unreadable = kind {
    } else {
      parts.append(path)
    }
    parts.append(reason)
    return parts.joined(separator: ": ")
  }
}
