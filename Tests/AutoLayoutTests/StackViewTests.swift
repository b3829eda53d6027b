import Foundation
import Testing

@testable import UIKitViews

// UIStackView (autolayout.md 7): each distribution and alignment, custom spacing, margins,
// hidden views and nested stacks, with the frames derived from the rules in the comments.

@Suite struct StackViewTests {
  /// Three views of intrinsic widths 50, 60, 70 and heights 20, 40, 60.
  func views() -> [IntrinsicView] {
    [
      IntrinsicView(CGSize(width: 50, height: 20)), IntrinsicView(CGSize(width: 60, height: 40)),
      IntrinsicView(CGSize(width: 70, height: 60)),
    ]
  }

  /// A stack of `views` pinned to a root of `width` × `height`.
  func pinned(
    _ views: [UIView], width: CGFloat = 300, height: CGFloat = 100,
    configure: (UIStackView) -> Void
  ) -> (UIView, UIStackView) {
    let root = makeRoot(width: width, height: height, scale: 3)
    let stack = addConstrained(UIStackView(arrangedSubviews: views), to: root)
    configure(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    root.layoutIfNeeded()
    return (root, stack)
  }

  @Test func fillStretchesTheFirstViewAmongEqualHugging() {
    // 300 − (50 + 60 + 70) − 2 × 10 = 100 more: Apple's documentation of `.fill` — among equal
    // hugging priorities, the view with the lowest index stretches.
    let views = views()
    _ = pinned(views) { $0.spacing = 10 }
    #expect(views.map(\.frame.minX) == [0, 160, 230])
    #expect(views.map(\.frame.width) == [150, 60, 70])
    #expect(views.map(\.frame.height) == [100, 100, 100])  // alignment fill
  }

  @Test func fillShrinksTheLastViewAmongEqualResistance() {
    // 200 wanted in 150: the view with the highest index gives the 50.
    let views = views()
    _ = pinned(views, width: 150) { $0.spacing = 10 }
    #expect(views.map(\.frame.width) == [50, 60, 20])
    #expect(views.map(\.frame.minX) == [0, 60, 130])
  }

  @Test func fillFollowsHuggingBeforeIndex() {
    let views = views()
    views[0].setContentHuggingPriority(.defaultHigh, for: .horizontal)
    _ = pinned(views) { $0.spacing = 10 }
    #expect(views.map(\.frame.width) == [50, 160, 70])
  }

  @Test func fillEqually() {
    let views = views()
    _ = pinned(views) {
      $0.spacing = 10
      $0.distribution = .fillEqually
    }
    // (300 − 20) / 3 = 93.33 each, on the 3x grid.
    let width = CGFloat(280) / 3
    for (index, view) in views.enumerated() {
      expectRect(
        view.frame,
        CGRect(x: CGFloat(index) * (width + 10), y: 0, width: width, height: 100),
        tolerance: 0.34)
    }
  }

  @Test func fillProportionally() {
    // 280 shared as 50 : 60 : 70.
    let views = views()
    _ = pinned(views) {
      $0.spacing = 10
      $0.distribution = .fillProportionally
    }
    let widths: [CGFloat] = [280 * 50 / 180, 280 * 60 / 180, 280 * 70 / 180]
    for (view, width) in zip(views, widths) {
      #expect(abs(view.frame.width - width) < 0.34)
    }
    #expect(abs(views[2].frame.maxX - 300) < 0.01)
  }

  @Test func equalSpacing() {
    // Sizes kept; the 120 left over split into two gaps of 60.
    let views = views()
    _ = pinned(views) {
      $0.spacing = 10
      $0.distribution = .equalSpacing
    }
    #expect(views.map(\.frame.minX) == [0, 110, 230])
    #expect(views.map(\.frame.width) == [50, 60, 70])
  }

  @Test func equalCentering() {
    // Centres at 25 and 300 − 35 = 265, the middle one halfway: 145, so x = 115.
    let views = views()
    _ = pinned(views) {
      $0.spacing = 10
      $0.distribution = .equalCentering
    }
    #expect(views.map(\.frame.minX) == [0, 115, 230])
  }

  @Test func equalSpacingShrinksTheLastViewWhenNothingFits() {
    let views = views()
    _ = pinned(views, width: 150) {
      $0.spacing = 10
      $0.distribution = .equalSpacing
    }
    #expect(views.map(\.frame.width) == [50, 60, 20])
  }

  @Test(arguments: [
    (UIStackView.Alignment.top, [0, 0, 0] as [CGFloat]),
    (.center, [40, 30, 20]),
    (.bottom, [80, 60, 40]),
  ])
  func alignments(alignment: UIStackView.Alignment, ys: [CGFloat]) {
    // Heights 20, 40, 60 kept in a 100-high stack: top at 0, centred at 50 − h / 2, at the
    // bottom 100 − h.
    let views = views()
    _ = pinned(views) {
      $0.spacing = 10
      $0.alignment = alignment
      $0.distribution = .equalSpacing
    }
    #expect(views.map(\.frame.minY) == ys)
    #expect(views.map(\.frame.height) == [20, 40, 60])
  }

  @Test func aStackHugsItsTallestViewAcross() {
    let root = makeRoot(width: 300, height: 400)
    let views = views()
    let stack = addConstrained(UIStackView(arrangedSubviews: views), to: root)
    stack.alignment = .center
    stack.spacing = 10
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
    ])
    root.layoutIfNeeded()
    // Along: 50 + 60 + 70 + 20; across: the tallest, 60.
    expectFrame(stack, CGRect(x: 0, y: 5, width: 200, height: 60))
    #expect(views.map(\.frame.minY) == [20, 10, 0])
  }

  @Test func firstBaselineAlignment() {
    let root = makeRoot(width: 300, height: 100)
    let small = UILabel()
    small.text = "small"
    let big = UILabel()
    big.text = "Big"
    big.font = .systemFont(ofSize: 30)
    let stack = addConstrained(UIStackView(arrangedSubviews: [small, big]), to: root)
    stack.alignment = .firstBaseline
    stack.spacing = 4
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // Baselines meet; the big label's top is the stack's top, the small one sits lower.
    #expect(big.frame.minY == 0)
    #expect(
      abs((small.frame.minY + small.font.ascender) - (big.frame.minY + big.font.ascender)) < 0.5)
    #expect(abs(stack.frame.height - big.intrinsicContentSize.height) < 0.5)
  }

  @Test func hiddenViewsCollapse() {
    // Width from content: 50 + 10 + 60 + 10 + 70 = 200.
    let root = makeRoot(width: 400, height: 100)
    let views = views()
    let stack = addConstrained(UIStackView(arrangedSubviews: views), to: root)
    stack.spacing = 10
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(stack.frame.width == 200)
    // The first hidden: the gap after it goes too (60 + 10 + 70).
    views[0].isHidden = true
    root.layoutIfNeeded()
    #expect(stack.frame.width == 140)
    #expect(views[1].frame.minX == 0 && views[0].frame.width == 0)
    // The middle one hidden instead: one gap of 10 remains between the outer two.
    views[0].isHidden = false
    views[1].isHidden = true
    root.layoutIfNeeded()
    #expect(stack.frame.width == 130)
    #expect(views[2].frame.minX == 60 && views[1].frame.width == 0)
    // The last: 50 + 10 + 60.
    views[1].isHidden = false
    views[2].isHidden = true
    root.layoutIfNeeded()
    #expect(stack.frame.width == 120)
    // All shown again.
    views[2].isHidden = false
    root.layoutIfNeeded()
    #expect(stack.frame.width == 200)
  }

  @Test func customSpacingAfterAView() {
    let views = views()
    let root = makeRoot(width: 400, height: 100)
    let stack = addConstrained(UIStackView(arrangedSubviews: views), to: root)
    stack.spacing = 10
    stack.setCustomSpacing(30, after: views[0])
    stack.setCustomSpacing(99, after: views[2])  // after the last view: ignored
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 80, 150])
    #expect(stack.customSpacing(after: views[0]) == 30)
    #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
    stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[0])
    root.layoutIfNeeded()
    #expect(views[1].frame.minX == 58)  // the system's 8 points
  }

  @Test func layoutMarginsRelativeArrangement() {
    let views = views()
    _ = pinned(views) {
      $0.spacing = 10
      $0.distribution = .equalSpacing
      $0.layoutMargins = UIEdgeInsets(top: 5, left: 15, bottom: 5, right: 15)
      $0.isLayoutMarginsRelativeArrangement = true
    }
    // Within 15…285 and 5…95: gaps (270 − 180) / 2 = 45.
    #expect(views.map(\.frame.minX) == [15, 110, 215])
    #expect(views.map(\.frame.minY) == [5, 5, 5])
    #expect(views.map(\.frame.height) == [90, 90, 90])
  }

  @Test func verticalAndNestedStacks() {
    // A column of two rows, each a horizontal stack of two 40 × 20 views 4 apart, 8 between
    // rows: each row 84 × 20, the column 84 × 48.
    let root = makeRoot(width: 300, height: 300)
    func row() -> (UIStackView, [IntrinsicView]) {
      let views = [
        IntrinsicView(CGSize(width: 40, height: 20)), IntrinsicView(CGSize(width: 40, height: 20)),
      ]
      let stack = UIStackView(arrangedSubviews: views)
      stack.spacing = 4
      return (stack, views)
    }
    let (top, topViews) = row()
    let (bottom, bottomViews) = row()
    let column = addConstrained(UIStackView(arrangedSubviews: [top, bottom]), to: root)
    column.axis = .vertical
    column.spacing = 8
    column.alignment = .leading
    NSLayoutConstraint.activate([
      column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      column.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
    ])
    root.layoutIfNeeded()
    expectFrame(column, CGRect(x: 10, y: 10, width: 84, height: 48))
    expectFrame(top, CGRect(x: 0, y: 0, width: 84, height: 20))
    expectFrame(bottom, CGRect(x: 0, y: 28, width: 84, height: 20))
    #expect(topViews.map(\.frame.minX) == [0, 44])
    #expect(bottomViews.map(\.frame.minX) == [0, 44])
    // Hiding a nested row collapses the column.
    bottom.isHidden = true
    root.layoutIfNeeded()
    #expect(column.frame.height == 20)
  }

  @Test func arrangedSubviewsBookkeeping() {
    let stack = UIStackView()
    let a = UIView()
    let b = UIView()
    stack.addArrangedSubview(a)
    stack.insertArrangedSubview(b, at: 0)
    #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [b, a].map(ObjectIdentifier.init))
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    stack.removeArrangedSubview(b)
    #expect(stack.arrangedSubviews.count == 1 && b.superview === stack)
    a.removeFromSuperview()
    #expect(stack.arrangedSubviews.isEmpty)
    #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
    #expect(stack.spacing == 0)
  }
}
