import Compositional
import CompositionalEngine
import Geometry
import Pin
import SVGExport
import SVGViews

extension Snapshotting where Value == UIView, Format == String {
  /// A view tree drawn as the screen looks by `SVGScene(view:)` (backgrounds, corner radii,
  /// borders, opacity, clipping, labels' text, images as placeholders, switches, bars), stored
  /// as `.svg`.
  ///
  /// ```swift
  /// assertSnapshot(of: screen, as: .svg)
  /// ```
  public static var svg: Snapshotting { svg(wireframe: false) }

  /// A view tree drawn as the screen looks, with every view outlined and named over the faded
  /// screen when `wireframe` is true, stored as `.svg`.
  ///
  /// - Parameter wireframe: Whether the wireframe is drawn over the screen.
  public static func svg(wireframe: Bool) -> Snapshotting {
    Snapshotting<String, String>.svgText.pullback { view in
      SVGScene(view: view, options: SVGViewOptions(showsWireframe: wireframe)).svgString
    }
  }

  /// Every view's frame in the root's coordinates, one per line, named as the drawing names
  /// it, stored as `.txt` (see the `.frames` dump's format in the documentation of
  /// `Snapshotting.frames(on:)`).
  public static var frames: Snapshotting {
    Snapshotting<String, String>.framesText.pullback { ViewFrames.dump($0) }
  }
}

extension Snapshotting where Value == UICollectionView, Format == String {
  /// Every element of a collection view's layout (compositional or flow) in content
  /// coordinates, cells coloured per section, with the visible area outlined at the content
  /// offset, stored as `.svg`.
  public static var svg: Snapshotting {
    Snapshotting<String, String>.svgText.pullback { collectionView in
      let size = collectionView.contentSize
      let content = CGRect(
        x: 0, y: 0, width: max(size.width, collectionView.frame.width),
        height: max(size.height, collectionView.frame.height))
      let attributes =
        collectionView.collectionViewLayout.layoutAttributesForElements(
          in: content) ?? []
      let elements = attributes.map { attribute in
        PlacedElement(
          frame: Rect(attribute.frame), category: attribute.representedElementCategory,
          kind: attribute.representedElementKind,
          indexPath: ItemPath(
            item: attribute.indexPath.item, section: attribute.indexPath.section),
          zIndex: attribute.zIndex)
      }
      return SVGScene(compositionalElements: elements, viewport: Rect(collectionView.bounds))
        .svgString
    }
  }
}
