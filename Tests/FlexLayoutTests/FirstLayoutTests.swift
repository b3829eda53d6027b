import FlexCore
import Testing

@testable import FlexLayout
@testable import Pin

/// What makes a first layout cheap: views with equal styles share them in FlexCore, and a
/// view is asked a proposal at most once per layout; neither may change a frame.
@Suite("First layout: shared styles and remembered measurements")
struct FirstLayoutTests {
  @Test("views with equal styles share them, and restyling one leaves the others")
  func sharedStyles() throws {
    let root = makeRoot()
    var rows: [UIView] = []
    root.flex.define { flex in
      for _ in 0..<10 {
        let row = UIView()
        rows.append(row)
        flex.addItem(row).direction(.row).height(20).marginTop(4).define { flex in
          flex.addItem().width(10)
          flex.addItem().width(10)
        }
      }
    }
    root.flex.layout()
    // 31 nodes, 3 distinct styles (the root's, a row's, a box's): 28 nodes share a style.
    let engine = try #require(root.flex.engine)
    #expect(engine.tree.count == 31)
    #expect(engine.sharedStyleCount == 28)
    let row0 = try #require(rows[0].flex.node)
    let row9 = try #require(rows[9].flex.node)
    #expect(engine.tree.style(of: row9) == engine.tree.style(of: row0))
    // Row i is at 4 + 24 i; its boxes at x 0 and 10.
    for (index, row) in rows.enumerated() {
      #expect(row.frame == rect(0, 4 + 24 * CGFloat(index), 400, 20))
      #expect(row.subviews[1].frame == rect(10, 0, 10, 20))
    }
    // Row 3 grows to 40: the rows below move down by 20, the others keep their height.
    rows[3].flex.height(40)
    root.flex.layout()
    #expect(rows[3].frame == rect(0, 76, 400, 40))
    #expect(rows[4].frame == rect(0, 120, 400, 20))
    #expect(rows[2].frame == rect(0, 52, 400, 20))
    #expect(engine.tree.style(of: try #require(rows[4].flex.node)).height == .points(20))
  }

  @Test("the memo answers a proposal already asked in the same layout, and only then")
  func memo() {
    var memo = MeasureMemo()
    let small = CGSize(width: 50, height: 10)
    // Layout 1: 50 wide is asked, then found; 60 wide is not known.
    #expect(memo.answer(to: CGSize(width: 50, height: 999), generation: 1) == nil)
    memo.remember(small, to: CGSize(width: 50, height: 999))
    #expect(memo.answer(to: CGSize(width: 50, height: 999), generation: 1) == small)
    #expect(memo.answer(to: CGSize(width: 60, height: 999), generation: 1) == nil)
    #expect(memo.hitCount == 1)
    // Layout 2 forgets layout 1's answers.
    #expect(memo.answer(to: CGSize(width: 50, height: 999), generation: 2) == nil)
    // Four proposals in one layout: the fourth replaces the first.
    for width in 1...4 {
      memo.remember(CGSize(width: width, height: 1), to: CGSize(width: CGFloat(width), height: 0))
    }
    #expect(memo.answer(to: CGSize(width: 1, height: 0), generation: 2) == nil)
    #expect(
      memo.answer(to: CGSize(width: 4, height: 0), generation: 2) == CGSize(width: 4, height: 1))
    #expect(
      memo.answer(to: CGSize(width: 2, height: 0), generation: 2) == CGSize(width: 2, height: 1))
    #expect(memo.hitCount == 3)
  }

  @Test("a view is asked each proposal once per layout, and again in the next layout")
  func askedOncePerLayout() {
    let root = makeRoot()
    let view = MeasuredView(answer: CGSize(width: 30, height: 12))
    root.flex.define { flex in
      flex.addItem().direction(.row).define { flex in
        flex.addItem().grow(1).shrink(1).define { flex in flex.addItem(view) }
      }
    }
    root.flex.layout()
    let first = view.proposals
    #expect(!first.isEmpty)
    // No proposal twice in one layout (CGSize is not Hashable: compare pairwise).
    for (index, proposal) in first.enumerated() {
      #expect(!first[(index + 1)...].contains(proposal))
    }
    // The column is 400 wide and the view 30 × 12 (stretched to the column's width).
    #expect(view.frame == rect(0, 0, 400, 12))
    view.answer = CGSize(width: 30, height: 24)
    view.flex.markDirty()
    root.flex.layout()
    #expect(view.proposals.count > first.count)
    #expect(view.frame == rect(0, 0, 400, 24))
  }

  @Test("a label is measured again when its font, its text or its width changes")
  func labelChanges() {
    let root = makeRoot(width: 400)
    let label = UILabel()
    label.font = .systemFont(ofSize: 10)
    label.numberOfLines = 0
    label.text = "Hi Hi"
    root.flex.alignItems(.start).define { flex in flex.addItem(label) }
    root.flex.layout()
    // H 722 + i 222 + space 278 + 944 = 2166 → 21.66, rounded up to 22; one line of 12.
    #expect(label.frame == rect(0, 0, 22, 12))
    label.font = .systemFont(ofSize: 20)
    label.flex.markDirty()
    root.flex.layout()
    // At 20 points: 43.32 → 44 wide, one line of 24.
    #expect(label.frame == rect(0, 0, 44, 24))
    label.text = "Hi"
    label.flex.markDirty()
    root.flex.layout()
    // 944 at 20 points: 18.88 → 19 wide.
    #expect(label.frame == rect(0, 0, 19, 24))
    label.text = "Hi Hi"
    label.flex.markDirty()
    root.frame = rect(0, 0, 30, 400)
    root.flex.layout()
    // 30 points wide: "Hi" and "Hi" on two lines of 24, each 18.88 → 19 wide.
    #expect(label.frame == rect(0, 0, 19, 48))
  }

  @Test("a label stretched by a row is not measured again for its height")
  func labelHeightIsNotAProposal() {
    let root = makeRoot(width: 390, height: 844, scale: 3)
    let label = UILabel()
    label.font = .systemFont(ofSize: 10)
    label.text = "Hi Hi"
    let box = MeasuredView(answer: CGSize(width: 30, height: 13))
    root.flex.define { flex in
      flex.addItem().direction(.row).justifyContent(.spaceBetween).define { flex in
        flex.addItem(label)
        flex.addItem(box)
      }
    }
    root.flex.layout(mode: .adjustHeight)
    // The row asks each item with no limit, at its width, then with its height fixed by the
    // row's: a view that may read the height is asked that too ...
    #expect(box.proposals.count == 3)
    #expect(box.proposals[2] == CGSize(width: CGFloat.greatestFiniteMagnitude, height: 13))
    // ... a label answers from the width alone: measured once, answered once from the kept
    // size, and the third request is the first proposal again.
    #expect(label.unlimitedMeasurementHits == 1)
    #expect(label.flex.measureMemo.hitCount >= 1)
    // 21.66 → 65 pixels → 21.667 wide; 12 high; the row is 13 high (the box's).
    #expect(label.frame.height == 13)
    #expect(box.frame == rect(360, 0, 30, 13))
  }
}
