import Geometry
import SVGExport
import TextMeasurement
import UIKitViews

extension ViewDrawer {
  /// The colour of a navigation bar's hairline: black at 0.3 alpha (UIKit's default
  /// `UIBarAppearance.shadowColor`; unsourced, believed), one pixel high under the bar.
  static let barHairlineOpacity = 0.3

  /// Where a navigation bar's background is filled: its box, extended up to the top of its
  /// superview when the bar sits at the top of its superview's safe area, as UIKit's bar
  /// background reaches under the status bar (a bar attached to the top, `.topAttached`).
  static func barBackground(of bar: UINavigationBar, box: Rect) -> Rect {
    guard let superview = bar.superview else { return box }
    let top = Double(bar.frame.minY)
    guard top > 0, abs(Double(superview.safeAreaInsets.top) - top) < 0.5 else { return box }
    return Rect(x: box.minX, y: box.minY - top, width: box.width, height: box.height + top)
  }

  /// A navigation bar's own drawing: its hairline under it and, when a controller lies below
  /// the top one, a back button (a chevron and the item's title, or "Back" when the title
  /// would reach the centred title, in the tint colour); the title is its label subview.
  static func barContent(of bar: UINavigationBar, box: Rect) -> (
    elements: [SVGElement], extent: Rect?
  ) {
    let scale = Double(bar.contentScaleFactor)
    let pixel = scale > 0 && scale.isFinite ? 1 / scale : 1
    var elements: [SVGElement] = []
    var extent: Rect?
    if bar.backgroundColor.map({ !SVGPaint($0).isClear }) == true {
      let hairline = Rect(x: box.minX, y: box.maxY, width: box.width, height: pixel)
      elements.append(
        .roundedRectangle(
          SVGRoundedRectangle(frame: hairline, fill: "#000000", opacity: barHairlineOpacity)))
      extent = hairline
    }
    guard let back = bar.backItem, box.height >= 24 else { return (elements, extent) }
    let tint = SVGPaint(bar.tintColor ?? .systemBlue)
    let midY = box.minY + box.height / 2
    let apexX = box.minX + 9.5
    elements.append(
      .path(
        SVGPath(
          commands: [
            .move(Point(x: apexX + 9.5, y: midY - 9.5)), .line(Point(x: apexX, y: midY)),
            .line(Point(x: apexX + 9.5, y: midY + 9.5)),
          ], stroke: tint.hex, strokeWidth: 3, opacity: tint.opacity)))
    extent = ViewDrawer.union(
      extent, Rect(x: apexX - 1.5, y: midY - 11, width: 12.5, height: 22))
    // The back title ends 8 points before the centred title (or the bar's middle).
    let titleStart =
      bar.subviews.compactMap { $0 as? UILabel }.first.map {
        $0.text?.isEmpty == false ? Double($0.frame.minX) : Double(bar.bounds.width) / 2
      } ?? Double(bar.bounds.width) / 2
    let textX = box.minX + 27
    let room = box.minX + titleStart - 8 - textX
    let measurer = SVGScene.textMeasurer
    let fontSize = 17.0
    for title in [back.title, "Back"].compactMap({ $0 }) where !title.isEmpty {
      let width = measurer.width(of: title, fontSize: fontSize)
      guard width <= room else { continue }
      var text = SVGText(
        x: textX, y: midY + fontSize * 0.35, text: title, fontSize: fontSize, fill: tint.hex,
        measuredWidth: width)
      text.opacity = tint.opacity
      elements.append(.text(text))
      extent = ViewDrawer.union(
        extent, Rect(x: textX, y: midY - fontSize * 0.6, width: width, height: fontSize * 1.2))
      break
    }
    return (elements, extent)
  }
}
