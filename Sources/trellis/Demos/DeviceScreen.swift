import SVGExport
import SVGViews
import UIKitViews

/// A view controller shown in a window on a device, as the snapshot strategies show it
/// (`LayoutSnapshotTesting`'s `.svg(on:)`): the root of a new `UIWindow(device:)`, made key and
/// visible, and laid out with the device's screen as the main screen.
struct DeviceScreen {
  /// The window.
  let window: UIWindow

  /// Shows `controller` on `device`.
  init(_ controller: UIViewController, on device: Device) {
    window = UIWindow(device: device)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.withDeviceScreen { window.layoutIfNeeded() }
  }

  /// Runs `body` with the device's screen as the main screen (a change of the controller's
  /// data measures its cells at the device's scale), then lays the window out.
  func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
    try window.withDeviceScreen {
      let result = try body()
      window.layoutIfNeeded()
      return result
    }
  }

  /// The gap between the screen and its wireframe.
  static let gap = 24.0

  /// The screen drawn as it looks, with the status bar, and below it, `gap` points apart
  /// behind a hairline, the same screen with the wireframe (every view outlined and named).
  func svg() -> String {
    window.withDeviceScreen {
      let screen = SVGScene(view: window)
      let wireframe = SVGScene(view: window, options: .wireframe)
      let top = screen.height + Self.gap
      return SVGScene(
        width: screen.width, height: top + wireframe.height, background: "#ffffff",
        elements: [
          .group(SVGGroup(nodeID: "screen", elements: screen.elements)),
          .rectangle(
            SVGRectangle(
              x: 0, y: screen.height + Self.gap / 2, width: screen.width, height: 0,
              stroke: "#cccccc")),
          .group(SVGGroup(offsetY: top, nodeID: "wireframe", elements: wireframe.elements)),
        ]
      ).svgString
    }
  }
}
