import Foundation
import Geometry
import Synchronization

/// Where the view layer meets the constraint engines: activation, the layout pass, and changes
/// to the view tree.
///
/// The layout pass, as UIKit runs it (Docs/AutoLayout.md, "The layout pass"): the constraints
/// pass runs `updateConstraints()` from the leaves up; then each view's default
/// `layoutSubviews()` (``applyFrames(toSubviewsOf:state:)``) brings its subviews' engine up to
/// date and sets the frames it solved, before a subclass's own code runs after `super`.
enum AutoLayout {
  /// How many constraints are active in the process (tree changes skip their walk when none
  /// are).
  static let activeCount = Atomic<Int>(0)
  /// Counts the changes that may change some view's layout direction (a semantic content
  /// attribute, the default direction, a view moved): constraints naming leading or trailing
  /// re-read their direction only after it moves.
  static let directionEpoch = Atomic<Int>(0)

  /// Some view's layout direction may have changed.
  static func layoutDirectionMayHaveChanged() {
    directionEpoch.add(1, ordering: .relaxed)
  }

  // MARK: Activation

  /// Activates `constraint`, installing it on `requestedHolder` (``UIView/addConstraint(_:)``)
  /// or on its items' nearest common ancestor.
  static func activate(_ constraint: NSLayoutConstraint, on requestedHolder: UIView?) {
    guard !constraint.isInstalled else { return }
    if let reason = constraint.definitionError {
      constraint.error = reason
      return
    }
    guard let first = constraint.firstItem else { return constraint.refuse(.missingItem) }
    guard let firstView = hostView(of: first) else {
      return constraint.refuse(
        .noCommonAncestor(
          first: constraint.firstAnchor.description,
          second: constraint.secondAnchor?.description ?? "nil"))
    }
    let secondItem = constraint.secondItem
    var secondView: UIView?
    if let second = secondItem {
      guard let view = hostView(of: second) else {
        return constraint.refuse(
          .noCommonAncestor(
            first: constraint.firstAnchor.description,
            second: constraint.secondAnchor?.description ?? "nil"))
      }
      secondView = view
    } else if !constraint.firstAttribute.isDimension {
      // The second item was released: a location against nothing.
      return constraint.refuse(.locationAgainstConstant)
    }
    let holder: UIView
    if let requestedHolder {
      guard firstView.isDescendant(of: requestedHolder),
        secondView?.isDescendant(of: requestedHolder) ?? true
      else { return constraint.refuse(.notACommonAncestor) }
      holder = requestedHolder
    } else if let secondView {
      guard let common = commonAncestor(firstView, secondView) else {
        return constraint.refuse(
          .noCommonAncestor(
            first: constraint.firstAnchor.description,
            second: constraint.secondAnchor?.description ?? "nil"))
      }
      holder = common
    } else {
      holder = firstView
    }
    constraint.error = nil
    let firstState = LayoutItemState.of(first)
    let secondState = secondItem.flatMap { $0 === first ? nil : LayoutItemState.of($0) }
    let holderState = LayoutItemState.of(holder)
    let engine = engine(for: firstState, secondState, holderState)
    constraint.isInstalled = true
    constraint.holder = holder
    holderState.installed.append(constraint)
    firstState?.referencing.append(constraint)
    secondState?.referencing.append(constraint)
    activeCount.add(1, ordering: .relaxed)
    engine.install(constraint, in: holder)
    engine.markHosts(of: constraint)
  }

  /// Deactivates `constraint`: it leaves its engine and its holder's ``UIView/constraints``.
  static func deactivate(_ constraint: NSLayoutConstraint) {
    guard constraint.isInstalled else { return }
    constraint.isInstalled = false
    constraint.engine?.markHosts(of: constraint)
    constraint.engine?.uninstall(constraint)
    constraint.engine = nil
    if let holder = constraint.holder {
      (holder.constraintAttachment as? LayoutItemState)?.removeInstalled(constraint)
    }
    constraint.holder = nil
    forgetDeactivated(constraint)
  }

  /// Deactivates `constraint`, whose holder is going (its `deinit`): as ``deactivate(_:)``, but
  /// the engine takes it out of the solver only at its next update (see
  /// `AutoLayoutEngine.noteDeparted(_:)`), and no host is asked for layout (they are the
  /// holder and views inside it).
  static func holderWillDeinit(_ constraint: NSLayoutConstraint) {
    guard constraint.isInstalled else { return }
    constraint.isInstalled = false
    constraint.engine?.noteDeparted(constraint)
    constraint.engine = nil
    constraint.holder = nil
    forgetDeactivated(constraint)
  }

