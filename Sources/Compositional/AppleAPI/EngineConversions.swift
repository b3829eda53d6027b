import CompositionalEngine
import Geometry

// The boundary between UIKit's names (Foundation's CoreGraphics types, `IndexPath`) and the
// engine's Swift-native values. Every conversion is exact: both sides hold 64-bit numbers.

extension ElementPath {
  /// The engine's path for a UIKit index path (`[section, item]`).
  ///
  /// An index path without exactly two indexes has no element: it maps to section -1, which
  /// every engine lookup rejects (UIKit would trap reading its `item`).
  init(_ indexPath: IndexPath) {
    if indexPath.count == 2 {
      self.init(item: indexPath[1], section: indexPath[0])
    } else {
      self.init(item: -1, section: -1)
    }
  }
}

extension IndexPath {
  /// UIKit's index path for an engine path.
  init(_ path: ElementPath) { self.init(item: path.item, section: path.section) }
}

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
