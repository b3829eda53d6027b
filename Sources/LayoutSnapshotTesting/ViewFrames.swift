import Foundation
import Pin

/// The frames of a view tree as text, one view per line, for line diffs that read more
/// easily than SVG's.
///
/// Each line is `ID [Type] x=… y=… width=… height=…`, indented two spaces per level: the ID
/// is the one the drawing's `data-node` gives the view (its `name`, else its
/// `accessibilityIdentifier`, else its path of subview indices from the root, `v0.2.1`), the
/// type is the view's class (with a label's text after a colon), and the frame is in the root's
/// coordinates with the root's own origin kept (a window's are the screen's): the bounding box
/// of the view's bounds through every transform and scroll offset above it, as
/// `convert(_:to:)` gives it. Hidden views are listed too, marked `hidden`, with their subviews.
///
/// ```
/// v0 [UIWindow] x=0 y=0 width=393 height=852
///   v0.0 [UILayoutContainerView] x=0 y=0 width=393 height=852
/// ```
enum ViewFrames {
  /// Subtrees deeper than this are not listed (the drawing's clamp).
  static let maximumDepth = 512

  /// The lines of `root`'s tree, ending in a newline.
  static func dump(_ root: UIView) -> String {
    var lines: [String] = []
    let rootOrigin = root.frame.origin
    var stack: [(view: UIView, path: String, depth: Int)] = [(root, "v0", 0)]
    while let (view, path, depth) = stack.popLast() {
      let frame: CGRect
      if view === root {
        frame = root.frame
      } else {
        frame = view.convert(view.bounds, to: root).offsetBy(dx: rootOrigin.x, dy: rootOrigin.y)
      }
      var line = String(repeating: "  ", count: min(depth, 64))
      line += view.name ?? view.accessibilityIdentifier ?? path
      line += " [" + String(describing: type(of: view))
      if let label = view as? UILabel, let text = label.text, !text.isEmpty {
        line += ": " + text.map { $0.isNewline ? " " : String($0) }.joined()
      }
      line += "] x=" + number(frame.minX) + " y=" + number(frame.minY)
      line += " width=" + number(frame.width) + " height=" + number(frame.height)
      if view.isHidden { line += " hidden" }
      lines.append(line)
      guard depth < maximumDepth else { continue }
      for (index, subview) in view.subviews.enumerated().reversed() {
        stack.append((subview, path + "." + String(index), depth + 1))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A number with at most two decimals, no trailing zeros and no `-0`.
  static func number(_ value: CGFloat) -> String {
    let value = Double(value)
    return LayoutElementBox.number(value.isFinite ? value : 0)
  }
}
