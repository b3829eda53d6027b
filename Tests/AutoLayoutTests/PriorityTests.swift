import Foundation
import Testing

@testable import UIKitViews

// Priorities (autolayout.md 2) and intrinsic sizes with hugging and compression resistance
// (autolayout.md 3).

@Suite struct PriorityTests {
  @Test func optionalConstraintsGiveWayToRequiredOnes() {
    let root = makeRoot()
    let a = addConstrained(UIView(), to: root)
    let wide = a.widthAnchor.constraint(equalToConstant: 500)
    wide.priority = .defaultHigh
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 5),
      wide,
    ])
    root.layoutIfNeeded()
    // The 500 wanted at 750 loses to the required trailing edge: as close as allowed, 400.
    expectFrame(a, CGRect(x: 0, y: 0, width: 400, height: 5))
  }

  @Test func aHigherPriorityWinsOverAnyNumberOfLowerOnes() {
    // UIKit's order is strict (autolayout.md 2.2, 9.3): 100 at 750 beats two 0s at 400,
    // where a weighted sum of errors (800 > 750) would give 0.
    let root = makeRoot()
    let a = addConstrained(UIView(), to: root)
    let want = a.widthAnchor.constraint(equalToConstant: 100)
    want.priority = UILayoutPriority(750)
    let zero1 = a.widthAnchor.constraint(equalToConstant: 0)
    zero1.priority = UILayoutPriority(400)
    let zero2 = a.widthAnchor.constraint(equalToConstant: 0)
    zero2.priority = UILayoutPriority(400)
    NSLayoutConstraint.activate([
      want, zero1, zero2, a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 5),
    ])
    root.layoutIfNeeded()
    #expect(a.frame.width == 100)
    // Lowered below the two, it gives way.
    want.priority = UILayoutPriority(300)
    root.layoutIfNeeded()
    #expect(a.frame.width == 0)
  }

  @Test func huggingDecidesWhichViewGrows() {
    // Two views with intrinsic widths 100 and 60 fill 400 side by side: the lower hugging
    // priority grows (400 − 100 − 60 − 8 = 232 more).
    for lowerHuggingFirst in [true, false] {
      let root = makeRoot()
      let a = addConstrained(IntrinsicView(CGSize(width: 100, height: 20)), to: root)
      let b = addConstrained(IntrinsicView(CGSize(width: 60, height: 20)), to: root)
      (lowerHuggingFirst ? b : a).setContentHuggingPriority(.init(251), for: .horizontal)
      NSLayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
        b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        a.topAnchor.constraint(equalTo: root.topAnchor),
        b.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      root.layoutIfNeeded()
      if lowerHuggingFirst {
        expectFrame(a, CGRect(x: 0, y: 0, width: 332, height: 20))
        expectFrame(b, CGRect(x: 340, y: 0, width: 60, height: 20))
      } else {
        expectFrame(a, CGRect(x: 0, y: 0, width: 100, height: 20))
        expectFrame(b, CGRect(x: 108, y: 0, width: 292, height: 20))
      }
    }
  }

  @Test func compressionResistanceDecidesWhichViewShrinks() {
    // 300 + 200 + 8 do not fit in 400: the lower compression resistance shrinks by 108.
    let root = makeRoot()
    let a = addConstrained(IntrinsicView(CGSize(width: 300, height: 20)), to: root)
    let b = addConstrained(IntrinsicView(CGSize(width: 200, height: 20)), to: root)
    a.setContentCompressionResistancePriority(.init(749), for: .horizontal)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(a, CGRect(x: 0, y: 0, width: 192, height: 20))
    expectFrame(b, CGRect(x: 200, y: 0, width: 200, height: 20))
    #expect(a.contentCompressionResistancePriority(for: .horizontal) == UILayoutPriority(749))
  }

  @Test func defaultPriorities() {
    // UIKit's defaults for views made in code (autolayout.md 3.2).
    for view in [UIView(), UILabel(), UIButton(), UIImageView()] {
      #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
      #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
      #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
      #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }
    let toggle = UISwitch()
    #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
    #expect(toggle.contentHuggingPriority(for: .vertical) == .defaultHigh)
  }

  @Test func intrinsicSizeChangesReachTheLayout() {
    let root = makeRoot()
    let a = addConstrained(IntrinsicView(CGSize(width: 50, height: 20)), to: root)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
      a.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
    ])
    root.layoutIfNeeded()
    expectFrame(a, CGRect(x: 5, y: 5, width: 50, height: 20))
    a.size = CGSize(width: 70, height: 30)
    root.layoutIfNeeded()
    expectFrame(a, CGRect(x: 5, y: 5, width: 70, height: 30))
    // A label re-measures when its text changes.
    let label = addConstrained(UILabel(), to: root)
    label.text = "Hi"
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
    ])
    root.layoutIfNeeded()
    #expect(label.frame.size == label.intrinsicContentSize)
    label.text = "A longer line"
    root.layoutIfNeeded()
    #expect(label.frame.size == label.intrinsicContentSize)
  }

  @Test func requiredHuggingIsRequired() {
    // A hugging of 1000 makes `width <= intrinsic` required: the view cannot stretch.
    let root = makeRoot()
    let a = addConstrained(IntrinsicView(CGSize(width: 50, height: 20)), to: root)
    a.setContentHuggingPriority(.required, for: .horizontal)
    let stretch = a.widthAnchor.constraint(equalToConstant: 200)
    stretch.priority = UILayoutPriority(999)
    NSLayoutConstraint.activate([
      stretch, a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(a.frame.width == 50)
  }
}
