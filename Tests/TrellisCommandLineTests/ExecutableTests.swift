import Foundation
import Testing

/// The built `trellis` executable (which `swift test` builds with the tests): its exit status
/// and streams are the library's, run on its large-stack thread.
@Suite struct ExecutableTests {
  /// Where SwiftPM puts the products: beside the test bundle.
  static var productsFolder: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return Bundle.main.bundleURL
  }

  /// Runs the executable with `arguments`; returns its status and both streams.
  static func run(_ arguments: String...) throws -> (status: Int32, output: String, error: String) {
    let tool = productsFolder.appendingPathComponent("trellis")
    guard FileManager.default.isExecutableFile(atPath: tool.path) else {
      Issue.record("no executable at \(tool.path): `swift build --product trellis` first")
      return (-1, "", "")
    }
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let (output, error) = (Pipe(), Pipe())
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }

  @Test func exitStatusesAndStreams() throws {
    let help = try Self.run()
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("OVERVIEW: Trellis"))
    #expect(help.error.isEmpty)

    let wrong = try Self.run("frob")
    #expect(wrong.status == 2)
    #expect(wrong.output.isEmpty)
    #expect(wrong.error.hasPrefix("trellis: unknown command 'frob'\n"))

    let missing = try Self.run("flex", "/nonexistent/cases.json")
    #expect(missing.status == 1)
    #expect(missing.error == "trellis: /nonexistent/cases.json: no such file\n")
  }
}
