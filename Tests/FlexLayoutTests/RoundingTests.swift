import FlexLayout
import Testing

@Suite("Pixel rounding")
struct RoundingTests {
  @Test("edges are rounded to the view's scale; widths follow the rounded edges")
  func thirds() {
    let root = makeRoot(width: 100, height: 10, scale: 2)
    root.flex.direction(.row).define { flex in
      for _ in 0..<3 { flex.addItem().grow(1) }
    }
    root.flex.layout()
    // Edges at 0, 33.33, 66.67, 100 round to the half point: 0, 33.5, 66.5, 100.
    #expect(root.subviews.map(\.frame.minX) == [0, 33.5, 66.5])
    #expect(root.subviews.map(\.frame.width) == [33.5, 33, 33.5])
  }

  @Test("the root keeps its origin, rounded to the scale")
  func rootOrigin() {
    let root = makeRoot(width: 100, height: 10, scale: 2)
    root.frame = rect(10.3, 7, 100, 10)
    root.flex.define { flex in flex.addItem().height(5) }
    root.flex.layout()
    // 10.3 × 2 = 20.6 rounds to 21: 10.5.
    #expect(root.frame == rect(10.5, 7, 100, 10))
    root.flex.layout()
    #expect(root.frame == rect(10.5, 7, 100, 10))
  }
}
