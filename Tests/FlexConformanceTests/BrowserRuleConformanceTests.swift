import FlexCaseFormat
import Testing

/// Small hand-written cases with Chromium's frames, each isolating one rule.
///
/// Each rule is one where a random case disagreed with the browser (frames from
/// `chrome_oracle.py`). All must pass: they are the regression tests of the rules the engine
/// learned from the random sets.
enum BrowserRuleFixtures {
  static let folder = FixtureFolder("chrome-rules")
  /// The files, read once for every test that needs them.
  static let files = Result { try folder.loadFiles() }
}

@Suite struct BrowserRuleConformanceTests {
  @Test(arguments: try BrowserRuleFixtures.files.get())
  func matchesBrowser(_ file: FixtureFile) {
    file.checkAgainstExpectedFrames(known: .none("(no list: every rule case must pass)"))
  }

  @Test func fixturesAreThere() throws {
    #expect(try BrowserRuleFixtures.files.get().flatMap(\.cases).count >= 30)
  }
}
