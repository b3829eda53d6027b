import FlexLayout
import Pin
import Testing

/// Regression tests for what the PinFlex fuzz target found (Fuzz/PinFlex, Scripts/fuzz.sh).
///
/// The target runs Pin chains and `flex` definitions on random view trees; each test is the
/// finding's chain, written out.
@Suite struct PinFlexFuzzFindingTests {
  // An infinite percentage reached `Percent.description` (the text of a warning), which
  // converted it to an integer and trapped. It is written `inf%` now, and the chain only warns:
  // an edge at infinity is not a number Pin can place, so the view keeps its frame.
  @Test func infinitePercentageWarnsInsteadOfTrapping() {
    #expect(Percent(value: .infinity).description == "inf%")
    #expect(Percent(value: -.infinity).description == "-inf%")
    #expect(Percent(value: .nan).description == "nan%")
    #expect((50%).description == "50%")
    Pin.withIsolatedSettings {
      Pin.logWarnings = true
      Pin.printsWarnings = false
      Pin.lastWarningText = nil
      let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
      let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
      parent.addSubview(view)
      view.pin.hCenter(Percent(value: .infinity)).top(Percent(value: -.infinity)).layout()
      #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
      #expect(Pin.lastWarningText?.contains("inf%") == true)
    }
  }

