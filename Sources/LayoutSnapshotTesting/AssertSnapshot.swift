import Foundation
import Synchronization
import Testing

#if canImport(XCTest)
  import XCTest
#endif

/// Compares a value's snapshot with its reference file and records a test issue when they
/// differ or when the reference was missing.
///
/// The reference lives next to the test file, in
/// `__Snapshots__/<TestFile>/<test>.<name>.<pathExtension>`. On a mismatch the new snapshot is
/// written to an artifacts folder (`LAYOUT_SNAPSHOT_ARTIFACTS`, or the temporary folder) and
/// the message names both files and, for layout formats, the elements that moved and by how
/// much. Works in Swift Testing (an `Issue`) and in XCTest (`XCTFail`).
///
/// ```swift
/// @Test func card() throws {
///   assertSnapshot(of: FlexTreeLayout(tree: tree, root: root), as: .svg, named: "card")
/// }
/// ```
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: The strategy, such as `.svg` or `.frames`.
///   - name: The reference's name; `nil` numbers the snapshots of a test 1, 2, 3….
///   - record: When to write the reference; `nil` reads ``SnapshotRecordMode/current``.
///   - fileID: The test's file ID.
///   - filePath: The test's file path, which locates `__Snapshots__`.
///   - testName: The test function's name.
///   - line: The line of the call.
///   - column: The column of the call.
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record: SnapshotRecordMode? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let message = verifySnapshot(
    of: try value(), as: snapshotting, named: name, record: record, filePath: filePath,
    testName: testName)
  guard let message else { return }
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    return
  }
  #if canImport(XCTest)
    XCTFail(message, file: filePath, line: line)
  #else
    Issue.record(Comment(rawValue: message))
  #endif
}

/// Compares a value's snapshot with its reference file and returns the failure message, or
/// `nil` when the snapshot matches.
///
/// This is ``assertSnapshot(of:as:named:record:fileID:filePath:testName:line:column:)``
/// without the reporting, for custom assertions.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: The strategy.
///   - name: The reference's name; `nil` numbers the snapshots of a test 1, 2, 3….
///   - record: When to write the reference; `nil` reads ``SnapshotRecordMode/current``.
///   - filePath: The test's file path, which locates `__Snapshots__`.
///   - testName: The test function's name.
/// - Returns: A message naming the files and what differs, or `nil`.
public func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record: SnapshotRecordMode? = nil,
  filePath: StaticString = #filePath,
  testName: String = #function
) -> String? {
  verifySnapshot(
    of: try value(), as: snapshotting, named: name, record: record,
    testFilePath: "\(filePath)", testName: testName)
}

/// ``verifySnapshot(of:as:named:record:filePath:testName:)`` with the test file's path as a
/// string.
func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String?,
  record: SnapshotRecordMode?,
  testFilePath: String,
  testName: String
) -> String? {
  let record = record ?? .current
  let location = SnapshotLocation(
    filePath: testFilePath, testName: testName, name: name,
    pathExtension: snapshotting.pathExtension)
  let format: Format
  do {
    format = snapshotting.snapshot(try value())
  } catch {
    return "Cannot snapshot the value: \(error)"
  }
  let bytes = snapshotting.diffing.toBytes(format)
  let existing = FileManager.default.contents(atPath: location.reference.path)
  if existing == nil || record == .all {
    guard record != .never else {
      return
        "No reference snapshot at \(location.reference.path) (\(SnapshotRecordMode.environmentVariable)=never)."
    }
    do {
      try location.write(bytes, to: location.reference)
    } catch {
      return "Cannot write the reference \(location.reference.path): \(error)"
    }
    if let existing, let old = snapshotting.diffing.fromBytes(Array(existing)),
      snapshotting.diffing.diff(old, format) == nil
    {
      return nil
    }
    return "Recorded a reference snapshot at \(location.reference.path); check it and run again."
  }
  guard let existing, let reference = snapshotting.diffing.fromBytes(Array(existing)) else {
    return "Cannot read the reference snapshot at \(location.reference.path)."
  }
  guard let difference = snapshotting.diffing.diff(reference, format) else { return nil }
  let artifact = location.artifact
  var written = "the new snapshot: \(artifact.path)"
  do {
    try location.write(bytes, to: artifact)
  } catch {
    written = "the new snapshot could not be written to \(artifact.path): \(error)"
  }
  if Test.current != nil {
    Attachment.record(bytes, named: artifact.lastPathComponent)
  }
  return """
    Snapshot \(location.reference.lastPathComponent) does not match.
    reference: \(location.reference.path)
    \(written)
    \(difference)
    """
}

/// Where a snapshot's reference and artifact files live.
struct SnapshotLocation {
  /// The environment variable naming the folder for new snapshots that do not match.
  static let artifactsVariable = "LAYOUT_SNAPSHOT_ARTIFACTS"
  /// How many unnamed snapshots each test has taken, keyed by file and test.
  static let counters = Mutex<[String: Int]>([:])

  var reference: URL
  var artifact: URL

  init(filePath: String, testName: String, name: String?, pathExtension: String) {
    let testFile = URL(fileURLWithPath: filePath)
    let fileName = testFile.deletingPathExtension().lastPathComponent
    let test = Self.sanitized(String(testName.prefix { $0 != "(" }))
    let identifier =
      name.map(Self.sanitized)
      ?? String(
        Self.counters.withLock { counters in
          let key = filePath + "#" + test
          counters[key, default: 0] += 1
          return counters[key, default: 1]
        })
    let file = "\(test).\(identifier).\(pathExtension)"
    reference = testFile.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
      .appendingPathComponent(fileName)
      .appendingPathComponent(file)
    let artifacts =
      ProcessInfo.processInfo.environment[Self.artifactsVariable].map {
        URL(fileURLWithPath: $0)
      }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("LayoutSnapshotTesting")
    artifact = artifacts.appendingPathComponent(fileName).appendingPathComponent(file)
  }

  /// Writes `bytes` to `url`, creating its folder.
  func write(_ bytes: [UInt8], to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  /// `text` with characters that do not belong in a file name replaced by `_`.
  static func sanitized(_ text: String) -> String {
    String(
      text.map { character in
        character.isLetter || character.isNumber || "-_".contains(character) ? character : "_"
      })
  }
}
