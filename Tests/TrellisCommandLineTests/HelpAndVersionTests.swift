import Testing

@testable import TrellisCommandLine

/// Help and the version: printed on the standard output stream, with exit status 0.
@Suite struct HelpAndVersionTests {
  @Test(arguments: [[], ["--help"], ["-h"], ["help"]])
  func overview(arguments: [String]) {
    let run = ToolRun(arguments: arguments)
    #expect(run.status == 0)
    #expect(run.output == HelpText.overview + "\n")
    #expect(run.error.isEmpty)
    for command in ["flex FILE.json", "conformance PATH...", "demo", "--version", "EXIT STATUS"] {
      #expect(run.output.contains(command), "the overview names \(command)")
    }
  }

  @Test func versionComesFromTheOnePlaceItIsWritten() {
    let run = ToolRun("--version")
    #expect(run.status == 0)
    #expect(run.output == "trellis \(TrellisVersion.current)\n")
    #expect(run.error.isEmpty)
    // Semantic Versioning's major.minor.patch.
    let parts = TrellisVersion.current.split(separator: ".")
    #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "\(TrellisVersion.current)")
  }

  /// `trellis COMMAND --help`, `-h` (anywhere among the arguments) and `trellis help COMMAND`
  /// print the command's page, and do not run it.
  @Test(arguments: ["flex", "conformance", "demo"])
  func commandHelp(command: String) throws {
    let page = try #require(
      ["flex": HelpText.flex, "conformance": HelpText.conformance, "demo": HelpText.demo][command])
    for arguments in [
      [command, "--help"], [command, "-h"], ["help", command], [command, "missing.json", "-h"],
    ] {
      let run = ToolRun(arguments: arguments)
      #expect(run.status == 0, "\(arguments)")
      #expect(run.output == page + "\n", "\(arguments)")
      #expect(run.error.isEmpty, "\(arguments)")
    }
    #expect(page.contains("USAGE: trellis \(command)"))
    #expect(page.contains("-h, --help"))
  }

  /// Each page's `USAGE:` line is the one a mistake prints.
  @Test func usageLinesComeFromTheHelpPages() {
    let usages = TrellisTool.commands.map(\.usage)
    #expect(
      usages == [
        "usage: trellis flex FILE.json",
        "usage: trellis conformance [--markdown] [--report DIR] PATH...",
        "usage: trellis demo [--output DIR]",
      ])
  }
}
