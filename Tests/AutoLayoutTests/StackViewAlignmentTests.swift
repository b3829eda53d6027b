import Foundation
import Testing

@testable import UIKitViews

// UIStackView's alignments across the axis not covered by StackViewTests (autolayout.md 7.2):
// fill stretches every view to the stack's cross size; leading, centre and trailing in a
// vertical stack place each view's width; last-baseline alignment lines up the last lines.

@Suite struct StackViewAlignmentTests {
  /// Views of intrinsic widths 50, 60, 70 and heights 20, 40, 60.
  func views() -> [IntrinsicView] {
    [
      IntrinsicView(CGSize(width: 50, height: 20)), IntrinsicView(CGSize(width: 60, height: 40)),
      IntrinsicView(CGSize(width: 70, height: 60)),
    ]
  }

  /// A stack pinned to the edges of a root of 300 × 400.
  func pinned(_ views: [UIView], configure: (UIStackView) -> Void) -> UIStackView {
    let root = makeRoot(width: 300, height: 400)
    let stack = addConstrained(UIStackView(arrangedSubviews: views), to: root)
    configure(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    root.layoutIfNeeded()
    return stack
  }

  @Test func fillStretchesAcrossInBothAxes() {
    let row = views()
    _ = pinned(row) {
      $0.alignment = .fill
      $0.distribution = .equalSpacing
    }
    // Horizontal: each as high as the stack (400), at y 0.
    #expect(row.map(\.frame.minY) == [0, 0, 0] && row.map(\.frame.height) == [400, 400, 400])
    let column = views()
    _ = pinned(column) {
      $0.axis = .vertical
      $0.alignment = .fill
      $0.distribution = .equalSpacing
    }
    // Vertical: each as wide as the stack (300), at x 0.
    #expect(column.map(\.frame.minX) == [0, 0, 0])
    #expect(column.map(\.frame.width) == [300, 300, 300])
  }

  @Test(arguments: [
    (UIStackView.Alignment.leading, [0, 0, 0] as [CGFloat]),
    (.center, [125, 120, 115]),
    (.trailing, [250, 240, 230]),
  ])
  func verticalAlignments(alignment: UIStackView.Alignment, xs: [CGFloat]) {
    // Widths 50, 60, 70 kept in a 300-wide column: at 0, at 150 − w / 2, at 300 − w.
    let column = views()
    _ = pinned(column) {
      $0.axis = .vertical
      $0.alignment = alignment
      $0.distribution = .equalSpacing
    }
    #expect(column.map(\.frame.minX) == xs)
    #expect(column.map(\.frame.width) == [50, 60, 70])
  }

  @Test func lastBaselineAlignment() {
    let root = makeRoot(width: 300, height: 200)
    let twoLines = UILabel()
    twoLines.numberOfLines = 0
    twoLines.text = "first\nsecond"
    let big = UILabel()
    big.font = .systemFont(ofSize: 30)
    big.text = "Big"
    let stack = addConstrained(UIStackView(arrangedSubviews: [twoLines, big]), to: root)
    stack.alignment = .lastBaseline
    stack.spacing = 4
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // A label's last baseline lies a line height less the ascender above its bottom.
    func lastBaseline(_ label: UILabel) -> CGFloat {
      label.frame.maxY - (label.font.lineHeight - label.font.ascender)
    }
    #expect(abs(lastBaseline(twoLines) - lastBaseline(big)) < 0.5)
    // The two-line label reaches higher: its top is the stack's; the big one sits lower.
    #expect(twoLines.frame.minY == 0 && big.frame.minY > 0)
    #expect(abs(twoLines.frame.height - twoLines.intrinsicContentSize.height) < 0.5)
  }
}
