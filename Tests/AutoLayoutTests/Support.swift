import Foundation
import Testing

@testable import UIKitViews

/// Expects `view`'s frame to be `expected`, within `tolerance` on each number.
func expectFrame(
  _ view: UIView, _ expected: CGRect, tolerance: CGFloat = 0.01,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectRect(view.frame, expected, tolerance: tolerance, sourceLocation: sourceLocation)
}

/// Expects two rectangles to agree within `tolerance` on each number.
func expectRect(
  _ actual: CGRect, _ expected: CGRect, tolerance: CGFloat = 0.01,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let close =
    abs(actual.minX - expected.minX) <= tolerance && abs(actual.minY - expected.minY) <= tolerance
    && abs(actual.width - expected.width) <= tolerance
    && abs(actual.height - expected.height) <= tolerance
  #expect(close, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}

/// A root view of `width` × `height` at the origin, at display scale 2 unless given.
func makeRoot(width: CGFloat = 400, height: CGFloat = 300, scale: CGFloat = 2) -> UIView {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  root.contentScaleFactor = scale
  return root
}

/// A view added to `superview` with its autoresizing-mask translation off, as code that uses
/// anchors makes it.
func addConstrained<View: UIView>(_ view: View, to superview: UIView) -> View {
  superview.addSubview(view)
  view.translatesAutoresizingMaskIntoConstraints = false
  return view
}

/// A view with a fixed intrinsic content size, as a custom view overriding it declares one.
final class IntrinsicView: UIView {
  var size: CGSize {
    didSet { invalidateIntrinsicContentSize() }
  }

  init(_ size: CGSize) {
    self.size = size
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    size = .zero
    super.init(coder: coder)
  }

  override var intrinsicContentSize: CGSize { size }
}
