/// The `trellis` command-line tool: reads the command line, runs the command and returns the
/// exit status.
///
/// ```swift
/// let status = TrellisTool.run(["flex", "cases.json"], output: .process)
/// ```
///
/// A bare `trellis`, `--help` and `help` print the overview; `--version` the version; each
/// command's `--help` its page; all with status 0. A mistake in the command line prints a
/// short usage on the standard error stream with status 2 (``ExitStatus``).
package enum TrellisTool {
  /// The stack of the thread the commands should run on: decoding recurses once per JSON
  /// level.
  package static let stackBytes = 2 << 30
  /// The deepest JSON nesting accepted, safe on ``stackBytes``: a tree level takes two, so
  /// trees 50,000 levels deep are read.
  package static let maximumDepth = 100_010

  /// A command: its name, help, options and what it does.
  struct Command: Sendable {
    /// The name typed after `trellis`.
    let name: String
    /// The page `--help` prints; its `USAGE:` line is also the one a mistake prints.
    let help: String
    /// The options it accepts.
    let spec: ArgumentSpec
    /// Runs it with the parsed command line; returns the exit status.
    let run: @Sendable (ParsedArguments, ToolOutput) throws(UsageError) -> Int32

    /// The `USAGE:` line of ``help``, as `usage: trellis flex FILE.json`.
    var usage: String {
      let line = help.split(separator: "\n").first { $0.hasPrefix("USAGE: ") } ?? ""
      return "usage: " + line.dropFirst("USAGE: ".count)
    }
  }

  /// The commands, in the order the overview lists them.
  static let commands: [Command] = [
    Command(name: "flex", help: HelpText.flex, spec: ArgumentSpec(), run: FlexCommand.run),
    Command(
      name: "conformance", help: HelpText.conformance,
      spec: ArgumentSpec(flags: ["--markdown": "markdown"], options: ["--report": "report"]),
      run: ConformanceCommand.run),
    Command(
      name: "demo", help: HelpText.demo,
      spec: ArgumentSpec(options: ["--output": "output", "-o": "output"]),
      run: DemoCommand.run),
  ]

  /// Runs the command `arguments` name (the arguments after the tool's own name).
  ///
  /// - Parameters:
  ///   - arguments: The command line, without the tool's name.
  ///   - output: Where to write.
  /// - Returns: The exit status (``ExitStatus``).
  package static func run(_ arguments: [String], output: ToolOutput) -> Int32 {
    guard let first = arguments.first else {
      output.print(HelpText.overview)
      return ExitStatus.success
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help":
      output.print(HelpText.overview)
      return ExitStatus.success
    case "--version":
      output.print("trellis \(TrellisVersion.current)")
      return ExitStatus.success
    case "help":
      guard let name = rest.first else {
        output.print(HelpText.overview)
        return ExitStatus.success
      }
      guard let command = commands.first(where: { $0.name == name }) else {
        return usageFailure("unknown command '\(name)'", usage: HelpText.usage, output: output)
      }
      output.print(command.help)
      return ExitStatus.success
    default:
      guard let command = commands.first(where: { $0.name == first }) else {
        let kind = first.hasPrefix("-") ? "option" : "command"
        return usageFailure("unknown \(kind) '\(first)'", usage: HelpText.usage, output: output)
      }
      do throws(UsageError) {
        let parsed = try command.spec.parse(rest)
        if parsed.wantsHelp {
          output.print(command.help)
          return ExitStatus.success
        }
        return try command.run(parsed, output)
      } catch {
        return usageFailure(
          error.message, usage: command.usage, output: output, command: command.name)
      }
    }
  }

  /// Prints a mistake in the command line, the usage and where the help is; returns
  /// ``ExitStatus/usage``.
  static func usageFailure(
    _ message: String, usage: String, output: ToolOutput, command: String? = nil
  ) -> Int32 {
    let name = ["trellis", command].compactMap { $0 }.joined(separator: " ")
    output.printError("\(name): \(message)")
    output.printError(usage)
    output.printError("Run '\(name) --help' for more.")
    return ExitStatus.usage
  }
}
