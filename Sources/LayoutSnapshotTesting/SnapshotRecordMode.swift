import Foundation

/// When ``assertSnapshot(of:as:named:record:fileID:filePath:testName:line:column:)`` writes
/// reference files.
///
/// The default comes from the `LAYOUT_SNAPSHOT_RECORD` environment variable: `missing` (the
/// default when unset), `all` or `never`. Continuous integration should set `never`, so that a
/// missing reference fails instead of being recorded on a machine nobody looks at.
public enum SnapshotRecordMode: String, Hashable, Sendable, CaseIterable {
  /// Every reference is written again; a test fails where the new one differs from the old.
  case all
  /// Missing references are written (and the test fails once); existing ones are compared.
  case missing
  /// Nothing is written: a missing reference fails the test.
  case never

  /// The name of the environment variable read by ``current``.
  public static let environmentVariable = "LAYOUT_SNAPSHOT_RECORD"

  /// The mode named by `LAYOUT_SNAPSHOT_RECORD`, or ``missing`` when it is unset or names no
  /// mode.
  public static var current: SnapshotRecordMode {
    ProcessInfo.processInfo.environment[environmentVariable].flatMap {
      SnapshotRecordMode(rawValue: $0.lowercased())
    } ?? .missing
  }
}
