import Compositional
import Foundation
import Pin
import Testing

@testable import LayoutSnapshotTesting

/// The `.svg` strategies of view trees and collection views, each against a reference in
/// `__Snapshots__/ViewSnapshotTests/`.
@Suite struct ViewSnapshotTests {
  @Test func pinnedViewTree() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    root.name = "root"
    root.backgroundColor = .white
    let title = UILabel()
    title.name = "title"
    title.text = "Ada Lovelace"
    title.font = .systemFont(ofSize: 14)
    root.addSubview(title)
    title.pin.top(10).horizontally(10).sizeToFit(.width)
    let badge = UIView()
    badge.name = "badge"
    badge.backgroundColor = .systemTeal
    badge.layer.cornerRadius = 12
    root.addSubview(badge)
    badge.pin.below(of: title, aligned: .left).marginTop(8).size(24)
    // Title: x 10, y 10, 180 wide; badge 8 below the title's 16.8 → 17 high line (scale 2).
    #expect(badge.frame == CGRect(x: 10, y: 35, width: 24, height: 24))
    assertSnapshot(of: root, as: .svg)
    assertSnapshot(of: root, as: .svg(wireframe: true), named: "wireframe")
    assertSnapshot(of: root, as: .frames, named: "frames")
  }

  @Test func compositionalGrid() {
    let layout = UICollectionViewCompositionalLayout { _, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(40)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
        subitems: [item])
      return NSCollectionLayoutSection(group: group)
    }
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout,
      itemCounts: [4, 2])
    #expect(view.contentSize == CGSize(width: 200, height: 120))
    assertSnapshot(of: view, as: .svg)
  }
}
