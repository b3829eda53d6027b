extension LayoutElementBox {
  /// The most changed elements listed in one message.
  static let listedChanges = 20

  /// A message listing, by identity and label, the elements that moved, changed size,
  /// disappeared or appeared between two layouts, or an empty string when none did.
  ///
  /// ```
  /// 2 element(s) changed:
  ///   n2 "grow": moved by (+5, 0) to (60, 10); size +10 × 0, now 100 × 30
  ///   n7: appeared at (0, 40), 20 × 20
  /// ```
  ///
  /// - Complexity: O(n) in the number of elements.
  public static func changes(from reference: [LayoutElementBox], to actual: [LayoutElementBox])
    -> String
  {
    let old = Dictionary(reference.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let new = Dictionary(actual.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var lines: [String] = []
    for box in actual {
      guard let before = old[box.id] else {
        lines.append(
          "\(box.name): appeared at (\(number(box.x)), \(number(box.y))),"
            + " \(number(box.width)) × \(number(box.height))")
        continue
      }
      var parts: [String] = []
      let dx = box.x - before.x
      let dy = box.y - before.y
      if dx != 0 || dy != 0 {
        parts.append(
          "moved by (\(signed(dx)), \(signed(dy))) to (\(number(box.x)), \(number(box.y)))")
      }
      let dw = box.width - before.width
      let dh = box.height - before.height
      if dw != 0 || dh != 0 {
        parts.append(
          "size \(signed(dw)) × \(signed(dh)), now \(number(box.width)) × \(number(box.height))")
      }
      if box.label != before.label {
        parts.append("label \(quoted(before.label)) → \(quoted(box.label))")
      }
      if !parts.isEmpty { lines.append("\(box.name): " + parts.joined(separator: "; ")) }
    }
    for box in reference where new[box.id] == nil {
      lines.append(
        "\(box.name): disappeared from (\(number(box.x)), \(number(box.y))),"
          + " \(number(box.width)) × \(number(box.height))")
    }
    guard !lines.isEmpty else { return "" }
    var message = ["\(lines.count) element(s) changed:"]
    message += lines.prefix(listedChanges).map { "  " + $0 }
    if lines.count > listedChanges { message.append("  … and \(lines.count - listedChanges) more") }
    return message.joined(separator: "\n")
  }

  /// The identity, with the label in quotes when there is one.
  var name: String { label.map { "\(id) \"\($0)\"" } ?? id }

  private static func quoted(_ label: String?) -> String {
    label.map { "\"\($0)\"" } ?? "none"
  }

  /// A number with at most two decimals and no trailing zeros.
  static func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      return String(Int64(rounded))
    }
    return String(rounded)
  }

  private static func signed(_ value: Double) -> String {
    let text = number(value)
    return value > 0 && text != "0" ? "+" + text : text
  }
}
