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

/// A strict decoder of the flex-case format (`Docs/FlexCaseFormat.md`).
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
