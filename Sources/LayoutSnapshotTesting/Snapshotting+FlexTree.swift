import FlexCore
import SVGExport

extension Snapshotting where Value == FlexTreeLayout, Format == String {
  /// The tree drawn by SVGExport (every node's border box, coloured by depth, with
  /// `data-node="n<index>"`, and the box-model overlay when the layout asks for it), stored as
  /// `.svg`.
  public static var svg: Snapshotting {
    Snapshotting<String, String>.svgText.pullback { layout in
      SVGScene(
        flexTree: layout.tree, root: layout.root, labels: layout.labels,
        showsBoxModel: layout.showsBoxModel, direction: layout.direction
      ).svgString
    }
  }

  /// The frames as text (``FlexTreeLayout/framesDump``), stored as `.txt`: diffs read more
  /// easily than SVG's.
  public static var frames: Snapshotting {
    Snapshotting<String, String>.framesText.pullback { $0.framesDump }
  }
}

extension Snapshotting where Value == SVGScene, Format == String {
  /// The scene's SVG (`SVGScene/svgString`), stored as `.svg`.
  public static var svg: Snapshotting {
    Snapshotting<String, String>.svgText.pullback { $0.svgString }
  }
}
