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

  @Test("an item taken out of its tree and laid out as a root of its own")
  func itemBecomesRoot() {
    let root = makeRoot()
    let card = UIView()
    let inner = UIView()
    root.flex.define { flex in
      flex.addItem().height(10)
      flex.addItem(card).height(50).define { flex in flex.addItem(inner).height(20) }
    }
    root.flex.layout()
    #expect(card.frame == rect(0, 10, 400, 50))
    card.removeFromSuperview()
    card.frame = rect(5, 5, 100, 100)
    card.flex.layout()
    // Its own style's height (50) wins over its bounds; its origin is kept.
    #expect(card.frame == rect(5, 5, 100, 50))
    #expect(inner.frame == rect(0, 0, 100, 20))
    root.flex.layout()
    #expect(root.subviews.count == 1)
    #expect(root.subviews[0].frame == rect(0, 0, 400, 10))
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

  @Test("a container whose only item is excluded becomes a leaf, and a container again")
  func containerToLeaf() throws {
    let root = makeRoot()
    let container = UIView()
    let item = UIView()
    root.flex.alignItems(.start).define { flex in
      flex.addItem(container).define { flex in
        flex.addItem(item).size(CGSize(width: 30, height: 40))
      }
    }
    root.flex.layout()
    let engine = try #require(root.flex.engine)
    #expect(container.frame == rect(0, 0, 30, 40))
    #expect(engine.tree.count == 3)
    item.flex.isIncludedInLayout(false)
    root.flex.layout()
    // A leaf now: the item's node is gone, and the container (a plain view with a subview)
    // measures as its current size, as UIKit's plain view answers.
    #expect(engine.tree.count == 2)
    #expect(container.frame == rect(0, 0, 30, 40))
    item.flex.isIncludedInLayout(true).size(CGSize(width: 50, height: 10))
    root.flex.layout()
    #expect(engine.tree.count == 3)
    #expect(container.frame == rect(0, 0, 50, 10))
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

/// A view that lays out its own flex container, as a reusable FlexLayout component does.
private final class CardView: UIView {
  let container = UIView()

  required init?(coder: NSCoder) { nil }

  override init(frame: CGRect) {
    super.init(frame: frame)
    container.flex.padding(10).define { flex in
      flex.addItem().height(20)
      flex.addItem().height(30)
    }
    addSubview(container)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    container.frame = bounds
    container.flex.layout()
  }
}

@Suite("Nested roots")
struct NestedRootTests {
  @Test("a component that lays itself out inside a bigger flex tree")
  func component() throws {
    let root = makeRoot()
    let card = CardView()
    root.flex.define { flex in
      flex.addItem().height(5)
      flex.addItem(card).height(100)
    }
    root.flex.layout()
    let engine = try #require(root.flex.engine)
    // The card's container is a flex item of the card, so it is part of the outer tree:
    // root, spacer, card, container and its two items.
    #expect(engine.tree.count == 6)
    // Outer layout: the container is stretched to the card's width; its height fits its
    // items (10 + 20 + 30 + 10).
    #expect(card.frame == rect(0, 5, 400, 100))
    #expect(card.container.frame == rect(0, 0, 400, 70))
    card.layoutIfNeeded()
    // The card's own layout: the container fills the card's bounds.
    #expect(card.container.frame == rect(0, 0, 400, 100))
    #expect(card.container.subviews[1].frame == rect(10, 30, 380, 30))
    // The outer tree was marked dirty and gives its own answer again; no node was lost.
    root.flex.layout()
    #expect(card.container.frame == rect(0, 0, 400, 70))
    #expect(engine.tree.count == 6)
  }
}
