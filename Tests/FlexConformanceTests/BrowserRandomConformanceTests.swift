import FlexCaseFormat
import Foundation
import Testing

/// A folder of browser-checked cases with a list of the ones the engine does not match yet.
///
/// Cases the engine does not match are listed, with the reason, in the folder's
/// `known-failures.tsv` and wrapped in `withKnownIssue`; a listed case that starts passing
/// fails the test, so the list only shrinks.
struct BrowserFixtureSet: Sendable {
  let folder: FixtureFolder

  init(_ name: String) { folder = FixtureFolder(name) }

  func load() throws -> [ConformanceCase] { try folder.load() }

  /// Case name → the reason it is a known failure.
  func knownFailures() -> [String: String] {
    let path = folder.path + "/known-failures.tsv"
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
    var reasons: [String: String] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", maxSplits: 1)
      if fields.count == 2 { reasons[String(fields[0])] = String(fields[1]) }
    }
    return reasons
  }

  /// Checks that every known failure names a case of the set.
  func checkKnownFailuresNameCases() throws {
    let names = Set(try load().map(\.flexCase.name))
    for name in knownFailures().keys.sorted() {
      #expect(names.contains(name), "known-failures.tsv lists \(name), which is not a case")
    }
  }
}

/// Random trees from `gen_random_flex.py --allow all` with Chromium's frames
/// (`chrome_oracle.py`), 1,200 under Yoga's defaults and 1,200 under CSS's defaults.
enum BrowserRandomFixtures {
  static let set = BrowserFixtureSet("chrome-random")
  static let knownFailures = set.knownFailures()
}

/// The smallest trees that still disagreed with Chromium, delta-debugged from failing random
/// cases (each candidate laid out again by Chromium), so each isolates one rule.
enum BrowserMinimizedFixtures {
  static let set = BrowserFixtureSet("chrome-minimized")
  static let knownFailures = set.knownFailures()
}

@Suite struct BrowserRandomConformanceTests {
  @Test(arguments: try BrowserRandomFixtures.set.load())
  func matchesBrowser(_ conformanceCase: ConformanceCase) throws {
    conformanceCase.checkAgainstExpectedFrames(
      knownFailure: BrowserRandomFixtures.knownFailures[conformanceCase.flexCase.name])
  }

  /// Both sets hold 1,200 cases, and every known failure names one of them.
  @Test func fixtureCountsAndKnownFailures() throws {
    #expect(try BrowserRandomFixtures.set.load().count == 2400)
    try BrowserRandomFixtures.set.checkKnownFailuresNameCases()
  }
}

@Suite struct BrowserMinimizedConformanceTests {
  @Test(arguments: try BrowserMinimizedFixtures.set.load())
  func matchesBrowser(_ conformanceCase: ConformanceCase) throws {
    conformanceCase.checkAgainstExpectedFrames(
      knownFailure: BrowserMinimizedFixtures.knownFailures[conformanceCase.flexCase.name])
  }

  @Test func knownFailuresNameCases() throws {
    #expect(try BrowserMinimizedFixtures.set.load().count > 200)
    try BrowserMinimizedFixtures.set.checkKnownFailuresNameCases()
  }
}
