import FlexCaseFormat
import Foundation
import Testing

/// The cases of one fixture file, named by the file in test output.
///
/// The conformance suites run one test argument per file, not per case: a run prints a line
/// per file instead of one per case (4,684 cases), and each failing case is still named, with
/// its first difference, in its own issue.
struct FixtureFile: Sendable, CustomTestStringConvertible {
  /// The file's name, such as `YGGapTest.json`.
  let name: String
  /// Its path from the repository's root, for messages.
  let repositoryPath: String
  /// Its cases, in document order.
  let cases: [FlexCase]

  var testDescription: String { name }
}

/// A folder of conformance cases under `Fixtures` (excluded from the target's sources).
struct FixtureFolder: Sendable {
  /// The folder's path, found next to this file.
  let path: String
  /// The folder's path from the repository's root, for messages.
  let repositoryPath: String

  init(_ name: String) {
    path =
      URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/\(name)").path
    repositoryPath = "Tests/FlexConformanceTests/Fixtures/\(name)"
  }

  /// Every `*.json` file of the folder, decoded, in sorted order.
  func loadFiles() throws -> [FixtureFile] {
    try ConformanceRunner.caseFiles(in: [path]).map { file in
      let data = try Data(contentsOf: URL(fileURLWithPath: file))
      let relative = String(file.dropFirst(path.count + 1))
      return FixtureFile(
        name: relative, repositoryPath: repositoryPath + "/" + relative,
        cases: try FlexCaseDecoder.decode([UInt8](data), file: relative))
    }
  }
}

/// Cases listed as known to differ from the browser (name → reason), and where the list is.
struct KnownDifferences: Sendable {
  /// Case name → why it differs.
  let reasons: [String: String]
  /// The list's path from the repository's root, for messages.
  let listPath: String

  /// No known differences.
  static func none(_ listPath: String) -> KnownDifferences {
    KnownDifferences(reasons: [:], listPath: listPath)
  }
}

extension FixtureFile {
  /// Lays out every case in every direction it names and compares with the expected frames.
  ///
  /// - A case that differs and is not listed is an issue naming the case, the direction and
  ///   the first difference (with `attachFrames`, the computed frames are attached: written out
  ///   by `swift test --attachments-path DIR`).
  /// - A listed case that matches is an issue: "now matches the browser: remove it from the
  ///   list", so the list only shrinks.
  /// - The listed cases that still differ are one known issue, pointing at the list, instead
  ///   of a record each.
  func checkAgainstExpectedFrames(
    known: KnownDifferences, skippingMarkedCases: Bool = false, attachFrames: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var stillDiffering = 0
    for flexCase in cases where !(skippingMarkedCases && flexCase.isSkipped) {
      let differences = differences(of: flexCase)
      let reason = known.reasons[flexCase.name]
      switch (differences.isEmpty, reason) {
      case (true, nil):
        continue
      case (false, .some):
        stillDiffering += 1
      case (true, .some(let reason)):
        let message =
          "\(flexCase.name) now matches the browser: remove it from \(known.listPath) "
          + "(listed as: \(reason))"
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      case (false, nil):
        for (direction, difference, actual) in differences {
          Issue.record(
            "\(flexCase.name) \(direction): \(difference) (\(repositoryPath))",
            sourceLocation: sourceLocation)
          if attachFrames, let actual {
            Attachment.record(
              actual.jsonString() + "\n", named: "\(flexCase.name).\(direction).json",
              sourceLocation: sourceLocation)
          }
        }
      }
    }
    guard stillDiffering > 0 else { return }
    withKnownIssue(
      """
      Known differences, not failures: each reason is in the list; \
      `swift run trellis conformance \(repositoryPath)` prints each one's first difference.
      """
    ) {
      let summary =
        "\(stillDiffering) case(s) of \(name) listed in \(known.listPath) still differ from "
        + "the browser, as listed"
      Issue.record(Comment(rawValue: summary), sourceLocation: sourceLocation)
    }
  }

  /// Each direction of `flexCase` that differs from its expected layout: the direction, the
  /// first difference and the computed layout (`nil` when FlexCore rejected the tree).
  func differences(of flexCase: FlexCase) -> [(String, String, FlexLayoutNode?)] {
    let layouts: [String: FlexLayoutNode]
    do {
      layouts = try flexCase.computeLayouts()
    } catch {
      return [("all directions", "FlexCore rejected the tree: \(error)", nil)]
    }
    return flexCase.directions.compactMap { direction in
      guard let expected = flexCase.expected[direction], let actual = layouts[direction] else {
        return (direction, "no \(direction) layout", nil)
      }
      return actual.firstDifference(from: expected).map { (direction, "\($0)", actual) }
    }
  }
}
