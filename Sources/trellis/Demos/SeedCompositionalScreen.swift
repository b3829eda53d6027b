import Compositional
import Geometry
import SVGExport

/// Screen 1: the seed's compositional layout, as its iOS code writes it, in a 320 × 480
/// collection view scrolled 200 points down, drawn from the layout's placed elements.
enum SeedCompositionalScreen {
  static let name = "seed-compositional"
  static let title = "The seed compositional layout"
  static let summary =
    "a paging row of 3-item columns, a continuous row of 200-pt squares, full pages; 320 × 480"
    + " viewport at y 200"

  // gallery-code: seed-compositional
  /// The seed's layout provider.
  static func seedLayout() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { section, _ in
      switch section {
      case 0:
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let verticalGroup = NSCollectionLayoutGroup.vertical(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(360)),
          subitem: item, count: 3)
        let horizontalGroup = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.95), heightDimension: .absolute(360)),
          subitem: verticalGroup, count: 1)
        let section = NSCollectionLayoutSection(group: horizontalGroup)
        section.orthogonalScrollingBehavior = .groupPaging
        return section
      case 1:
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(200), heightDimension: .absolute(200)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let verticalGroup = NSCollectionLayoutGroup.vertical(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(200), heightDimension: .absolute(400)),
          subitem: item, count: 2)
        let horizontalGroup = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(200), heightDimension: .absolute(400)),
          subitem: verticalGroup, count: 1)
        let section = NSCollectionLayoutSection(group: horizontalGroup)
        section.orthogonalScrollingBehavior = .continuous
        return section
      default:
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.vertical(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)),
          subitem: item, count: 1)
        return NSCollectionLayoutSection(group: group)
      }
    }
  }

  /// The drawing: every element of the layout with 6, 5 and 2 items, and the viewport.
  static func svg() -> String {
    let layout = seedLayout()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemCounts: [6, 5, 2])
    view.contentOffset = CGPoint(x: 0, y: 200)
    let elements = layout.placedElements(
      in: CGRect(x: -100_000, y: -100_000, width: 200_000, height: 200_000))
    let bounds = view.bounds
    let drawing = SVGScene(
      compositionalElements: elements,
      viewport: Rect(
        x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width),
        height: Double(bounds.size.height)))
    return GalleryFrame.svg(drawing, title: title, summary: summary)
  }
  // gallery-code: end

  /// The screen of the gallery.
  static var screen: GalleryScreen {
    GalleryScreen(
      name: name, title: title, caption: summary, code: GalleryCode.snippets[name] ?? "",
      render: { svg() })
  }
}

/// A drawing under a two-line caption, 16 points from the edges.
enum GalleryFrame {
  static func svg(_ drawing: SVGScene, title: String, summary: String) -> String {
    let padding = 16.0
    let caption = 44.0
    let title = SVGText(measuring: title, x: padding, y: 20, fontSize: 15, fill: "#111111")
    let subtitle = SVGText(measuring: summary, x: padding, y: 36, fontSize: 10, fill: "#555555")
    return SVGScene(
      width: max(drawing.width, title.measuredWidth ?? 0, subtitle.measuredWidth ?? 0)
        + 2 * padding,
      height: drawing.height + caption + padding, background: "#ffffff",
      elements: [
        .text(title), .text(subtitle),
        .group(
          SVGGroup(
            offsetX: padding, offsetY: caption, nodeID: "drawing", elements: drawing.elements)
        ),
      ]
    ).svgString
  }
}
