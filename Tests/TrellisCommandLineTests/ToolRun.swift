import Foundation
import Synchronization
import Testing

@testable import TrellisCommandLine

/// One run of the tool in-process: its exit status and what it wrote to each stream.
struct ToolRun {
  var status: Int32
  var output: String
  var error: String

  /// Runs `trellis` with `arguments` (without the tool's name), capturing both streams.
  init(_ arguments: String...) {
    self.init(arguments: arguments)
  }

  init(arguments: [String]) {
    let streams = Streams()
    status = TrellisTool.run(
      arguments,
      output: ToolOutput(
        writeOutput: { text in streams.output.withLock { $0 += text } },
        writeError: { text in streams.error.withLock { $0 += text } }))
    output = streams.output.withLock { $0 }
    error = streams.error.withLock { $0 }
  }

  /// The captured text of both streams.
  final class Streams: Sendable {
    let output = Mutex("")
    let error = Mutex("")
  }
}

/// A fresh folder under the temporary directory, removed by `cleanUp()`.
struct ScratchFolder {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "trellis-cli-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `bytes` to `name` in the folder and returns its path.
  func file(_ name: String, _ bytes: [UInt8]) throws -> String {
    let file = path + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    return file
  }

  func cleanUp() { try? FileManager.default.removeItem(atPath: path) }
}

/// A flex case that lays out (a 100 × 100 row with one 10 × 20 child), with its browser frames.
let passingCase = """
  {"name": "row", "root": {"style": {"width": 100, "height": 100, "flexDirection": "row"},
   "children": [{"style": {"width": 10, "height": 20}}]},
   "expected": {"ltr": {"left": 0, "top": 0, "width": 100, "height": 100,
     "children": [{"left": 0, "top": 0, "width": 10, "height": 20}]}}}
  """
