import FlexCore

/// Reading a node's `style` object into a ``FlexStyle``.
extension CaseReader {
  static let edgeNames = [
    "", "Horizontal", "Vertical", "Left", "Top", "Right", "Bottom", "Start", "End",
  ]
  static let insetKeys: Set = ["left", "top", "right", "bottom", "start", "end"]
  static let sizeKeywords = ["auto", "max-content", "fit-content", "stretch"]
  static let styleKeys: Set<String> = {
    var keys: Set = [
      "display", "positionType", "direction", "flexDirection", "flexWrap", "justifyContent",
      "alignItems", "alignSelf", "alignContent", "flexGrow", "flexShrink", "flex", "aspectRatio",
      "flexBasis", "width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight", "gap",
      "rowGap", "columnGap", "overflow", "boxSizing", "fontSize",
    ]
    keys.formUnion(insetKeys)
    for prefix in ["margin", "padding", "border"] {
      keys.formUnion(edgeNames.map { prefix + $0 })
    }
    return keys
  }()

  func readStyle(_ value: JSONValue, at path: JSONPath, into node: inout FlexCaseNode)
    throws(FlexCaseError)
  {
    var style = FlexStyle()
    for member in try object(value, at: path, allowed: Self.styleKeys, what: "a style (an object)")
    {
      let key = member.key
      let at = JSONPath.member(path, key)
      let value = member.value
      switch key {
      case "display": style.display = try keyword(value, at: at, StyleKeywords.display)
      case "positionType":
        style.positionType = try keyword(value, at: at, StyleKeywords.positionType)
      case "direction": style.direction = try keyword(value, at: at, StyleKeywords.direction)
      case "flexDirection":
        style.flexDirection = try keyword(value, at: at, StyleKeywords.flexDirection)
      case "flexWrap": style.flexWrap = try keyword(value, at: at, StyleKeywords.flexWrap)
      case "justifyContent":
        style.justifyContent = try keyword(value, at: at, StyleKeywords.justifyContent)
      case "alignItems": style.alignItems = try keyword(value, at: at, StyleKeywords.alignment)
      case "alignSelf": style.alignSelf = try keyword(value, at: at, StyleKeywords.alignment)
      case "alignContent": style.alignContent = try keyword(value, at: at, StyleKeywords.alignment)
      case "overflow": style.overflow = try keyword(value, at: at, StyleKeywords.overflow)
      case "boxSizing": style.boxSizing = try keyword(value, at: at, StyleKeywords.boxSizing)
      case "flexGrow": style.flexGrow = try number(value, at: at, minimum: 0)
      case "flexShrink": style.flexShrink = try number(value, at: at, minimum: 0)
      case "flex": style.flex = try number(value, at: at)
      case "aspectRatio":
        let ratio = try number(value, at: at, minimum: 0)
        style.aspectRatio = ratio > 0 ? ratio : nil
      case "fontSize": node.fontSize = try number(value, at: at, minimum: 0)
      case "flexBasis": style.flexBasis = try dimension(value, at: at)
      case "width": style.width = try dimension(value, at: at)
      case "height": style.height = try dimension(value, at: at)
      case "minWidth": style.minWidth = try dimension(value, at: at)
      case "minHeight": style.minHeight = try dimension(value, at: at)
      case "maxWidth": style.maxWidth = try dimension(value, at: at)
      case "maxHeight": style.maxHeight = try dimension(value, at: at)
      case "gap": style.gap = try lengthPercentage(value, at: at)
      case "rowGap": style.rowGap = try lengthPercentage(value, at: at)
      case "columnGap": style.columnGap = try lengthPercentage(value, at: at)
      default:
        try readEdge(key, value, at: at, into: &style)
      }
    }
    node.style = style
  }

  /// Reads an inset or one of the nine edges of margin, padding or border.
  func readEdge(_ key: String, _ value: JSONValue, at path: JSONPath, into style: inout FlexStyle)
    throws(FlexCaseError)
  {
    if Self.insetKeys.contains(key) {
      // `auto` is CSS's initial inset: the same as an absent key.
      let inset = try dimension(value, at: path, keywords: ["auto"], allowsNegative: true)
      if inset != .auto { Self.setEdge(key, of: &style.position, to: inset) }
    } else if key.hasPrefix("margin") {
      let margin = try dimension(value, at: path, keywords: ["auto"], allowsNegative: true)
      Self.setEdge(String(key.dropFirst(6)), of: &style.margin, to: margin)
    } else if key.hasPrefix("padding") {
      let padding = try lengthPercentage(value, at: path)
      Self.setEdge(String(key.dropFirst(7)), of: &style.padding, to: padding)
    } else {
      let border = try number(value, at: path, minimum: 0)
      Self.setEdge(String(key.dropFirst(6)), of: &style.border, to: border)
    }
  }

  /// Sets the edge named `name` (`""`, `Horizontal`, …, `End`, or an inset name in lower case).
  static func setEdge<Value>(_ name: String, of edges: inout Edges<Value>, to value: Value) {
    switch name.lowercased() {
    case "": edges.all = value
    case "horizontal": edges.horizontal = value
    case "vertical": edges.vertical = value
    case "left": edges.left = value
    case "top": edges.top = value
    case "right": edges.right = value
    case "bottom": edges.bottom = value
    case "start": edges.start = value
    default: edges.end = value
    }
  }

  /// A keyword from `table`.
  func keyword<Value>(_ value: JSONValue, at path: JSONPath, _ table: KeywordTable<Value>)
    throws(FlexCaseError) -> Value
  {
    let expected = "one of " + table.names.joined(separator: ", ")
    guard case .string(let text) = value else {
      throw error(path, .wrongType(expected: "a string, \(expected)", found: value.typeDescription))
    }
    guard let result = table.value(named: text) else {
      throw error(path, .invalidValue(text, expected: expected))
    }
    return result
  }

  /// A Length (points or `"N%"`) or one of `keywords`.
  func dimension(
    _ value: JSONValue, at path: JSONPath, keywords: [String] = sizeKeywords,
    allowsNegative: Bool = false
  ) throws(FlexCaseError) -> Length {
    let expected = "a number, \"N%\", or one of " + keywords.joined(separator: ", ")
    switch value {
    case .number(let points):
      return .points(try checked(points, at: path, minimum: allowsNegative ? nil : 0))
    case .string(let text):
      if let percent = try percentage(text, at: path, allowsNegative: allowsNegative) {
        return .percent(percent)
      }
      guard keywords.contains(text) else {
        throw error(path, .invalidValue(text, expected: expected))
      }
      switch text {
      case "max-content": return .maxContent
      case "fit-content": return .fitContent
      case "stretch": return .stretch
      default: return .auto
      }
    default:
      throw error(path, .wrongType(expected: expected, found: value.typeDescription))
    }
  }

  /// A non-negative Length (points or `"N%"`).
  func lengthPercentage(_ value: JSONValue, at path: JSONPath) throws(FlexCaseError)
    -> LengthPercentage
  {
    switch value {
    case .number(let points): return .points(try checked(points, at: path, minimum: 0))
    case .string(let text):
      if let percent = try percentage(text, at: path, allowsNegative: false) {
        return .percent(percent)
      }
      throw error(path, .invalidValue(text, expected: "a number or \"N%\""))
    default:
      throw error(
        path, .wrongType(expected: "a number or \"N%\"", found: value.typeDescription))
    }
  }
}
