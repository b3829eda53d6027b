import Foundation
import SnapKit
import Testing

// SnapKit's own test suite (SnapKit 5.7.1, Tests/SnapKitTests/Tests.swift), restated: the same
// statements, and the same counts and constants of the constraints installed on the container
// (`snp_constraints`: the container's active SnapKit layout constraints).

extension UIView {
  /// The active SnapKit constraints installed on this view.
  fileprivate var snpConstraints: [NSLayoutConstraint] {
    constraints.filter { $0 is LayoutConstraint }.filter(\.isActive)
  }
}

@Suite struct SnapKitSuiteTests {
  let container = UIView()

  @Test func makeConstraints() {
    let v1 = UIView()
    let v2 = UIView()
    container.addSubview(v1)
    container.addSubview(v2)
    v1.snp.makeConstraints { make in
      make.top.equalTo(v2.snp.top).offset(50)
      make.left.equalTo(v2.snp.top).offset(50)
    }
    #expect(container.snpConstraints.count == 2)
    v2.snp.makeConstraints { make in make.edges.equalTo(v1) }
    #expect(container.snpConstraints.count == 6)
  }

  @Test func guideMakeConstraints() {
    let v1 = UIView()
    let g1 = ConstraintLayoutGuide()
    container.addSubview(v1)
    container.addLayoutGuide(g1)
    v1.snp.makeConstraints { make in
      make.top.equalTo(g1).offset(50)
      make.left.equalTo(g1.snp.top).offset(50)
    }
    #expect(container.snpConstraints.count == 2)
    g1.snp.makeConstraints { make in make.edges.equalTo(v1) }
    #expect(container.snpConstraints.count == 6)
  }

  @Test func makeImpliedSuperviewConstraints() {
    let v1 = UIView()
    let v2 = UIView()
    container.addSubview(v1)
    container.addSubview(v2)
    v1.snp.makeConstraints { make in
      make.top.equalTo(50.0)
      make.left.equalTo(50.0)
    }
    #expect(container.snpConstraints.count == 2)
    v2.snp.makeConstraints { make in make.edges.equalTo(v1) }
    #expect(container.snpConstraints.count == 6)
  }

  @Test func updateConstraints() {
    let v1 = UIView()
    let v2 = UIView()
    container.addSubview(v1)
    container.addSubview(v2)
    v1.snp.makeConstraints { make in
      make.top.equalTo(v2.snp.top).offset(50)
      make.left.equalTo(v2.snp.top).offset(50)
    }
    #expect(container.snpConstraints.count == 2)
    v1.snp.updateConstraints { make in make.top.equalTo(v2.snp.top).offset(15) }
    #expect(container.snpConstraints.count == 2)
    let top = container.snpConstraints.first { $0.firstAttribute == .top }
    #expect(top?.constant == 15)
  }

  @Test func remakeConstraints() {
    let v1 = UIView()
    let v2 = UIView()
    container.addSubview(v1)
    container.addSubview(v2)
    v1.snp.makeConstraints { make in
      make.top.equalTo(v2.snp.top).offset(50)
      make.left.equalTo(v2.snp.top).offset(50)
    }
    #expect(container.snpConstraints.count == 2)
    v1.snp.remakeConstraints { make in make.edges.equalTo(v2) }
    #expect(container.snpConstraints.count == 4)
  }

  @Test func removeConstraints() {
    let v1 = UIView()
    let v2 = UIView()
    container.addSubview(v1)
    container.addSubview(v2)
    v1.snp.makeConstraints { make in
      make.top.equalTo(v2).offset(50)
      make.left.equalTo(v2).offset(50)
    }
    #expect(container.snpConstraints.count == 2)
    v1.snp.removeConstraints()
    #expect(container.snpConstraints.isEmpty)
  }

