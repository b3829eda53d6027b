import Foundation
import Testing

@testable import TrellisDemos

/// Every SVG the gallery writes, and every SVG snapshot reference, renders without an error in
/// a real SVG renderer: `rsvg-convert` (Debian's librsvg2-bin, installed by `.ci/run`).
@Suite struct SVGRenderingTests {
  /// The path of `rsvg-convert`, or `nil` when it is not on the `PATH`.
  static let renderer: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/rsvg-convert"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()

  /// Whether the tests run in continuous integration (`CI=true`), where a missing renderer
  /// fails.
  static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

  /// The repository's root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Renders `file` to PNG with `renderer`; returns the error output when it fails.
  static func render(_ file: String, with renderer: String) throws -> String? {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("rsvg-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: renderer)
    process.arguments = ["--format=png", "--output=\(output.path)", file]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus != 0 || !FileManager.default.fileExists(atPath: output.path)
    else { return nil }
    return String(decoding: message, as: UTF8.self)
  }

  /// The renderer, or `nil` after recording why the test cannot run.
  static func requireRenderer() -> String? {
    if let renderer { return renderer }
    let message = "rsvg-convert is not installed (apt-get install librsvg2-bin)"
    if isCI {
      Issue.record(Comment(rawValue: message + "; CI must have it"))
    } else {
      withKnownIssue(Comment(rawValue: message + "; skipped locally")) {
        Issue.record(Comment(rawValue: message))
      }
    }
    return nil
  }

  @Test func everyGalleryPictureRenders() throws {
    guard let renderer = Self.requireRenderer() else { return }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-gallery-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let written = try DemoGallery.write(to: folder.path).filter { $0.hasSuffix(".svg") }
    #expect(written.count == GalleryScreen.allPictures.count)
    for file in written {
      if let error = try Self.render(file, with: renderer) {
        Issue.record("rsvg-convert cannot render \(file): \(error)")
      }
    }
  }

  @Test func everySnapshotReferenceRenders() throws {
    guard let renderer = Self.requireRenderer() else { return }
    let tests = Self.root.appendingPathComponent("Tests")
    let files = (FileManager.default.subpaths(atPath: tests.path) ?? [])
      .filter { $0.contains("__Snapshots__/") && $0.hasSuffix(".svg") }
      .sorted()
    #expect(!files.isEmpty)
    for file in files {
      let path = tests.appendingPathComponent(file).path
      if let error = try Self.render(path, with: renderer) {
        Issue.record("rsvg-convert cannot render \(file): \(error)")
      }
    }
  }
}
