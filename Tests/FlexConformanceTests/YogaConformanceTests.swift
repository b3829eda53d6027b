import FlexCaseFormat
import Foundation
import Testing

/// One case of the Yoga fixtures, named by the case in test output.
struct ConformanceCase: Sendable, CustomTestStringConvertible {
  /// The fixture file's name, such as `YGAlignContentTest.json`.
  let file: String
  /// The case.
  let flexCase: FlexCase

  var testDescription: String { flexCase.name }
}

/// The Yoga conformance cases checked into `Fixtures/yoga` (excluded from the target's sources).
enum YogaFixtures {
  /// The fixture folder, found next to this file.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/yoga").path

  /// Every case of every `*.json` file of the folder, in file and document order.
  static func load() throws -> [ConformanceCase] {
    try ConformanceRunner.caseFiles(in: [folder]).flatMap { path in
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      let file = URL(fileURLWithPath: path).lastPathComponent
      return try FlexCaseDecoder.decode([UInt8](data), file: file).map {
        ConformanceCase(file: file, flexCase: $0)
      }
    }
  }
}

@Suite struct YogaConformanceTests {
  /// Every non-skipped case matches Chrome's frames (within 0.02) in both directions.
  ///
  /// Cases listed in ``KnownFailures`` are wrapped in `withKnownIssue`: when one starts passing,
  /// the test fails with "Known issue was not recorded", and the entry must be removed.
  @Test(arguments: try YogaFixtures.load())
  func matchesBrowser(_ conformanceCase: ConformanceCase) throws {
    let flexCase = conformanceCase.flexCase
    guard !flexCase.isSkipped else { return }
    #expect(flexCase.directions == ["ltr", "rtl"])
    let check = {
      let layouts: [String: FlexLayoutNode]
      do {
        layouts = try flexCase.computeLayouts()
      } catch {
        Issue.record("FlexCore rejected the tree: \(error)")
        return
      }
      for direction in flexCase.directions {
        guard let expected = flexCase.expected[direction], let actual = layouts[direction] else {
          Issue.record("no \(direction) layout")
          continue
        }
        let difference = actual.firstDifference(from: expected)
        #expect(difference == nil, "\(conformanceCase.file) \(direction): \(difference!)")
        if difference != nil {
          // With `swift test --attachments-path DIR`, the computed frames are written out.
          Attachment.record(
            actual.jsonString() + "\n", named: "\(flexCase.name).\(direction).json")
        }
      }
    }
    if let reason = KnownFailures.reasons[flexCase.name] {
      withKnownIssue(Comment(rawValue: reason)) { check() }
    } else {
      check()
    }
  }

  /// The fixtures hold the 590 cases of the README, 46 of them skip-marked.
  @Test func fixtureCounts() throws {
    let cases = try YogaFixtures.load()
    #expect(cases.count == 590)
    #expect(cases.filter(\.flexCase.isSkipped).count == 46)
  }

  /// Every known failure names a case of the fixtures that is not skip-marked.
  @Test func knownFailuresNameRealCases() throws {
    let names = Set(try YogaFixtures.load().filter { !$0.flexCase.isSkipped }.map(\.flexCase.name))
    for name in KnownFailures.reasons.keys.sorted() {
      #expect(names.contains(name), "KnownFailures lists \(name), which is not an unskipped case")
    }
  }
}
