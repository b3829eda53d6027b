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
