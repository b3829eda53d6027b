import Compositional
import Foundation
import Testing

/// The queries UIKit never gave (issue 9): section frames, orthogonal row metrics and resting
/// offsets, clearing a row's offset, a readable guide set directly, handlers on offset changes
/// and a flow delegate that implements only some methods.
@Suite struct SectionQueriesTests {
  /// An orthogonal row of three 256-pt groups (FW 0.8 of 320), spacing 10, insets 4/6.
  private func row(
    _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
    handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil
  ) -> (UICollectionView, UICollectionViewCompositionalLayout) {
    makeView(counts: [3, 2]) { index in
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(0.8), .absolute(100)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 6)
      section.interGroupSpacing = 10
      if index == 0 {
        section.orthogonalScrollingBehavior = behavior
        section.visibleItemsInvalidationHandler = handler
      }
      return section
    }
  }

  // Section 0 is the 100-pt row; section 1 stacks two 100-pt groups below it: frame y 100,
  // height 2 × 100 + 10 = 210, as wide as the view.
  @Test func sectionFrames() {
    let (_, layout) = row(.continuous)
    #expect(layout.frame(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 100))
    #expect(layout.frame(forSection: 1) == CGRect(x: 0, y: 100, width: 320, height: 210))
    #expect(layout.frame(forSection: 2) == nil)
  }

  // Row = 3 × 256 + 2 × 10 = 788; viewport = 320 − 4 − 6 = 310; content = 4 + 788 + 6 = 798,
  // whose scroll range ends at 798 − 320 = 478 (the range's end). A non-orthogonal section
  // has none of these.
  @Test func orthogonalRowMetrics() {
    let (_, layout) = row(.continuous)
    #expect(layout.orthogonalRowWidth(forSection: 0) == 788)
    #expect(layout.orthogonalViewportWidth(forSection: 0) == 310)
    #expect(layout.orthogonalContentWidth(forSection: 0) == 798)
    #expect(layout.orthogonalScrollRange(forSection: 0) == 0...478)
    #expect(layout.orthogonalRowWidth(forSection: 1) == nil)
    #expect(layout.orthogonalRestingOffsets(forSection: 1) == nil)
  }

  // Every resting offset (rule 30): group starts 0, 266, 532 clamped to the end 478 (and the
  // end itself); pages 0, 310 and the end; centred groups 266k + 128 − 155 = 266k − 27 in the
  // widened range [−27, 505]; a continuous row rests anywhere (no list).
  @Test func everyRestingOffset() {
    #expect(row(.groupPaging).1.orthogonalRestingOffsets(forSection: 0) == [0, 266, 478])
    #expect(
      row(.continuousGroupLeadingBoundary).1.orthogonalRestingOffsets(forSection: 0)
        == [0, 266, 478])
    #expect(row(.paging).1.orthogonalRestingOffsets(forSection: 0) == [0, 310, 478])
    #expect(row(.groupPagingCentered).1.orthogonalRestingOffsets(forSection: 0) == [-27, 239, 505])
    #expect(row(.continuous).1.orthogonalRestingOffsets(forSection: 0) == [])
  }

  // Clearing the offset returns the row to its initial offset: −27 for centred paging (group 0
  // centred: on screen at 4 + 27 = 31).
  @Test func clearingAnOffsetRestoresTheInitialOne() {
    let (view, layout) = row(.groupPagingCentered)
    view.setOrthogonalScrollOffset(239, forSection: 0)
    #expect(layout.orthogonalScrollOffset(forSection: 0) == 239)
    #expect(layout.screenFrame(0)?.minX == -235)
    view.resetOrthogonalScrollOffset(forSection: 0)
    #expect(view.orthogonalScrollOffset(forSection: 0) == nil)
    #expect(layout.orthogonalScrollOffset(forSection: 0) == -27)
    #expect(layout.screenFrame(0)?.minX == 31)
    view.setOrthogonalScrollOffset(100, forSection: 0)
    view.setOrthogonalScrollOffset(nil, forSection: 0)
    #expect(layout.orthogonalScrollOffset(forSection: 0) == -27)
  }

  // The handler runs whenever the row's offset changes (not only on a rect query), with the
  // items on screen: at offset 300 the viewport 0–320 shows group 1 (on screen 270 − 300 =
  // −30 to 226) and group 2 (236 to 492), reported unscrolled at 270 and 536. Setting the same
  // offset again changes nothing and does not run it.
  @Test func handlerRunsWhenTheOffsetChanges() {
    final class Calls: @unchecked Sendable {
      var offsets: [CGPoint] = []
      var items: [[Int]] = []
      var firstX: [CGFloat] = []
    }
    let calls = Calls()
    let (view, _) = row(.continuous) { items, offset, _ in
      calls.offsets.append(offset)
      calls.items.append(items.map(\.indexPath.item).sorted())
      calls.firstX.append(items.map(\.frame.minX).min() ?? -1)
    }
    view.setOrthogonalScrollOffset(300, forSection: 0)
    #expect(calls.offsets == [CGPoint(x: 300, y: 0)])
    #expect(calls.items == [[1, 2]])
    #expect(calls.firstX == [270])
    view.setOrthogonalScrollOffset(300, forSection: 0)
    #expect(calls.offsets.count == 1)
    view.resetOrthogonalScrollOffset(forSection: 0)
    #expect(calls.offsets.last == CGPoint(x: 0, y: 0))
  }

  // The readable content guide set directly: insets 30 and 50 on a 320-wide view; the
  // section's insets 10 and 20 add: the cell at x 40, width 320 − 40 − 70 = 210. Reset, it is
  // the layout margins again (8): x 18, width 320 − 18 − 28 = 274.
  @Test func readableContentGuideSetDirectly() {
    let (view, layout) = makeView(counts: [1]) {
      let section = NSCollectionLayoutSection(
        group: NSCollectionLayoutGroup.horizontal(
          layoutSize: size(.fractionalWidth(1), .absolute(50)),
          subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20)
      section.contentInsetsReference = .readableContent
      return section
    }
    view.readableContentInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 50)
    #expect(layout.frame(0) == CGRect(x: 40, y: 0, width: 210, height: 50))
    #expect(view.readableContentGuideFrame == CGRect(x: 30, y: 0, width: 240, height: 480))
    view.readableContentGuideFrame = CGRect(x: 20, y: 0, width: 200, height: 480)
    #expect(layout.frame(0) == CGRect(x: 30, y: 0, width: 170, height: 50))
    view.resetReadableContentGuide()
    #expect(layout.frame(0) == CGRect(x: 18, y: 0, width: 274, height: 50))
  }

  /// A flow delegate that implements only the section insets.
  private final class InsetsOnly: UICollectionViewDelegateFlowLayout {
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets {
      UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    }
  }

  // The delegate implements only insetForSectionAt, so the layout's itemSize (90) stays in
  // force as UIKit's uniform grid: 300 between the insets holds three (290), justified gaps
  // (300 − 270) / 2 = 15 → x 10, 115, 220; the last line of two keeps the grid's gap: item 7
  // at 115 (a per-item size would leave it at 10 + 90 + 10 = 110).
  @Test func flowDelegateWithOnlyInsetsKeepsTheItemSize() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 90)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemCounts: [8])
    let delegate = InsetsOnly()
    view.delegate = delegate
    #expect(layout.frame(2) == CGRect(x: 220, y: 0, width: 90, height: 90))
    #expect(layout.frame(7) == CGRect(x: 115, y: 200, width: 90, height: 90))
  }
}
