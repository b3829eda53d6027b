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

/// A folder of conformance cases under `Fixtures` (excluded from the target's sources).
struct FixtureFolder {
  /// The folder's path, found next to this file.
  let path: String

  init(_ name: String) {
    path =
      URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/\(name)").path
  }

  /// Every case of every `*.json` file of the folder, in file and document order.
  func load() throws -> [ConformanceCase] {
    try ConformanceRunner.caseFiles(in: [path]).flatMap { path in
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      let file = URL(fileURLWithPath: path).lastPathComponent
      return try FlexCaseDecoder.decode([UInt8](data), file: file).map {
        ConformanceCase(file: file, flexCase: $0)
      }
    }
  }
}

/// The Yoga conformance cases checked into `Fixtures/yoga`.
enum YogaFixtures {
  static let folder = FixtureFolder("yoga")
  static func load() throws -> [ConformanceCase] { try folder.load() }
}

extension ConformanceCase {
  /// Lays the case out in each direction it names and records an issue for every layout that
  /// differs from the expected one; a case with a known-failure `reason` must still fail.
  func checkAgainstExpectedFrames(knownFailure reason: String?, attachFrames: Bool = false) {
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
        #expect(difference == nil, "\(file) \(direction): \(difference!)")
        if difference != nil, attachFrames {
          // With `swift test --attachments-path DIR`, the computed frames are written out.
          Attachment.record(
            actual.jsonString() + "\n", named: "\(flexCase.name).\(direction).json")
        }
      }
    }
    if let reason {
      withKnownIssue(Comment(rawValue: reason)) { check() }
    } else {
      check()
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
    conformanceCase.checkAgainstExpectedFrames(
      knownFailure: KnownFailures.reasons[flexCase.name], attachFrames: true)
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
