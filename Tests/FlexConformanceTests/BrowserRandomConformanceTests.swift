import FlexCaseFormat
import Foundation
import Testing

/// A folder of browser-checked cases with a list of the ones the engine does not match yet.
///
/// Cases the engine does not match are listed, with the reason, in the folder's
/// `known-failures.tsv` (`name<TAB>reason` lines, `#` comments); a run sums them up in one
/// known issue per file, and a listed case that starts passing fails the test, so the list
/// only shrinks.
struct BrowserFixtureSet: Sendable {
  let folder: FixtureFolder
  /// The files, read once for every test that needs them.
  let files: Result<[FixtureFile], any Error>
  /// The listed cases and the list's path.
  let known: KnownDifferences

  init(_ name: String) {
    let folder = FixtureFolder(name)
    self.folder = folder
    files = Result { try folder.loadFiles() }
    known = KnownDifferences(
      reasons: Self.knownFailures(in: folder),
      listPath: folder.repositoryPath + "/known-failures.tsv")
  }

  /// Case name → the reason it is a known failure, from the folder's `known-failures.tsv`.
  static func knownFailures(in folder: FixtureFolder) -> [String: String] {
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
    let names = Set(try files.get().flatMap(\.cases).map(\.name))
    for name in known.reasons.keys.sorted() {
      #expect(names.contains(name), "\(known.listPath) lists \(name), which is not a case")
    }
  }
}

/// Random trees from `gen_random_flex.py --allow all` with Chromium's frames
/// (`chrome_oracle.py`), 1,200 under Yoga's defaults and 1,200 under CSS's defaults.
enum BrowserRandomFixtures {
  static let set = BrowserFixtureSet("chrome-random")
}

/// The smallest trees that still disagreed with Chromium, delta-debugged from failing random
/// cases (each candidate laid out again by Chromium), so each isolates one rule.
enum BrowserMinimizedFixtures {
  static let set = BrowserFixtureSet("chrome-minimized")
}

@Suite struct BrowserRandomConformanceTests {
  @Test(arguments: try BrowserRandomFixtures.set.files.get())
  func matchesBrowser(_ file: FixtureFile) {
    file.checkAgainstExpectedFrames(known: BrowserRandomFixtures.set.known)
  }

  /// Both sets hold 1,200 cases, and every known failure names one of them.
  @Test func fixtureCountsAndKnownFailures() throws {
    #expect(try BrowserRandomFixtures.set.files.get().flatMap(\.cases).count == 2400)
    try BrowserRandomFixtures.set.checkKnownFailuresNameCases()
  }
}

@Suite struct BrowserMinimizedConformanceTests {
  @Test(arguments: try BrowserMinimizedFixtures.set.files.get())
  func matchesBrowser(_ file: FixtureFile) {
    file.checkAgainstExpectedFrames(known: BrowserMinimizedFixtures.set.known)
  }

  @Test func knownFailuresNameCases() throws {
    #expect(try BrowserMinimizedFixtures.set.files.get().flatMap(\.cases).count > 200)
    try BrowserMinimizedFixtures.set.checkKnownFailuresNameCases()
  }
}
