/// How `SVGScene(view:options:)` draws a view tree.
///
/// ```swift
/// SVGScene(view: window)                                          // the screen
/// SVGScene(view: window, options: SVGViewOptions(showsWireframe: true))  // and every view's outline
/// ```
public struct SVGViewOptions: Hashable, Sendable {
  /// Whether the wireframe is drawn over the screen: the screen faded to
  /// ``wireframeBackdropOpacity``, every visible view outlined (coloured by depth) and named
  /// (its `name`, else its accessibility identifier, else its class) in its top-left corner.
  public var showsWireframe: Bool
  /// Whether a window on a device with a status bar gets one: the time "9:41" and a battery,
  /// in black, as screenshots of UIKit apps show them (true unless set).
  public var showsStatusBar: Bool

  /// Creates options.
  ///
  /// - Parameters:
  ///   - showsWireframe: Whether every view is outlined and named over the faded screen.
  ///   - showsStatusBar: Whether a window on a device draws its status bar.
  public init(showsWireframe: Bool = false, showsStatusBar: Bool = true) {
    self.showsWireframe = showsWireframe
    self.showsStatusBar = showsStatusBar
  }

  /// The screen as it looks (the default).
  public static let screen = SVGViewOptions()
  /// The screen with the wireframe over it.
  public static let wireframe = SVGViewOptions(showsWireframe: true)

  /// The opacity of the screen under the wireframe.
  public static let wireframeBackdropOpacity = 0.35
}
