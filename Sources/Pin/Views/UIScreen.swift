import Synchronization
import UIKitGeometry

/// The screen views are laid out for: its display scale, size and the application's layout
/// direction (UIKit's name).
///
/// Its settings are shared by every thread, behind a lock.
public final class UIScreen: Sendable {
  /// The screen's settings.
  private struct Settings {
    var scale: CGFloat = 2
    var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    var layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
  }

  /// The settings, behind a lock so that any thread may read or change them.
  private let settings = Mutex(Settings())

  /// The screen views are laid out for unless told otherwise.
  public static let main = UIScreen()

  /// Creates a screen with a scale of 2 and a 390 × 844 point size (an iPhone's).
  public init() {}

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
