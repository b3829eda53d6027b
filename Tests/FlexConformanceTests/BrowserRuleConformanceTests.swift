import FlexCaseFormat
import Testing

/// Small hand-written cases with Chromium's frames, each isolating one rule.
///
/// Each rule is one where a random case disagreed with the browser (frames from
/// `chrome_oracle.py`). All must pass: they are the regression tests of the rules the engine
/// learned from the random sets.
enum BrowserRuleFixtures {
  static let folder = FixtureFolder("chrome-rules")

  static func load() throws -> [ConformanceCase] { try folder.load() }
}

@Suite struct BrowserRuleConformanceTests {
  @Test(arguments: try BrowserRuleFixtures.load())
  func matchesBrowser(_ conformanceCase: ConformanceCase) throws {
    conformanceCase.checkAgainstExpectedFrames(knownFailure: nil)
  }

  @Test func fixturesAreThere() throws {
    #expect(try BrowserRuleFixtures.load().count >= 30)
  }
}
