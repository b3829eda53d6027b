import Synchronization
import UIKitViews

/// SnapKit's global settings.
public struct ConstraintConfig {
  /// The direction leading and trailing insets are read in: which inset component feeds a
  /// leading or trailing constant (left to right unless set; it does not follow any view's
  /// direction, as in SnapKit).
  public static var interfaceLayoutDirection: ConstraintInterfaceLayoutDirection {
    get { storedDirection.withLock { $0 } }
    set { storedDirection.withLock { $0 = newValue } }
  }

  /// The stored direction (a lock keeps the global safe to read from any task).
  private static let storedDirection = Mutex<ConstraintInterfaceLayoutDirection>(.leftToRight)
}
