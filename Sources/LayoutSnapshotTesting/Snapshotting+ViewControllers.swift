import Pin
import SVGExport
import SVGViews

extension Snapshotting where Value == UIViewController, Format == String {
  /// A view controller on a device, drawn as its screen looks, stored as `.svg`.
  ///
  /// The controller becomes the root of a new `UIWindow(device:)`, which is made key and
  /// visible (the appearance callbacks and a layout pass of the whole window, as UIKit shows a
  /// window) and laid out; the window is drawn by `SVGScene(view:options:)` with the device's
  /// status bar (the time "9:41" and a battery), and with every view outlined and named over
  /// the faded screen when `wireframe` is true.
  ///
  /// ```swift
  /// assertSnapshot(of: MemberListViewController(), as: .svg(on: .iPhone15))
  /// assertSnapshot(of: controller, as: .svg(on: .iPhone15(.landscape), wireframe: true))
  /// ```
  ///
  /// - Parameters:
  ///   - device: The device whose screen, safe area, scale and traits the window takes.
  ///   - wireframe: Whether the wireframe is drawn over the screen.
  public static func svg(on device: Device, wireframe: Bool = false) -> Snapshotting {
    Snapshotting<String, String>.svgText.pullback { controller in
      let window = ControllerWindow.show(controller, on: device)
      return window.withDeviceScreen {
        SVGScene(view: window, options: SVGViewOptions(showsWireframe: wireframe)).svgString
      }
    }
  }

  /// A view controller on a device, as every view's frame in window coordinates, one view per
  /// line, stored as `.txt`: diffs read more easily than SVG's.
  ///
  /// The controller is shown as ``svg(on:wireframe:)`` shows it. Each line is
  /// `ID [Type] x=… y=… width=… height=…`, indented two spaces per level: the ID is the one the
  /// drawing's `data-node` gives the view (its `name`, else its `accessibilityIdentifier`, else
  /// its path of subview indices from the window, `v0.0.1`), the type its class (a label's text
  /// after a colon), the frame the bounding box of its bounds in the window, through every
  /// transform and scroll offset above it; hidden views are marked `hidden`.
  ///
  /// - Parameter device: The device whose screen, safe area, scale and traits the window takes.
  public static func frames(on device: Device) -> Snapshotting {
    Snapshotting<String, String>.framesText.pullback { controller in
      let window = ControllerWindow.show(controller, on: device)
      return window.withDeviceScreen { ViewFrames.dump(window) }
    }
  }
}

/// Shows a controller in a window for a snapshot.
enum ControllerWindow {
  /// A new window on `device` with `controller` as its root, made key and visible and laid
  /// out.
  static func show(_ controller: UIViewController, on device: Device) -> UIWindow {
    let window = UIWindow(device: device)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.withDeviceScreen { window.layoutIfNeeded() }
    return window
  }
}