  @Test func prepareAndReactivateConstraints() {
    let v1 = UIView()
    let v2 = UIView()
    container.addSubview(v1)
    container.addSubview(v2)
    let constraints = v1.snp.prepareConstraints { make in make.edges.equalTo(v2) }
    #expect(container.snpConstraints.isEmpty)
    for constraint in constraints { constraint.activate() }
    #expect(container.snpConstraints.count == 4)
    for constraint in constraints { constraint.deactivate() }
    #expect(container.snpConstraints.isEmpty)
    for constraint in constraints { constraint.activate() }
    #expect(container.snpConstraints.count == 4)
  }

  @Test func activateDeactivateAndIsActive() {
    let v1 = UIView()
    let v2 = UIView()
    container.addSubview(v1)
    container.addSubview(v2)
    var c1: Constraint?
    var c2: Constraint?
    v1.snp.prepareConstraints { make in
      c1 = make.top.equalTo(v2.snp.top).offset(50).constraint
      c2 = make.left.equalTo(v2.snp.top).offset(50).constraint
    }
    #expect(container.snpConstraints.isEmpty)
    c1?.activate()
    c2?.activate()
    #expect(container.snpConstraints.count == 2)
    c1?.deactivate()
    c2?.deactivate()
    #expect(container.snpConstraints.isEmpty)
    c1?.isActive = true
    c2?.isActive = false
    #expect(container.snpConstraints.count == 1)
    #expect(c1?.isActive == true && c2?.isActive == false)
    c2?.isActive = true
    #expect(container.snpConstraints.count == 2)
  }

  @Test func edgeConstraintsWithOffset() {
    let view = UIView()
    container.addSubview(view)
    view.snp.makeConstraints { make in make.edges.equalTo(container).offset(50.0) }
    let constraints = container.snpConstraints
    #expect(constraints.count == 4)
    #expect(constraints.allSatisfy { $0.constant == 50 })
  }

  @Test func updateReferencedConstraints() {
    let v1 = UIView()
    let v2 = UIView()
    container.addSubview(v1)
    container.addSubview(v2)
    var c1: Constraint!
    var c2: Constraint!
    v1.snp.makeConstraints { make in
      c1 = make.top.equalTo(v2).offset(50).constraint
      c2 = make.bottom.equalTo(v2).offset(25).constraint
    }
    let constraints = container.snpConstraints.sorted { $0.constant > $1.constant }
    #expect(constraints.map(\.constant) == [50, 25])
    c1.update(offset: 15)
    c2.update(offset: 20)
    #expect(constraints.map(\.constant) == [15, 20])
    // An inset is positive for a top, negative for a bottom.
    c1.update(inset: 15)
    c2.update(inset: 20)
    #expect(constraints.map(\.constant) == [15, -20])
  }

  @Test func insetsAsConstants() {
    let view = UIView()
    container.addSubview(view)
    view.snp.makeConstraints { make in make.edges.equalTo(container).inset(50.0) }
    #expect(container.snpConstraints.map(\.constant).sorted() == [-50, -50, 50, 50])
    view.snp.remakeConstraints { make in
      make.edges.equalTo(ConstraintInsets(top: 25, left: 25, bottom: 25, right: 25))
    }
    #expect(container.snpConstraints.map(\.constant).sorted() == [-25, -25, 25, 25])
    view.snp.remakeConstraints { make in
      make.edges.equalTo(container).inset(
        ConstraintInsets(top: 25, left: 25, bottom: 25, right: 25))
    }
    #expect(container.snpConstraints.map(\.constant).sorted() == [-25, -25, 25, 25])
  }

  @Test func sizeConstraintsAreInstalledOnTheView() {
    let view = UIView()
    container.addSubview(view)
    view.snp.makeConstraints { make in
      make.size.equalTo(CGSize(width: 50, height: 50))
      make.left.top.equalTo(container)
    }
    #expect(view.snpConstraints.count == 2)
    #expect(container.snpConstraints.count == 2)
    let attributes = Set(view.snpConstraints.map(\.firstAttribute))
    #expect(attributes == [.width, .height])
    #expect(view.snpConstraints.allSatisfy { $0.constant == 50 })
  }

