import Compositional
import Testing

/// Flow layout's last line: justified like the lines before it, or left-aligned.
///
/// UIKit's rule, from `_UIFlowLayoutSection`'s `computeLayout` (a public decompiled iOS 26.1
/// UIKitCore, EthanArbuckle/iPhone18-3_26.1_23B85_Restore, read for behaviour only; the iOS 10
/// reading in roman-dzieciol/happy-uikit's `_RDFlowLayoutRow.m` has the same "complete" row
/// flag): while filling lines it counts the room left on each, the available width less each
/// item and one spacing after it; a closed line is "complete" and justified (one item is
/// centred); the last line is complete only when every line holds one item, or when it leaves
/// exactly the room the line before it left. Otherwise it starts at the leading inset with the
/// minimum spacing. Its item count does not decide it (issue 26; Trellis compared counts).
///
/// Every view is 320 wide with a minimum spacing of 10 and items 40 high, sized per item (not
/// UIKit's uniform `itemSize` path).
@Suite struct FlowLastLineTests {
  /// The x of every item, for items of `widths`.
  private func xs(_ widths: [CGFloat]) -> [CGFloat] {
    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = 10
    layout.sizeForItem = { path in CGSize(width: widths[path.item], height: 40) }
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemCounts: [widths.count])
    _ = view
    return widths.indices.map { layout.frame($0)?.minX ?? -1 }
  }

  // Lines [150, 150] (room left 320 − 160 − 160 = 0), [250] (250 + 10 + 100 would need 360;
  // room left 320 − 260 = 60) and [100] (room 210). The closed lines justify: 0 and 170, and
  // the single 250 centred at 35. The last line leaves 210, not 60: left-aligned at 0, although
  // it holds one item as the line before it does (Trellis centred it at 110 until issue 26).
  @Test func aLastLineWithTheSameCountButMoreRoomIsLeftAligned() {
    #expect(xs([150, 150, 250, 100]) == [0, 170, 35, 0])
  }

  // Lines [100, 100, 70] (room 320 − 110 − 110 − 80 = 20) and [290] (room 320 − 300 = 20):
  // equal room, so the last line is complete, and one item justifies by centring:
  // (320 − 290) / 2 = 15. The first line justifies its leftover 50 into two gaps of 25:
  // 0, 125, 250.
  @Test func aLastLineLeavingTheSameRoomIsJustifiedWhateverItsCount() {
    #expect(xs([100, 100, 70, 290]) == [0, 125, 250, 15])
  }

  // Lines [150, 150] (room 0) and [100, 100] (room 320 − 220 = 100): the same count, not the
  // same room, so the last line is left-aligned with the minimum spacing: 0 and 110.
  @Test func twoItemsLeavingMoreRoomAreLeftAligned() {
    #expect(xs([150, 150, 100, 100]) == [0, 170, 0, 110])
  }

  // Lines [100, 120] (room 320 − 110 − 130 = 80) and [120, 100] (room 80): equal room, so
  // the last line is justified too. Each line's last item ends at 320: 320 − 120 = 200 on the
  // first line, 320 − 100 = 220 on the last.
  @Test func twoItemsLeavingTheSameRoomAreJustified() {
    #expect(xs([100, 120, 120, 100]) == [0, 200, 0, 220])
  }

  // One line only: of one item it is centred, (320 − 100) / 2 = 110; of two it is left-aligned
  // (a single line is complete only when every line holds one item).
  @Test func aSingleLine() {
    #expect(xs([100]) == [110])
    #expect(xs([100, 100]) == [0, 110])
  }

  // Every line one item: [250], [200], [300] (each the next would not fit): all centred,
  // the last too: 35, 60, 10.
  @Test func linesOfOneItemAreAllCentred() {
    #expect(xs([250, 200, 300]) == [35, 60, 10])
  }
}
