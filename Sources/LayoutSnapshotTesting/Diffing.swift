/// How a snapshot format is stored as bytes, read back and compared.
///
/// ```swift
/// let message = Diffing<String>.lines.diff("a\nb", "a\nc")  // names line 2
/// ```
public struct Diffing<Format>: Sendable {
  /// The bytes stored in a reference file for a value.
  public var toBytes: @Sendable (Format) -> [UInt8]
  /// The value read back from a reference file, or `nil` when the bytes are not one.
  public var fromBytes: @Sendable ([UInt8]) -> Format?
  /// A message describing how the second value (the new one) differs from the first (the
  /// reference), or `nil` when they match.
  public var diff: @Sendable (Format, Format) -> String?

  /// Creates a diffing.
  ///
  /// - Parameters:
  ///   - toBytes: The bytes stored for a value.
  ///   - fromBytes: The value read back from bytes, or `nil`.
  ///   - diff: A message when the new value (second) differs from the reference (first).
  public init(
    toBytes: @escaping @Sendable (Format) -> [UInt8],
    fromBytes: @escaping @Sendable ([UInt8]) -> Format?,
    diff: @escaping @Sendable (Format, Format) -> String?
  ) {
    self.toBytes = toBytes
    self.fromBytes = fromBytes
    self.diff = diff
  }
}

extension Diffing where Format == String {
  /// UTF-8 text compared line by line: a mismatch shows the differing lines around the first
  /// difference, with their line numbers.
  public static var lines: Diffing {
    Diffing(
      toBytes: { Array($0.utf8) },
      fromBytes: { String(validating: $0, as: UTF8.self) },
      diff: { reference, actual in LineDifference.message(reference: reference, actual: actual) })
  }

  /// UTF-8 text of a layout (SVG with `data-node` attributes, or a frames dump) compared line by
  /// line: a mismatch lists the elements that moved, changed size, appeared or disappeared, by
  /// how much, followed by the differing lines.
  public static var layoutLines: Diffing {
    Diffing(
      toBytes: { Array($0.utf8) },
      fromBytes: { String(validating: $0, as: UTF8.self) },
      diff: { reference, actual in
        guard let lines = LineDifference.message(reference: reference, actual: actual) else {
          return nil
        }
        let moves = LayoutElementBox.changes(
          from: LayoutElementBox.parse(reference), to: LayoutElementBox.parse(actual))
        return moves.isEmpty ? lines : moves + "\n" + lines
      })
  }
}

/// The line-by-line comparison behind ``Diffing/lines``.
enum LineDifference {
  /// The most differing lines shown on each side.
  static let shownLines = 8

  /// The differing middle of two texts (after their common first and last lines), or `nil`.
  static func message(reference: String, actual: String) -> String? {
    guard reference != actual else { return nil }
    let old = reference.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let removed = old[prefix..<(old.count - suffix)]
    let added = new[prefix..<(new.count - suffix)]
    var lines = [
      "@@ line \(prefix + 1): \(removed.count) line(s) in the reference, \(added.count) now"
    ]
    for line in removed.prefix(shownLines) { lines.append("- " + line) }
    if removed.count > shownLines { lines.append("- … \(removed.count - shownLines) more") }
    for line in added.prefix(shownLines) { lines.append("+ " + line) }
    if added.count > shownLines { lines.append("+ … \(added.count - shownLines) more") }
    return lines.joined(separator: "\n")
  }
}
