import Foundation
import Testing

@testable import Pin

/// Runs `body` with private Pin settings (warnings on, not printed, no last warning), so that
/// tests running in parallel neither see each other's warnings nor change each other's direction.
func pinScope(_ body: () throws -> Void) rethrows {
  try Pin.withIsolatedSettings {
    Pin.logWarnings = true
    Pin.printsWarnings = false
    Pin.layoutDirection(.ltr)
    Pin.lastWarningText = nil
    try body()
  }
}

/// A view that measures like PinLayout's test view.
///
/// It keeps an area of 40 × 40 (1,600 square points). Given a width w it answers (w + offset, 1600 / (w + offset)); given only a height h,
/// (1600 / (h + offset), h + offset); given neither, (40, 40).
final class BasicView: UIView {
  var sizeThatFitsExpectedArea: CGFloat = 40 * 40
  var sizeThatFitSizeOffset: CGFloat = 0

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    if size.width != .greatestFiniteMagnitude {
      let width = size.width + sizeThatFitSizeOffset
      return CGSize(width: width, height: sizeThatFitsExpectedArea / width)
    } else if size.height != .greatestFiniteMagnitude {
      let height = size.height + sizeThatFitSizeOffset
      return CGSize(width: sizeThatFitsExpectedArea / height, height: height)
    }
    return CGSize(width: 40, height: sizeThatFitsExpectedArea / 40)
  }
}

/// PinLayout's usual test tree, at display scale 2.
///
///
///     root (0, 0, 400, 400)
///      ├─ aView (140, 100, 200, 100)
///      └─ bView (160, 120, 110, 80)
///          └─ bViewChild (40, 10, 60, 20)
struct Tree {
  let root = BasicView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  let aView = BasicView(frame: CGRect(x: 140, y: 100, width: 200, height: 100))
  let bView = BasicView(frame: CGRect(x: 160, y: 120, width: 110, height: 80))
  let bViewChild = BasicView(frame: CGRect(x: 40, y: 10, width: 60, height: 20))

  init() {
    root.contentScaleFactor = 2
    root.addSubview(aView)
    root.addSubview(bView)
    bView.addSubview(bViewChild)
  }
}

/// A frame literal.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

/// Whether the last warning contains every one of `parts`.
func lastWarningContains(_ parts: String...) -> Bool {
  guard let text = Pin.lastWarningText else { return false }
  return parts.allSatisfy { text.contains($0) }
}
