import Compositional
import CompositionalEngine
import Geometry
import Pin
import SVGExport
import SVGViews

extension Snapshotting where Value == UIView, Format == String {
  /// A view tree laid out by Pin, FlexLayout or a table view, drawn by `SVGScene(view:)`
  /// (every visible view's frame, named, labels' text as text), stored as `.svg`.
  ///
  /// ```swift
  /// assertSnapshot(of: screen, as: .svg)
  /// ```
  public static var svg: Snapshotting {
    Snapshotting<String, String>.svgText.pullback { SVGScene(view: $0).svgString }
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
