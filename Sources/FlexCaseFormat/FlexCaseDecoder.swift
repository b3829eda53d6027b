import FlexCore

/// The cases of one flex-case document, each decoded on its own so that one malformed case does
/// not hide the others.
public struct FlexCaseDocument: Sendable {
  /// The file the document came from, as given by the caller.
  public var file: String?
  /// Whether the document is an array of cases (else a single case, or unparsable).
  public var isArray: Bool
  /// Each case, or the error that stopped its decoding, in document order.
  ///
  /// A document that is not JSON, or neither an object nor an array, has one failure here.
  public var entries: [Result<FlexCase, FlexCaseError>]

  /// Creates a document.
  public init(file: String?, isArray: Bool, entries: [Result<FlexCase, FlexCaseError>]) {
    self.file = file
    self.isArray = isArray
    self.entries = entries
  }
}

/// A strict decoder of the flex-case format (`shared/spec/flex-case.md`).
///
/// Every key is checked: an unknown key, a value of the wrong type, a number that is not finite,
/// a negative size where none is allowed, or a keyword the property does not take is a
/// ``FlexCaseError`` naming the file, the case and the JSON path of the value.
///
/// ```swift
/// let document = FlexCaseDecoder.document(from: Array(text.utf8), file: "cases.json")
/// for entry in document.entries {
///   switch entry {
///   case .success(let flexCase): print(flexCase.name)
///   case .failure(let error): print(error)
///   }
/// }
/// ```
public enum FlexCaseDecoder {
  /// Decodes a document holding one case or an array of cases, case by case.
  ///
  /// - Parameters:
  ///   - bytes: The document's UTF-8 text.
  ///   - file: The file name to put in error messages.
  ///   - maximumDepth: The deepest nesting of JSON arrays and objects accepted (a tree level
  ///     takes two). Decoding recurses once per level: deeper input needs a larger stack.
  /// - Returns: The document, with a result per case.
  /// - Complexity: O(n) in the length of the text.
  public static func document(
    from bytes: [UInt8], file: String? = nil,
    maximumDepth: Int = JSONParser.defaultMaximumDepth
  ) -> FlexCaseDocument {
    let value: JSONValue
    do {
      value = try JSONParser.parse(bytes, maximumDepth: maximumDepth)
    } catch {
      let failure = FlexCaseError(file: file, kind: .malformedJSON(error))
      return FlexCaseDocument(file: file, isArray: false, entries: [.failure(failure)])
    }
    switch value {
    case .array(let elements):
      let entries = elements.enumerated().map { index, element in
        Result { () throws(FlexCaseError) in
          try decodeCase(element, file: file, index: index)
        }
      }
      return FlexCaseDocument(file: file, isArray: true, entries: entries)
    case .object:
      let entry = Result { () throws(FlexCaseError) in try decodeCase(value, file: file) }
      return FlexCaseDocument(file: file, isArray: false, entries: [entry])
    default:
      let failure = FlexCaseError(
        file: file,
        kind: .wrongType(
          expected: "a case (an object) or an array of cases", found: value.typeDescription))
      return FlexCaseDocument(file: file, isArray: false, entries: [.failure(failure)])
    }
  }

  /// Decodes a document holding one case or an array of cases, stopping at the first error.
  ///
  /// - Parameters:
  ///   - bytes: The document's UTF-8 text.
  ///   - file: The file name to put in error messages.
  /// - Returns: The cases, in document order.
  /// - Throws: The first ``FlexCaseError``.
  public static func decode(_ bytes: [UInt8], file: String? = nil) throws(FlexCaseError)
    -> [FlexCase]
  {
    try document(from: bytes, file: file).entries.map { entry throws(FlexCaseError) in
      try entry.get()
    }
  }

  /// Decodes one case from a parsed JSON value.
  ///
  /// - Parameters:
  ///   - value: The case object.
  ///   - file: The file name to put in error messages.
  ///   - index: The case's index when it is an element of an array.
  /// - Throws: ``FlexCaseError`` at the first malformed value.
  public static func decodeCase(_ value: JSONValue, file: String? = nil, index: Int? = nil)
    throws(FlexCaseError) -> FlexCase
  {
    var reader = CaseReader(file: file, caseIndex: index)
    if case .object(let members) = value,
      case .string(let name)? = members.first(where: { $0.key == "name" })?.value
    {
      reader.caseName = name
    }
    return try reader.readCase(value)
  }
}

/// Reads one case, remembering where it is for error messages.
struct CaseReader {
  var file: String?
  var caseIndex: Int?
  var caseName: String?

  static let caseKeys: Set = [
    "name", "source", "config", "availableWidth", "availableHeight", "root", "expected", "skip",
  ]
  static let configKeys: Set = [
    "webDefaults", "pointScaleFactor", "errata", "experimentalFeatures",
  ]
  static let nodeKeys: Set = ["id", "style", "children", "text"]
  static let layoutKeys: Set = ["left", "top", "width", "height", "children"]

