import FlexCaseFormat

/// `trellis conformance [--markdown] [--report DIR] PATH...`: runs cases against their expected
/// layouts and prints a table per file.
enum ConformanceCommand {
  static func run(_ arguments: ParsedArguments, output: ToolOutput) throws(UsageError) -> Int32 {
    guard !arguments.operands.isEmpty else { throw UsageError(message: "missing PATH") }
    var report = ConformanceReport()
    var page = arguments.values["report"].map { _ in ConformanceFailurePage() }
    for file in ConformanceRunner.caseFiles(in: arguments.operands) {
      let bytes: [UInt8]
      do {
        bytes = try FileAccess.readUTF8(at: file)
      } catch {
        output.printError("trellis: \(error)")
        report.files.append(unreadable(file, error))
        continue
      }
      let document = FlexCaseDecoder.document(
        from: bytes, file: file, maximumDepth: TrellisTool.maximumDepth)
      let fileReport = ConformanceRunner.run(document)
      for error in fileReport.errors { output.printError("trellis: \(error)") }
      report.files.append(fileReport)
      page?.add(document)
    }
    if let folder = arguments.values["report"], let page {
      let path = (folder.hasSuffix("/") ? folder : folder + "/") + "index.html"
      do {
        try FileAccess.makeFolder(at: folder)
        try FileAccess.write(page.html, to: path)
        output.printError("trellis: wrote \(path) (\(page.failureCount) failing case(s))")
      } catch {
        output.printError("trellis: cannot write the report: \(error)")
        return ExitStatus.failure
      }
    }
    output.print(
      arguments.flags.contains("markdown") ? report.renderedMarkdown() : report.renderedText())
    return report.hasFailures ? ExitStatus.failure : ExitStatus.success
  }

  /// The report of a file that could not be read: one failed entry.
  static func unreadable(_ file: String, _ problem: FileProblem) -> FileReport {
    var fileReport = FileReport(file: file)
    fileReport.outcomes.append(CaseOutcome(name: "(file)", status: .failed(problem.reason)))
    return fileReport
  }
}
