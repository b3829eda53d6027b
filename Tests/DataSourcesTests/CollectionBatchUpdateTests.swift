import Compositional
import DataSources
import Foundation
import Testing

/// The collection view's checked batch updates: UIKit's rules (the table view's, with items for
/// rows), against the counts the layout read before and the data source's counts after.
@Suite struct CollectionBatchUpdateTests {
  /// Counts that a test changes before it describes the change.
  final class Counts: UICollectionViewDataSource {
    var items: [Int]
    init(_ items: [Int]) { self.items = items }
    func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { items[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    { collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) }
  }

  /// A list of 44-point rows in a 320 × 480 view, showing `counts`.
  func makeView(_ counts: Counts) -> UICollectionView {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
      subitems: [item])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
    view.dataSource = counts
    view.reloadData()
    return view
  }

  @Test func aConsistentBatchIsAppliedAndTheLayoutReadsTheNewCounts() throws {
    // Sections of 3 and 2 items; one item inserted in section 0 and one moved from section 1
    // to section 0: 3 + 1 + 1 = 5 and 2 - 1 = 1 afterwards. The content is then 6 rows of 44.
    let counts = Counts([3, 2])
    let view = makeView(counts)
    counts.items = [5, 1]
    try view.applyBatchUpdates {
      view.insertItems(at: [IndexPath(item: 0, section: 0)])
      view.moveItem(at: IndexPath(item: 1, section: 1), to: IndexPath(item: 4, section: 0))
    }
    #expect(view.lastBatchUpdateError == nil)
    #expect(view.collectionViewLayout.context.itemCounts == [5, 1])
    #expect(view.contentSize.height == CGFloat(6 * 44))
  }

  @Test func countsThatDoNotAddUpAreRefusedWithUIKitsItemWording() {
    // 3 items, one inserted, but the data source now says 3: 3 + 1 - 0 != 3.
    let counts = Counts([3])
    let view = makeView(counts)
    #expect(
      throws: CollectionBatchError(
        .rowCountMismatch(
          section: 0, before: 3, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0, after: 3))
    ) {
      try view.applyBatchUpdates { view.insertItems(at: [IndexPath(item: 0, section: 0)]) }
    }
    let message = view.lastBatchUpdateError?.description ?? ""
    #expect(message.hasPrefix("Invalid update: invalid number of items in section 0."))
    #expect(message.contains("before the update (3)"))
    #expect(message.contains("(1 inserted, 0 deleted)"))
    // The refused batch left the counts the layout read before it.
    #expect(view.collectionViewLayout.context.itemCounts == [3])
  }

  @Test func pathsOutsideTheCountsBeforeOrAfterAreRefused() {
    let counts = Counts([2])
    let view = makeView(counts)
    counts.items = [1]
    // Item 5 does not exist before the batch.
    #expect(throws: CollectionBatchError.self) {
      try view.applyBatchUpdates { view.deleteItems(at: [IndexPath(item: 5, section: 0)]) }
    }
    if case .rowOutOfRange(let path, let isAfterBatch)? = view.lastBatchUpdateError?.reason {
      #expect(path.item == 5 && !isAfterBatch)
    } else {
      Issue.record(
        "expected an item out of range, got \(String(describing: view.lastBatchUpdateError))")
    }
    #expect(view.lastBatchUpdateError?.description.contains("delete item 5 from section 0") == true)
  }

  @Test func performBatchUpdatesReloadsARefusedBatchAndReportsFalse() {
    // Two sections before; the data source drops one, but the batch deletes none.
    let counts = Counts([1, 1])
    let view = makeView(counts)
    counts.items = [1]
    var finished: Bool?
    view.performBatchUpdates({}, completion: { finished = $0 })
    #expect(finished == false)
    #expect(
      view.lastBatchUpdateError?.reason
        == .sectionCountMismatch(before: 2, deleted: 0, inserted: 0, after: 1))
    #expect(view.lastBatchUpdateError?.description.contains("in the collection view after") == true)
    // The reload read the data source's counts all the same.
    #expect(view.collectionViewLayout.context.itemCounts == [1])
    // The next consistent batch clears the error.
    counts.items = [1, 1]
    view.performBatchUpdates(
      { view.insertSections(IndexSet(integer: 1)) }, completion: { finished = $0 })
    #expect(finished == true)
    #expect(view.lastBatchUpdateError == nil)
  }

  @Test func anItemNamedByTwoExclusiveOperationsIsRefused() {
    // Item 0 both deleted and moved: UIKit refuses the batch.
    let counts = Counts([2])
    let view = makeView(counts)
    counts.items = [1]
    #expect(throws: CollectionBatchError.self) {
      try view.applyBatchUpdates {
        view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        view.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 0))
      }
    }
  }
}
