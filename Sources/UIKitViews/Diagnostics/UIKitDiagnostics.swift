import Foundation

/// A problem the view layer met and recovered from, where UIKit would raise an exception or
/// log to the console: a view added to its own subtree, a cell class never registered, an
/// index path out of range, constraints that cannot all hold.
public struct UIKitDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public struct Kind: RawRepresentable, Hashable, Sendable {
    /// The kind's name.
    public var rawValue: String
    /// Creates a kind.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A view was added to itself or to one of its descendants (refused).
    public static let hierarchyCycle = Kind(rawValue: "hierarchyCycle")
    /// A cell or supplementary view was dequeued with an identifier never registered (a plain
    /// view was used).
    public static let unregisteredReuseIdentifier = Kind(rawValue: "unregisteredReuseIdentifier")
    /// An index path named no element of the data (ignored).
    public static let indexPathOutOfRange = Kind(rawValue: "indexPathOutOfRange")
    /// A layout kept asking for layout (the pass gave up).
    public static let layoutDidNotSettle = Kind(rawValue: "layoutDidNotSettle")
    /// Required constraints could not all hold (one was broken, as UIKit does).
    public static let unsatisfiableConstraints = Kind(rawValue: "unsatisfiableConstraints")
    /// A constraint was refused (items without a common ancestor, a value that is not finite).
    public static let invalidConstraint = Kind(rawValue: "invalidConstraint")
  }

  /// What went wrong.
  public var kind: Kind
  /// The message, in UIKit's words where UIKit has some.
  public var message: String

  /// Creates a diagnostic.
  public init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

/// Where the view layer's diagnostics go: to the task's recorder inside
/// ``record(_:)``, otherwise to the standard error stream, as UIKit logs to the console.
public enum UIKitDiagnostics {
  /// Collects the diagnostics of the task that runs ``record(_:)``.
  private final class Recorder: @unchecked Sendable {
    let lock = NSLock()
    var diagnostics: [UIKitDiagnostic] = []
  }

  /// The recorder of the current task, if it records.
  @TaskLocal private static var recorder: Recorder?

  /// Logs a diagnostic.
  package static func log(_ kind: UIKitDiagnostic.Kind, _ message: String) {
    let diagnostic = UIKitDiagnostic(kind: kind, message: message)
    if let recorder {
      recorder.lock.lock()
      recorder.diagnostics.append(diagnostic)
      recorder.lock.unlock()
    } else {
      FileHandle.standardError.write(Data(("[UIKitViews] " + message + "\n").utf8))
    }
  }

  /// Runs `body` and returns what it returned with the diagnostics logged while it ran (on this
  /// task and the child tasks it creates), instead of writing them to the standard error
  /// stream: for tests that check a message.
  public static func record<Result>(_ body: () throws -> Result) rethrows -> (
    result: Result, diagnostics: [UIKitDiagnostic]
  ) {
    let recorder = Recorder()
    let result = try $recorder.withValue(recorder) { try body() }
    recorder.lock.lock()
    defer { recorder.lock.unlock() }
    return (result, recorder.diagnostics)
  }
}
