import Foundation
import Testing

@testable import UIKitViews

// Where UIKit raises an exception (autolayout.md 1.3, 2.1, 6.2), Trellis refuses with a typed
// error and a diagnostic in UIKit's words; nothing crashes or hangs, and nothing else is lost.

@Suite struct BadInputTests {
  @Test func itemsWithoutACommonAncestorAreRefused() {
    let a = UIView()
    let b = UIView()
    let constraint = a.topAnchor.constraint(equalTo: b.bottomAnchor)
    let (_, diagnostics) = UIKitDiagnostics.record { constraint.isActive = true }
    #expect(!constraint.isActive)
    guard case .noCommonAncestor = constraint.error else {
      Issue.record("expected noCommonAncestor, got \(String(describing: constraint.error))")
      return
    }
    #expect(diagnostics.map(\.kind) == [.invalidConstraint])
    #expect(diagnostics.first?.message.contains("because they have no common ancestor") == true)
    // A guide never added to a view has no ancestor either.
    let guide = UILayoutGuide()
    let withGuide = a.leadingAnchor.constraint(equalTo: guide.leadingAnchor)
    _ = UIKitDiagnostics.record { withGuide.isActive = true }
    #expect(!withGuide.isActive)
  }

  @Test func leftAndRightWithLeadingAndTrailingAreRefused() {
    let root = makeRoot()
    let a = addConstrained(UIView(), to: root)
    let (constraint, diagnostics) = UIKitDiagnostics.record {
      NSLayoutConstraint(
        item: a, attribute: .left, relatedBy: .equal, toItem: root, attribute: .leading,
        multiplier: 1, constant: 0)
    }
    #expect(constraint.error == .mixedDirectionalAttributes)
    #expect(diagnostics.first?.message.contains("leading/trailing attribute") == true)
    _ = UIKitDiagnostics.record { constraint.isActive = true }
    #expect(!constraint.isActive && root.constraints.isEmpty)
  }

  @Test func aLocationAgainstAConstantIsRefused() {
    let root = makeRoot()
    let a = addConstrained(UIView(), to: root)
    let (constraints, _) = UIKitDiagnostics.record {
      [
        NSLayoutConstraint(
          item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
          multiplier: 1, constant: 10),
        NSLayoutConstraint(
          item: a, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX,
          multiplier: 0, constant: 10),
      ]
    }
    for constraint in constraints {
      #expect(constraint.error == .locationAgainstConstant)
      _ = UIKitDiagnostics.record { constraint.isActive = true }
      #expect(!constraint.isActive)
    }
  }

  @Test func aZeroMultiplierOnADimensionIsAConstant() {
    // UIKit accepts `width == 0 × other + c` (sizes may stand against a constant).
    let root = makeRoot()
    let a = addConstrained(UIView(), to: root)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: a, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width,
        multiplier: 0, constant: 50),
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 5),
    ])
    root.layoutIfNeeded()
    #expect(a.frame.width == 50)
  }

  @Test func nonFiniteNumbersAreRefused() {
    let root = makeRoot()
    let a = addConstrained(UIView(), to: root)
    let (made, _) = UIKitDiagnostics.record {
      [
        a.widthAnchor.constraint(equalToConstant: .nan),
        a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .infinity),
      ]
    }
    for constraint in made {
      #expect(constraint.error == .nonFiniteValue)
      _ = UIKitDiagnostics.record { constraint.isActive = true }
      #expect(!constraint.isActive)
    }
    let width = a.widthAnchor.constraint(equalToConstant: 30)
    NSLayoutConstraint.activate([
      width, a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 5),
    ])
    _ = UIKitDiagnostics.record { width.constant = -.infinity }
    #expect(width.constant == 30 && width.error == .nonFiniteValue)
    root.layoutIfNeeded()
    #expect(a.frame.width == 30)
  }

  @Test func invalidPrioritiesAreRefused() {
    let root = makeRoot()
    let a = addConstrained(UIView(), to: root)
    let width = a.widthAnchor.constraint(equalToConstant: 30)
    for bad: Float in [0, -1, 1001, .nan] {
      _ = UIKitDiagnostics.record { width.priority = UILayoutPriority(bad) }
      #expect(width.priority == .required)
    }
    // Required to optional on an active constraint: refused (UIKit raises).
    width.isActive = true
    let (_, diagnostics) = UIKitDiagnostics.record { width.priority = .defaultHigh }
    #expect(width.priority == .required)
    #expect(diagnostics.first?.message.contains("Mutating a priority from required") == true)
    // Inactive, it may change.
    width.isActive = false
    width.priority = .defaultHigh
    #expect(width.priority == .defaultHigh)
  }

  @Test func removingAViewTakesOnlyTheConstraintsThatReachOutside() {
    let root = makeRoot()
    let card = addConstrained(UIView(), to: root)
    let label = addConstrained(UILabel(), to: card)
    label.text = "Inside"
    let outside = addConstrained(UIView(), to: root)
    let inner = [
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 4),
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
    ]
    let crossing = outside.topAnchor.constraint(equalTo: label.bottomAnchor)
    NSLayoutConstraint.activate(
      inner + [
        card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        card.topAnchor.constraint(equalTo: root.topAnchor),
        crossing, outside.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      ])
    root.layoutIfNeeded()
    card.removeFromSuperview()
    #expect(!crossing.isActive)
    #expect(inner.allSatisfy { $0.isActive })
    #expect(root.constraints.count == 1)  // outside's leading only
    root.layoutIfNeeded()
    card.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    card.layoutIfNeeded()
    expectFrame(label, CGRect(origin: CGPoint(x: 4, y: 4), size: label.intrinsicContentSize))
    // Back in a tree, it takes part again.
    root.addSubview(card)
    label.trailingAnchor.constraint(equalTo: outside.trailingAnchor).isActive = true
    root.layoutIfNeeded()
    #expect(outside.frame.maxX == label.frame.maxX + card.frame.minX)
  }

  @Test func tenThousandChainedConstraints() {
    // 2,500 views side by side, each 4 wide and 1 after the previous: four constraints each.
    let count = 2_500
    let root = makeRoot(width: 20_000, height: 10)
    var previous: UIView?
    var views: [UIView] = []
    for _ in 0..<count {
      let view = addConstrained(UIView(), to: root)
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(
          equalTo: previous?.trailingAnchor ?? root.leadingAnchor, constant: 1),
        view.widthAnchor.constraint(equalToConstant: 4),
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 2),
      ])
      previous = view
      views.append(view)
    }
    root.layoutIfNeeded()
    // View i starts at 5 i + 1.
    #expect(views.last?.frame.minX == CGFloat(5 * (count - 1) + 1))
    #expect(root.constraints.count == 2 * count)  // sizes are held by the views
  }

  @Test func releasedItemsAreNotACrash() {
    let root = makeRoot()
    var constraint: NSLayoutConstraint?
    do {
      let temporary = UIView()
      constraint = temporary.widthAnchor.constraint(equalTo: root.widthAnchor)
    }
    _ = UIKitDiagnostics.record { constraint?.isActive = true }
    #expect(constraint?.isActive == false)
  }
}
