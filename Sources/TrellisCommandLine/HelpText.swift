/// The tool's help: the overview, each command's page and the one-line usages that follow a
/// mistake.
enum HelpText {
  /// What `trellis`, `trellis --help` and `trellis help` print.
  static let overview = """
    OVERVIEW: Trellis \(TrellisVersion.current), a pure-Swift layout engine: lay out flex cases,
    run conformance suites and render the demo gallery.

    USAGE: trellis <command> [options] [arguments]

    COMMANDS:
      flex FILE.json          Lay out the flex case(s) of FILE.json; print the layouts as JSON.
      conformance PATH...     Run cases against their expected layouts; print a table per file.
      demo                    Render the demo gallery as SVG files and an index.html.
      help [COMMAND]          Show this help, or a command's.

    OPTIONS:
      -h, --help              Show this help.
      --version               Show the version.

    Run 'trellis COMMAND --help' for a command's arguments and options.

    EXIT STATUS:
      0  success
      1  a case failed or was malformed, or a file could not be read or written
      2  a wrong command line: an unknown command or option, a missing argument

    The flex-case format is described in Docs/FlexCaseFormat.md.
    """

  /// The line after a mistake in the command line, before the pointer to the help.
  static let usage = "usage: trellis <command> [options] [arguments]"

  /// `trellis flex --help`.
  static let flex = """
    OVERVIEW: Lay out the flex case(s) in FILE.json and print the layouts as JSON.

    USAGE: trellis flex FILE.json

    For a file holding one case, the output is {"ltr": Layout, "rtl": Layout}: one Layout per
    direction the case's "expected" names (ltr alone if it names none), the shape of "expected"
    itself. For a file holding an array of cases, it is [{"name": …, "layouts": {…}}, …], with
    {"name": …, "error": "…"} for a case that cannot be laid out; errors also go to the
    standard error stream, and the exit status is then 1.

    OPTIONS:
      -h, --help              Show this help.

    The flex-case format is described in Docs/FlexCaseFormat.md.
    """

  /// `trellis conformance --help`.
  static let conformance = """
    OVERVIEW: Run every case of the files and folders against its expected layouts.

    USAGE: trellis conformance [--markdown] [--report DIR] PATH...

    Folders contribute their *.json files, recursively, in sorted order. A case passes when
    every number is within 0.02 of the expected one in every direction it names. The output
    lists each file's failing cases with their first difference, then a table with a row per
    file and, last, "N passed, M failed, K skipped". The exit status is 1 when a case failed
    (a malformed case or a file that cannot be read counts as failed), 0 otherwise.

    OPTIONS:
      --markdown              Print the table as Markdown (for the README).
      --report DIR            Also write DIR/index.html: each failing case's expected and
                              computed layouts drawn over each other.
      -h, --help              Show this help.
    """

  /// `trellis demo --help`.
  static let demo = """
    OVERVIEW: Render the demo gallery: one SVG file per screen and an index.html showing them
    with their captions and code.

    USAGE: trellis demo [--output DIR]

    OPTIONS:
      -o, --output DIR        The folder to write into, created if needed (default: out/demo).
      -h, --help              Show this help.
    """
}
