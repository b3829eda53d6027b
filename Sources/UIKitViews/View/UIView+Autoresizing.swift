import Foundation
import Geometry

extension UIView {
  /// How a view's margins and size follow its superview's size (UIKit's
  /// `UIView.AutoresizingMask`): the flexible parts share the change.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The left margin is flexible.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width is flexible.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin is flexible.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin is flexible.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height is flexible.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin is flexible.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Resizes the subviews with autoresizing masks after this view's size changed from
  /// `oldSize`: on each axis, the change is shared among the flexible parts (margins and size)
  /// in proportion to their current lengths (equally when they are all zero), as UIKit's
  /// springs and struts share it.
  func resizeSubviews(fromOldSize oldSize: Size) {
    let newSize = layoutFrame.size
    let dx = newSize.width - oldSize.width
    let dy = newSize.height - oldSize.height
    for subview in subviewStorage where !subview.autoresizingMaskStorage.isEmpty {
      let mask = subview.autoresizingMaskStorage
      var frame = subview.layoutFrame
      if dx != 0 {
        let (origin, length) = Self.share(
          dx, lead: frame.minX, length: frame.width, trail: oldSize.width - frame.maxX,
          flexible: (
            mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
            mask.contains(.flexibleRightMargin)
          ))
        frame.origin.x = origin
        frame.size.width = length
      }
      if dy != 0 {
        let (origin, length) = Self.share(
          dy, lead: frame.minY, length: frame.height, trail: oldSize.height - frame.maxY,
          flexible: (
            mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
            mask.contains(.flexibleBottomMargin)
          ))
        frame.origin.y = origin
        frame.size.height = length
      }
      if frame != subview.layoutFrame { subview.setLayoutFrame(Rect.validFrame(frame)) }
    }
  }

  /// One axis of autoresizing: the new origin and length when `delta` is shared among the
  /// flexible parts.
  private static func share(
    _ delta: Double, lead: Double, length: Double, trail: Double,
    flexible: (lead: Bool, length: Bool, trail: Bool)
  ) -> (origin: Double, length: Double) {
    let parts = [
      flexible.lead ? Swift.max(0, lead) : nil, flexible.length ? Swift.max(0, length) : nil,
      flexible.trail ? Swift.max(0, trail) : nil,
    ]
    let count = parts.compactMap { $0 }.count
    guard count > 0 else { return (lead, length) }
    let total = parts.compactMap { $0 }.reduce(0, +)
    func portion(_ part: Double?) -> Double {
      guard let part else { return 0 }
      return total > 0 ? delta * part / total : delta / Double(count)
    }
    return (lead + portion(parts[0]), length + portion(parts[1]))
  }
}

extension UIView {
  /// The traits of the view's environment: its window's device's size classes and idiom, its
  /// own scale and layout direction (a phone's compact width outside a window).
  public var traitCollection: UITraitCollection {
    var view: UIView? = self
    var traits = UITraitCollection(displayScale: contentScaleFactor)
    while let current = view {
      if let own = current.ownTraits {
        traits = own
        break
      }
      view = current.superview
    }
    traits.displayScale = contentScaleFactor
    traits.layoutDirection =
      effectiveUserInterfaceLayoutDirection == .leftToRight ? .leftToRight : .rightToLeft
    return traits
  }
}
