import Foundation
import Testing

@testable import Pin

/// The wrapping tree.
///
/// root (400 × 400) → container (50, 50, 300, 300) → first (10, 20, 50, 30) and second
/// (100, 40, 60, 60). The children's bounding box is x 10...160, y 20...100: 150 × 80.
private struct WrapTree {
  let root = UIView(frame: rect(0, 0, 400, 400))
  let container = UIView(frame: rect(50, 50, 300, 300))
  let first = UIView(frame: rect(10, 20, 50, 30))
  let second = UIView(frame: rect(100, 40, 60, 60))

  init() {
    root.contentScaleFactor = 2
    root.addSubview(container)
    container.addSubview(first)
    container.addSubview(second)
  }
}

@Suite struct WrapContentTests {
  @Test func wrapsTightlyAndMovesTheChildren() {
    pinScope {
      let t = WrapTree()
      t.container.pin.wrapContent()  // 150 × 80; children moved by (-10, -20)
      #expect(t.container.frame == rect(50, 50, 150, 80))
      #expect(t.first.frame == rect(0, 0, 50, 30))
      #expect(t.second.frame == rect(90, 20, 60, 60))
    }
  }

  @Test func padding() {
    pinScope {
      let t = WrapTree()
      t.container.pin.wrapContent(padding: 10)  // 170 × 100; moved by (0, -10)
      #expect(t.container.frame == rect(50, 50, 170, 100))
      #expect(t.first.frame == rect(10, 10, 50, 30))
    }
    pinScope {
      let t = WrapTree()
      let padding = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      t.container.pin.wrapContent(padding: padding)  // 150 + 6 × 80 + 4; moved by (-8, -19)
      #expect(t.container.frame == rect(50, 50, 156, 84))
      #expect(t.second.frame == rect(92, 21, 60, 60))
    }
  }

  @Test func oneAxis() {
    pinScope {
      let t = WrapTree()
      t.container.pin.wrapContent(.horizontally)  // width only; children moved by (-10, 0)
      #expect(t.container.frame == rect(50, 50, 150, 300))
      #expect(t.first.frame == rect(0, 20, 50, 30))
    }
    pinScope {
      let t = WrapTree()
      t.container.pin.wrapContent(.vertically, padding: 5)  // height 90; moved by (0, -15)
      #expect(t.container.frame == rect(50, 50, 300, 90))
      #expect(t.first.frame == rect(10, 5, 50, 30))
    }
    pinScope {
      let t = WrapTree()
      let padding = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
      t.container.pin.wrapContent(.all, padding: padding)  // 160 × 80
      #expect(t.container.frame == rect(50, 50, 160, 80))
    }
  }

  @Test func runsAtCallTimeSoLaterCallsSeeTheNewSize() {
    pinScope {
      let t = WrapTree()
      t.container.pin.wrapContent(padding: 10).center()  // 170 × 100 centred in 400 × 400
      #expect(t.container.frame == rect(115, 150, 170, 100))
    }
  }

  @Test func noChildrenDoesNothing() {
    pinScope {
      let t = WrapTree()
      t.first.pin.wrapContent(padding: 10)
      #expect(t.first.frame == rect(10, 20, 50, 30))
    }
  }
}
