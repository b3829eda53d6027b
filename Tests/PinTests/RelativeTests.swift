import Foundation
import Testing

@testable import Pin

/// PinLayout's relative-positioning tree.
///
/// Root 400 × 400; aView (40, 100, 100, 60); bView
/// (160, 120, 110, 80) holding bViewChild (40, 10, 60, 20). In bView's coordinates aView is at
/// (-120, -20, 100, 60) and bView itself at (0, 0, 110, 80).
private struct RelativeTree {
  let root = UIView(frame: rect(0, 0, 400, 400))
  let aView = UIView(frame: rect(40, 100, 100, 60))
  let bView = UIView(frame: rect(160, 120, 110, 80))
  let bViewChild = UIView(frame: rect(40, 10, 60, 20))

  init() {
    root.contentScaleFactor = 2
    root.addSubview(aView)
    root.addSubview(bView)
    bView.addSubview(bViewChild)
  }
}

@Suite struct RelativeTests {
  @Test func above() {
    pinScope {
      let t = RelativeTree()
      t.bViewChild.pin.above(of: t.aView)  // bottom = -20 → y = -40, x kept
      #expect(t.bViewChild.frame == rect(40, -40, 60, 20))
    }
    pinScope {
      let t = RelativeTree()
      // Topmost top min(-20, 0) = -20; leftmost left min(-120, 0) = -120.
      t.bViewChild.pin.above(of: [t.aView, t.bView], aligned: .left)
      #expect(t.bViewChild.frame == rect(-120, -40, 60, 20))
    }
    pinScope {
      let t = RelativeTree()
      // Rightmost right max(-20, 110) = 110 → x = 50.
      t.bViewChild.pin.above(of: [t.aView, t.bView], aligned: .right)
      #expect(t.bViewChild.frame == rect(50, -40, 60, 20))
    }
    pinScope {
      let t = RelativeTree()
      // Average centre (-70 + 55) / 2 = -7.5 → x = -37.5.
      t.bViewChild.pin.above(of: [t.aView, t.bView], aligned: .center)
      #expect(t.bViewChild.frame == rect(-37.5, -40, 60, 20))
    }
    pinScope {
      let t = RelativeTree()
      // One edge per axis: its margin moves the view. y = -20 - 10 - 20, x = 110 - 10 - 60.
      t.bViewChild.pin.above(of: [t.aView, t.bView], aligned: .right).margin(10)
      #expect(t.bViewChild.frame == rect(40, -50, 60, 20))
    }
  }

  @Test func below() {
    pinScope {
      let t = RelativeTree()
      // Bottommost bottom max(40, 80) = 80.
      t.bViewChild.pin.below(of: [t.aView, t.bView])
      #expect(t.bViewChild.frame == rect(40, 80, 60, 20))
    }
    pinScope {
      let t = RelativeTree()
      // Centre -7.5, then marginLeft shifts it right by 10: x = -37.5 + 10.
      t.bViewChild.pin.below(of: [t.aView, t.bView], aligned: .center).marginLeft(10)
      #expect(t.bViewChild.frame == rect(-27.5, 80, 60, 20))
    }
  }

  @Test func leftAndRightOf() {
    pinScope {
      let t = RelativeTree()
      // Leftmost left min(-120, 0) = -120 → x = -180; aligned top min(-20, 0) = -20.
      t.bViewChild.pin.left(of: [t.aView, t.bView], aligned: .top)
      #expect(t.bViewChild.frame == rect(-180, -20, 60, 20))
    }
    pinScope {
      let t = RelativeTree()
      // Average centre y (10 + 40) / 2 = 25 → y = 15; margin 10 moves x to -190.
      t.bViewChild.pin.left(of: [t.aView, t.bView], aligned: .center).margin(10)
      #expect(t.bViewChild.frame == rect(-190, 15, 60, 20))
    }
    pinScope {
      let t = RelativeTree()
      // Rightmost right max(-20, 110) = 110; bottommost bottom max(40, 80) = 80 → y = 60.
      t.bViewChild.pin.right(of: [t.aView, t.bView], aligned: .bottom)
      #expect(t.bViewChild.frame == rect(110, 60, 60, 20))
    }
    pinScope {
      let t = RelativeTree()
      // bView is bViewChild's own parent: in its coordinates its left is 0 → x = -60.
      t.bViewChild.pin.left(of: [t.bView, t.bView])
      #expect(t.bViewChild.frame == rect(-60, 10, 60, 20))
    }
  }

  @Test func beforeAndAfterSwapRightToLeft() {
    pinScope {
      let t = RelativeTree()
      t.bViewChild.pin.after(of: t.aView, aligned: .top)  // right of aView: x = -20, y = -20
      #expect(t.bViewChild.frame == rect(-20, -20, 60, 20))
      t.bViewChild.pin.before(of: t.aView)  // left of aView: x = -120 - 60
      #expect(t.bViewChild.frame == rect(-180, -20, 60, 20))
    }
    pinScope {
      Pin.layoutDirection(.rtl)
      let t = RelativeTree()
      t.bViewChild.pin.after(of: t.aView)  // right to left: left of aView
      #expect(t.bViewChild.frame == rect(-180, 10, 60, 20))
      t.bViewChild.pin.before(of: t.aView, aligned: .bottom)  // right of aView, bottom 40
      #expect(t.bViewChild.frame == rect(-20, 20, 60, 20))
    }
  }

  @Test func startAndEndAlignments() {
    pinScope {
      let t = RelativeTree()
      t.bViewChild.pin.below(of: t.aView, aligned: .start)  // left to right: left -120
      #expect(t.bViewChild.frame == rect(-120, 40, 60, 20))
    }
    pinScope {
      Pin.layoutDirection(.rtl)
      let t = RelativeTree()
      t.bViewChild.pin.below(of: t.aView, aligned: .start)  // right to left: right -20 → -80
      #expect(t.bViewChild.frame == rect(-80, 40, 60, 20))
    }
  }

  @Test func unattachedReferencesAreSkippedAndTheOthersUsed() {
    pinScope {
      let t = RelativeTree()
      let unattached = UIView()
      t.bViewChild.pin.above(of: unattached)
      #expect(t.bViewChild.frame == rect(40, 10, 60, 20))
      #expect(lastWarningContains("above(of: (", "won't be applied", "must be added as a sub-view"))
      t.bViewChild.pin.above(of: [t.aView, unattached], aligned: .center)  // aView only
      #expect(t.bViewChild.frame == rect(-100, -40, 60, 20))
      #expect(lastWarningContains("above(of: [", "], aligned: .center)", "the reference view"))
    }
  }

  @Test func theVisibleFilter() {
    pinScope {
      let t = RelativeTree()
      t.bView.isHidden = true
      #expect(visible([t.aView, t.bView]).count == 1)
      t.bViewChild.pin.below(of: visible([t.aView, t.bView]))  // aView only: bottom 40
      #expect(t.bViewChild.frame == rect(40, 40, 60, 20))
      t.aView.alpha = 0
      t.bViewChild.pin.below(of: visible([t.aView, t.bView]))  // empty list: warning
      #expect(t.bViewChild.frame == rect(40, 40, 60, 20))
      #expect(lastWarningContains("At least one view must be visible"))
      #expect(Pin.lastWarning?.kind == .noReferenceView)
    }
  }
}
