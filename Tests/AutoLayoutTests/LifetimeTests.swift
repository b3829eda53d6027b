import Foundation
import Testing

@testable import UIKitViews

// Constraints, anchors, guides and engines do not retain the views they name, as in UIKit
// (autolayout.md 1.1: a constraint's items are not owned by it). They keep an `ItemReference`,
// which the view's deinit clears, instead of a `weak` reference: these tests check that what
// outlives a view reads nil, acts on nothing, and that no cycle keeps a constrained tree alive.

@Suite struct LifetimeTests {
  /// A root with a subview pinned to it, the constraints activated, laid out once.
  private static func pinnedTree() -> (root: UIView, child: UIView, pins: [NSLayoutConstraint]) {
    let root = makeRoot()
    let child = addConstrained(UIView(), to: root)
    let pins = [
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      child.widthAnchor.constraint(equalToConstant: 30),
      child.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5),
    ]
    NSLayoutConstraint.activate(pins)
    root.layoutIfNeeded()
    return (root, child, pins)
  }

  @Test func aConstrainedTreeIsFreedWithItsRoot() {
    weak var root: UIView?
    weak var child: UIView?
    weak var pin: NSLayoutConstraint?
    do {
      let tree = Self.pinnedTree()
      expectFrame(tree.child, CGRect(x: 10, y: 20, width: 30, height: 150))
      root = tree.root
      child = tree.child
      pin = tree.pins[0]
    }
    #expect(root == nil)
    #expect(child == nil)
    #expect(pin == nil)
  }

  @Test func aConstraintOutlivingItsViewsNamesNothing() {
    var pins: [NSLayoutConstraint] = []
    do {
      let tree = Self.pinnedTree()
      pins = tree.pins
      #expect(pins[0].firstItem === tree.child && pins[0].secondItem === tree.root)
      #expect(pins.allSatisfy { $0.isActive })
    }
    // The root's deinit deactivated the constraints it held.
    for pin in pins {
      #expect(!pin.isActive)
      #expect(pin.firstItem == nil)
      #expect(pin.secondItem == nil)
      #expect(pin.firstAnchor.item == nil)
    }
    // Changing or switching them off acts on nothing; switching them on is refused.
    pins[0].constant = 12
    pins[1].priority = .defaultHigh
    NSLayoutConstraint.deactivate(pins)
    let (_, diagnostics) = UIKitDiagnostics.record { NSLayoutConstraint.activate(pins) }
    #expect(pins.allSatisfy { !$0.isActive })
    #expect(!diagnostics.isEmpty)
  }

  @Test func anAnchorOutlivingItsViewMakesARefusedConstraint() {
    let root = makeRoot()
    var anchor: NSLayoutYAxisAnchor?
    do {
      let child = UIView()
      anchor = child.topAnchor
      #expect(anchor?.item === child)
    }
    #expect(anchor?.item == nil)
    let (constraint, _) = UIKitDiagnostics.record {
      anchor!.constraint(equalTo: root.topAnchor)
    }
    #expect(constraint.error == .missingItem)
  }

  @Test func aGuideOutlivingItsViewHasNoOwner() {
    var guides: [UILayoutGuide] = []
    do {
      let view = makeRoot()
      let custom = UILayoutGuide()
      view.addLayoutGuide(custom)
      guides = [view.safeAreaLayoutGuide, view.layoutMarginsGuide, custom]
      #expect(guides.allSatisfy { $0.owningView === view })
    }
    for guide in guides {
      #expect(guide.owningView == nil)
    }
    #expect(guides[0].layoutFrame == .zero)
  }

  @Test func aRemovedViewThatGoesLeavesTheEngineWorking() {
    let (root, child, _) = Self.pinnedTree()
    weak var gone: UIView?
    do {
      let other = addConstrained(UIView(), to: root)
      NSLayoutConstraint.activate([
        other.leadingAnchor.constraint(equalTo: child.trailingAnchor, constant: 5),
        other.topAnchor.constraint(equalTo: child.topAnchor),
        other.widthAnchor.constraint(equalTo: child.widthAnchor),
        other.heightAnchor.constraint(equalToConstant: 40),
      ])
      root.layoutIfNeeded()
      expectFrame(other, CGRect(x: 45, y: 20, width: 30, height: 40))
      other.removeFromSuperview()
      gone = other
    }
    #expect(gone == nil)
    // The engine still solves what is left, and takes new members.
    root.frame.size.height = 100
    let late = addConstrained(UIView(), to: root)
    NSLayoutConstraint.activate([
      late.leadingAnchor.constraint(equalTo: child.trailingAnchor),
      late.topAnchor.constraint(equalTo: child.bottomAnchor),
      late.widthAnchor.constraint(equalToConstant: 7),
      late.heightAnchor.constraint(equalToConstant: 8),
    ])
    root.layoutIfNeeded()
    expectFrame(child, CGRect(x: 10, y: 20, width: 30, height: 50))
    expectFrame(late, CGRect(x: 40, y: 70, width: 7, height: 8))
  }

  @Test func aSubviewFreedWhileItsConstraintsAreHeldElsewhere() {
    let root = makeRoot()
    var held: [NSLayoutConstraint] = []
    do {
      let child = addConstrained(UIView(), to: root)
      held = [
        child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
        child.widthAnchor.constraint(equalToConstant: 50),
      ]
      NSLayoutConstraint.activate(held)
      root.layoutIfNeeded()
      child.removeFromSuperview()
    }
    #expect(held.allSatisfy { !$0.isActive && $0.firstItem == nil })
    // The root's own constraints still work.
    let wide = addConstrained(UIView(), to: root)
    wide.widthAnchor.constraint(equalTo: root.widthAnchor).isActive = true
    wide.heightAnchor.constraint(equalToConstant: 1).isActive = true
    root.layoutIfNeeded()
    #expect(wide.frame.width == 400)
  }

  @Test func aSubtreeThatOutlivesItsRootKeepsItsOwnConstraints() {
    var kept: UIView?
    var inner: UIView?
    var toRoot: NSLayoutConstraint?
    do {
      let root = makeRoot()
      let container = addConstrained(UIView(), to: root)
      let label = addConstrained(UIView(), to: container)
      toRoot = container.topAnchor.constraint(equalTo: root.topAnchor, constant: 30)
      NSLayoutConstraint.activate([
        toRoot!,
        container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        container.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -180),
        container.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 1.0 / 3),
        label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
        label.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
        label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
        label.heightAnchor.constraint(equalToConstant: 20),
      ])
      root.layoutIfNeeded()
      expectFrame(container, CGRect(x: 20, y: 30, width: 200, height: 100))
      kept = container
      inner = label
    }
    // The root went: its constraints to the container are off, the container's own hold.
    #expect(toRoot?.isActive == false)
    guard let container = kept, let label = inner else { return }
    #expect(container.superview == nil)
    #expect(container.constraints.count == 3)
    container.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
    container.layoutIfNeeded()
    expectFrame(label, CGRect(x: 10, y: 5, width: 280, height: 20))
    // In a new tree, new constraints place it again, through the same engine.
    let other = makeRoot()
    other.addSubview(container)
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 40),
      container.topAnchor.constraint(equalTo: other.topAnchor),
      container.widthAnchor.constraint(equalToConstant: 120),
      container.heightAnchor.constraint(equalToConstant: 50),
    ])
    other.layoutIfNeeded()
    expectFrame(container, CGRect(x: 40, y: 0, width: 120, height: 50))
    expectFrame(label, CGRect(x: 10, y: 5, width: 100, height: 20))
  }
}
