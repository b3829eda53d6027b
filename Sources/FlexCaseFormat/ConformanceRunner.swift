import FlexCore

/// Runs flex-cases against their expected layouts: the logic of `trellis conformance`.
///
/// ```swift
/// let report = ConformanceRunner.run(paths: ["Tests/FlexConformanceTests/Fixtures/yoga"])
/// print(report.renderedText())  // per-file table; last line "N passed, M failed, K skipped"
/// ```
public enum ConformanceRunner {
  /// Runs one case in every direction its `expected` names.
  ///
  /// A case passes when every direction matches within `tolerance`. A skip-marked case is
  /// reported as skipped, noting whether the engine matches it anyway.
  ///
  /// - Parameters:
  ///   - flexCase: The case.
  ///   - tolerance: The largest difference that still matches.
  /// - Returns: The outcome.
  public static func run(
    _ flexCase: FlexCase, tolerance: Double = FlexLayoutNode.defaultTolerance
  ) -> CaseOutcome {
    let failure = firstFailure(of: flexCase, tolerance: tolerance)
    if let reason = flexCase.skipReason {
      return CaseOutcome(
        name: flexCase.name, status: .skipped(reason: reason, engineAgrees: failure == nil))
    }
    if let failure { return CaseOutcome(name: flexCase.name, status: .failed(failure)) }
    return CaseOutcome(name: flexCase.name, status: .passed)
  }

  /// Why `flexCase` does not match its expected layouts, or `nil` when it does.
  public static func firstFailure(
    of flexCase: FlexCase, tolerance: Double = FlexLayoutNode.defaultTolerance
  ) -> String? {
    guard !flexCase.expected.isEmpty else { return "the case has no expected layout" }
    let layouts: [String: FlexLayoutNode]
    do {
      layouts = try flexCase.computeLayouts()
    } catch {
      return "FlexCore rejected the tree: \(error)"
    }
    for direction in flexCase.directions {
      guard let expected = flexCase.expected[direction], let actual = layouts[direction] else {
        continue
      }
      if let difference = actual.firstDifference(from: expected, tolerance: tolerance) {
        return "\(direction) \(difference)"
      }
    }
    return nil
  }

  /// Runs every case of a decoded document; malformed cases fail with their error.
  public static func run(
    _ document: FlexCaseDocument, tolerance: Double = FlexLayoutNode.defaultTolerance
  ) -> FileReport {
    var report = FileReport(file: document.file ?? "-")
    for entry in document.entries {
      switch entry {
      case .success(let flexCase):
        report.outcomes.append(run(flexCase, tolerance: tolerance))
      case .failure(let error):
        report.errors.append(error)
        report.outcomes.append(
          CaseOutcome(name: error.caseLabel ?? "(file)", status: .failed(error.description)))
      }
    }
    return report
  }
}
