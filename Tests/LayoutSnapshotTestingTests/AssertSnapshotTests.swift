import FlexCore
import Foundation
import Testing

@testable import LayoutSnapshotTesting

@Suite final class AssertSnapshotTests {
  /// The scratch folders this test made, removed when it ends (one instance per test).
  private var scratchFolders: [URL] = []

  deinit {
    for folder in scratchFolders { try? FileManager.default.removeItem(at: folder) }
  }

  /// A fresh folder with a fake test file path inside it.
  private func scratchTestFile() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("LayoutSnapshotTestingTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    scratchFolders.append(folder)
    return folder.appendingPathComponent("FakeTests.swift").path
  }

  private func referencePath(_ testFile: String, _ file: String) -> String {
    URL(fileURLWithPath: testFile).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/FakeTests/\(file)").path
  }

  @Test func missingReferenceIsRecordedOnceThenCompared() throws {
    let testFile = try scratchTestFile()
    let first = verifySnapshot(
      of: "hello\n", as: .lines, named: "greeting", record: .missing, testFilePath: testFile,
      testName: "greets()")
    #expect(first?.hasPrefix("Recorded a reference snapshot at ") == true)
    let path = referencePath(testFile, "greets.greeting.txt")
    #expect(FileManager.default.contents(atPath: path) == Data("hello\n".utf8))
    #expect(
      verifySnapshot(
        of: "hello\n", as: .lines, named: "greeting", record: .missing, testFilePath: testFile,
        testName: "greets()") == nil)
  }

  @Test func neverModeDoesNotWrite() throws {
    let testFile = try scratchTestFile()
    let message = verifySnapshot(
      of: "x", as: .lines, named: "n", record: .never, testFilePath: testFile, testName: "t()")
    #expect(message?.hasPrefix("No reference snapshot at ") == true)
    #expect(!FileManager.default.fileExists(atPath: referencePath(testFile, "t.n.txt")))
  }

  @Test func allModeRewritesAndFailsOnlyWhenChanged() throws {
    let testFile = try scratchTestFile()
    _ = verifySnapshot(
      of: "one", as: .lines, named: "n", record: .missing, testFilePath: testFile, testName: "t()")
    #expect(
      verifySnapshot(
        of: "one", as: .lines, named: "n", record: .all, testFilePath: testFile, testName: "t()")
        == nil)
    let changed = verifySnapshot(
      of: "two", as: .lines, named: "n", record: .all, testFilePath: testFile, testName: "t()")
    #expect(changed?.hasPrefix("Recorded") == true)
    #expect(
      FileManager.default.contents(atPath: referencePath(testFile, "t.n.txt")) == Data("two".utf8))
  }

  @Test func mismatchNamesBothFilesAndTheMovedNode() throws {
    let testFile = try scratchTestFile()
    var tree = FlexTree()
    let child = tree.addNode(
      FlexStyle().with {
        $0.width = 10
        $0.height = 10
      })
    let root = tree.addNode(
      FlexStyle().with {
        $0.width = 100
        $0.height = 20
        $0.justifyContent = .flexStart
        $0.flexDirection = .row
      }, children: [child])
    try tree.computeLayout(of: root)
    let layout = FlexTreeLayout(tree: tree, root: root, labels: [child: "dot"])
    _ = verifySnapshot(
      of: layout, as: .frames, named: "row", record: .missing, testFilePath: testFile,
      testName: "row()")
    // Centred, the 10-point child moves to (100 - 10) / 2 = 45.
    tree.updateStyle(of: root) { $0.justifyContent = .center }
    try tree.computeLayout(of: root)
    let message = try #require(
      verifySnapshot(
        of: FlexTreeLayout(tree: tree, root: root, labels: [child: "dot"]), as: .frames,
        named: "row", record: .never, testFilePath: testFile, testName: "row()"))
    #expect(message.contains("reference: " + referencePath(testFile, "row.row.txt")))
    #expect(message.contains("the new snapshot: "))
    #expect(message.contains("n0 \"dot\": moved by (+45, 0) to (45, 0)"))
    let artifact = try #require(
      message.split(separator: "\n").first { $0.hasPrefix("the new snapshot: ") })
    let artifactPath = String(artifact.dropFirst("the new snapshot: ".count))
    #expect(
      FileManager.default.contents(atPath: artifactPath)
        == Data(FlexTreeLayout(tree: tree, root: root, labels: [child: "dot"]).framesDump.utf8))
  }

  @Test func unnamedSnapshotsAreNumbered() throws {
    let testFile = try scratchTestFile()
    for value in ["a", "b"] {
      _ = verifySnapshot(
        of: value, as: .lines, named: nil, record: .missing, testFilePath: testFile,
        testName: "numbered()")
    }
    #expect(FileManager.default.fileExists(atPath: referencePath(testFile, "numbered.1.txt")))
    #expect(FileManager.default.fileExists(atPath: referencePath(testFile, "numbered.2.txt")))
  }

  @Test func recordModeIsReadFromItsName() {
    #expect(SnapshotRecordMode(rawValue: "never") == .never)
    #expect(SnapshotRecordMode.allCases.map(\.rawValue) == ["all", "missing", "never"])
  }
}
