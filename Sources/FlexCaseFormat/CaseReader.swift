import FlexCore
import Geometry

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
        let scale = try number(member.value, at: memberPath, minimum: 0)
        guard scale <= LayoutBounds.maxPointScaleFactor else {
          throw error(
            memberPath,
            .invalidValue(
              JSONNumber.format(scale),
              expected:
                "a scale factor of at most \(JSONNumber.format(LayoutBounds.maxPointScaleFactor))"
            ))
        }
        configuration.pointScaleFactor = scale
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
