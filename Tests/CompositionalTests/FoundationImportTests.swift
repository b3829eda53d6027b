import Compositional
import Foundation
import Testing

/// A file that imports Foundation and Compositional together, as an iOS file imports Foundation
/// and UIKit: every CoreGraphics name and `IndexPath` is the platform's single type.
@Suite struct FoundationImportTests {
  // Each annotation below would fail to compile ("ambiguous for type lookup") if Compositional
  // declared its own CGFloat, CGPoint, CGSize, CGRect or IndexPath.
  @Test func coreGraphicsNamesAreFoundations() {
    let width: CGFloat = 320
    let origin: CGPoint = .zero
    let size = CGSize(width: width, height: 480)
    let bounds = CGRect(origin: origin, size: size)
    let path = IndexPath(item: 3, section: 1)
    // Foundation's own IndexPath API still works on the same value: indexes [1, 3].
    #expect(path == IndexPath(indexes: [1, 3]))
    #expect(path.section == 1 && path.item == 3 && path.count == 2)
    #expect(bounds.midX == 160)
    let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(
      insets.edgeInsets(isLeftToRight: true) == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
  }

  // The layout answers in Foundation's types. Full-width items 50 tall: item 3 of section 1
  // sits below section 0's two items (100) and section 1's first three (150): y = 250.
  @Test func layoutAnswersWithFoundationTypes() {
    let layout = UICollectionViewCompositionalLayout { _, _ in
      let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
      return NSCollectionLayoutSection(group: group)
    }
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemCounts: [2, 4])
    let frame: CGRect? = layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 1))?.frame
    #expect(frame == CGRect(x: 0, y: 250, width: 320, height: 50))
    let contentSize: CGSize = view.contentSize
    #expect(contentSize == CGSize(width: 320, height: 300))
    let paths: [IndexPath] = view.indexPathsForVisibleItems
    #expect(paths.count == 6 && paths.last == IndexPath(item: 3, section: 1))
  }
}
