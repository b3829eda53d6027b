import Foundation

/// Where a command writes: its standard output and standard error streams.
///
/// The tool writes through this value so that tests can capture both streams.
package struct ToolOutput: Sendable {
  /// Writes text to the standard output stream, as given (no newline added).
  package var writeOutput: @Sendable (String) -> Void
  /// Writes text to the standard error stream, as given (no newline added).
  package var writeError: @Sendable (String) -> Void

  /// Creates an output from two writers.
  package init(
    writeOutput: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void
  ) {
    self.writeOutput = writeOutput
    self.writeError = writeError
  }

  /// The process's standard output and standard error, unbuffered.
  package static let process = ToolOutput(
    writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
    writeError: { FileHandle.standardError.write(Data($0.utf8)) })

  /// Writes `line` and a newline to the standard output stream.
  func print(_ line: String) { writeOutput(line + "\n") }

  /// Writes `line` and a newline to the standard error stream.
  func printError(_ line: String) { writeError(line + "\n") }
}

/// The tool's exit statuses, as most command-line tools use them (`ls`, `grep`, Python's
/// `argparse`): 0 success, 1 a failure of the work, 2 a wrong command line.
package enum ExitStatus {
  /// Everything worked (and every conformance case passed).
  package static let success: Int32 = 0
  /// The work failed: a case failed or was malformed, or a file could not be read or written.
  package static let failure: Int32 = 1
  /// The command line was wrong: an unknown command or option, or a missing argument.
  package static let usage: Int32 = 2
}
