import FlexLayout
import TestSupport
import Testing

@Suite("Bad input is clamped, never a crash")
struct BadInputTests {
  @Test("NaN and infinite sizes become auto; negative sizes become 0")
  func sizes() {
    let root = makeRoot()
    let a = UIView()
    let b = UIView()
    root.flex.alignItems(.start).define { flex in
      flex.addItem(a).width(.nan).height(.infinity)
      flex.addItem(b).width(-10).height(-5).minWidth(.nan).maxHeight(-(10%))
    }
    root.flex.layout()
    #expect(root.flex.lastLayoutError == nil)
    // a: auto in both axes: a plain view's 0 × 0. b: 0 × 0.
    #expect(a.frame == rect(0, 0, 0, 0))
    #expect(b.frame == rect(0, 0, 0, 0))
  }

  @Test("bad grow, shrink and ratio values become 0 or none")
  func factors() {
    let root = makeRoot(width: 100, height: 10)
    let a = UIView()
    let b = UIView()
    root.flex.direction(.row).define { flex in
      flex.addItem(a).width(10).grow(.nan).shrink(-1).aspectRatio(-2)
      flex.addItem(b).width(10).grow(.infinity).aspectRatio(.infinity)
    }
    root.flex.layout()
    // No growing: both keep 10; the ratios are ignored, so the heights stretch to 10.
    #expect(a.frame == rect(0, 0, 10, 10))
    #expect(b.frame == rect(10, 0, 10, 10))
  }

  @Test("bad margins, insets, paddings and gaps become 0")
  func offsets() {
    let root = makeRoot(width: 100, height: 100)
    let a = UIView()
    root.flex.padding(-5).paddingLeft(.nan).rowGap(-3).define { flex in
      flex.addItem(a).margin(.infinity).left(.nan).top(CGFloat.nan).height(10)
    }
    root.flex.layout()
    #expect(a.frame == rect(0, 0, 100, 10))
  }

  @Test("a measure answer that is NaN, negative or infinite counts as 0")
  func measureAnswers() {
    let root = makeRoot()
    let a = MeasuredView(answer: CGSize(width: CGFloat.nan, height: -4))
    let b = MeasuredView(answer: CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
    root.flex.alignItems(.start).define { flex in
      flex.addItem(a)
      flex.addItem(b)
    }
    root.flex.layout()
    #expect(a.frame == rect(0, 0, 0, 0))
    #expect(b.frame == rect(0, 0, 0, 0))
  }

  @Test("a root with a NaN or negative size lays out without crashing")
  func badRootSize() {
    let root = makeRoot()
    root.frame = CGRect(x: 0, y: 0, width: -50, height: CGFloat.nan)
    let child = UIView()
    root.flex.define { flex in flex.addItem(child).height(10) }
    root.flex.layout()
    // A view clamps a frame as it is set: the negative width and the NaN height become 0
    // (Docs/UIKitViews.md, "Bad input"); the child keeps its own height.
    #expect(root.frame == rect(0, 0, 0, 0))
    #expect(child.frame == rect(0, 0, 0, 10))
  }

  @Test("adding a view to itself is refused by the view tree")
  func selfItem() {
    let root = makeRoot()
    root.flex.addItem(root)
    root.flex.layout()
    #expect(root.subviews.isEmpty)
    #expect(root.frame == rect(0, 0, 400, 400))
  }

  @Test("a view that is gone makes its flex object inert")
  func deallocatedView() {
    var view: UIView? = UIView()
    let flex = view!.flex
    view = nil
    #expect(flex.view == nil)
    flex.layout()
    let item = UIView()
    #expect(flex.addItem(item) === item.flex)
    #expect(item.superview == nil)
    #expect(flex.intrinsicSize == .zero)
  }

  // The flex object and the engine point back at views without counting them (not weak, see
  // ViewAttachment): the view's deinit must clear both pointers, or these would read freed
  // memory (AddressSanitizer reports it; without it, a crash or a wrong frame).
  @Test("a laid-out item that is removed and freed leaves no pointer behind")
  func freedItemAfterLayout() {
    let root = makeRoot(width: 300, height: 100)
    var gone: UIView? = UIView()
    let kept = UIView()
    root.flex.direction(.row).define { flex in
      flex.addItem(gone!).width(100)
      flex.addItem(kept).grow(1)
    }
    root.flex.layout()
    #expect(kept.frame == rect(100, 0, 200, 100))
    let goneFlex = gone!.flex
    gone!.removeFromSuperview()
    gone = nil
    #expect(goneFlex.view == nil)
    // The next synchronisation removes the freed view's node; the layout reads every slot.
    root.flex.layout()
    #expect(kept.frame == rect(0, 0, 300, 100))
    goneFlex.markDirty()
    root.flex.layout()
    #expect(kept.frame == rect(0, 0, 300, 100))
  }

  @Test("a view that moves to another tree and is then freed leaves no pointer in either")
  func freedItemAfterMovingTrees() {
    let first = makeRoot(width: 200, height: 50)
    let second = makeRoot(width: 120, height: 50)
    var moving: UIView? = UIView()
    first.flex.define { flex in flex.addItem(moving!).height(10) }
    first.flex.layout()
    second.flex.addItem(moving!).height(20)
    second.flex.layout()
    #expect(moving!.frame == rect(0, 0, 120, 20))
    moving!.removeFromSuperview()
    moving = nil
    first.flex.layout()
    second.flex.layout()
    #expect(first.subviews.isEmpty && second.subviews.isEmpty)
  }
}

@Suite("Large view trees")
struct LargeViewTreeTests {
  // 1,000 under ThreadSanitizer, whose call stack holds fewer levels (`deepTestDepth`).
  @Test("a chain of 3,000 nested containers lays out")
  func deepChain() {
    let root = makeRoot(width: 100, height: 100)
    var parent = root
    for _ in 0..<deepTestDepth(3_000, underThreadSanitizer: 1_000) {
      let child = UIView()
      parent.flex.addItem(child).paddingLeft(0.01)
      parent = child
    }
    parent.flex.height(10)
    root.flex.layout()
    #expect(root.flex.lastLayoutError == nil)
    // Each level indents by 0.01: the last box starts 29.99 from the root's left edge, but
    // frames are relative to their parents and rounded: every level sits at x 0.
    #expect(parent.frame.minX == 0)
    #expect(parent.frame.height == 10)
  }
}
