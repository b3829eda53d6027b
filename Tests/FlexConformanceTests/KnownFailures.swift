/// Yoga cases that FlexCore is known not to match yet: case name → reason.
///
/// `YogaConformanceTests` sums up the listed cases that still differ in one known issue per
/// fixture file. A listed case that starts passing fails the test ("now matches the browser:
/// remove it from Tests/FlexConformanceTests/KnownFailures.swift").
enum KnownFailures {
  static let reasons: [String: String] = [:]
}
