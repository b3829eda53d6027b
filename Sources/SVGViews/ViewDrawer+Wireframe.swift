import Geometry
import SVGExport
import UIKitViews

extension ViewDrawer {
  /// The wireframe over a drawing: every visible view outlined and named.
  ///
  /// Each frame is outlined in its depth's colour (``SVGExport/SVGScene/depthStrokes``) and
  /// named in its top-left corner, through SVGExport's tree builder; the outlines carry no
  /// `data-node` (the drawing's groups do), their names carry `data-label-of`. Subviews are
  /// clipped where their superview clips, and scrolled by its bounds origin; a transformed view
  /// is outlined by its frame (the bounding box).
  static func wireframe(of root: UIView, rootPath: String = "v0") -> [SVGElement] {
    var views: [ObjectIdentifier: (view: UIView, path: String, depth: Int)] = [
      ObjectIdentifier(root): (root, rootPath, 0)
    ]
    let strokes = SVGScene.depthStrokes
    let scene = SVGScene(
      root: ObjectIdentifier(root),
      children: { id in
        guard let (parent, path, depth) = views[id], depth < maximumDepth else { return [] }
        var children: [ObjectIdentifier] = []
        for (index, subview) in parent.subviews.enumerated()
        where !subview.isHidden && subview.alpha > 0 {
          let child = ObjectIdentifier(subview)
          views[child] = (subview, path + "." + String(index), depth + 1)
          children.append(child)
        }
        return children
      },
      node: { id in
        guard let (view, path, depth) = views[id] else {
          return SVGTreeNode(frame: .zero, nodeID: "missing")
        }
        let frame = view.frame
        let bounds = view.bounds
        var node = SVGTreeNode(
          frame: Rect(
            x: Double(frame.origin.x), y: Double(frame.origin.y),
            width: Double(frame.size.width), height: Double(frame.size.height)),
          nodeID: view.name ?? view.accessibilityIdentifier ?? path,
          label: view.name ?? view.accessibilityIdentifier ?? String(describing: type(of: view)),
          style: SVGBoxStyle(fill: "none", stroke: strokes[depth % strokes.count]),
          clipsChildren: view.clipsToBounds,
          childOffset: Point(x: -Double(bounds.origin.x), y: -Double(bounds.origin.y)))
        node.identifiesBox = false
        return node
      })
    return scene.elements
  }
}
