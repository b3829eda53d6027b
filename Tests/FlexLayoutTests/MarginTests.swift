import FlexLayout
import Testing

@Suite("Margins")
struct MarginTests {
  @Test("margin(10) around a stretched child")
  func allSides() {
    let root = makeRoot()
    let child = UIView()
    root.flex.define { flex in flex.addItem(child).margin(10).height(20) }
    root.flex.layout()
    #expect(child.frame == rect(10, 10, 380, 20))
  }

  @Test("percent margins resolve against the container's width")
  func percent() {
    let root = makeRoot(width: 400, height: 200)
    let child = UIView()
    root.flex.define { flex in flex.addItem(child).marginLeft(10%).marginTop(5%).height(20) }
    root.flex.layout()
    // 10 % of 400 = 40; the top's 5 % is also of the width: 20.
    #expect(child.frame == rect(40, 20, 360, 20))
  }

  @Test("the bottom margin pushes the next item")
  func bottom() {
    let root = makeRoot()
    let first = UIView()
    let second = UIView()
    root.flex.define { flex in
      flex.addItem(first).height(20).marginBottom(10)
      flex.addItem(second).height(20)
    }
    root.flex.layout()
    #expect(second.frame == rect(0, 30, 400, 20))
  }

  @Test("negative margins pull")
  func negative() {
    let root = makeRoot()
    let child = UIView()
    root.flex.define { flex in flex.addItem(child).marginTop(-10).marginLeft(-5).height(20) }
    root.flex.layout()
    #expect(child.frame == rect(-5, -10, 405, 20))
  }

  @Test("margin(vertical, horizontal), (top, horizontal, bottom) and (t, l, b, r)")
  func shorthands() {
    let root = makeRoot()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    root.flex.define { flex in
      flex.addItem(a).margin(2, 4).height(10)
      flex.addItem(b).margin(1, 6, 3).height(10)
      flex.addItem(c).margin(1, 2, 3, 4).height(10)
    }
    root.flex.layout()
    // a: y 2, x 4, width 392; its box ends at 2 + 10 + 2 = 14.
    #expect(a.frame == rect(4, 2, 392, 10))
    // b: y 14 + 1, x 6, width 388; box ends at 15 + 10 + 3 = 28.
    #expect(b.frame == rect(6, 15, 388, 10))
    // c: y 28 + 1, x 2, width 400 - 2 - 4.
    #expect(c.frame == rect(2, 29, 394, 10))
  }

  @Test("UIEdgeInsets and directional margins; start and end in RTL")
  func insetsAndDirection() {
    let root = makeRoot()
    let a = UIView()
    let b = UIView()
    root.flex.layoutDirection(.rtl).define { flex in
      flex.addItem(a).margin(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).height(10)
      flex.addItem(b).margin(NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20))
        .height(10)
    }
    root.flex.layout()
    #expect(a.frame == rect(2, 1, 394, 10))
    // RTL: leading (start) is the right: x = 20, width 400 - 30; y = 1 + 10 + 3.
    #expect(b.frame == rect(20, 14, 370, 10))
  }

  @Test("marginHorizontal and marginVertical")
  func horizontalVertical() {
    let root = makeRoot()
    let child = UIView()
    root.flex.define { flex in flex.addItem(child).marginHorizontal(8).marginVertical(3).height(4) }
    root.flex.layout()
    #expect(child.frame == rect(8, 3, 384, 4))
  }
}
