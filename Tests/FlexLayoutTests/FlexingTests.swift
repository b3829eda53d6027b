import FlexLayout
import Testing

@Suite("Grow, shrink and basis")
struct FlexingTests {
  @Test("grow shares the free space in proportion")
  func grow() {
    let root = makeRoot(width: 400, height: 10)
    let a = UIView()
    let b = UIView()
    root.flex.direction(.row).define { flex in
      flex.addItem(a).basis(100).grow(1)
      flex.addItem(b).basis(100).grow(3)
    }
    root.flex.layout()
    // Free 400 - 200 = 200: a + 50, b + 150.
    #expect(a.frame == rect(0, 0, 150, 10))
    #expect(b.frame == rect(150, 0, 250, 10))
  }

  @Test("shrink is 0 unless set: items overflow (Yoga's default)")
  func noShrinkByDefault() {
    let root = makeRoot(width: 400, height: 10)
    let a = UIView()
    let b = UIView()
    root.flex.direction(.row).define { flex in
      flex.addItem(a).width(300)
      flex.addItem(b).width(300)
    }
    root.flex.layout()
    #expect(b.frame == rect(300, 0, 300, 10))
  }

  @Test("shrink takes the overflow in proportion to shrink × basis")
  func shrink() {
    let root = makeRoot(width: 400, height: 10)
    let a = UIView()
    let b = UIView()
    root.flex.direction(.row).define { flex in
      flex.addItem(a).width(300).shrink(1)
      flex.addItem(b).width(300).shrink(1)
    }
    root.flex.layout()
    // Overflow 200, equal weights 300 × 1: each loses 100.
    #expect(a.frame == rect(0, 0, 200, 10))
    #expect(b.frame == rect(200, 0, 200, 10))
  }

  @Test("a percent basis and basis(nil) for auto")
  func basis() {
    let root = makeRoot(width: 400, height: 10)
    let a = UIView()
    let b = UIView()
    root.flex.direction(.row).define { flex in
      flex.addItem(a).basis(50%)
      flex.addItem(b).width(30).basis(80).basis(nil)
    }
    root.flex.layout()
    #expect(a.frame == rect(0, 0, 200, 10))
    // basis(nil) is auto again: the width 30.
    #expect(b.frame == rect(200, 0, 30, 10))
  }
}
