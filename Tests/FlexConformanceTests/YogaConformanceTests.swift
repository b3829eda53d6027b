import FlexCaseFormat
import Testing

/// The Yoga conformance cases checked into `Fixtures/yoga`.
enum YogaFixtures {
  static let folder = FixtureFolder("yoga")
  /// The files, read once for every test that needs them.
  static let files = Result { try folder.loadFiles() }
  /// The cases of ``KnownFailures``, with where the list is.
  static let known = KnownDifferences(
    reasons: KnownFailures.reasons, listPath: "Tests/FlexConformanceTests/KnownFailures.swift")
}

@Suite struct YogaConformanceTests {
  /// Every non-skipped case of the file matches Chrome's frames (within 0.02) in both
  /// directions.
  ///
  /// A case that differs is an issue naming it and its first difference. Cases listed in
  /// ``KnownFailures`` are summed up in one known issue per file; one that starts passing is an
  /// issue asking to remove it from the list.
  @Test(arguments: try YogaFixtures.files.get())
  func matchesBrowser(_ file: FixtureFile) {
    let oneDirection = file.cases.filter { $0.directions != ["ltr", "rtl"] }.map(\.name)
    #expect(oneDirection.isEmpty, "cases of \(file.name) without both directions")
    file.checkAgainstExpectedFrames(
      known: YogaFixtures.known, skippingMarkedCases: true, attachFrames: true)
  }

  /// The fixtures hold the 590 cases of the README, 46 of them skip-marked.
  @Test func fixtureCounts() throws {
    let cases = try YogaFixtures.files.get().flatMap(\.cases)
    #expect(cases.count == 590)
    #expect(cases.filter(\.isSkipped).count == 46)
  }

  /// Every known failure names a case of the fixtures that is not skip-marked.
  @Test func knownFailuresNameRealCases() throws {
    let names = Set(
      try YogaFixtures.files.get().flatMap(\.cases).filter { !$0.isSkipped }.map(\.name))
    for name in KnownFailures.reasons.keys.sorted() {
      #expect(names.contains(name), "KnownFailures lists \(name), which is not an unskipped case")
    }
  }
}
