import Compositional
import Testing

@Suite struct ListTests {
  /// A 320 × 480 view over a list layout.
  private func list(
    _ configuration: UICollectionLayoutListConfiguration, counts: [Int]
  ) -> (UICollectionView, UICollectionViewCompositionalLayout) {
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemCounts: counts)
    return (view, layout)
  }

  // Plain rows are full width, estimated at 44 until measured: row 2 at 88; 3 × 44 = 132.
  @Test func plainRows() {
    let (_, layout) = list(UICollectionLayoutListConfiguration(appearance: .plain), counts: [3])
    #expect(layout.frame(2) == CGRect(x: 0, y: 88, width: 320, height: 44))
    #expect(layout.collectionViewContentSize.height == 132)
  }

  // Separators are decorations anchored to each row's bottom: 1 pixel (0.5 pt at scale 2),
  // inset 16 from the leading edge: (16, 43.5, 304, 0.5) for row 0.
  @Test func separatorsAreDecorations() {
    let (_, layout) = list(UICollectionLayoutListConfiguration(appearance: .plain), counts: [2])
    let all = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480))
    let separators = (all ?? []).filter { $0.representedElementCategory == .decorationView }
    #expect(separators.count == 2)
    #expect(separators.first?.frame == CGRect(x: 16, y: 43.5, width: 304, height: 0.5))
    #expect(
      separators.first?.representedElementKind
        == UICollectionLayoutListConfiguration.separatorElementKind)
    var hidden = UICollectionLayoutListConfiguration(appearance: .plain)
    hidden.showsSeparators = false
    let (_, bare) = list(hidden, counts: [2])
    let none = bare.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(none?.contains { $0.representedElementCategory == .decorationView } == false)
  }

  // Plain lists pin supplementary headers (estimated 28): at offset 60 the header sits at 60.
  @Test func plainHeadersPin() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    let (view, layout) = list(configuration, counts: [10])
    let kind = UICollectionView.elementKindSectionHeader
    let path = IndexPath(item: 0, section: 0)
    #expect(layout.frame(0)?.minY == 28)
    view.contentOffset = CGPoint(x: 0, y: 60)
    #expect(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path)?.frame.minY == 60)
  }

  // Inset grouped rows are inset 20 from both sides and sections start 35 down without a header.
  @Test func insetGroupedInsets() {
    let (_, layout) = list(
      UICollectionLayoutListConfiguration(appearance: .insetGrouped), counts: [1, 1])
    #expect(layout.frame(0) == CGRect(x: 20, y: 35, width: 280, height: 44))
    #expect(layout.frame(0, 1) == CGRect(x: 20, y: 79 + 35, width: 280, height: 44))
  }

  // Rows self-size through the measure callback, at the full width.
  @Test func rowsSelfSize() {
    let (_, layout) = list(UICollectionLayoutListConfiguration(appearance: .grouped), counts: [2])
    layout.measureItem = { _, proposal in CGSize(width: proposal.width, height: 60) }
    layout.measureAllItems()
    #expect(layout.frame(1) == CGRect(x: 0, y: 35 + 60, width: 320, height: 60))
  }

  // headerTopPadding adds room above the header: header at 10, first row at 10 + 28.
  @Test func headerTopPadding() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    configuration.headerTopPadding = 10
    let (_, layout) = list(configuration, counts: [1])
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == CGRect(x: 0, y: 10, width: 320, height: 28))
    #expect(layout.frame(0)?.minY == 38)
  }

  /// The decoration frames of a two-row plain list configured by `configure`.
  private func separatorFrames(
    _ configure: (inout UIListSeparatorConfiguration) -> Void
  ) -> [CGRect] {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configure(&configuration.separatorConfiguration)
    let (_, layout) = list(configuration, counts: [2])
    let all = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480))
    return (all ?? []).filter { $0.representedElementCategory == .decorationView }.map(\.frame)
      .sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
  }

  // separatorConfiguration (iOS 14.5, Docs/Compositional.md's lists): explicit bottom insets 30/10
  // give (30, 43.5, 320 − 40 = 280, 0.5); automatic edges keep the default (16 leading, 0
  // trailing); hidden bottom separators vanish; a visible top separator sits on the row's top
  // edge (y 0 and 44), with the default leading inset 16.
  @Test func separatorConfiguration() {
    let inset = separatorFrames {
      $0.bottomSeparatorInsets = NSDirectionalEdgeInsets(
        top: 0, leading: 30, bottom: 0, trailing: 10)
    }
    #expect(inset.first == CGRect(x: 30, y: 43.5, width: 280, height: 0.5))
    let automatic = separatorFrames { $0.bottomSeparatorInsets.trailing = 20 }
    #expect(automatic.first == CGRect(x: 16, y: 43.5, width: 284, height: 0.5))
    #expect(separatorFrames { $0.bottomSeparatorVisibility = .hidden }.isEmpty)
    let top = separatorFrames {
      $0.topSeparatorVisibility = .visible
      $0.bottomSeparatorVisibility = .hidden
    }
    #expect(
      top == [
        CGRect(x: 16, y: 0, width: 304, height: 0.5), CGRect(x: 16, y: 44, width: 304, height: 0.5),
      ])
  }
}
