import Foundation
import SnapKit
import Testing

/// Whether two rectangles agree within `tolerance` on each number (frames on a 3x grid carry
/// floating-point noise such as 103.33333333333334).
func close(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 0.001) -> Bool {
  abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// Whether two sizes agree within `tolerance`.
func close(_ a: CGSize, _ b: CGSize, tolerance: CGFloat = 0.001) -> Bool {
  abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// Shows `controller` as the root of a window on `device` and lays it out (not
/// `makeKeyAndVisible()`, which would point the shared screen at the device for every test).
func present(_ controller: UIViewController, on device: Device) -> UIWindow {
  let window = UIWindow(device: device)
  window.rootViewController = controller
  window.layoutIfNeeded()
  return window
}

/// The intrinsic size of a label with `text` in `font` on one line.
func oneLine(_ text: String, _ font: UIFont) -> CGSize {
  let label = UILabel()
  label.font = font
  label.text = text
  return label.intrinsicContentSize
}

/// The size a wrapping label with `text` in `font` takes at `width`.
func wrapped(_ text: String, _ font: UIFont, width: CGFloat) -> CGSize {
  let label = UILabel()
  label.font = font
  label.numberOfLines = 0
  label.text = text
  return label.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude))
}

/// Expects `view`'s frame to be `expected` within `tolerance` (a third of a point covers the
/// pixel rounding of a 3x screen).
func expectFrame(
  _ view: UIView, _ expected: CGRect, tolerance: CGFloat = 0.001,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    close(view.frame, expected, tolerance: tolerance), "\(view.frame) is not \(expected)",
    sourceLocation: sourceLocation)
}