  @Test func centerConstraints() {
    let view = UIView()
    container.addSubview(view)
    view.snp.makeConstraints { make in make.center.equalTo(container).offset(50.0) }
    #expect(container.snpConstraints.count == 2)
    #expect(container.snpConstraints.allSatisfy { $0.constant == 50 })
  }

  @Test func constraintIdentifier() {
    let identifier = "Test-Identifier"
    let view = UIView()
    container.addSubview(view)
    view.snp.makeConstraints { make in
      make.top.equalTo(container.snp.top).labeled(identifier)
    }
    #expect(container.snpConstraints.first?.identifier == identifier)
  }

  @Test func edgesToEdgesAndMargins() {
    let view = UIView()
    container.addSubview(view)
    view.snp.remakeConstraints { make in make.edges.equalTo(container.snp.edges) }
    #expect(Set(container.snpConstraints.map(\.firstAttribute)) == [.top, .left, .bottom, .right])
    #expect(Set(container.snpConstraints.map(\.secondAttribute)) == [.top, .left, .bottom, .right])
    view.snp.remakeConstraints { make in make.edges.equalTo(container.snp.margins) }
    #expect(container.snpConstraints.count == 4)
    #expect(Set(container.snpConstraints.map(\.firstAttribute)) == [.top, .left, .bottom, .right])
    #expect(
      Set(container.snpConstraints.map(\.secondAttribute))
        == [.topMargin, .leftMargin, .bottomMargin, .rightMargin])
    view.snp.remakeConstraints { make in make.margins.equalTo(container.snp.edges) }
    #expect(
      Set(container.snpConstraints.map(\.firstAttribute))
        == [.topMargin, .leftMargin, .bottomMargin, .rightMargin])
    #expect(Set(container.snpConstraints.map(\.secondAttribute)) == [.top, .left, .bottom, .right])
  }

  @Test func layoutGuideConstraintsOfAViewController() {
    let controller = UIViewController()
    controller.view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    controller.view.addSubview(container)
    container.snp.makeConstraints { make in
      make.top.equalTo((controller as any LegacyLayoutGuides).topLayoutGuide.snp.bottom)
      make.bottom.equalTo((controller as any LegacyLayoutGuides).bottomLayoutGuide.snp.top)
    }
    #expect(controller.view.snpConstraints.count == 2)
  }

  @Test func canSetLabel() {
    container.snp.setLabel("Hello World")
    #expect(container.snp.label() == "Hello World")
  }

  @Test func priorityShortcuts() {
    let view = UIView()
    container.addSubview(view)
    view.snp.remakeConstraints { make in make.left.equalTo(1000.0).priority(.required) }
    #expect(container.snpConstraints.count == 1)
    #expect(container.snpConstraints.first?.priority.rawValue == ConstraintPriority.required.value)
    view.snp.remakeConstraints { make in make.left.equalTo(1000.0).priority(.low) }
    #expect(container.snpConstraints.count == 1)
    #expect(container.snpConstraints.first?.priority.rawValue == ConstraintPriority.low.value)
    view.snp.remakeConstraints { make in
      make.left.equalTo(1000.0).priority(ConstraintPriority.low.value + 1)
    }
    #expect(container.snpConstraints.count == 1)
    #expect(container.snpConstraints.first?.priority.rawValue == ConstraintPriority.low.value + 1)
  }

  @Test func priorityStride() {
    let high: ConstraintPriority = .high
    let higher = ConstraintPriority.high.advanced(by: 1)
    #expect(higher.value == high.value + 1)
    #expect(ConstraintPriority.medium.value == 500)
  }
}

/// UIKit's deprecated `topLayoutGuide` and `bottomLayoutGuide`, reached through a protocol so
/// that the test of SnapKit's support for them compiles without deprecation warnings (the
/// requirements are not deprecated; UIViewController's implementations are).
private protocol LegacyLayoutGuides {
  var topLayoutGuide: any UILayoutSupport { get }
  var bottomLayoutGuide: any UILayoutSupport { get }
}

extension UIViewController: LegacyLayoutGuides {}
