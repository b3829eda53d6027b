import ConstraintSolver
import Foundation
import Geometry

// Merging engines, and the throw-away engines of `systemLayoutSizeFitting`.

extension AutoLayoutEngine {
  /// Moves every item and constraint of `other` into this engine (a constraint joined them).
  ///
  /// The items get fresh variables here; `other` is left empty.
  ///
  /// - Complexity: O(items + constraints of `other`), each constraint added again.
  func absorb(_ other: AutoLayoutEngine) {
    let items = other.members.compactMap(\.item)
    let constraints = other.installed
    other.members = []
    other.memberVariables = []
    other.placements = []
    other.memberReferences = []
    other.memberFlags = []
    other.installed = []
    other.installedIndex = [:]
    other.pendingHeld = []
    other.pendingIntrinsic = []
    other.wrappingLabels = []
    for item in items {
      guard let state = LayoutItemState.existing(item) else { continue }
      state.engine = nil
      state.member = -1
    }
    for item in items { _ = member(item) }
    for entry in constraints {
      guard let g = entry.coordinateView else { continue }
      entry.constraint.engine = nil
      install(entry.constraint, in: g)
    }
    needsUpdate = true
  }

  /// The size `view`'s constraints give it closest to `target` with the fitting priorities,
  /// from a throw-away engine holding the constraints inside the view's subtree (UIKit's
  /// procedure, autolayout.md 5.2); nil when no constraint lies inside it.
  ///
  /// The view itself is free (its own frame, and its constraints to views outside, are left
  /// out); the views inside it that translate their autoresizing masks stay at their frames.
  ///
  /// - Complexity: O(constraints inside the subtree), each added to a new solver.
  static func fittingSize(
    of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize? {
    let constraints = constraintsInside(view)
    guard !constraints.isEmpty else { return nil }
    let engine = AutoLayoutEngine(fittingRoot: view)
    let root = engine.member(view)
    for constraint in constraints {
      guard let holder = constraint.holder else { continue }
      engine.install(constraint, in: holder)
    }
    let variables = engine.members[Int(root)].variables
    for (variable, value, priority) in [
      (variables.w, Double(target.width), horizontal),
      (variables.h, Double(target.height), vertical),
    ] where value.isFinite {
      let fitting = LinearConstraint(
        LinearExpression(terms: [Term(variable)], constant: -value), .equal,
        strength: strength(priority))
      _ = try? engine.solver.add(fitting)
    }
    engine.update()
    let scale = Double(view.contentScaleFactor)
    let width = PixelGrid.round(engine.value(of: variables.w), scale: scale)
    let height = PixelGrid.round(engine.value(of: variables.h), scale: scale)
    return CGSize(width: max(0, width), height: max(0, height))
  }

  /// The active constraints whose items (and holder) all lie in `root`'s subtree, once each,
  /// in the order the subtree is walked.
  static func constraintsInside(_ root: UIView) -> [NSLayoutConstraint] {
    var seen = Set<ObjectIdentifier>()
    var found: [NSLayoutConstraint] = []
    func visit(_ state: LayoutItemState) {
      for constraint in state.referencing where constraint.isInstalled {
        guard seen.insert(ObjectIdentifier(constraint)).inserted else { continue }
        if AutoLayout.lies(constraint, inside: root) { found.append(constraint) }
      }
    }
    root.updateConstraintsIfNeeded()
    var stack = [root]
    while let view = stack.popLast() {
      (view as? UIStackView)?.rebuildArrangementIfNeeded()
      if let state = view.constraintAttachment as? LayoutItemState { visit(state) }
      if let guides = view.guides {
        for guide in guides.all {
          if let state = guide.constraintAttachment as? LayoutItemState { visit(state) }
        }
      }
      stack.append(contentsOf: view.subviews.reversed())
    }
    return found
  }
}
