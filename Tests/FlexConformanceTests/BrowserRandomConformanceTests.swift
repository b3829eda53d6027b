import FlexCaseFormat
import Foundation
import Testing

/// Random trees from `gen_random_flex.py --allow all` with Chromium's frames
/// (`chrome_oracle.py`), 1,200 under Yoga's defaults and 1,200 under CSS's defaults.
///
/// Cases the engine does not match yet are listed, with the constructs they hold, in
/// `Fixtures/chrome-random/known-failures.tsv` and wrapped in `withKnownIssue`; a listed case
/// that starts passing fails the test, so the list only shrinks.
enum BrowserRandomFixtures {
  static let folder = FixtureFolder("chrome-random")

  static func load() throws -> [ConformanceCase] { try folder.load() }

  /// Case name → the reason it is a known failure.
  static let knownFailures: [String: String] = {
    let path = folder.path + "/known-failures.tsv"
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
    var reasons: [String: String] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", maxSplits: 1)
      if fields.count == 2 { reasons[String(fields[0])] = String(fields[1]) }
    }
    return reasons
  }()
}

@Suite struct BrowserRandomConformanceTests {
  @Test(arguments: try BrowserRandomFixtures.load())
  func matchesBrowser(_ conformanceCase: ConformanceCase) throws {
    conformanceCase.checkAgainstExpectedFrames(
      knownFailure: BrowserRandomFixtures.knownFailures[conformanceCase.flexCase.name])
  }

  /// Both sets hold 1,200 cases, and every known failure names one of them.
  @Test func fixtureCountsAndKnownFailures() throws {
    let cases = try BrowserRandomFixtures.load()
    #expect(cases.count == 2400)
    let names = Set(cases.map(\.flexCase.name))
    for name in BrowserRandomFixtures.knownFailures.keys.sorted() {
      #expect(names.contains(name), "known-failures.tsv lists \(name), which is not a case")
    }
  }
}
