import Geometry
import SVGExport
import TextMeasurement
import UIKitViews

extension SVGScene {
  /// A scene of a view tree laid out by Pin or FlexLayout: every visible view's frame, named,
  /// with labels' text drawn as text.
  ///
  /// Views are drawn in subview order (later subviews on top) through
  /// ``SVGScene/init(root:children:node:)`` with the views' identities as identifiers. A view's
  /// `data-node` id is its `name`, else its `accessibilityIdentifier`, else its path of subview
  /// indices from the root (`v0.2`); the same name is its label in the corner. A `UILabel`'s lines
  /// (``UILabel/textLines``, broken by the measurer that sized it) are drawn in its box, aligned
  /// as its `textAlignment` says, each exactly as wide as measured. A view with a background
  /// colour is filled with it; hidden views (and their subviews) are left out; a view's bounds
  /// origin scrolls its subviews.
  ///
  /// ```swift
  /// let screen = MemberDetailView(member: member)
  /// screen.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
  /// screen.layoutIfNeeded()
  /// let svg = SVGScene(view: screen).svgString
  /// ```
  ///
  /// - Parameters:
  ///   - view: The root of the tree, after layout; its frame's origin is kept.
  ///   - showsNames: Whether views' names are drawn in their corners.
  /// - Complexity: O(n) in the number of views, plus the labels' text.
  public init(view: UIView, showsNames: Bool = true) {
    var views: [ObjectIdentifier: (view: UIView, path: String)] = [
      ObjectIdentifier(view): (view, "v0")
    ]
    self.init(
      root: ObjectIdentifier(view),
      children: { id in
        guard let (parent, path) = views[id] else { return [] }
        var children: [ObjectIdentifier] = []
        for (index, subview) in parent.subviews.enumerated() where !subview.isHidden {
          let child = ObjectIdentifier(subview)
          if views[child] == nil { views[child] = (subview, "\(path).\(index)") }
          children.append(child)
        }
        return children
      },
      node: { id in
        guard let (view, path) = views[id] else {
          return SVGTreeNode(frame: .zero, nodeID: "missing")
        }
        let name = view.name ?? view.accessibilityIdentifier
        let frame = view.frame
        let bounds = view.bounds
        return SVGTreeNode(
          frame: Rect(
            x: Double(frame.origin.x), y: Double(frame.origin.y),
            width: Double(frame.size.width), height: Double(frame.size.height)),
          nodeID: name ?? path,
          label: showsNames ? name : nil,
          style: view.backgroundColor.map {
            SVGBoxStyle(fill: Self.hex($0), stroke: "#475569")
          },
          childOffset: Point(x: -Double(bounds.origin.x), y: -Double(bounds.origin.y)),
          opacity: Double(view.alpha),
          content: (view as? UILabel).map(Self.lines(of:)) ?? [])
      })
  }

  /// A colour as `#rrggbb` (its alpha is left out).
  static func hex(_ color: UIColor) -> String {
    func byte(_ value: CGFloat) -> String {
      let clamped = Int((min(1, max(0, Double(value))) * 255).rounded())
      let digits = "0123456789abcdef"
      let high = digits[digits.index(digits.startIndex, offsetBy: clamped / 16)]
      let low = digits[digits.index(digits.startIndex, offsetBy: clamped % 16)]
      return String([high, low])
    }
    return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
  }

  /// A label's lines as text in its own coordinates: one line every line height, the baseline
  /// at 80 % of the font size below the line's top, aligned by the label's alignment.
  static func lines(of label: UILabel) -> [SVGElement] {
    let fontSize = Double(label.font.pointSize)
    let lineHeight = label.textMeasurer.lineHeight(fontSize: fontSize)
    let width = Double(label.bounds.size.width)
    let isRightToLeft = label.effectiveUserInterfaceLayoutDirection == .rightToLeft
    return label.textLines.enumerated().map { index, line in
      let x: Double
      switch label.textAlignment {
      case .center: x = (width - line.width) / 2
      case .right: x = width - line.width
      case .natural where isRightToLeft: x = width - line.width
      default: x = 0
      }
      return .text(
        SVGText(
          x: x, y: Double(index) * lineHeight + (lineHeight - fontSize) / 2 + fontSize * 0.8,
          text: line.text, fontSize: fontSize, fill: hex(label.textColor),
          measuredWidth: line.width))
    }
  }
}
