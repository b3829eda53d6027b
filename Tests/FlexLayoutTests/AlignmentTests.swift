import FlexLayout
import Testing

@Suite("Direction, wrap and alignment")
struct AlignmentTests {
  @Test("direction is column unless set; rowReverse places from the right")
  func direction() {
    let root = makeRoot(width: 100, height: 100)
    let a = UIView()
    let b = UIView()
    root.flex.define { flex in
      flex.addItem(a).size(10)
      flex.addItem(b).size(10)
    }
    #expect(root.flex.direction == nil)
    root.flex.layout()
    #expect(b.frame == rect(0, 10, 10, 10))
    root.flex.direction(.rowReverse)
    #expect(root.flex.direction == .rowReverse)
    root.flex.layout()
    #expect(a.frame == rect(90, 0, 10, 10))
    #expect(b.frame == rect(80, 0, 10, 10))
  }

  @Test("a row runs from the right in RTL; rowReverse from the left")
  func rowRTL() {
    let root = makeRoot(width: 100, height: 10)
    let a = UIView()
    let b = UIView()
    root.flex.direction(.row).layoutDirection(.rtl).define { flex in
      flex.addItem(a).width(10)
      flex.addItem(b).width(20)
    }
    root.flex.layout()
    // a's right edge at 100, then b to its left: 100 - 10 - 20 = 70.
    #expect(a.frame == rect(90, 0, 10, 10))
    #expect(b.frame == rect(70, 0, 20, 10))
    root.flex.direction(.rowReverse)
    root.flex.layout()
    #expect(a.frame == rect(0, 0, 10, 10))
    #expect(b.frame == rect(10, 0, 20, 10))
  }

  @Test("alignItems and alignSelf on the cross axis")
  func alignItems() {
    let root = makeRoot(width: 100, height: 100)
    let a = UIView()
    let b = UIView()
    root.flex.alignItems(.center).define { flex in
      flex.addItem(a).size(20)
      flex.addItem(b).size(20).alignSelf(.end)
    }
    root.flex.layout()
    #expect(a.frame == rect(40, 0, 20, 20))
    #expect(b.frame == rect(80, 20, 20, 20))
  }

  @Test("wrap starts a new line; alignContent start packs the lines (Yoga's default)")
  func wrap() {
    let root = makeRoot(width: 100, height: 100)
    root.flex.direction(.row).wrap(.wrap).define { flex in
      for _ in 0..<3 { flex.addItem().size(40) }
    }
    root.flex.layout()
    // Two 40-wide items fit in 100; the third wraps to the line at y 40.
    #expect(root.subviews[2].frame == rect(0, 40, 40, 40))
    root.flex.alignContent(.end)
    root.flex.layout()
    // Lines 40 + 40 at the end of 100: the first line starts at 20.
    #expect(root.subviews[0].frame == rect(0, 20, 40, 40))
    #expect(root.subviews[2].frame == rect(0, 60, 40, 40))
  }

  @Test("gaps between items")
  func gaps() {
    let root = makeRoot(width: 100, height: 100)
    root.flex.direction(.row).columnGap(10).define { flex in
      flex.addItem().size(20)
      flex.addItem().size(20)
    }
    root.flex.layout()
    #expect(root.subviews[1].frame == rect(30, 0, 20, 20))
  }
}
