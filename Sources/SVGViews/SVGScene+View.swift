import Geometry
import SVGExport
import UIKitViews

extension SVGScene {
  /// A view tree drawn as UIKit draws it: what the screen shows, after layout.
  ///
  /// Every visible view is one group, drawn in subview order (later subviews on top), holding
  /// in Core Animation's order its shadow, its background, its content, its subviews and its
  /// border (reference notes §4.3–4.4):
  /// - **Background**: the `backgroundColor` where one is set (nothing otherwise, nothing for a
  ///   clear colour), rounded by the layer's `cornerRadius` on its `maskedCorners`.
  /// - **Border**: the layer's `borderWidth` inside the bounds, above the content and the
  ///   subviews, following the corners, in its `borderColor`.
  /// - **Opacity**: `alpha` as group opacity (a subtree at 0.5 fades as one); a hidden view (or
  ///   one at alpha 0) is not drawn, nor is its subtree.
  /// - **Clipping**: where `clipsToBounds` (`masksToBounds`) is set and something would pass
  ///   the bounds (or the corners, for a rounded view), the group is clipped to the bounds,
  ///   rounded by the radius.
  /// - **Transform**: about the view's centre, turning its subtree with it.
  /// - **Scrolling**: the bounds origin (a scroll view's content offset) moves the subviews.
  /// - **Shadow**: a view with a background and a `shadowOpacity` above 0 casts its rounded
  ///   bounds, offset and blurred (`shadowRadius` as twice the blur's standard deviation);
  ///   clipping views cast none, as Core Animation clips the shadow with the content.
  /// - **Labels**: their text as the measurer laid it out at their bounds (lines, ellipses,
  ///   shrunk font), in their colour and face, aligned by `textAlignment` (`.natural` follows
  ///   the layout direction), centred vertically, clipped to their bounds.
  /// - **Image views**: a neutral placeholder of the image's size (SVGExport's `SVGImagePlaceholder`),
  ///   placed by `contentMode`. Buttons draw through their title label and image view.
  /// - **Switches**: UIKit's track and thumb. **Navigation bars**: their background (reaching
  ///   under the status bar), hairline, back button and centred title. **Table cells**: the
  ///   table's separator at their bottom.
  /// - A **window on a device** gets a status bar (`SVGViewOptions.showsStatusBar`).
  ///
  /// Each group carries `data-node` (the view's `name`, else its `accessibilityIdentifier`,
  /// else its path of subview indices from the root, `v0.2.1`) and `data-frame` (its box in the
  /// drawing), so that a line diff names what moved. The drawing is the root's frame (its
  /// origin kept: a root at 10, 20 is drawn 10 points in) and is transparent where nothing is
  /// drawn. Subtrees deeper than 512 levels are left out.
  ///
  /// ```swift
  /// let window = UIWindow(device: .iPhone15)
  /// window.rootViewController = MemberListViewController()
  /// window.makeKeyAndVisible()
  /// let svg = SVGScene(view: window).svgString
  /// ```
  ///
  /// - Parameters:
  ///   - view: The root of the tree, after layout.
  ///   - options: What is drawn besides the screen: the wireframe, the status bar.
  /// - Complexity: O(n) in the number of views, plus the labels' text.
  public init(view: UIView, options: SVGViewOptions = .screen) {
    let drawer = ViewDrawer()
    let drawn = drawer.draw(view, path: "v0", origin: .zero, depth: 0)
    let frame = view.frame
    let box = Rect(
      x: Double(frame.origin.x), y: Double(frame.origin.y), width: Double(frame.size.width),
      height: Double(frame.size.height))
    var elements = drawn.map { [$0.element] } ?? []
    if options.showsStatusBar, let window = view as? UIWindow, !window.isHidden,
      let statusBar = ViewDrawer.statusBar(of: window, box: box)
    {
      elements.append(statusBar)
    }
    if options.showsWireframe {
      elements = [
        .group(SVGGroup(elements: elements, opacity: SVGViewOptions.wireframeBackdropOpacity))
      ]
      if !view.isHidden { elements += ViewDrawer.wireframe(of: view) }
    }
    self.init(
      width: Swift.max(1, box.maxX.isFinite ? box.maxX : 1),
      height: Swift.max(1, box.maxY.isFinite ? box.maxY : 1), elements: elements)
  }

  /// A view tree drawn as the screen looks (`init(view:options:)`), with the wireframe over
  /// it when `showsNames` is true: the form of the first drawings of view trees, which named
  /// every view.
  ///
  /// - Parameters:
  ///   - view: The root of the tree, after layout.
  ///   - showsNames: Whether every view is outlined and named over the faded screen.
  public init(view: UIView, showsNames: Bool) {
    self.init(view: view, options: SVGViewOptions(showsWireframe: showsNames))
  }
}