  // A flex root whose origin is the largest finite double, at scale 2: rounding the origin to
  // pixels multiplied it by 2, which is infinite, so the root's frame had x = inf. A value
  // whose pixels overflow is now kept as it is. The root is 100 wide with one 10-point item
  // (column, stretched to 100 × 10); the item's frame is relative to the root.
  @Test func rootAtTheLargestOriginKeepsAFiniteFrame() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    host.contentScaleFactor = 2
    let root = UIView(
      frame: CGRect(x: CGFloat.greatestFiniteMagnitude, y: 1, width: 100, height: 50))
    host.addSubview(root)
    let item = UIView()
    root.flex.define { flex in
      flex.addItem(item).height(10)
    }
    root.flex.layout()
    #expect(root.frame.minX == CGFloat.greatestFiniteMagnitude)
    #expect(root.frame.minY == 1)
    #expect(root.frame.size == CGSize(width: 100, height: 50))
    #expect(item.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
  }

  // `wrapContent` moves the subviews so that their bounding box starts at the padding: with a
  // left padding of 1e300 and the leftmost subview at x = 0, every subview moves right by 1e300,
  // and one at x = greatestFiniteMagnitude went to inf. It stays where it is now (the other
  // moves to 1e300); the box's width, inf, is not applied either (the parent keeps 100).
  @Test func wrapContentNeverMovesASubviewToInfinity() {
    Pin.withIsolatedSettings {
      Pin.logWarnings = false
      let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      parent.contentScaleFactor = 1
      let far = UIView(
        frame: CGRect(x: CGFloat.greatestFiniteMagnitude, y: 0, width: 10, height: 10))
      let near = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      parent.addSubview(far)
      parent.addSubview(near)
      parent.pin.wrapContent(padding: UIEdgeInsets(top: 0, left: 1e300, bottom: 0, right: 0))
      #expect(far.frame == CGRect(x: CGFloat.greatestFiniteMagnitude, y: 0, width: 10, height: 10))
      #expect(near.frame == CGRect(x: 1e300, y: 0, width: 10, height: 10))
      #expect(parent.frame.width == 100)
    }
  }

  // `relayout-differs-1`: after the root's size changed to 10¹⁵ × 2.5, a relayout left an
  // absolute label below a column of `position(.static)` views 60 high, where a fresh tree
  // gave it 2: the root's new height is the room the label is measured in, and FlexLayout (as
  // YogaKit) keeps a measured answer within it. Reduced: the finding's huge and infinite
  // numbers (10¹⁵, `start(1e9)`, `margin(-inf)`) only went through their clamps; what matters
  // is an absolute view whose static ancestors keep their layouts from the cache when only
  // its containing block (the root) changes (two static views: the outer one is laid out
  // again, since its room changed). FlexCore laid the label out again but marked the path to
  // it for the rounding pass only when its frame changed in the last step, after its new size
  // was already stored, so its frame was never written
  // (`FuzzFindingTests.absoluteBoxBelowStaticAncestorsFollowsItsContainingBlock` shows it
  // without a label, in plain CSS).
  @Test func relayoutOfAnAbsoluteLabelBelowStaticViewsMatchesAFreshTree() {
    func build(in host: UIView, size: CGSize) -> (root: UIView, label: UILabel) {
      let root = UIView(frame: CGRect(origin: .zero, size: size))
      host.addSubview(root)
      let label = UILabel()
      label.text = "longer text that wraps"
      label.font = .systemFont(ofSize: 50)
      root.flex.define { flex in
        flex.addItem().position(.static).define { flex in
          flex.addItem().position(.static).define { flex in
            flex.addItem(label).position(.absolute)
          }
        }
      }
      return (root, label)
    }
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let (root, label) = build(in: host, size: CGSize(width: 1000, height: 100))
    root.flex.layout()
    #expect(label.frame.height == 60)
    root.frame.size = CGSize(width: 1000, height: 20)
    root.flex.layout()
    let freshHost = UIView(frame: host.frame)
    let (freshRoot, freshLabel) = build(in: freshHost, size: CGSize(width: 1000, height: 20))
    freshRoot.flex.layout()
    #expect(label.frame == freshLabel.frame)
    #expect(label.frame.height == 20)
  }

  // `relayout-differs-2`: after `f0.3.flex.start(-0.5)` on a tree at the extremes, a relayout
  // put the absolute view `f0.8` (no insets, `alignSelf(.center)`, below the static row `f0.4`)
  // at y = 0 where a fresh tree put it at 5,586,813. The static row's bottom padding was
  // 33,554,432 %: its static position is the centre of the row's content box, and FlexCore
  // resolved that padding, for the position only, against the width `layouts` held for the
  // row's parent, the containing block whose layout was being computed: 0 in a fresh tree,
  // the last layout's 33.5 in the relayout. Reduced (the edit only made `f0.3` laid out
  // again): a 50 % padding in a root whose padding makes its content box 80 wide, then 120.
  // FlexCore now resolves it against the containing block's content box of the layout being
  // computed (`FuzzFindingTests.staticParentPercentagesResolveAgainstTheContainingBlock`
  // shows it in FlexCore; the input is `Fuzz/PinFlex/corpus/relayout-differs-2`).
  @Test func absoluteViewInAStaticRowWithPercentPaddingMatchesAFreshTree() {
    func build(in host: UIView, width: CGFloat) -> (root: UIView, box: UIView) {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 300))
      host.addSubview(root)
      let box = UIView()
      root.flex.padding(10).define { flex in
        flex.addItem().position(.static).direction(.row).height(100).paddingBottom(50%)
          .define { flex in
            flex.addItem(box).position(.absolute).alignSelf(.center).size(10)
          }
      }
      return (root, box)
    }
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let (root, box) = build(in: host, width: 100)
    root.flex.layout()
    // Padding 40 of the 80-wide content box: the row's content box is 60 high, the box at 25.
    #expect(box.frame == CGRect(x: 0, y: 25, width: 10, height: 10))
    root.frame.size.width = 140
    root.flex.layout()
    let freshHost = UIView(frame: host.frame)
    let (freshRoot, freshBox) = build(in: freshHost, width: 140)
    freshRoot.flex.layout()
    // Padding 60 of 120: a content box 40 high, the box at 15, in both.
    #expect(box.frame == freshBox.frame)
    #expect(box.frame == CGRect(x: 0, y: 15, width: 10, height: 10))
  }

  // `relayout-differs-3`: the absolute label `f1.8` (font size 1,000, `start(1e9)`,
  // `margin(-inf)`, in a tree of NaN fonts and 10¹⁵ paddings, at a scale of 0.5) measured one
  // line, 1,200 high, in a root 33,554,432 high; after the root became 10¹⁵ × 2.5, a relayout
  // kept 1,200 where a fresh tree gave 2 (the room of 2.5, rounded to the scale's 2-point
  // pixels). The fresh tree is right under the rules of `relayout-differs-1`: FlexLayout (as
  // YogaKit) keeps a label's measured height within the room it is offered. The extremes only
  // went through their clamps (Docs/Bounds.md); what matters is the label's parent, a
  // `display(.contents)` view: FlexCore laid the label out again but marked the path for its
  // rounding pass from the label's box parent up, past the `display: contents` view, so its
  // frame was never written (`FuzzFindingTests.absoluteBoxBelowADisplayContentsParent…`
  // shows it in FlexCore; the input is `Fuzz/PinFlex/corpus/relayout-differs-3`). Reduced:
  // one line at 50 points is 60 high in a root 1,000 high, then held to the root's 20, below
  // two static views (the inner one keeps its layout from the cache) and the `contents` one.
  @Test func relayoutOfAnAbsoluteLabelInADisplayContentsViewMatchesAFreshTree() {
    func build(in host: UIView, size: CGSize) -> (root: UIView, label: UILabel) {
      let root = UIView(frame: CGRect(origin: .zero, size: size))
      host.addSubview(root)
      let label = UILabel()
      label.text = "x"
      label.font = .systemFont(ofSize: 50)
      root.flex.define { flex in
        flex.addItem().position(.static).define { flex in
          flex.addItem().position(.static).define { flex in
            flex.addItem().position(.static).display(.contents).define { flex in
              flex.addItem(label).position(.absolute)
            }
          }
        }
      }
      return (root, label)
    }
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let (root, label) = build(in: host, size: CGSize(width: 1000, height: 1000))
    root.flex.layout()
    #expect(label.frame.height == 60)
    root.frame.size = CGSize(width: 1000, height: 20)
    root.flex.layout()
    let freshHost = UIView(frame: host.frame)
    let (freshRoot, freshLabel) = build(in: freshHost, size: CGSize(width: 1000, height: 20))
    freshRoot.flex.layout()
    #expect(label.frame == freshLabel.frame)
    #expect(label.frame.height == 20)
  }
}
