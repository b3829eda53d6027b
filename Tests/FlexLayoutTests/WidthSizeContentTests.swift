import FlexLayout
import Testing

@Suite("Width, size and content")
struct WidthSizeContentTests {
  @Test("points and percentages of the container")
  func pointsAndPercent() {
    let root = makeRoot(width: 400, height: 200)
    let fixed = UIView()
    let relative = UIView()
    root.flex.define { flex in
      flex.addItem(fixed).width(120).height(30)
      flex.addItem(relative).width(50%).height(25%)
    }
    root.flex.layout()
    #expect(fixed.frame == rect(0, 0, 120, 30))
    // 50 % of 400, 25 % of 200; placed under the first.
    #expect(relative.frame == rect(0, 30, 200, 50))
  }

  @Test("min and max win over the size")
  func minMax() {
    let root = makeRoot()
    let wide = UIView()
    let short = UIView()
    root.flex.alignItems(.start).define { flex in
      flex.addItem(wide).width(500).maxWidth(300).height(10)
      flex.addItem(short).width(10).height(10).minHeight(80)
      flex.addItem().width(10%).minWidth(50%).height(1)
    }
    root.flex.layout()
    #expect(wide.frame == rect(0, 0, 300, 10))
    #expect(short.frame == rect(0, 10, 10, 80))
    // 10 % = 40 raised to the minimum 50 % = 200.
    #expect(root.subviews[2].frame == rect(0, 90, 200, 1))
  }

  @Test("size(CGSize) and size(sideLength)")
  func sizes() {
    let root = makeRoot()
    let a = UIView()
    let b = UIView()
    root.flex.alignItems(.start).define { flex in
      flex.addItem(a).size(CGSize(width: 30, height: 40))
      flex.addItem(b).size(25)
    }
    root.flex.layout()
    #expect(a.frame == rect(0, 0, 30, 40))
    #expect(b.frame == rect(0, 40, 25, 25))
  }

  @Test("a label is measured with its text metrics")
  func labelContent() {
    let root = makeRoot()
    let label = UILabel()
    label.text = "Hello"
    label.font = .systemFont(ofSize: 10)
    root.flex.alignItems(.start).define { flex in flex.addItem(label) }
    root.flex.layout()
    // H 722 + e 556 + l 222 + l 222 + o 556 = 2278/1000 em × 10 = 22.78, rounded up to the
    // scale (1) = 23; one line of 1.2 × 10 = 12.
    #expect(label.frame == rect(0, 0, 23, 12))
  }

  @Test("an unbounded axis is offered as greatestFiniteMagnitude; an exact one as its size")
  func measureProposals() {
    let root = makeRoot()
    let leaf = MeasuredView(answer: CGSize(width: 50, height: 20))
    root.flex.define { flex in flex.addItem(leaf) }
    root.flex.layout()
    // Stretched in the column: the width is exactly 400; the height is unbounded.
    #expect(leaf.proposals.contains(CGSize(width: 400, height: CGFloat.greatestFiniteMagnitude)))
    #expect(leaf.frame == rect(0, 0, 400, 20))
  }

  @Test("within one layout, a view is asked once per proposal")
  func oneAnswerPerProposal() {
    let root = makeRoot(width: 390, height: 844)
    let leaf = MeasuredView(answer: CGSize(width: 50, height: 13))
    root.flex.define { flex in
      flex.addItem().direction(.row).define { flex in
        flex.addItem().grow(1).shrink(1).define { flex in
          flex.addItem().direction(.row).justifyContent(.spaceBetween).define { flex in
            flex.addItem(leaf)
          }
        }
      }
    }
    root.flex.layout(mode: .adjustHeight)
    // FlexCore asks several times, some with the same size in different measure modes (at
    // most 50, exactly 50), which the view cannot tell apart: each size is asked once.
    let first = leaf.proposals
    #expect(!first.isEmpty)
    for (index, proposal) in first.enumerated() {
      #expect(!first[(index + 1)...].contains(proposal))
    }
    #expect(leaf.frame == rect(0, 0, 50, 13))
    // The next layout after markDirty asks again.
    leaf.flex.markDirty()
    root.flex.layout(mode: .adjustHeight)
    #expect(leaf.proposals.count > first.count)
  }

  @Test("a measured answer larger than an at-most bound is clamped to it")
  func atMostClamp() {
    let root = makeRoot(width: 400, height: 100)
    let leaf = MeasuredView(answer: CGSize(width: 50, height: 1000))
    root.flex.direction(.row).alignItems(.start).define { flex in flex.addItem(leaf) }
    root.flex.layout()
    // Row: the width is measured unbounded (50); the height is at most the row's 100.
    #expect(leaf.frame == rect(0, 0, 50, 100))
  }

  @Test("a plain UIView leaf measures 0 × 0")
  func plainViewIsEmpty() {
    let root = makeRoot()
    let plain = UIView(frame: rect(0, 0, 70, 70))
    root.flex.alignItems(.start).define { flex in flex.addItem(plain) }
    root.flex.layout()
    #expect(plain.frame == rect(0, 0, 0, 0))
  }

  @Test("adjustWidth sizes the container's width to its items")
  func adjustWidth() {
    let root = makeRoot(width: 0, height: 100)
    root.flex.direction(.row).define { flex in
      flex.addItem().width(30)
      flex.addItem().width(40)
    }
    root.flex.layout(mode: .adjustWidth)
    #expect(root.frame == rect(0, 0, 70, 100))
    #expect(root.subviews[1].frame == rect(30, 0, 40, 100))
  }

  @Test("intrinsicSize and sizeThatFits change no frame")
  func measuring() {
    let root = makeRoot(width: 10, height: 10)
    let child = UIView()
    root.flex.padding(5).define { flex in flex.addItem(child).width(30).height(40) }
    // Both axes unbounded: 30 + 2 × 5 by 40 + 2 × 5.
    #expect(root.flex.intrinsicSize == CGSize(width: 40, height: 50))
    // A bounded auto width is filled; an unbounded height fits the items.
    #expect(
      root.flex.sizeThatFits(size: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        == CGSize(width: 200, height: 50))
    #expect(root.flex.sizeThatFits(size: CGSize(width: 200, height: CGFloat.nan)).height == 50)
    #expect(root.frame == rect(0, 0, 10, 10))
    #expect(child.frame == .zero)
  }

  @Test("aspectRatio gives the unknown side; aspectRatio(of:) takes the image's")
  func aspectRatio() {
    let root = makeRoot()
    let square = UIView()
    let image = UIImageView(image: UIImage(size: CGSize(width: 160, height: 90)))
    root.flex.alignItems(.start).define { flex in
      flex.addItem(square).width(50).aspectRatio(1)
      flex.addItem(image).width(320).aspectRatio(of: image)
    }
    root.flex.layout()
    #expect(square.frame == rect(0, 0, 50, 50))
    // 320 / (160 / 90) = 180.
    #expect(image.frame == rect(0, 50, 320, 180))
  }
}
