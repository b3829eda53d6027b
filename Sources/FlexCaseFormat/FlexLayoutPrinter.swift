/// The output of `trellis flex`: computed layouts as JSON.
///
/// For a file holding one case, the output is an object with one `Layout` per direction the
/// case's `expected` names (`ltr` alone when it names none), the same shape as `expected`:
///
/// ```json
/// {
///   "ltr": {"left": 0, "top": 0, "width": 100, "height": 100, "children": [ … ]},
///   "rtl": {"left": 0, "top": 0, "width": 100, "height": 100, "children": [ … ]}
/// }
/// ```
///
/// For a file holding an array of cases, the output is an array with one object per case,
/// `{"name": …, "layouts": {"ltr": …, "rtl": …}}`, or `{"name": …, "error": "…"}` for a case
/// that is malformed or that FlexCore rejects.
public enum FlexLayoutPrinter {
  /// The JSON text for `document` and the errors met (for the standard error stream).
  ///
  /// - Parameter document: The decoded file.
  /// - Returns: The JSON text (empty when a single-case file is malformed), ending in a
  ///   newline, and the messages of every error.
  public static func output(for document: FlexCaseDocument) -> (json: String, errors: [String]) {
    var errors: [String] = []
    var objects: [String] = []
    for entry in document.entries {
      switch entry {
      case .success(let flexCase):
        do {
          let layouts = try flexCase.computeLayouts()
          let body = layoutsObject(layouts, order: flexCase.directions, indentation: 4)
          objects.append(
            document.isArray
              ? "  {\"name\": \(JSONNumber.quote(flexCase.name)), \"layouts\": \(body)}"
              : layoutsObject(layouts, order: flexCase.directions, indentation: 2))
        } catch {
          let message = "\(document.file ?? "-"): case \(JSONNumber.quote(flexCase.name)): \(error)"
          errors.append(message)
          objects.append(
            "  {\"name\": \(JSONNumber.quote(flexCase.name)), \"error\": \(JSONNumber.quote(message))}"
          )
        }
      case .failure(let error):
        errors.append(error.description)
        let name = error.caseName.map(JSONNumber.quote) ?? "null"
        objects.append(
          "  {\"name\": \(name), \"error\": \(JSONNumber.quote(error.description))}")
      }
    }
    guard document.isArray else {
      return (errors.isEmpty ? (objects.first ?? "") + "\n" : "", errors)
    }
    guard !objects.isEmpty else { return ("[]\n", errors) }
    return ("[\n" + objects.joined(separator: ",\n") + "\n]\n", errors)
  }

  /// `{"ltr": …, "rtl": …}` with each layout indented by `indentation` spaces.
  static func layoutsObject(
    _ layouts: [String: FlexLayoutNode], order: [String], indentation: Int
  ) -> String {
    let pad = String(repeating: " ", count: indentation)
    let members = order.compactMap { direction in
      layouts[direction].map { layout in
        let body = layout.jsonString(indentation: indentation).dropFirst(indentation)
        return pad + JSONNumber.quote(direction) + ": " + body
      }
    }
    return "{\n" + members.joined(separator: ",\n") + "\n" + pad.dropLast(2) + "}"
  }
}
