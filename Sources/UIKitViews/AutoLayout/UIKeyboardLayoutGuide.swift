import Foundation

/// The area of a view the keyboard covers, as a guide (UIKit's name, iOS 15).
///
/// Headless, the keyboard is never shown: the guide lies along the bottom of its owning view,
/// as tall as the bottom safe-area inset (none with ``usesBottomSafeArea`` off), which is where
/// UIKit puts it while the keyboard is off screen. `make.bottom.equalTo(view.keyboardLayoutGuide
/// .snp.top)` therefore rests on the safe area, as it does on a device before the keyboard
/// shows.
open class UIKeyboardLayoutGuide: UILayoutGuide {
  /// Whether the guide follows a floating or undocked keyboard (kept; no keyboard here).
  open var followsUndockedKeyboard = false
  /// Whether the guide's top stays at the safe area's bottom while the keyboard is off screen
  /// (yes unless set).
  open var usesBottomSafeArea = true {
    didSet { owningView?.setNeedsLayout() }
  }
}

extension UIView {
  /// The keyboard's area in this view, as a guide (the same object every time).
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    // The system guide of this kind is always made as a keyboard guide.
    systemGuide(.keyboard) as! UIKeyboardLayoutGuide
  }
}
