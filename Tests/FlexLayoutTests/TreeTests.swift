import FlexCore
import Testing

@testable import FlexLayout

@Suite("Tree building, inclusion and incremental layout")
struct TreeTests {
  @Test("addItem adds subviews in order; define runs its closure once")
  func addItem() {
    let root = makeRoot()
    let label = UILabel()
    var runs = 0
    root.flex.define { flex in
      runs += 1
      flex.addItem(label)
      flex.addItem().direction(.row)
    }
    #expect(runs == 1)
    #expect(root.subviews.count == 2)
    #expect(root.subviews[0] === label)
    #expect(root.subviews[1].flex.direction == .row)
    #expect(label.flex.view === label)
  }

  @Test("an excluded view keeps its frame and takes no space")
  func excluded() {
    let root = makeRoot()
    let a = UIView()
    let b = UIView()
    root.flex.define { flex in
      flex.addItem(a).height(30)
      flex.addItem(b).height(30)
    }
    a.flex.isIncludedInLayout(false)
    a.frame = rect(1, 2, 3, 4)
    root.flex.layout()
    #expect(a.frame == rect(1, 2, 3, 4))
    #expect(b.frame == rect(0, 0, 400, 30))
    a.flex.isIncludedInLayout = true
    root.flex.layout()
    #expect(a.frame == rect(0, 0, 400, 30))
    #expect(b.frame == rect(0, 30, 400, 30))
  }

  @Test("display(.none) takes no space and empties the frame")
  func displayNone() {
    let root = makeRoot()
    let a = UIView()
    let b = UIView()
    root.flex.define { flex in
      flex.addItem(a).height(30).display(.none)
      flex.addItem(b).height(30)
    }
    root.flex.layout()
    #expect(a.frame.size == .zero)
    #expect(b.frame == rect(0, 0, 400, 30))
  }

  @Test("the engine is reused; removed views lose their nodes")
  func removal() throws {
    let root = makeRoot()
    root.flex.define { flex in
      for _ in 0..<5 { flex.addItem().height(10) }
    }
    root.flex.layout()
    let engine = try #require(root.flex.engine)
    #expect(engine.tree.count == 6)
    root.subviews[1].removeFromSuperview()
    root.subviews[0].removeFromSuperview()
    root.flex.layout()
    #expect(root.flex.engine === engine)
    #expect(engine.tree.count == 4)
    // The remaining three stack from the top again.
    #expect(root.subviews.map(\.frame.minY) == [0, 10, 20])
    // Every remaining view's node is its own (identities were rewritten after the moves).
    for view in [root] + root.subviews {
      let node = try #require(view.flexIfCreated?.node)
      #expect(engine.slots[node.index].view === view)
    }
  }

  @Test("a style change dirties only its node and its ancestors")
  func styleChange() throws {
    let root = makeRoot()
    let row = UIView()
    let a = UIView()
    let b = UIView()
    root.flex.define { flex in
      flex.addItem(row).direction(.row).define { flex in
        flex.addItem(a).width(10)
        flex.addItem(b).width(10)
      }
      flex.addItem().height(5)
    }
    root.flex.layout()
    let engine = try #require(root.flex.engine)
    a.flex.width(30)
    let tree = engine.tree
    #expect(tree.isDirty(try #require(a.flex.node)))
    #expect(tree.isDirty(try #require(row.flex.node)))
    #expect(!tree.isDirty(try #require(b.flex.node)))
    #expect(!tree.isDirty(try #require(root.subviews[1].flex.node)))
    // Setting the same value again changes nothing.
    root.flex.layout()
    a.flex.width(30)
    #expect(!engine.tree.isDirty(try #require(a.flex.node)))
    #expect(b.frame.minX == 30)
  }

  @Test("a view moved to another root gets a node there and leaves the first tree")
  func moveBetweenRoots() throws {
    let first = makeRoot()
    let second = makeRoot()
    let item = UIView()
    first.flex.define { flex in flex.addItem(item).height(10) }
    first.flex.layout()
    second.flex.addItem(item)
    second.flex.layout()
    let firstEngine = try #require(first.flex.engine)
    let secondEngine = try #require(second.flex.engine)
    #expect(item.flex.engine === secondEngine)
    #expect(firstEngine.tree.count == 1)
    #expect(secondEngine.tree.count == 2)
    first.flex.layout()
    #expect(firstEngine.tree.count == 1)
  }

  @Test("markDirty measures a changed label again; without it the old size stays")
  func markDirty() {
    let root = makeRoot()
    let label = UILabel()
    label.font = .systemFont(ofSize: 10)
    label.text = "Hi"
    root.flex.alignItems(.start).define { flex in flex.addItem(label) }
    root.flex.layout()
    // H 722 + i 222 = 944 → 9.44, rounded up to 10.
    #expect(label.frame.width == 10)
    label.text = "Hi Hi"
    root.flex.layout()
    #expect(label.frame.width == 10)
    label.flex.markDirty()
    root.flex.layout()
    // 944 + space 278 + 944 = 2166 → 21.66, rounded up to 22.
    #expect(label.frame.width == 22)
  }

  @Test("a plain subview without flex is laid out as a default item")
  func plainSubview() {
    let root = makeRoot()
    let plain = MeasuredView(answer: CGSize(width: 10, height: 15))
    root.flex.define { flex in flex.addItem().height(20) }
    root.addSubview(plain)
    root.flex.layout()
    #expect(plain.frame == rect(0, 20, 400, 15))
  }
}
