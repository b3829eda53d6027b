/// The result of running one flex-case against its expected layouts.
public struct CaseOutcome: Hashable, Sendable {
  /// How the case ended.
  public enum Status: Hashable, Sendable {
    /// Every direction matched within the tolerance.
    case passed
    /// A direction differed, the engine rejected the tree, or the case was malformed.
    case failed(String)
    /// The case is skip-marked; `engineAgrees` tells whether the engine matched it anyway.
    case skipped(reason: String, engineAgrees: Bool)
  }

  /// The case's name (or, for a malformed case, the best label for it).
  public var name: String
  /// How the case ended.
  public var status: Status

  /// Creates an outcome.
  public init(name: String, status: Status) {
    self.name = name
    self.status = status
  }

  /// Whether the case passed.
  public var isPassed: Bool { status == .passed }

  /// Whether the case failed.
  public var isFailed: Bool {
    if case .failed = status { return true }
    return false
  }

  /// Whether the case was skipped.
  public var isSkipped: Bool {
    if case .skipped = status { return true }
    return false
  }
}

/// Counts of passed, failed and skipped cases.
public struct ConformanceSummary: Hashable, Sendable {
  /// Cases that passed in every direction.
  public var passed = 0
  /// Cases that failed, including malformed ones.
  public var failed = 0
  /// Skip-marked cases.
  public var skipped = 0

  /// Creates a summary.
  public init(passed: Int = 0, failed: Int = 0, skipped: Int = 0) {
    self.passed = passed
    self.failed = failed
    self.skipped = skipped
  }

  /// Creates the summary of `outcomes`.
  public init(_ outcomes: [CaseOutcome]) {
    for outcome in outcomes { add(outcome) }
  }

  /// Counts one more outcome.
  public mutating func add(_ outcome: CaseOutcome) {
    switch outcome.status {
    case .passed: passed += 1
    case .failed: failed += 1
    case .skipped: skipped += 1
    }
  }

  /// The number of cases.
  public var total: Int { passed + failed + skipped }

  /// The closing line of `trellis conformance`: `N passed, M failed, K skipped`.
  public var line: String { "\(passed) passed, \(failed) failed, \(skipped) skipped" }
}
