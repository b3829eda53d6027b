import FlexLayout
import Testing

@Suite("Padding")
struct PaddingTests {
  @Test("padding(10) insets a stretched child on every side")
  func allSides() {
    let root = makeRoot()
    let child = UIView()
    root.flex.padding(10).define { flex in flex.addItem(child).height(50) }
    root.flex.layout()
    // Column (Yoga's default), stretched: x = 10, y = 10, width = 400 - 2 × 10.
    #expect(child.frame == rect(10, 10, 380, 50))
  }

  @Test("percent padding resolves against the container's width, on every side")
  func percent() {
    let root = makeRoot(width: 400, height: 200)
    let child = UIView()
    root.flex.padding(10%).define { flex in flex.addItem(child).height(50) }
    root.flex.layout()
    // 10 % of the width 400 = 40, also at the top: width 400 - 80 = 320.
    #expect(child.frame == rect(40, 40, 320, 50))
  }

  @Test("paddingHorizontal and paddingVertical")
  func horizontalVertical() {
    let root = makeRoot()
    let child = UIView()
    root.flex.paddingHorizontal(20).paddingVertical(5).define { flex in
      flex.addItem(child).height(50)
    }
    root.flex.layout()
    #expect(child.frame == rect(20, 5, 360, 50))
  }

  @Test("padding(top, left, bottom, right) around a growing child")
  func fourValues() {
    let root = makeRoot()
    let child = UIView()
    root.flex.padding(1, 2, 3, 4).define { flex in flex.addItem(child).grow(1) }
    root.flex.layout()
    // Height 400 - 1 - 3 = 396 (grow fills the column), width 400 - 2 - 4 = 394.
    #expect(child.frame == rect(2, 1, 394, 396))
  }

  @Test("padding(vertical, horizontal) and padding(top, horizontal, bottom)")
  func twoAndThreeValues() {
    let root = makeRoot()
    let first = UIView()
    root.flex.padding(6, 8).define { flex in flex.addItem(first).grow(1) }
    root.flex.layout()
    #expect(first.frame == rect(8, 6, 384, 388))
    root.flex.padding(2, 8, 10)
    root.flex.layout()
    // Top 2, bottom 10 (the vertical 6 is overridden per edge): height 400 - 12 = 388.
    #expect(first.frame == rect(8, 2, 384, 388))
  }

  @Test("padding(UIEdgeInsets) takes each edge")
  func edgeInsets() {
    let root = makeRoot()
    let child = UIView()
    root.flex.padding(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).define { flex in
      flex.addItem(child).grow(1)
    }
    root.flex.layout()
    #expect(child.frame == rect(2, 1, 394, 396))
  }

  @Test("directional padding puts the leading inset on the right in RTL")
  func directional() {
    let root = makeRoot()
    let child = UIView()
    root.flex.layoutDirection(.rtl).alignItems(.start)
      .padding(NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30))
      .define { flex in flex.addItem(child).size(CGSize(width: 100, height: 20)) }
    root.flex.layout()
    // RTL: start is the right edge: x = 400 - 10 - 100 = 290.
    #expect(child.frame == rect(290, 0, 100, 20))
  }

  @Test("adjustHeight adds the padding to the items' height")
  func adjustHeight() {
    let root = makeRoot(width: 300, height: 0)
    let child = UIView()
    root.flex.padding(10).define { flex in flex.addItem(child).height(40) }
    root.flex.layout(mode: .adjustHeight)
    // 10 + 40 + 10.
    #expect(root.frame == rect(0, 0, 300, 60))
    #expect(child.frame == rect(10, 10, 280, 40))
  }

  @Test("paddingStart and paddingEnd follow the layout direction")
  func startEnd() {
    let root = makeRoot()
    let child = UIView()
    root.flex.paddingStart(10).paddingEnd(20).define { flex in flex.addItem(child).height(10) }
    root.flex.layout()
    #expect(child.frame == rect(10, 0, 370, 10))
    root.flex.layoutDirection(.rtl)
    root.flex.layout()
    // RTL: start is the right: x = 20, width 400 - 30.
    #expect(child.frame == rect(20, 0, 370, 10))
  }
}
