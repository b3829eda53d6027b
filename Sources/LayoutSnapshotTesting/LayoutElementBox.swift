/// The box of one identified element of a layout's text form, read back to explain a mismatch.
///
/// Two forms are read, one element per line:
/// - SVG: a line with `data-node="ID"` and `x`, `y`, `width`, `height` attributes, or with
///   `data-frame="x y width height"` (a view's group); its label is a `<text
///   data-label-of="ID">` line anywhere, or a `<text>` line right after it.
/// - A frames dump (``Snapshotting/framesText``): `ID [label] x=… y=… width=… height=…`,
///   indented by depth.
public struct LayoutElementBox: Hashable, Sendable {
  /// The element's identity (its `data-node`).
  public var id: String
  /// The element's label, if the text names one.
  public var label: String?
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a box.
  public init(
    id: String, label: String? = nil, x: Double, y: Double, width: Double, height: Double
  ) {
    self.id = id
    self.label = label
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The elements of `text` in order of appearance; an identity seen twice keeps its first box.
  ///
  /// - Complexity: O(n) in the length of the text.
  public static func parse(_ text: String) -> [LayoutElementBox] {
    var boxes: [LayoutElementBox] = []
    var seen: Set<String> = []
    var previousWasBox = false
    var labels: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("<text"), let owner = attributes(in: trimmed)["data-label-of"],
        let open = trimmed.firstIndex(of: ">"), let close = trimmed.range(of: "</text>")
      {
        labels[unescaped(owner)] = unescaped(
          String(trimmed[trimmed.index(after: open)..<close.lowerBound]))
        previousWasBox = false
        continue
      }
      if previousWasBox, trimmed.hasPrefix("<text"), boxes[boxes.count - 1].label == nil,
        let open = trimmed.firstIndex(of: ">"), let close = trimmed.range(of: "</text>")
      {
        let content = trimmed[trimmed.index(after: open)..<close.lowerBound]
        boxes[boxes.count - 1].label = unescaped(String(content))
        previousWasBox = false
        continue
      }
      previousWasBox = false
      guard let box = box(in: trimmed), !seen.contains(box.id) else { continue }
      seen.insert(box.id)
      boxes.append(box)
      previousWasBox = box.label == nil
    }
    for index in boxes.indices where boxes[index].label == nil {
      boxes[index].label = labels[boxes[index].id]
    }
    return boxes
  }

  /// The box a line describes, or `nil`.
  static func box(in line: Substring) -> LayoutElementBox? {
    let attributes = attributes(in: line)
    if let id = attributes["data-node"], let frame = attributes["data-frame"] {
      let numbers = frame.split(separator: " ").compactMap { Double($0) }
      guard numbers.count == 4 else { return nil }
      return LayoutElementBox(
        id: unescaped(id), x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
    guard let x = attributes["x"].flatMap(Double.init),
      let y = attributes["y"].flatMap(Double.init),
      let width = attributes["width"].flatMap(Double.init),
      let height = attributes["height"].flatMap(Double.init)
    else { return nil }
    if let id = attributes["data-node"] {
      return LayoutElementBox(
        id: unescaped(id), label: attributes["data-label"].map(unescaped), x: x, y: y,
        width: width, height: height)
    }
    guard !line.hasPrefix("<"), let first = line.split(separator: " ").first else { return nil }
    var label: String?
    if let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]"), open < close {
      label = String(line[line.index(after: open)..<close])
    }
    return LayoutElementBox(
      id: String(first), label: label, x: x, y: y, width: width, height: height)
  }

  /// The `name=value` and `name="value"` pairs of a line (outside square brackets).
  static func attributes(in line: Substring) -> [String: String] {
    var result: [String: String] = [:]
    var index = line.startIndex
    var bracketDepth = 0
    while index < line.endIndex {
      let character = line[index]
      if character == "[" { bracketDepth += 1 }
      if character == "]" { bracketDepth = max(0, bracketDepth - 1) }
      guard character == "=", bracketDepth == 0 else {
        index = line.index(after: index)
        continue
      }
      var nameStart = index
      while nameStart > line.startIndex {
        let before = line[line.index(before: nameStart)]
        guard before.isLetter || before.isNumber || before == "-" || before == "_" else { break }
        nameStart = line.index(before: nameStart)
      }
      let name = String(line[nameStart..<index])
      var valueStart = line.index(after: index)
      var value = ""
      if valueStart < line.endIndex, line[valueStart] == "\"" {
        valueStart = line.index(after: valueStart)
        let end = line[valueStart...].firstIndex(of: "\"") ?? line.endIndex
        value = String(line[valueStart..<end])
        index = end < line.endIndex ? line.index(after: end) : end
      } else {
        let end =
          line[valueStart...].firstIndex { $0 == " " || $0 == ">" || $0 == "/" } ?? line.endIndex
        value = String(line[valueStart..<end])
        index = end
      }
      if !name.isEmpty, result[name] == nil { result[name] = value }
    }
    return result
  }

  /// `text` with the five XML entities replaced by their characters.
  static func unescaped(_ text: String) -> String {
    guard text.contains("&") else { return text }
    return
      text
      .replacing("&lt;", with: "<").replacing("&gt;", with: ">")
      .replacing("&quot;", with: "\"").replacing("&apos;", with: "'")
      .replacing("&amp;", with: "&")
  }
}
