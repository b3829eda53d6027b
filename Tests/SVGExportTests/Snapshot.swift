import Foundation
import Testing

/// When reference files are written: `LAYOUT_SNAPSHOT_RECORD` = `missing` (the default), `all`
/// or `never` (for CI: a missing reference fails).
enum SnapshotRecordMode: String {
  case missing
  case all
  case never

  static var current: SnapshotRecordMode {
    ProcessInfo.processInfo.environment["LAYOUT_SNAPSHOT_RECORD"].flatMap(Self.init) ?? .missing
  }
}

/// Compares `value` with the reference file
/// `__Snapshots__/<TestFile>/<testName>.<name>.<pathExtension>` next to the test file.
///
/// A missing reference is recorded (unless the mode is `never`) and reported as an issue, so that
/// a new snapshot is looked at once before it is trusted. A different value is reported with the
/// first differing line.
func assertSnapshot(
  of value: String,
  named name: String,
  pathExtension: String = "svg",
  record: SnapshotRecordMode = .current,
  filePath: String = #filePath,
  function: String = #function,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let testFile = URL(fileURLWithPath: filePath)
  let testName = function.prefix { $0 != "(" }
  let folder = testFile.deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")
    .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
  let reference = folder.appendingPathComponent("\(testName).\(name).\(pathExtension)")
  let existing = try? String(contentsOf: reference, encoding: .utf8)
  if existing == nil || record == .all {
    guard record != .never else {
      Issue.record("No snapshot at \(reference.path)", sourceLocation: sourceLocation)
      return
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(value.utf8).write(to: reference)
    } catch {
      Issue.record("Cannot write \(reference.path): \(error)", sourceLocation: sourceLocation)
      return
    }
    if existing != value {
      Issue.record(
        "Recorded a snapshot at \(reference.path); check it and run again.",
        sourceLocation: sourceLocation)
    }
    return
  }
  if let message = lineDifference(expected: existing ?? "", actual: value) {
    Issue.record(
      "Snapshot \(reference.lastPathComponent) differs: \(message)", sourceLocation: sourceLocation)
  }
}

/// The first line where `actual` differs from `expected`, or `nil` when they are equal.
func lineDifference(expected: String, actual: String) -> String? {
  guard expected != actual else { return nil }
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  for index in 0..<max(old.count, new.count) {
    let before = index < old.count ? String(old[index]) : "(none)"
    let after = index < new.count ? String(new[index]) : "(none)"
    if before != after { return "line \(index + 1)\n- \(before)\n+ \(after)" }
  }
  return "the texts differ"
}
