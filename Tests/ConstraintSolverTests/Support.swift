import ConstraintSolver
import Testing

/// The tolerance solver results are compared with: kiwi's `nearZero` (1e-8), relative to the
/// magnitude for large values.
func expectClose(
  _ actual: Double, _ expected: Double, tolerance: Double = 1e-8,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let scale = max(1, abs(expected))
  #expect(
    abs(actual - expected) <= tolerance * scale, "\(actual) is not \(expected)",
    sourceLocation: sourceLocation)
}

extension Solver {
  /// Updates the values and returns them for `variables`.
  mutating func solved(_ variables: Variable...) -> [Double] {
    updateVariables()
    return variables.map { value(of: $0) }
  }
}
