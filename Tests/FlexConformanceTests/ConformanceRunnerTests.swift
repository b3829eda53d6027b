import FlexCaseFormat
import Foundation
import Testing

/// The logic behind `trellis conformance` and `trellis flex`.
@Suite final class ConformanceRunnerTests {
  /// The folders this test made, removed when it ends (one instance per test).
  private var scratchFolders: [String] = []

  deinit {
    for folder in scratchFolders { try? FileManager.default.removeItem(atPath: folder) }
  }

  static let passing = """
    {"name": "fixed_child", "root": {"style": {"width": 100, "height": 100}, "children": [
      {"style": {"width": 10, "height": 20}}]},
     "expected": {
       "ltr": {"left": 0, "top": 0, "width": 100, "height": 100, "children": [
         {"left": 0, "top": 0, "width": 10, "height": 20}]},
       "rtl": {"left": 0, "top": 0, "width": 100, "height": 100, "children": [
         {"left": 90, "top": 0, "width": 10, "height": 20}]}}}
    """
  static let failing = """
    {"name": "wrong_width", "root": {"style": {"width": 100, "height": 100}},
     "expected": {"ltr": {"left": 0, "top": 0, "width": 50, "height": 100}}}
    """
  static let skippedRight = """
    {"name": "skipped_right", "skip": "known", "root": {"style": {"width": 7, "height": 8}},
     "expected": {"ltr": {"left": 0, "top": 0, "width": 7, "height": 8}}}
    """
  static let skippedWrong = """
    {"name": "skipped_wrong", "skip": "known", "root": {"style": {"width": 7, "height": 8}},
     "expected": {"ltr": {"left": 0, "top": 0, "width": 70, "height": 8}}}
    """
  static let malformed = """
    {"name": "malformed", "root": {"style": {"width": "wide"}}}
    """

  /// A fresh folder with the given files.
  private func folder(_ files: [String: String]) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    scratchFolders.append(path)
    for (name, text) in files {
      let url = URL(fileURLWithPath: path).appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return path
  }

  @Test func countsPassedFailedSkippedAndMalformed() throws {
    let root = try folder([
      "a.json": "[\(Self.passing), \(Self.failing), \(Self.malformed)]",
      "sub/b.json": "[\(Self.skippedRight), \(Self.skippedWrong)]",
      "broken.json": "{ not json",
      "ignored.txt": "{}",
    ])
    let report = ConformanceRunner.run(paths: [root, root + "/missing.json"])
    #expect(
      report.files.map { URL(fileURLWithPath: $0.file).lastPathComponent } == [
        "a.json", "broken.json", "b.json", "missing.json",
      ])
    #expect(report.summary == ConformanceSummary(passed: 1, failed: 4, skipped: 2))
    #expect(report.hasFailures)
    #expect(report.errors.count == 3)
    let text = report.renderedText()
    #expect(text.split(separator: "\n").last == "1 passed, 4 failed, 2 skipped")
    #expect(text.contains("FAIL wrong_width: ltr $.width: expected 50, got 100"))
    #expect(text.contains("SKIP skipped_right: skip-marked, but the engine gets it right"))
    #expect(!text.contains("SKIP skipped_wrong"))
    #expect(text.contains(#"case "malformed" (#2): $.root.style.width: invalid value "wide""#))
    #expect(text.contains("missing.json: cannot read the file: no such file"))
  }

  @Test func markdownTableEndsWithTheSummaryLine() throws {
    let root = try folder(["ok.json": Self.passing, "skip.json": Self.skippedRight])
    let markdown = ConformanceRunner.run(paths: [root]).renderedMarkdown()
    #expect(
      markdown.split(separator: "\n", omittingEmptySubsequences: false) == [
        "| Fixture file | Passing / unskipped | Skipped cases the engine gets right |",
        "|---|---|---|",
        "| `ok.json` | 1 / 1 | 0 of 0 |",
        "| `skip.json` | 0 / 0 | 1 of 1 |",
        "| **total** | 1 / 1 | 1 of 1 |",
        "",
        "1 passed, 0 failed, 1 skipped",
      ])
  }

  @Test func nothingFailedMeansNoFailures() throws {
    let root = try folder(["ok.json": Self.passing, "skip.json": Self.skippedWrong])
    let report = ConformanceRunner.run(paths: [root])
    #expect(report.summary == ConformanceSummary(passed: 1, failed: 0, skipped: 1))
    #expect(!report.hasFailures)
    #expect(report.renderedText().hasSuffix("\n1 passed, 0 failed, 1 skipped"))
  }

  @Test func caseWithoutExpectedLayoutFails() {
    let document = FlexCaseDecoder.document(from: Array(#"{"name": "n", "root": {}}"#.utf8))
    let report = ConformanceRunner.run(document)
    #expect(
      report.outcomes == [
        CaseOutcome(name: "n", status: .failed("the case has no expected layout"))
      ])
  }

  @Test func flexPrintsOneLayoutPerExpectedDirection() {
    let document = FlexCaseDecoder.document(from: Array(Self.passing.utf8), file: "p.json")
    let (json, errors) = FlexLayoutPrinter.output(for: document)
    #expect(errors.isEmpty)
    #expect(
      json == """
        {
          "ltr": {"left": 0, "top": 0, "width": 100, "height": 100, "children": [
            {"left": 0, "top": 0, "width": 10, "height": 20}
          ]},
          "rtl": {"left": 0, "top": 0, "width": 100, "height": 100, "children": [
            {"left": 90, "top": 0, "width": 10, "height": 20}
          ]}
        }

        """)
  }

  @Test func flexPrintsAnArrayWithNamesAndErrors() throws {
    let text =
      #"[{"name": "plain", "root": {"style": {"width": 5, "height": 6}}}, \#(Self.malformed)]"#
    let document = FlexCaseDecoder.document(from: Array(text.utf8), file: "arr.json")
    let (json, errors) = FlexLayoutPrinter.output(for: document)
    #expect(errors.count == 1)
    let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
    let objects = try #require(parsed)
    #expect(objects.count == 2)
    #expect(objects[0]["name"] as? String == "plain")
    let layouts = try #require(objects[0]["layouts"] as? [String: Any])
    #expect(Array(layouts.keys) == ["ltr"])
    let ltr = try #require(layouts["ltr"] as? [String: Any])
    #expect((ltr["width"] as? NSNumber)?.doubleValue == 5)
    #expect(objects[1]["name"] as? String == "malformed")
    #expect((objects[1]["error"] as? String)?.contains("$.root.style.width") == true)
  }

  @Test func flexPrintsAnEmptyArrayForNoCases() {
    let document = FlexCaseDecoder.document(from: Array("[]".utf8), file: "e.json")
    #expect(FlexLayoutPrinter.output(for: document) == ("[]\n", []))
  }
}
