import ConstraintSolver
import Foundation
import Geometry

// Bringing the solution up to date, once per layout pass at most, when something changed:
//
// 1. constraints naming leading or trailing re-read their direction if some view's may have
//    changed; held views' frames and intrinsic sizes are re-read (their constants move);
// 2. broken constraints are tried again if a change may have freed them;
// 3. the solver computes the values;
// 4. labels of several lines wrap at the width they got, and the solver runs again until
//    the widths settle (UIKit's automatic `preferredMaxLayoutWidth`, autolayout.md 3.3);
// 5. every item whose frame moved asks its superview (a guide its owning view) for layout,
//    as UIKit's engine does when a value changes (autolayout.md 5.1).
//
// Margins and baselines are re-read where they change: by each view's `layoutSubviews()` (its
// own), and when a view's intrinsic size changes (its baselines).

extension AutoLayoutEngine {
  /// The most rounds of wrapping labels at their solved widths in one update.
  static let maximumWrappingRounds = 8

  /// Brings the solution up to date if anything changed.
  func updateIfNeeded() {
    if needsUpdate || checkedDirectionEpoch != AutoLayout.directionEpoch.load(ordering: .relaxed) {
      update()
    }
  }

  /// Brings the solution up to date.
  func update() {
    var rounds = 0
    if !departed.isEmpty { removeDeparted() }
    repeat {
      needsUpdate = false
      refreshDirectionsIfNeeded()
      processPendingHeld()
      processPendingIntrinsic()
      if needsBrokenRetry { retryBroken() }
      solver.updateVariables()
      settleWrappingLabels()
      rounds += 1
    } while needsUpdate && rounds < 4
    needsUpdate = false
    let previous = frames
    readFrames()
    noteChangedFrames(since: previous)
  }

  /// Reads every member's frame from the solution into `frames`.
  private func readFrames() {
    let count = memberVariables.count
    var read = [Rect](repeating: .zero, count: count)
    withSolver { solver in
      memberVariables.withUnsafeBufferPointer { variables in
        for index in 0..<count {
          let v = variables[index]
          read[index] = Rect(
            x: solver.value(of: v.x), y: solver.value(of: v.y), width: solver.value(of: v.w),
            height: solver.value(of: v.h))
        }
      }
    }
    frames = read
  }

  /// Re-measures the wrapping labels at their solved widths until no width moves.
  private func settleWrappingLabels() {
    guard !wrappingLabels.isEmpty else { return }
    for _ in 0..<AutoLayoutEngine.maximumWrappingRounds {
      var changed = false
      for index in wrappingLabels {
        let width = value(of: members[Int(index)].variables.w)
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

  /// Asks for layout where a placed item's solved frame moved since the last update: its
  /// superview (a guide's owning view) applies it.
  ///
  /// A view's superview and held-ness come from its placement, which the update refreshed
  /// before reading the frames: reading each moved view instead was 9 % of the first layout's
  /// time on the 1,000-row SnapKit screen, whose 3,000 views are out of cache by then.
  private func noteChangedFrames(since previous: [Rect]) {
    guard isLive else { return }
    for index in frames.indices where index >= previous.count || frames[index] != previous[index] {
      // A superview laying out its subviews applies their frames next: nothing to ask.
      if let host = host(ofMember: index), !host.isLayingOutSubviews { host.setNeedsLayout() }
    }
  }

  /// The view that applies member `index`'s frame, if any: a view's superview unless the view
  /// is held, a custom guide's owning view.
  private func host(ofMember index: Int) -> UIView? {
    if let placement = placements[index] {
      return placement.isHeld ? nil : placement.superview?.view
    }
    // A guide, or a view that was never read (gone before its first update).
    let member = members[index]
    guard member.kind != .systemGuide, let item = member.item else { return nil }
    if let view = item as? UIView { return isHeld(view) ? nil : view.superview }
    return (item as? UILayoutGuide)?.owningView
  }

  // MARK: The environment: margins, baselines, direction, system guides

  /// Re-reads what member `index` (view `view`) lends the constraints.
  ///
  /// Its margins and baselines, and its system guides' insets: its
  /// `layoutSubviews()` calls this, when its frame and safe area are final for the pass. Only
  /// what changed touches the solver.
  func refreshEnvironment(ofMember index: Int32, view: UIView) {
    if memberFlags[Int(index)].contains(.lendsLayout) {
      for constraint in members[Int(index)].environment { refreshNumbers(of: constraint) }
    }
    guard let guides = view.guides else { return }
    for guide in [
      guides.safeArea, guides.layoutMargins, guides.readableContent, guides.scrollFrame,
      guides.keyboard,
    ] {
      if let guide, let member = existingMember(guide) { refreshSystemGuide(member) }
    }
  }

  /// Re-reads the layout direction of every constraint that names leading or trailing, when
  /// some view's direction may have changed since the last check (a view moved under a
  /// superview of another direction, a semantic content attribute or the default direction
  /// set): the first item of each may be anywhere in the engine, and so may the view that
  /// moved.
  private func refreshDirectionsIfNeeded() {
    let epoch = AutoLayout.directionEpoch.load(ordering: .relaxed)
    guard checkedDirectionEpoch != epoch else { return }
    checkedDirectionEpoch = epoch
    for member in members {
      // Most name this member first: its direction (a walk to the root) is looked up once.
      var known: (item: AnyObject, direction: UIUserInterfaceLayoutDirection)?
      for constraint in member.directional { refreshDirection(of: constraint, known: &known) }
    }
  }

  /// Re-reads the layout direction of a constraint that names leading or trailing: a new one
  /// rebuilds it.
  ///
  /// `known` remembers the last item's direction for the next call (a direction cannot change
  /// between two calls of one pass).
  func refreshDirection(
    of constraint: NSLayoutConstraint,
    known: inout (item: AnyObject, direction: UIUserInterfaceLayoutDirection)?
  ) {
    guard let index = installedIndex[ObjectIdentifier(constraint)],
      let first = constraint.firstItem
    else { return }
    let direction: UIUserInterfaceLayoutDirection
    if let known, known.item === first {
      direction = known.direction
    } else {
      direction = AutoLayoutEngine.direction(of: first)
      known = (first, direction)
    }
    let mirrored = direction == .rightToLeft
    if mirrored != installed[Int(index)].mirrored { reinstall(index) }
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
