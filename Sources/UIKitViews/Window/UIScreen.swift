import Foundation
import Synchronization

/// The screen views are laid out for: its display scale, size and the application's layout
/// direction (UIKit's name).
///
/// ``main`` is an iPhone's screen (390 × 844 points at 2x) unless changed; while a window
/// shows itself, rotates, lays out from `makeKeyAndVisible()` or presents (so in its
/// controllers' `loadView`, `viewDidLoad`, appearance and layout callbacks), it is the
/// window's device's screen; within ``withMainScreen(_:_:)`` it is the given screen. Both are
/// scoped to the task, so windows on different devices in parallel tests never see each
/// other's screen (a process-wide main screen that windows change would make every view
/// outside a window depend on which test ran last). The shared screen's settings are behind
/// a lock.
public final class UIScreen: Sendable {
  /// The screen's settings.
  private struct Settings {
    var scale: CGFloat = 2
    var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    var layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
  }

  /// The settings, behind a lock so that any thread may read or change them.
  private let settings = Mutex(Settings())

  /// The screen shared by every task outside ``withMainScreen(_:_:)``.
  private static let shared = UIScreen()

  /// The screen of the current task, inside ``withMainScreen(_:_:)``.
  @TaskLocal private static var taskScreen: UIScreen?

  /// The screen views are laid out for unless told otherwise.
  public static var main: UIScreen { taskScreen ?? shared }

  /// Runs `body` with `screen` as ``main`` for this task (and the tasks it creates).
  public static func withMainScreen<Result>(_ screen: UIScreen, _ body: () throws -> Result)
    rethrows -> Result
  {
    try $taskScreen.withValue(screen) { try body() }
  }

  /// Creates a screen with a scale of 2 and a 390 × 844 point size (an iPhone's).
  public init() {}

  /// Creates the screen of a device.
  public convenience init(device: Device) {
    self.init()
    follow(device)
  }

  /// Takes the size and scale of `device`.
  private func follow(_ device: Device) {
    settings.withLock {
      $0.scale = device.scale
      $0.bounds = CGRect(origin: .zero, size: device.size)
    }
  }

  /// The number of pixels per point (2 unless set); views round their frames to it.
  ///
  /// A value that is not positive and finite is ignored.
  public var scale: CGFloat {
    get { settings.withLock { $0.scale } }
    set {
      guard newValue.isFinite, newValue > 0 else { return }
      settings.withLock { $0.scale = newValue }
    }
  }

  /// The number of pixels per point of the panel (the same as ``scale`` here).
  public var nativeScale: CGFloat { scale }

  /// The screen's rectangle in points.
  public var bounds: CGRect {
    get { settings.withLock { $0.bounds } }
    set { settings.withLock { $0.bounds = newValue } }
  }

  /// The application's layout direction, followed by views that force none.
  public var layoutDirection: UIUserInterfaceLayoutDirection {
    get { settings.withLock { $0.layoutDirection } }
    set { settings.withLock { $0.layoutDirection = newValue } }
  }
}
