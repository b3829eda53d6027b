import CompositionalEngine
import Geometry

// The boundary between UIKit's names (Foundation's CoreGraphics types, `IndexPath`) and the
// engine's Swift-native values. Every conversion is exact: both sides hold 64-bit numbers.

extension CGSize {
  /// The size with width and height exchanged.
  var transposed: CGSize { CGSize(width: height, height: width) }
}

extension CGPoint {
  /// The point with x and y exchanged.
  var transposed: CGPoint { CGPoint(x: y, y: x) }
}

extension CGRect {
  /// The rectangle with the axes exchanged.
  var transposed: CGRect {
    CGRect(x: origin.y, y: origin.x, width: size.height, height: size.width)
  }
}

extension UIEdgeInsets {
  /// The insets with the axes exchanged (top becomes left).
  var transposed: UIEdgeInsets {
    UIEdgeInsets(top: left, left: top, bottom: right, right: bottom)
  }
}
