import ConstraintSolver
import Foundation
import Geometry

// Bringing the solution up to date, once per layout pass at most, when something changed:
//
// 1. held views' frames and intrinsic sizes are re-read (their constraints' constants move);
// 2. broken constraints are tried again if a change may have freed them;
// 3. the solver computes the values;
// 4. labels of several lines wrap at the width they got, and the solver runs again until
//    the widths settle (UIKit's automatic `preferredMaxLayoutWidth`, autolayout.md 3.3);
// 5. every item whose frame moved asks its superview (a guide its owning view) for layout,
//    as UIKit's engine does when a value changes (autolayout.md 5.1).
//
// Margins, baselines and the layout direction are re-read where they change: by each view's
// `layoutSubviews()` (its own), and when a view's intrinsic size changes (its baselines).

extension AutoLayoutEngine {
  /// The most rounds of wrapping labels at their solved widths in one update.
  static let maximumWrappingRounds = 8

  /// Brings the solution up to date if anything changed.
  func updateIfNeeded() {
    if needsUpdate { update() }
  }

  /// Brings the solution up to date.
  func update() {
    var rounds = 0
    repeat {
      needsUpdate = false
      processPendingHeld()
      processPendingIntrinsic()
      if needsBrokenRetry { retryBroken() }
      solver.updateVariables()
      settleWrappingLabels()
      rounds += 1
    } while needsUpdate && rounds < 4
    needsUpdate = false
    noteChangedFrames()
  }

  /// Re-measures the wrapping labels at their solved widths until no width moves.
  private func settleWrappingLabels() {
    guard !wrappingLabels.isEmpty else { return }
    for _ in 0..<AutoLayoutEngine.maximumWrappingRounds {
      var changed = false
      for index in wrappingLabels {
        let width = solver.value(of: members[Int(index)].variables.w)
        if let old = members[Int(index)].wrapWidth, abs(old - width) < 1e-6 { continue }
        members[Int(index)].wrapWidth = width
        guard let view = members[Int(index)].item as? UIView else { continue }
        let size = view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        let before = members[Int(index)].intrinsic?.size
        applyIntrinsic(index, view: view, size: size)
        if before?.width != Double(size.width) || before?.height != Double(size.height) {
          changed = true
        }
      }
      guard changed else { break }
      solver.updateVariables()
    }
    needsUpdate = false
  }

  /// Asks for layout where a placed item's solved frame moved since the last update.
  private func noteChangedFrames() {
    guard isLive else { return }
    for index in members.indices where members[index].kind != .systemGuide {
      guard let item = members[index].item else { continue }
      let host: UIView?
      if let view = item as? UIView {
        if isHeld(view) { continue }
        host = view.superview
      } else {
        host = (item as? UILayoutGuide)?.owningView
      }
      let frame = solvedFrame(Int32(index))
      guard frame != members[index].lastSolved else { continue }
      members[index].lastSolved = frame
      if let host, !host.isLayingOutSubviews { host.setNeedsLayout() }
    }
  }

  // MARK: The environment: margins, baselines, direction, system guides

  /// Re-reads what member `index` (view `view`) lends the constraints.
  ///
  /// Its margins, baselines and direction, and its system guides' insets: its
  /// `layoutSubviews()` calls this, when its frame and safe area are final for the pass. Only
  /// what changed touches the solver.
  func refreshEnvironment(ofMember index: Int32, view: UIView) {
    for constraint in members[Int(index)].environment { refreshNumbers(of: constraint) }
    guard let guides = view.guides else { return }
    for guide in [guides.safeArea, guides.layoutMargins, guides.readableContent] {
      if let guide, let member = existingMember(guide) { refreshSystemGuide(member) }
    }
  }

  /// Re-reads a constraint's numbers: a new direction rebuilds it, new margins or baselines
  /// move its constant.
  func refreshNumbers(of constraint: NSLayoutConstraint) {
    guard let index = installedIndex[ObjectIdentifier(constraint)] else { return }
    let entry = installed[Int(index)]
    guard let g = entry.coordinateView, let built = expression(of: constraint, in: g) else {
      return
    }
    if built.mirrored != entry.mirrored {
      reinstall(index)
      return
    }
    guard built.base != entry.base else { return }
    installed[Int(index)].base = built.base
    needsUpdate = true
    guard let id = entry.id else {
      needsBrokenRetry = true
      return
    }
    do {
      try solver.setConstant(built.base - Double(constraint.storedConstant), of: id)
    } catch {
      breakInstalled(index, error: error)
    }
  }
}
