import FlexCaseFormat
import Testing

/// A malformed document and what its error must say.
struct MalformedInput: Sendable, CustomTestStringConvertible {
  let label: String
  let json: String
  let path: String
  let reason: String

  var testDescription: String { label }
}

/// A minimal valid case with `style` as the style of the root's second child.
private func caseWithChildStyle(_ style: String) -> String {
  """
  {"name": "probe", "root": {"style": {"width": 100}, "children": [
    {"style": {"width": 10}}, {"style": \(style)}]}}
  """
}

@Suite struct FlexCaseDecoderErrorTests {
  static let inputs: [MalformedInput] = [
    MalformedInput(
      label: "unknown style key", json: caseWithChildStyle(#"{"widht": 10}"#),
      path: "$.root.children[1].style.widht", reason: #"unknown key "widht""#),
    MalformedInput(
      label: "wrong type", json: caseWithChildStyle(#"{"width": true}"#),
      path: "$.root.children[1].style.width", reason: "found a boolean"),
    MalformedInput(
      label: "NaN percentage", json: caseWithChildStyle(#"{"width": "NaN%"}"#),
      path: "$.root.children[1].style.width", reason: "not finite"),
    MalformedInput(
      label: "NaN string", json: caseWithChildStyle(#"{"height": "NaN"}"#),
      path: "$.root.children[1].style.height", reason: #"invalid value "NaN""#),
    MalformedInput(
      label: "huge number", json: caseWithChildStyle(#"{"flexGrow": 1e999}"#),
      path: "$.root.children[1].style.flexGrow", reason: "not finite"),
    MalformedInput(
      label: "negative size", json: caseWithChildStyle(#"{"minHeight": -5}"#),
      path: "$.root.children[1].style.minHeight", reason: "negative value -5"),
    MalformedInput(
      label: "negative padding", json: caseWithChildStyle(#"{"paddingStart": "-10%"}"#),
      path: "$.root.children[1].style.paddingStart", reason: "negative value -10"),
    MalformedInput(
      label: "bad enum value", json: caseWithChildStyle(#"{"alignItems": "middle"}"#),
      path: "$.root.children[1].style.alignItems", reason: #"invalid value "middle""#),
    MalformedInput(
      label: "keyword where none allowed", json: caseWithChildStyle(#"{"margin": "stretch"}"#),
      path: "$.root.children[1].style.margin", reason: #"invalid value "stretch""#),
    MalformedInput(
      label: "unknown node key", json: #"{"name": "probe", "root": {"styles": {}}}"#,
      path: "$.root.styles", reason: #"unknown key "styles""#),
    MalformedInput(
      label: "missing root", json: #"{"name": "probe"}"#, path: "$",
      reason: #"missing key "root""#),
    MalformedInput(
      label: "negative available width",
      json: #"{"name": "probe", "availableWidth": -1, "root": {}}"#, path: "$.availableWidth",
      reason: "negative value -1"),
    MalformedInput(
      label: "bad expected direction",
      json: #"{"name": "probe", "root": {}, "expected": {"ttb": {}}}"#, path: "$.expected.ttb",
      reason: #"unknown key "ttb""#),
    MalformedInput(
      label: "expected layout missing a key",
      json: #"{"name": "probe", "root": {}, "expected": {"ltr": {"left": 0, "top": 0}}}"#,
      path: "$.expected.ltr", reason: #"missing key "width""#),
    MalformedInput(
      label: "config type", json: #"{"name": "probe", "config": {"webDefaults": 1}, "root": {}}"#,
      path: "$.config.webDefaults", reason: "expected a boolean; found a number"),
    MalformedInput(
      label: "children not an array", json: #"{"name": "probe", "root": {"children": {}}}"#,
      path: "$.root.children", reason: "expected an array; found an object"),
  ]

  @Test(arguments: inputs)
  func namesFileCaseAndPath(_ input: MalformedInput) {
    let document = FlexCaseDecoder.document(from: Array(input.json.utf8), file: "bad.json")
    guard case .failure(let error) = document.entries.first else {
      Issue.record("decoded without an error")
      return
    }
    #expect(error.path == input.path)
    #expect(error.description.hasPrefix(#"bad.json: case "probe": "#) || input.label.isEmpty)
    #expect(error.description.contains(input.path), "\(error)")
    #expect(error.description.contains(input.reason), "\(error)")
  }

  @Test func malformedJSONNamesLineAndColumn() {
    let document = FlexCaseDecoder.document(
      from: Array("{\n  \"name\": 1,,\n}".utf8), file: "x.json")
    guard case .failure(let error) = document.entries.first else {
      Issue.record("decoded without an error")
      return
    }
    #expect(error.description == "x.json: malformed JSON: line 2, column 13: expected a string key")
  }

  @Test func arrayErrorsNameTheCaseByIndexAndOtherCasesStillDecode() {
    let json = """
      [{"name": "good", "root": {}},
       {"root": {"style": {"flexDirection": "sideways"}}},
       {"name": "bad", "root": {"style": {"flexShrink": -1}}}]
      """
    let document = FlexCaseDecoder.document(from: Array(json.utf8), file: "many.json")
    #expect(document.isArray)
    #expect(document.entries.count == 3)
    let descriptions = document.entries.map { entry in
      switch entry {
      case .success(let flexCase): return flexCase.name
      case .failure(let error): return error.description
      }
    }
    #expect(descriptions[0] == "good")
    #expect(
      descriptions[1]
        == #"many.json: case #1: $.root.style.flexDirection: invalid value "sideways"; "#
        + "expected one of row, row-reverse, column, column-reverse")
    #expect(
      descriptions[2]
        == #"many.json: case "bad" (#2): $.root.style.flexShrink: negative value -1 where none "#
        + "is allowed")
  }

  @Test func duplicateKeysAndTrailingTextAreMalformed() {
    for json in [#"{"name": "a", "name": "b", "root": {}}"#, #"{"root": {}} x"#, "", "[1,]"] {
      let document = FlexCaseDecoder.document(from: Array(json.utf8), file: "d.json")
      guard case .failure(let error) = document.entries.first else {
        Issue.record("\(json) decoded without an error")
        continue
      }
      #expect(error.description.hasPrefix("d.json: malformed JSON: line 1"), "\(error)")
    }
  }

  @Test func topLevelMustBeACaseOrAnArray() {
    let document = FlexCaseDecoder.document(from: Array("42".utf8), file: "n.json")
    guard case .failure(let error) = document.entries.first else {
      Issue.record("decoded without an error")
      return
    }
    #expect(error.description.contains("$: expected a case (an object) or an array of cases"))
  }

  @Test func nestingDeeperThanTheLimitIsAnErrorNotACrash() {
    let depth = 600
    let node =
      String(repeating: #"{"children": ["#, count: depth) + "{}"
      + String(repeating: "]}", count: depth)
    let json = #"{"name": "deep", "root": \#(node)}"#
    let document = FlexCaseDecoder.document(from: Array(json.utf8), file: "deep.json")
    guard case .failure(let error) = document.entries.first else {
      Issue.record("decoded without an error")
      return
    }
    #expect(error.description.contains("nested deeper than 1000 levels"))
    let deeper = FlexCaseDecoder.document(
      from: Array(json.utf8), file: "deep.json", maximumDepth: 2 * depth + 10)
    guard case .success(let flexCase) = deeper.entries.first else {
      Issue.record("a deep case within the limit did not decode")
      return
    }
    #expect(flexCase.root.subtreeCount == depth + 1)
  }

  @Test func stringsAndNumbersFollowJSON() throws {
    let value = try JSONParser.parse(
      Array(#"["a\u00e9\ud83d\ude00\n", -0.5e1, 0, true, null]"#.utf8))
    #expect(
      value == .array([.string("a\u{e9}\u{1F600}\n"), .number(-5), .number(0), .bool(true), .null]))
    for bad in ["01", "1.", "-", "+1", "\"\\x\"", "\"\u{01}\"", "NaN", "Infinity", "[1] [2]"] {
      #expect(throws: JSONSyntaxError.self, "\(bad)") { try JSONParser.parse(Array(bad.utf8)) }
    }
  }
}
