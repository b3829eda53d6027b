/// Yoga cases that FlexCore is known not to match yet: case name → reason.
///
/// `YogaConformanceTests` wraps these in `withKnownIssue`. A listed case that starts passing
/// fails the test ("Known issue was not recorded"): remove it from the list then.
enum KnownFailures {
  static let reasons: [String: String] = [:]
}