  /// The last step of a deactivation: the items no longer list `constraint`, and it no longer
  /// counts as active.
  private static func forgetDeactivated(_ constraint: NSLayoutConstraint) {
    LayoutItemState.existing(constraint.firstItem)?.removeReference(constraint)
    if let second = constraint.secondItem, second !== constraint.firstItem {
      LayoutItemState.existing(second)?.removeReference(constraint)
    }
    activeCount.subtract(1, ordering: .relaxed)
  }

  /// The view whose coordinates an item lives in: a view itself, a guide's owning view.
  static func hostView(of item: AnyObject) -> UIView? {
    if let view = item as? UIView { return view }
    return (item as? UILayoutGuide)?.owningView
  }

  /// The engine for a new constraint among items with these states: the largest of their
  /// engines (the others merge into it as the constraint reaches their items), or a new one.
  static func engine(
    for first: LayoutItemState?, _ second: LayoutItemState?, _ holder: LayoutItemState?
  ) -> AutoLayoutEngine {
    var best: AutoLayoutEngine?
    func consider(_ state: LayoutItemState?) {
      guard let engine = state?.engine, engine !== best else { return }
      if let current = best, engine.members.count <= current.members.count { return }
      best = engine
    }
    consider(first)
    consider(second)
    consider(holder)
    return best ?? AutoLayoutEngine()
  }