  func error(_ path: JSONPath, _ kind: FlexCaseError.Kind) -> FlexCaseError {
    FlexCaseError(
      file: file, caseName: caseName, caseIndex: caseIndex, path: path.description, kind: kind)
  }

  func readCase(_ value: JSONValue) throws(FlexCaseError) -> FlexCase {
    let path: JSONPath = "$"
    let members = try object(value, at: path, allowed: Self.caseKeys, what: "a case (an object)")
    func field(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }
    let name =
      try field("name").map { v throws(FlexCaseError) in try string(v, at: "$.name") }
      ?? caseIndex.map { "case \($0)" } ?? "case"
    let source = try field("source").map { v throws(FlexCaseError) in
      try string(v, at: "$.source")
    }
    let configuration = try field("config").map { v throws(FlexCaseError) in
      try readConfiguration(v, at: "$.config")
    }
    let availableWidth = try optionalSize(field("availableWidth"), at: "$.availableWidth")
    let availableHeight = try optionalSize(field("availableHeight"), at: "$.availableHeight")
    guard let rootValue = field("root") else { throw error(path, .missingKey("root")) }
    let root = try readNode(rootValue, at: "$.root")
    var expected: [String: FlexLayoutNode] = [:]
    if let expectedValue = field("expected") {
      let directions = try object(
        expectedValue, at: "$.expected", allowed: Set(FlexCase.knownDirections),
        what: "an object of layouts by direction (ltr, rtl)")
      for member in directions {
        expected[member.key] = try readLayout(
          member.value, at: JSONPath.member("$.expected", member.key))
      }
    }
    let skip = try field("skip").map { v throws(FlexCaseError) in try string(v, at: "$.skip") }
    return FlexCase(
      name: name, source: source, configuration: configuration ?? FlexCaseConfiguration(),
      availableWidth: availableWidth, availableHeight: availableHeight, root: root,
      expected: expected, skipReason: skip)
  }

  func readConfiguration(_ value: JSONValue, at path: JSONPath) throws(FlexCaseError)
    -> FlexCaseConfiguration
  {
    var configuration = FlexCaseConfiguration()
    for member in try object(value, at: path, allowed: Self.configKeys, what: "an object") {
      let memberPath = JSONPath.member(path, member.key)
      switch member.key {
      case "webDefaults":
        guard case .bool(let flag) = member.value else {
          throw error(
            memberPath, .wrongType(expected: "a boolean", found: member.value.typeDescription))
        }
        configuration.webDefaults = flag
      case "pointScaleFactor":
        configuration.pointScaleFactor = try number(member.value, at: memberPath, minimum: 0)
      case "errata":
        configuration.errata = try strings(member.value, at: memberPath)
      default:
        configuration.experimentalFeatures = try strings(member.value, at: memberPath)
      }
    }
    return configuration
  }

  func readNode(_ value: JSONValue, at path: JSONPath) throws(FlexCaseError) -> FlexCaseNode {
    var node = FlexCaseNode()
    for member in try object(value, at: path, allowed: Self.nodeKeys, what: "a node (an object)") {
      let memberPath = JSONPath.member(path, member.key)
      switch member.key {
      case "id": node.id = try string(member.value, at: memberPath)
      case "text": node.text = try string(member.value, at: memberPath)
      case "style": try readStyle(member.value, at: memberPath, into: &node)
      default:
        node.children = try array(member.value, at: memberPath).enumerated().map {
          index, child throws(FlexCaseError) in
          try readNode(child, at: JSONPath.element(memberPath, index))
        }
      }
    }
    return node
  }

  func readLayout(_ value: JSONValue, at path: JSONPath) throws(FlexCaseError) -> FlexLayoutNode {
    let members = try object(
      value, at: path, allowed: Self.layoutKeys, what: "a layout (an object)")
    var numbers: [String: Double] = [:]
    var children: [FlexLayoutNode] = []
    for member in members {
      let memberPath = JSONPath.member(path, member.key)
      if member.key == "children" {
        children = try array(member.value, at: memberPath).enumerated().map {
          index, child throws(FlexCaseError) in
          try readLayout(child, at: JSONPath.element(memberPath, index))
        }
      } else {
        let allowsNegative = member.key == "left" || member.key == "top"
        numbers[member.key] = try number(
          member.value, at: memberPath, minimum: allowsNegative ? nil : 0)
      }
    }
    for key in ["left", "top", "width", "height"] where numbers[key] == nil {
      throw error(path, .missingKey(key))
    }
    return FlexLayoutNode(
      left: numbers["left", default: 0], top: numbers["top", default: 0],
      width: numbers["width", default: 0], height: numbers["height", default: 0],
      children: children)
  }
}
