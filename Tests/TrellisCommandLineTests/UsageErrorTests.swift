import Testing

@testable import TrellisCommandLine

/// A wrong command line: a short usage on the standard error stream and exit status 2, as `ls`,
/// `grep` and Python's `argparse` exit; nothing on the standard output stream.
@Suite struct UsageErrorTests {
  @Test(arguments: [
    (["frob"], "trellis: unknown command 'frob'", "usage: trellis <command>"),
    (["--frob"], "trellis: unknown option '--frob'", "usage: trellis <command>"),
    (["help", "frob"], "trellis: unknown command 'frob'", "usage: trellis <command>"),
    (["flex"], "trellis flex: missing FILE.json", "usage: trellis flex FILE.json"),
    (
      ["flex", "a.json", "b.json"], "trellis flex: one file at a time; found 2",
      "usage: trellis flex"
    ),
    (["flex", "--frob", "a.json"], "trellis flex: unknown option '--frob'", "usage: trellis flex"),
    (["conformance"], "trellis conformance: missing PATH", "usage: trellis conformance"),
    (
      ["conformance", "--report"], "trellis conformance: --report needs a value",
      "usage: trellis conformance"
    ),
    (
      ["conformance", "--report=", "x"], "trellis conformance: --report needs a value",
      "usage: trellis conformance"
    ),
    (
      ["conformance", "--markdown=yes", "x"], "trellis conformance: --markdown takes no value",
      "usage: trellis conformance"
    ),
    (
      ["demo", "extra"], "trellis demo: unexpected argument 'extra'",
      "usage: trellis demo [--output DIR]"
    ),
    (["demo", "-x"], "trellis demo: unknown option '-x'", "usage: trellis demo"),
  ])
  func wrongCommandLine(arguments: [String], message: String, usage: String) {
    let run = ToolRun(arguments: arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    let lines = run.error.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(run.error)")
    #expect(lines.first == message)
    #expect(lines.dropFirst().first?.hasPrefix(usage) == true, "\(run.error)")
    #expect(lines.last?.hasSuffix("--help' for more.") == true, "\(run.error)")
  }

  @Test func optionsTakeValuesJoinedOrSeparate() throws {
    let spec = ArgumentSpec(flags: ["--markdown": "markdown"], options: ["--output": "output"])
    let parsed = try spec.parse(["--output=a", "x", "--output", "b", "--markdown", "--", "-y"])
    #expect(parsed.values == ["output": "b"])  // the last value wins
    #expect(parsed.flags == ["markdown"])
    #expect(parsed.operands == ["x", "-y"])  // after `--`, arguments are operands
    #expect(parsed.wantsHelp == false)
  }
}
