import Compositional

// Small builders shared by the suites: a view of 320 × 480 at scale 2 unless a test says.

/// A size from two dimensions.
func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
  -> NSCollectionLayoutSize
{
  NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// An item of the given dimensions.
func item(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
  -> NSCollectionLayoutItem
{
  NSCollectionLayoutItem(layoutSize: size(width, height))
}

/// A collection view over a layout whose every section comes from `provider`.
func makeView(
  width: CGFloat = 320, height: CGFloat = 480, counts: [Int],
  configuration: UICollectionViewCompositionalLayoutConfiguration? = nil,
  provider: @escaping (Int) -> NSCollectionLayoutSection?
) -> (UICollectionView, UICollectionViewCompositionalLayout) {
  let layout =
    configuration.map { config in
      UICollectionViewCompositionalLayout(
        sectionProvider: { index, _ in provider(index) }, configuration: config)
    } ?? UICollectionViewCompositionalLayout { index, _ in provider(index) }
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout,
    itemCounts: counts)
  return (view, layout)
}

/// A collection view whose sections are all `section`.
func makeView(
  width: CGFloat = 320, height: CGFloat = 480, counts: [Int],
  configuration: UICollectionViewCompositionalLayoutConfiguration? = nil,
  section: @escaping () -> NSCollectionLayoutSection
) -> (UICollectionView, UICollectionViewCompositionalLayout) {
  makeView(
    width: width, height: height, counts: counts, configuration: configuration,
    provider: { _ in section() })
}

extension UICollectionViewLayout {
  /// The frame of item `item` in section `section`.
  func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
    layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  /// The on-screen frame of item `item` in section `section` (orthogonal rows scrolled).
  func screenFrame(_ item: Int, _ section: Int = 0) -> CGRect? {
    let everything = CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
    return layoutAttributesForElementsOnScreen(in: everything)?.first {
      $0.representedElementCategory == .cell
        && $0.indexPath == IndexPath(item: item, section: section)
    }?.frame
  }
}

/// Whether two rectangles share area, as the layouts' rect queries decide it.
///
/// Edges that only touch do not count; Foundation's `intersects` on Linux counts them.
func meets(_ a: CGRect, _ b: CGRect) -> Bool {
  a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
}
