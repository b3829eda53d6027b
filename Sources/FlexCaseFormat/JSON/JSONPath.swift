/// A JSON path built one component at a time and rendered only when an error needs it, so
/// that decoding a deep tree costs O(1) per level, not O(depth).
final class JSONPath: Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  private let parent: JSONPath?
  private let component: String

  private init(parent: JSONPath?, component: String) {
    self.parent = parent
    self.component = component
  }

  /// A path written out in full: `"$"`, `"$.root"`.
  init(stringLiteral text: String) {
    parent = nil
    component = text
  }

  /// `path` followed by the member `key`: `$.root` or `$["a key"]`.
  static func member(_ path: JSONPath, _ key: String) -> JSONPath {
    let isIdentifier =
      key.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "_"
      } && !(key.unicodeScalars.first.map { ("0"..."9").contains($0) } ?? true)
    return JSONPath(
      parent: path, component: isIdentifier ? ".\(key)" : "[\(JSONNumber.quote(key))]")
  }

  /// `path` followed by the element `index`: `$.children[2]`.
  static func element(_ path: JSONPath, _ index: Int) -> JSONPath {
    JSONPath(parent: path, component: "[\(index)]")
  }

  /// The path as text: `$.root.children[2].style.width`.
  var description: String {
    var components: [String] = []
    var node: JSONPath? = self
    while let current = node {
      components.append(current.component)
      node = current.parent
    }
    return components.reversed().joined()
  }
}