  /// The nearest common ancestor of two views (either may be it), checking the usual cases
  /// (siblings, a view and its superview) before walking the chains.
  static func commonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
    if a === b { return a }
    let aParent = a.superview
    if aParent === b { return b }
    let bParent = b.superview
    if bParent === a { return a }
    if let aParent, aParent === bParent { return aParent }
    return a.nearestCommonAncestor(with: b)
  }

  /// Whether every item of `constraint`, and the view holding it, lies in `root`'s subtree.
  static func lies(_ constraint: NSLayoutConstraint, inside root: UIView) -> Bool {
    for item in [constraint.firstItem, constraint.secondItem] {
      guard let item else { continue }
      guard let view = hostView(of: item), view.isDescendant(of: root) else { return false }
    }
    return constraint.holder?.isDescendant(of: root) ?? false
  }

  // MARK: The layout pass

  /// The default `layoutSubviews()`'s work: the view lends its margins and guides to the
  /// engine, then its subviews that Auto Layout places (those not held at their frames) and
  /// its custom guides get their solved frames, on the pixel grid.
  static func applyFrames(toSubviewsOf view: UIView, state: LayoutItemState) {
    if let engine = state.engine, state.member >= 0 {
      engine.refreshEnvironment(ofMember: state.member, view: view)
      // A change of this view (or a held subview) may move views laid out elsewhere: the
      // update asks their superviews for layout.
      engine.updateIfNeeded()
      // A scroll view whose content is constrained to its edges takes its content size.
      if engine.memberFlags[Int(state.member)].contains(.lendsLayout),
        let content = engine.members[Int(state.member)].content,
        let scrollView = view as? UIScrollView
      {
        let scale = Double(view.contentScaleFactor)
        let size = CGSize(
          width: max(0, PixelGrid.round(engine.value(of: content.width), scale: scale)),
          height: max(0, PixelGrid.round(engine.value(of: content.height), scale: scale)))
        if scrollView.contentSize != size { scrollView.contentSize = size }
      }
    }
    for subview in view.subviews {
      guard let sub = subview.constraintAttachment as? LayoutItemState, let engine = sub.engine
      else { continue }
      engine.updateIfNeeded()
      // A subview is held only when it translates its mask (it has a superview: this view).
      guard !subview.translatesAutoresizingMaskIntoConstraints else { continue }
      let frame = AutoLayoutEngine.snapped(
        engine.solvedFrame(sub.member), scale: Double(subview.contentScaleFactor))
      if frame != subview.layoutFrame { subview.setLayoutFrame(frame) }
    }
    guard let guides = view.guides, !guides.custom.isEmpty else { return }
    for guide in guides.custom {
      guard let sub = guide.constraintAttachment as? LayoutItemState, let engine = sub.engine
      else { continue }
      engine.updateIfNeeded()
      let frame = AutoLayoutEngine.snapped(
        engine.solvedFrame(sub.member), scale: Double(view.contentScaleFactor))
      guide.solvedFrame = CGRect(frame)
    }
  }

  // MARK: Changes to the tree

  /// `view` left `superview`: the constraints between its subtree and the rest go, as in
  /// UIKit; those inside it stay; it is held at its frame now that it is a root.
  static func view(_ view: UIView, didLeave superview: UIView) {
    // Its subtree now inherits the default direction instead of the superview's.
    directionMayHaveChanged(byMoving: view, from: superview)
    guard activeCount.load(ordering: .relaxed) > 0 else { return }
    var leaving: [NSLayoutConstraint] = []
    var seen = Set<ObjectIdentifier>()
    func visit(_ state: LayoutItemState) {
      for constraint in state.referencing
      where seen.insert(ObjectIdentifier(constraint)).inserted && !lies(constraint, inside: view) {
        leaving.append(constraint)
      }
    }
    var stack = [view]
    while let current = stack.popLast() {
      if let state = current.constraintAttachment as? LayoutItemState { visit(state) }
      if let guides = current.guides {
        for guide in guides.all {
          if let state = guide.constraintAttachment as? LayoutItemState { visit(state) }
        }
      }
      stack.append(contentsOf: current.subviews)
    }
    for constraint in leaving { deactivate(constraint) }
    if let state = view.constraintAttachment as? LayoutItemState, let engine = state.engine {
      engine.notePendingHeld(state.member)
    }
  }

  /// `view` was added to a superview: a view that held its frame as a root may now be placed
  /// by its constraints, and its new superview applies its frame.
  static func viewDidMove(_ view: UIView) {
    if type(of: view).requiresConstraintBasedLayout { view.setNeedsUpdateConstraints() }
    // A constraints pass due in the moved subtree is due for its new ancestors too (a panel
    // made in `viewDidLoad` runs its `updateConstraints()` once its controller's view is in a
    // window).
    if view.needsConstraintPass {
      var ancestor = view.superview
      while let current = ancestor, !current.needsConstraintPass {
        current.needsConstraintPass = true
        ancestor = current.superview
      }
      view.superview?.setNeedsLayout()
    }
    // Its subtree may now inherit another direction.
    if let superview = view.superview { directionMayHaveChanged(byMoving: view, from: superview) }
    guard let state = view.constraintAttachment as? LayoutItemState, let engine = state.engine,
      let superview = view.superview
    else { return }
    _ = LayoutItemState.of(superview)
    if !engine.isHeld(view) { engine.releaseFrame(of: state.member) }
    engine.notePendingHeld(state.member)
    engine.notePendingIntrinsic(state.member)
  }

  /// Notes a possible change of direction when `view` joins or leaves `superview`: the views
  /// of its subtree that inherit their direction inherit the superview's while it is in it,
  /// and the default direction while it is a root, so only a view that forces none, moving
  /// under a superview whose direction is not the default, changes any (adding views to an
  /// ordinary tree leaves the constraints' directions unchecked).
  private static func directionMayHaveChanged(byMoving view: UIView, from superview: UIView) {
    // No constraint installed: none has a direction to re-read.
    guard activeCount.load(ordering: .relaxed) > 0 else { return }
    switch view.semanticContentAttribute {
    case .forceLeftToRight, .forceRightToLeft: return
    case .unspecified, .playback, .spatial: break
    }
    // The superview's direction is the first one forced up its chain, else the default: with
    // none forced it is the default (and the default need not be read).
    var current: UIView? = superview
    while let ancestor = current {
      switch ancestor.semanticContentAttribute {
      case .forceLeftToRight:
        if UIView.defaultLayoutDirection != .leftToRight { layoutDirectionMayHaveChanged() }
        return
      case .forceRightToLeft:
        if UIView.defaultLayoutDirection != .rightToLeft { layoutDirectionMayHaveChanged() }
        return
      case .unspecified, .playback, .spatial:
        current = ancestor.superview
      }
    }
  }

  /// A held view's frame changed: its constraints move with it, and when constraints read
  /// outside it use its position or size, its superview lays out again.
  static func frameDidChange(of view: UIView, state: LayoutItemState) {
    guard let engine = state.engine, state.member >= 0, engine.isHeld(view) else { return }
    engine.notePendingHeld(state.member)
    if engine.members[Int(state.member)].isReadOutside { view.superview?.setNeedsLayout() }
  }
}
