import FlexLayout
import Testing

@Suite("Insets and position")
struct InsetTests {
  @Test("relative insets offset the item from its place in the flow")
  func relative() {
    let root = makeRoot()
    let first = UIView()
    let second = UIView()
    root.flex.define { flex in
      flex.addItem(first).height(30).left(10).top(20)
      flex.addItem(second).height(30)
    }
    root.flex.layout()
    // The first moves by (10, 20) and keeps its size (stretched 400); the second still
    // starts at 30, where the first's box ends in the flow.
    #expect(first.frame == rect(10, 20, 400, 30))
    #expect(second.frame == rect(0, 30, 400, 30))
  }

  @Test("absolute insets from the right and bottom edges")
  func absoluteRightBottom() {
    let root = makeRoot()
    let child = UIView()
    root.flex.define { flex in
      flex.addItem(child).position(.absolute).right(10).bottom(20).width(100).height(50)
    }
    root.flex.layout()
    // x = 400 - 10 - 100, y = 400 - 20 - 50.
    #expect(child.frame == rect(290, 330, 100, 50))
  }

  @Test("all(10) sizes an absolute item between the four insets")
  func absoluteAll() {
    let root = makeRoot()
    let child = UIView()
    root.flex.define { flex in flex.addItem(child).position(.absolute).all(10) }
    root.flex.layout()
    #expect(child.frame == rect(10, 10, 380, 380))
  }

  @Test("percent insets resolve against the container's width and height")
  func percent() {
    let root = makeRoot(width: 400, height: 200)
    let child = UIView()
    root.flex.define { flex in
      flex.addItem(child).position(.absolute).left(10%).top(50%).size(20)
    }
    root.flex.layout()
    // 10 % of 400 = 40; 50 % of 200 = 100.
    #expect(child.frame == rect(40, 100, 20, 20))
  }

  @Test("a static item ignores its insets")
  func staticPosition() {
    let root = makeRoot()
    let child = UIView()
    root.flex.define { flex in flex.addItem(child).position(.static).left(50).top(50).size(20) }
    root.flex.layout()
    // Stretch does not apply: the width is set. Placed at the start of the column.
    #expect(child.frame == rect(0, 0, 20, 20))
  }

  @Test("horizontally and vertically: a relative item uses the left and top")
  func horizontallyVertically() {
    let root = makeRoot()
    let child = UIView()
    root.flex.alignItems(.start).define { flex in
      flex.addItem(child).horizontally(20).vertically(5).size(10)
    }
    root.flex.layout()
    #expect(child.frame == rect(20, 5, 10, 10))
  }

  @Test("start and end insets swap sides in RTL")
  func startEndRTL() {
    let root = makeRoot()
    let child = UIView()
    root.flex.layoutDirection(.rtl).define { flex in
      flex.addItem(child).position(.absolute).start(10).top(0).width(100).height(10)
    }
    root.flex.layout()
    // Start is the right edge in RTL: x = 400 - 10 - 100.
    #expect(child.frame == rect(290, 0, 100, 10))
  }
}
