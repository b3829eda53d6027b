import Foundation
import Testing

@testable import Pin

// Parent 400 × 400, aView 200 × 100. Anchors to the parent take a margin from the sides the
// anchor touches; anchors to other views read those views' frames in this view's parent.
@Suite struct AnchorsTests {
  @Test func theNineAnchorsToTheParent() {
    pinScope {
      let t = Tree()
      t.aView.pin.topLeft()
      #expect(t.aView.frame == rect(0, 0, 200, 100))
      t.aView.pin.topLeft(10)
      #expect(t.aView.frame == rect(10, 10, 200, 100))
      t.aView.pin.topCenter(10)  // centre x 200 → x 100; top 10
      #expect(t.aView.frame == rect(100, 10, 200, 100))
      t.aView.pin.topRight(10)  // right 390 → x 190
      #expect(t.aView.frame == rect(190, 10, 200, 100))
      t.aView.pin.centerLeft(10)  // centre y 200 → y 150
      #expect(t.aView.frame == rect(10, 150, 200, 100))
      t.aView.pin.center(10)  // both axes offset: centre (210, 210) → (110, 160)
      #expect(t.aView.frame == rect(110, 160, 200, 100))
      t.aView.pin.centerRight(10)
      #expect(t.aView.frame == rect(190, 150, 200, 100))
      t.aView.pin.bottomLeft(10)  // bottom 390 → y 290
      #expect(t.aView.frame == rect(10, 290, 200, 100))
      t.aView.pin.bottomCenter(10)
      #expect(t.aView.frame == rect(100, 290, 200, 100))
      t.aView.pin.bottomRight(10)
      #expect(t.aView.frame == rect(190, 290, 200, 100))
    }
  }

  @Test func startAndEndAnchorsFollowTheDirection() {
    pinScope {
      let t = Tree()
      t.aView.pin.topStart(10)  // left to right: topLeft
      #expect(t.aView.frame == rect(10, 10, 200, 100))
      t.aView.pin.bottomEnd(10)  // bottomRight
      #expect(t.aView.frame == rect(190, 290, 200, 100))
      Pin.layoutDirection(.rtl)
      t.aView.pin.topStart(10)  // right to left: topRight
      #expect(t.aView.frame == rect(190, 10, 200, 100))
      t.aView.pin.centerEnd(10)  // centerLeft
      #expect(t.aView.frame == rect(10, 150, 200, 100))
      t.aView.pin.bottomStart()  // bottomRight, no margin
      #expect(t.aView.frame == rect(200, 300, 200, 100))
      // centerStart: vCenter 200 and right 400. topEnd is topLeft here: its top conflicts
      // with the centre (refused), its left 0 is taken, so the view spans 0...400.
      t.aView.pin.centerStart().topEnd()
      #expect(t.aView.frame == rect(0, 150, 400, 100))
      #expect(lastWarningContains("topEnd", "won't be applied", "Vertical Center"))
    }
  }

  @Test func anchorsOfOtherViews() {
    pinScope {
      let t = Tree()
      // aView's bottom-right corner is (340, 200).
      t.bView.pin.topLeft(to: t.aView.anchor.bottomRight)
      #expect(t.bView.frame == rect(340, 200, 110, 80))
      // aView's centre (240, 150) in bView's coordinates (origin 340, 200): (-100, -50);
      // bViewChild is 60 × 20: (-130, -60).
      t.bViewChild.pin.center(to: t.aView.anchor.center)
      #expect(t.bViewChild.frame == rect(-130, -60, 60, 20))
      // bottomCenter on aView's topCenter (240, 100): x 240 - 55 = 185, y 100 - 80 = 20.
      t.bView.pin.bottomCenter(to: t.aView.anchor.topCenter)
      #expect(t.bView.frame == rect(185, 20, 110, 80))
      // centerRight on aView's centerLeft (140, 150): x 30, y 110.
      t.bView.pin.centerRight(to: t.aView.anchor.centerLeft)
      #expect(t.bView.frame == rect(30, 110, 110, 80))
    }
  }

  @Test func startAnchorsOfOtherViewsRightToLeft() {
    pinScope {
      Pin.layoutDirection(.rtl)
      let t = Tree()
      // Right to left: this view's topStart is its topRight; aView's topEnd is its topLeft
      // (140, 100). Right = 140 → x = 30.
      t.bView.pin.topStart(to: t.aView.anchor.topEnd)
      #expect(t.bView.frame == rect(30, 100, 110, 80))
      // bottomEnd (bottom-left) on aView's bottomStart (its bottom-right, 340, 200).
      t.bView.pin.bottomEnd(to: t.aView.anchor.bottomStart)
      #expect(t.bView.frame == rect(340, 120, 110, 80))
    }
  }

  @Test func aReferenceWithoutParentIsSkippedWithAWarning() {
    pinScope {
      let t = Tree()
      let unattached = UIView(frame: rect(1, 2, 3, 4))
      t.aView.pin.topLeft(to: unattached.anchor.bottomRight)
      #expect(t.aView.frame == rect(140, 100, 200, 100))
      #expect(
        lastWarningContains("topLeft(to: .bottomRight", "must be added as a sub-view"))
      #expect(Pin.lastWarning?.kind == .referenceNotAttached)
    }
  }
}
