import FlexCaseFormat
import Foundation
import TrellisDemos

/// The `trellis` commands: `flex`, `conformance`, `demo` and `--help`.
enum TrellisCommand {
  static let usage = """
    OVERVIEW: Trellis, a pure-Swift layout engine: run flex cases and render the demo gallery.

    USAGE: trellis <command> [arguments]

    COMMANDS:
      flex FILE.json          Lay out the flex case(s) in FILE.json and print the layouts as
                              JSON. One case: {"ltr": Layout, "rtl": Layout}, one Layout per
                              direction the case's "expected" names (ltr alone if none). An
                              array of cases: [{"name": …, "layouts": {…}}, …].
      conformance [--markdown] [--report DIR] PATH...
                              Run every case of the files and folders (*.json, recursively)
                              against its expected layouts (0.02 tolerance); print a table per
                              file and, last, "N passed, M failed, K skipped". Exit status 1
                              when any case fails (malformed cases count as failed).
                              --markdown prints the table as Markdown, for the README.
                              --report DIR also writes DIR/index.html: each failing case's
                              expected and computed layouts drawn over each other.
      demo [--output DIR]     Render the demo gallery as SVG files and an index.html into DIR
                              (default: out/demo) and print the files written.
      help, --help, -h        Show this help.

    The flex-case format is described in Docs/FlexCaseFormat.md.
    """

  /// The stack of the thread the commands run on: decoding recurses once per JSON level.
  static let stackBytes = 2 << 30
  /// The deepest JSON nesting accepted, safe on ``stackBytes``: a tree level takes two, so
  /// trees 50,000 levels deep are read.
  static let maximumDepth = 100_010

  /// Runs the command named by `arguments` and returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    guard let command = arguments.first else {
      printError(usage)
      return 2
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "flex": return flex(rest)
    case "conformance": return conformance(rest)
    case "demo": return demo(rest)
    case "help", "--help", "-h":
      print(usage)
      return 0
    default:
      printError("trellis: unknown command '\(command)'\n\n\(usage)")
      return 2
    }
  }

  static func flex(_ arguments: [String]) -> Int32 {
    guard arguments.count == 1, let path = arguments.first, !path.hasPrefix("-") else {
      printError("usage: trellis flex FILE.json")
      return 2
    }
    let document: FlexCaseDocument
    switch ConformanceRunner.readDocument(at: path, maximumDepth: maximumDepth) {
    case .success(let decoded): document = decoded
    case .failure(let error):
      printError("trellis: \(error)")
      return 1
    }
    let (json, errors) = FlexLayoutPrinter.output(for: document)
    FileHandle.standardOutput.write(Data(json.utf8))
    for error in errors { printError("trellis: \(error)") }
    return errors.isEmpty ? 0 : 1
  }

  static func conformance(_ arguments: [String]) -> Int32 {
    var isMarkdown = false
    var reportFolder: String?
    var paths: [String] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--markdown" {
        isMarkdown = true
      } else if argument == "--report", let folder = remaining.popFirst() {
        reportFolder = folder
      } else if argument.hasPrefix("--report=") {
        reportFolder = String(argument.dropFirst("--report=".count))
      } else if argument.hasPrefix("-") {
        paths = []
        break
      } else {
        paths.append(argument)
      }
    }
    guard !paths.isEmpty, reportFolder?.isEmpty != true else {
      printError("usage: trellis conformance [--markdown] [--report DIR] PATH...")
      return 2
    }
    let report = ConformanceRunner.run(paths: paths, maximumDepth: maximumDepth)
    for error in report.errors { printError("trellis: \(error)") }
    if let reportFolder {
      var page = ConformanceFailurePage()
      for file in ConformanceRunner.caseFiles(in: paths) {
        if case .success(let document) = ConformanceRunner.readDocument(
          at: file, maximumDepth: maximumDepth)
        {
          page.add(document)
        }
      }
      do {
        try FileManager.default.createDirectory(
          atPath: reportFolder, withIntermediateDirectories: true, attributes: nil)
        let path = (reportFolder.hasSuffix("/") ? reportFolder : reportFolder + "/") + "index.html"
        try Data(page.html.utf8).write(to: URL(fileURLWithPath: path))
        printError("trellis: wrote \(path) (\(page.failureCount) failing case(s))")
      } catch {
        printError("trellis: cannot write the report to \(reportFolder): \(error)")
        return 1
      }
    }
    print(isMarkdown ? report.renderedMarkdown() : report.renderedText())
    return report.hasFailures ? 1 : 0
  }

  static func demo(_ arguments: [String]) -> Int32 {
    var output = "out/demo"
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--output" || argument == "-o", let value = remaining.popFirst() {
        output = value
      } else if argument.hasPrefix("--output=") {
        output = String(argument.dropFirst("--output=".count))
      } else {
        printError("usage: trellis demo [--output DIR]")
        return 2
      }
    }
    do {
      let files = try DemoGallery.write(to: output)
      for file in files { print(file) }
      print("wrote \(files.count) files to \(output); open \(files.last ?? output)")
      return 0
    } catch {
      printError("trellis: cannot write the demo gallery to \(output): \(error)")
      return 1
    }
  }

  static func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
