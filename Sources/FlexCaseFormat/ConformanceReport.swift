/// The outcome of `trellis conformance`: a report per file and the totals.
public struct ConformanceReport: Hashable, Sendable {
  /// The reports, one per file, in the order the files were run.
  public var files: [FileReport] = []

  /// Creates an empty report.
  public init() {}

  /// The totals over every file.
  public var summary: ConformanceSummary {
    ConformanceSummary(files.flatMap(\.outcomes))
  }

  /// Every malformed-input error, in order.
  public var errors: [FlexCaseError] { files.flatMap(\.errors) }

  /// Whether any case failed (the tool then exits with status 1).
  public var hasFailures: Bool { summary.failed > 0 }

  /// The report as text: per file, its failures (with the first difference) and the skipped
  /// cases the engine gets right; then a table with a row per file and a total row; and, as the
  /// last line, exactly `N passed, M failed, K skipped`.
  public func renderedText() -> String {
    var lines: [String] = []
    for file in files {
      let failures = file.outcomes.filter(\.isFailed)
      let agreeing = file.outcomes.filter {
        if case .skipped(_, true) = $0.status { return true }
        return false
      }
      guard !failures.isEmpty || !agreeing.isEmpty else { continue }
      lines.append("\(file.file):")
      for outcome in failures {
        if case .failed(let reason) = outcome.status {
          lines.append("  FAIL \(outcome.name): \(reason)")
        }
      }
      for outcome in agreeing {
        lines.append("  SKIP \(outcome.name): skip-marked, but the engine gets it right")
      }
    }
    if !lines.isEmpty { lines.append("") }
    lines.append(contentsOf: table())
    lines.append(summary.line)
    return lines.joined(separator: "\n")
  }

  /// The report as a Markdown table for the README: a row per file (its name without folders)
  /// with passed / unskipped and the skipped cases the engine gets right, a total row, and, as
  /// the last line, `N passed, M failed, K skipped`.
  public func renderedMarkdown() -> String {
    var lines = [
      "| Fixture file | Passing / unskipped | Skipped cases the engine gets right |",
      "|---|---|---|",
    ]
    func row(_ name: String, _ outcomes: [CaseOutcome]) -> String {
      let summary = ConformanceSummary(outcomes)
      return "| \(name) | \(summary.passed) / \(summary.passed + summary.failed)"
        + " | \(agreeingCount(outcomes)) of \(summary.skipped) |"
    }
    for file in files {
      let name = file.file.split(separator: "/").last.map(String.init) ?? file.file
      lines.append(row("`\(name)`", file.outcomes))
    }
    lines.append(row("**total**", files.flatMap(\.outcomes)))
    lines.append("")
    lines.append(summary.line)
    return lines.joined(separator: "\n")
  }

  /// The table: a row per file with its passed, failed, skipped and skipped-but-right counts.
  func table() -> [String] {
    let header = ["file", "passed", "failed", "skipped", "skipped, right"]
    var rows: [[String]] = files.map { file in
      let summary = file.summary
      return [file.file] + counts(summary, agreeing: agreeingCount(file.outcomes))
    }
    rows.append(["total"] + counts(summary, agreeing: agreeingCount(files.flatMap(\.outcomes))))
    var widths = header.map(\.count)
    for row in rows {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    func render(_ row: [String]) -> String {
      row.enumerated().map { index, cell in
        let padding = String(repeating: " ", count: widths[index] - cell.count)
        return index == 0 ? cell + padding : padding + cell
      }.joined(separator: "  ")
    }
    let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
    return [render(header), rule] + rows.dropLast().map(render) + [rule, render(rows.last ?? [])]
  }

  private func counts(_ summary: ConformanceSummary, agreeing: Int) -> [String] {
    [String(summary.passed), String(summary.failed), String(summary.skipped), String(agreeing)]
  }

  private func agreeingCount(_ outcomes: [CaseOutcome]) -> Int {
    outcomes.filter {
      if case .skipped(_, true) = $0.status { return true }
      return false
    }.count
  }
}

/// The outcomes of the cases of one file.
public struct FileReport: Hashable, Sendable {
  /// The file, as given on the command line (or found in a folder given there).
  public var file: String
  /// The outcome of each case, in document order.
  public var outcomes: [CaseOutcome] = []
  /// The malformed-input errors met in the file.
  public var errors: [FlexCaseError] = []

  /// Creates an empty report for `file`.
  public init(file: String) { self.file = file }

  /// The counts of the file's outcomes.
  public var summary: ConformanceSummary { ConformanceSummary(outcomes) }
}
