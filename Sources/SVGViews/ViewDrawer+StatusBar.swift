import Geometry
import SVGExport
import UIKitViews

extension ViewDrawer {
  /// The height of the status bar of a window on `device`, 0 where it is hidden (reference
  /// notes §1.1–1.2): the top safe-area inset on phones in portrait (20 on the iPhone SE, 47
  /// and 50 on notched phones) except under the Dynamic Island, whose 59-point inset holds a
  /// 54-point bar; 24 on iPads in both orientations; hidden on phones in landscape.
  static func statusBarHeight(of device: Device) -> Double {
    let top = Double(device.safeAreaInsets.top)
    if device.traits.userInterfaceIdiom == .pad { return top > 0 ? 24 : 0 }
    guard device.orientation == .portrait else { return 0 }
    return top >= 59 ? 54 : top
  }

  /// The status bar of a window on a device, as screenshots of UIKit apps show it in the light
  /// appearance: the time "9:41" and a battery, in black; `nil` where the bar is hidden.
  ///
  /// On phones with a notch or the Dynamic Island (a status bar taller than 40 points) the time
  /// is semibold 17 points in the middle of the left ear and the battery in the right one; on
  /// the iPhone SE the time is semibold 12 points in the middle of the bar, and on iPads at its
  /// left. Signal and Wi-Fi glyphs are not drawn.
  static func statusBar(of window: UIWindow, box: Rect) -> SVGElement? {
    guard let device = window.device else { return nil }
    let height = statusBarHeight(of: device)
    guard height > 0 else { return nil }
    let width = box.width
    let isTall = height > 40
    let fontSize = isTall ? 17.0 : 12.0
    let centerY = box.minY + (isTall ? height * 0.55 : height / 2)
    let timeX: Double
    let anchor: SVGText.Anchor
    if isTall {
      timeX = box.minX + width * 0.165
      anchor = .middle
    } else if device.traits.userInterfaceIdiom == .pad {
      timeX = box.minX + 20
      anchor = .start
    } else {
      timeX = box.minX + width / 2
      anchor = .middle
    }
    let time = SVGText(
      measuring: "9:41", x: timeX, y: centerY + fontSize * 0.35, fontSize: fontSize,
      weight: .semibold, fill: "#000000", anchor: anchor)
    // The battery: a 25 × 12 body (its outline at 0.35 opacity, its charge inside), and a cap.
    let scale = isTall ? 1.0 : 0.85
    let bodyWidth = 25 * scale
    let bodyHeight = 12 * scale
    let right = box.maxX - (isTall ? width * 0.165 - 27 : 6)
    let body = Rect(
      x: right - 2 - bodyWidth, y: centerY - bodyHeight / 2, width: bodyWidth, height: bodyHeight)
    let charge = Rect(
      x: body.minX + 2, y: body.minY + 2, width: body.width - 4, height: body.height - 4)
    let cap = Rect(x: body.maxX + 0.5, y: centerY - 2, width: 1.5, height: 4)
    let elements: [SVGElement] = [
      .text(time),
      .border(
        SVGBorder(
          frame: body, radii: SVGCornerRadii(all: 3.5 * scale), width: 1, color: "#000000",
          opacity: 0.35)),
      .roundedRectangle(
        SVGRoundedRectangle(frame: charge, radii: SVGCornerRadii(all: 1.5), fill: "#000000")),
      .roundedRectangle(
        SVGRoundedRectangle(
          frame: cap, radii: SVGCornerRadii(topRight: 0.75, bottomRight: 0.75), fill: "#000000",
          opacity: 0.4)),
    ]
    return .group(
      SVGGroup(
        nodeID: "status-bar", elements: elements,
        frame: Rect(x: box.minX, y: box.minY, width: width, height: height)))
  }
}
