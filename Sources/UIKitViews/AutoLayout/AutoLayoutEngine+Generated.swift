import ConstraintSolver
import Foundation
import Geometry

// The constraints Auto Layout adds by itself:
// - a view that translates its autoresizing mask (or a root) is held at its frame: x, y, w, h
//   equal to the frame's, required (UIKit's NSAutoresizingMaskLayoutConstraint, which shows in
//   conflict logs as required; autolayout.md 4: with the mask applied by the view layer when
//   the superview resizes, the frame constraints reproduce the mask's behaviour);
// - a view with an intrinsic content size gets, per axis, `size <= I` at its hugging priority
//   and `size >= I` at its compression resistance (autolayout.md 3.1);
// - a system guide (safe area, margins, readable content) is held at its owner's insets.

extension AutoLayoutEngine {
  /// Which generated constraint a conflict broke.
  enum GeneratedKind {
    case held
    case intrinsic
    case guide
  }

  /// Adds or updates one generated constraint, `variable relation value`.
  ///
  /// A required one that conflicts wins over the app's constraints (see
  /// ``yieldAppConstraint(among:adding:)``). Returns its ID (nil when it still conflicts: it is
  /// then broken and reported).
  private func setGenerated(
    _ id: ConstraintID?, variable: Variable, relation: Relation = .equal, value: Double,
    strength: Strength = .required, member index: Int32, kind: GeneratedKind, part: Int
  ) -> ConstraintID? {
    let generated = BrokenConstraint.generated(member: index, kind: kind, part: part)
    for _ in 0..<AutoLayoutEngine.maximumYields {
      do {
        if let id {
          try solver.setConstant(-value, of: id)
          // A frame that moved may free a constraint broken earlier.
          if hasBrokenConstraints && strength.isRequired { needsBrokenRetry = true }
          return id
        }
        return try solver.add(
          LinearConstraint(
            LinearExpression(terms: [Term(variable)], constant: -value), relation,
            strength: strength))
      } catch {
        guard case .unsatisfiable(let conflicting) = error else { return id }
        if yieldAppConstraint(among: conflicting, adding: generated) { continue }
        if let id { try? solver.remove(id) }
        hasBrokenConstraints = true
        reportConflict(breaking: generated, conflicting: conflicting)
        return nil
      }
    }
    if let id { try? solver.remove(id) }
    hasBrokenConstraints = true
    return nil
  }

  // MARK: Held frames

  /// Reads the frames of the views waiting for it: held views get (or update) their four
  /// constraints; views no longer held lose them.
  func processPendingHeld() {
    while let index = pendingHeld.popLast() {
      memberFlags[Int(index)].remove(.pendingHeld)
      guard let view = item(index) as? UIView else { continue }
      if notePlacement(of: index, view: view) {
        holdFrame(of: index, view: view)
      } else {
        releaseFrame(of: index)
      }
    }
  }

  /// Records where view member `index` sits (its `placements` entry) and returns whether it
  /// is held.
  private func notePlacement(of index: Int32, view: UIView) -> Bool {
    let held = isHeld(view)
    placements[Int(index)] = Placement(superview: view.superview?.itemReference, isHeld: held)
    return held
  }

  /// Takes away the constraints holding member `index` at its frame, if it has them (its
  /// view stopped translating its autoresizing mask, or got a superview).
  func releaseFrame(of index: Int32) {
    guard let held = members[Int(index)].held else { return }
    for id in held.ids.compactMap({ $0 }) { try? solver.remove(id) }
    members[Int(index)].held = nil
    notePendingIntrinsic(index)
    if hasBrokenConstraints { needsBrokenRetry = true }
    needsUpdate = true
  }

  /// Holds member `index` at its view's frame (untransformed, in its superview's coordinates).
  private func holdFrame(of index: Int32, view: UIView) {
    let frame = view.layoutFrame
    let values = [frame.minX, frame.minY, frame.width, frame.height]
    let v = members[Int(index)].variables
    let variables = [v.x, v.y, v.w, v.h]
    let wasNew = members[Int(index)].held == nil
    if wasNew { members[Int(index)].held = GeneratedConstraints() }
    for part in 0..<4 {
      let held = members[Int(index)].held!
      guard wasNew || held.ids[part] == nil || held.values[part] != values[part] else { continue }
      members[Int(index)].held!.values[part] = values[part]
      let id = setGenerated(
        held.ids[part], variable: variables[part], value: values[part], member: index,
        kind: .held, part: part)
      members[Int(index)].held!.ids[part] = id
    }
    if memberFlags[Int(index)].contains(.hasIntrinsic) { removeIntrinsic(index) }
    needsUpdate = true
  }

  // MARK: Intrinsic content size

  /// Reads the intrinsic sizes and priorities of the views waiting for it.
  func processPendingIntrinsic() {
    while let index = pendingIntrinsic.popLast() {
      memberFlags[Int(index)].remove(.pendingIntrinsic)
      guard let view = item(index) as? UIView else { continue }
      if notePlacement(of: index, view: view) {
        if memberFlags[Int(index)].contains(.hasIntrinsic) { removeIntrinsic(index) }
        setWrapping(index, false)
        continue
      }
      let wraps = AutoLayoutEngine.wrapsAtSolvedWidth(view)
      setWrapping(index, wraps)
      var size = view.intrinsicContentSize
      if wraps, let width = members[Int(index)].wrapWidth {
        size = view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
      }
      // Most views have no intrinsic size: nothing to add.
      if !memberFlags[Int(index)].contains(.hasIntrinsic) && size.width < 0 && size.height < 0 {
        continue
      }
      applyIntrinsic(index, view: view, size: size)
    }
  }

  /// Whether `view` is a label of several lines whose wrap width Auto Layout finds (no
  /// `preferredMaxLayoutWidth`): UIKit's automatic preferred width.
  static func wrapsAtSolvedWidth(_ view: UIView) -> Bool {
    guard let label = view as? UILabel else { return false }
    return label.numberOfLines != 1 && label.preferredMaxLayoutWidth <= 0
  }

  /// Lists or unlists member `index` among the wrapping labels.
  private func setWrapping(_ index: Int32, _ wraps: Bool) {
    guard memberFlags[Int(index)].contains(.wrapping) != wraps else { return }
    if wraps {
      memberFlags[Int(index)].insert(.wrapping)
      wrappingLabels.append(index)
    } else {
      memberFlags[Int(index)].remove(.wrapping)
      wrappingLabels.removeAll { $0 == index }
      members[Int(index)].wrapWidth = nil
    }
  }

  /// Sets member `index`'s intrinsic-size constraints to `size` with the view's priorities.
  func applyIntrinsic(_ index: Int32, view: UIView, size: CGSize) {
    let state = LayoutItemState.existing(view)
    func metric(_ value: CGFloat) -> Double? {
      let value = Double(value)
      return value.isFinite && value >= 0 ? value : nil
    }
    let width = metric(size.width)
    let height = metric(size.height)
    let member = members[Int(index)]
    var current = member.intrinsic ?? IntrinsicConstraints()
    let v = member.variables
    let old = current.size
    applyIntrinsic(
      &current, axis: 0, variable: v.w, value: width, old: old.width, index: index,
      priorities: (
        (state?.hugging.horizontal ?? view.defaultContentHuggingPriority(for: .horizontal))
          .rawValue,
        (state?.compressionResistance.horizontal
          ?? view.defaultContentCompressionResistancePriority(for: .horizontal)).rawValue
      ))
    applyIntrinsic(
      &current, axis: 1, variable: v.h, value: height, old: old.height, index: index,
      priorities: (
        (state?.hugging.vertical ?? view.defaultContentHuggingPriority(for: .vertical)).rawValue,
        (state?.compressionResistance.vertical
          ?? view.defaultContentCompressionResistancePriority(for: .vertical)).rawValue
      ))
    current.size = (width, height)
    member.intrinsic = current
    memberFlags[Int(index)].insert(.hasIntrinsic)
    needsUpdate = true
  }

  /// Sets one axis (0: width, 1: height) of member `index`'s intrinsic-size constraints.
  private func applyIntrinsic(
    _ current: inout IntrinsicConstraints, axis: Int, variable: Variable, value: Double?,
    old: Double?, index: Int32, priorities: (hugging: Float, resistance: Float)
  ) {
    if priorities.hugging < 1000 && priorities.resistance < 1000 {
      applyPairedIntrinsic(
        &current, axis: axis, variable: variable, value: value, old: old, priorities: priorities)
      return
    }
    if current.paired[axis] {
      // Leaving the paired form: the sides are made again one by one below.
      if let id = current.ids[axis * 2] { try? solver.remove(id) }
      current.ids[axis * 2] = nil
      current.paired[axis] = false
    }
    for side in 0..<2 {
      let part = axis * 2 + side
      let priority = side == 0 ? priorities.hugging : priorities.resistance
      let samePriority = current.priorities[part] == priority
      if let value, let id = current.ids[part], samePriority {
        if value != old {
          // Optional constraints never conflict; a required one may.
          current.ids[part] = setGeneratedIntrinsic(
            id, variable: variable, side: side, value: value, priority: priority, index: index,
            part: part)
        }
        continue
      }
      if let id = current.ids[part] {
        try? solver.remove(id)
        current.ids[part] = nil
      }
      if let value {
        current.ids[part] = setGeneratedIntrinsic(
          nil, variable: variable, side: side, value: value, priority: priority, index: index,
          part: part)
      }
      current.priorities[part] = priority
    }
  }

  /// Sets one axis of member's intrinsic-size constraints when both its priorities are
  /// optional: one equality `size == value` whose excess weighs at the hugging priority and
  /// whose shortfall at the compression resistance (``Solver/addEquality(_:excess:shortfall:)``:
  /// the optimum of the two inequalities, in one row), kept in `ids[axis * 2]`.
  private func applyPairedIntrinsic(
    _ current: inout IntrinsicConstraints, axis: Int, variable: Variable, value: Double?,
    old: Double?, priorities: (hugging: Float, resistance: Float)
  ) {
    let excessPart = axis * 2
    let same =
      current.paired[axis] && current.priorities[excessPart] == priorities.hugging
      && current.priorities[excessPart + 1] == priorities.resistance
    if let value, same, let id = current.ids[excessPart] {
      // Optional: a new constant never conflicts.
      if value != old { try? solver.setConstant(-value, of: id) }
      return
    }
    for part in excessPart...excessPart + 1 {
      if let id = current.ids[part] { try? solver.remove(id) }
      current.ids[part] = nil
    }
    current.paired[axis] = false
    current.priorities[excessPart] = priorities.hugging
    current.priorities[excessPart + 1] = priorities.resistance
    guard let value else { return }
    current.ids[excessPart] = try? solver.addEquality(
      LinearExpression(terms: [Term(variable)], constant: -value),
      excess: AutoLayoutEngine.strength(UILayoutPriority(priorities.hugging)),
      shortfall: AutoLayoutEngine.strength(UILayoutPriority(priorities.resistance)))
    current.paired[axis] = current.ids[excessPart] != nil
  }

  /// One intrinsic-size constraint: `size <= value` (side 0, hugging) or `size >= value`
  /// (side 1, compression resistance).
  private func setGeneratedIntrinsic(
    _ id: ConstraintID?, variable: Variable, side: Int, value: Double, priority: Float,
    index: Int32, part: Int
  ) -> ConstraintID? {
    setGenerated(
      id, variable: variable, relation: side == 0 ? .lessThanOrEqual : .greaterThanOrEqual,
      value: value, strength: AutoLayoutEngine.strength(UILayoutPriority(priority)),
      member: index, kind: .intrinsic, part: part)
  }

  /// Removes member `index`'s intrinsic-size constraints.
  func removeIntrinsic(_ index: Int32) {
    guard let intrinsic = members[Int(index)].intrinsic else { return }
    for id in intrinsic.ids.compactMap({ $0 }) { try? solver.remove(id) }
    members[Int(index)].intrinsic = nil
    memberFlags[Int(index)].remove(.hasIntrinsic)
    needsUpdate = true
  }

  // MARK: System guides

  /// Holds a new system guide at its owner's insets.
  func installSystemGuide(_ index: Int32) {
    guard let guide = members[Int(index)].item as? UILayoutGuide, let owner = guide.owningView
    else { return }
    _ = member(owner)
    refreshSystemGuide(index)
    if isLive { _ = LayoutItemState.of(owner) }
  }

  /// Sets a system guide's constraints to its owner's current insets: `x = left`, `y = top`,
  /// `w = owner.w − left − right`, `h = owner.h − top − bottom` (the readable guide, whose
  /// width is capped, is held at its current width).
  func refreshSystemGuide(_ index: Int32) {
    guard let guide = members[Int(index)].item as? UILayoutGuide, let owner = guide.owningView
    else { return }
    let ownerVariables = members[Int(member(owner))].variables
    let v = members[Int(index)].variables
    let bounds = Rect(owner.bounds)
    let frame = Rect(guide.layoutFrame)
    let left = frame.minX - bounds.minX
    let top = frame.minY - bounds.minY
    let right = bounds.maxX - frame.maxX
    let bottom = bounds.maxY - frame.maxY
    let capsWidth = guide.kind == .readableContent
    // Each constraint is `expression − target == 0`.
    var targets = [left, top, capsWidth ? frame.width : -(left + right), -(top + bottom)]
    var expressions = [
      LinearExpression(v.x), LinearExpression(v.y),
      capsWidth
        ? LinearExpression(v.w)
        : LinearExpression(terms: [Term(v.w), Term(ownerVariables.w, coefficient: -1)]),
      LinearExpression(terms: [Term(v.h), Term(ownerVariables.h, coefficient: -1)]),
    ]
    if guide.kind == .scrollFrame {
      // The frame guide is the bounds in the scroll view's (content) coordinates: it moves
      // with the offset, so views pinned to it stay in place on screen.
      targets[0] = bounds.minX
      targets[1] = bounds.minY
    } else if guide.kind == .scrollContent {
      // A scroll view's content guide starts at the content's origin; its size is the content
      // size the constraints find (Apple's "Working with Scroll Views"), or, for table and
      // collection views, which size their content themselves, their content size.
      if let content = contentSize(of: member(owner)) {
        targets = [0, 0, 0, 0]
        expressions[2] = LinearExpression(terms: [Term(v.w), Term(content.width, coefficient: -1)])
        expressions[3] = LinearExpression(
          terms: [Term(v.h), Term(content.height, coefficient: -1)])
      } else {
        targets = [0, 0, frame.width, frame.height]
        expressions[2] = LinearExpression(v.w)
        expressions[3] = LinearExpression(v.h)
      }
    }
    let isNew = members[Int(index)].guide == nil
    var set = members[Int(index)].guide ?? GeneratedConstraints()
    for part in 0..<4 {
      if !isNew, set.ids[part] != nil, set.values[part] == targets[part] { continue }
      set.values[part] = targets[part]
      if let id = set.ids[part] {
        if (try? solver.setConstant(-targets[part], of: id)) != nil { continue }
        try? solver.remove(id)
        set.ids[part] = nil
      }
      var expression = expressions[part]
      expression.constant = -targets[part]
      members[Int(index)].guide = set
      let generated = BrokenConstraint.generated(member: index, kind: .guide, part: part)
      for _ in 0..<AutoLayoutEngine.maximumYields {
        do {
          set.ids[part] = try solver.add(LinearConstraint(expression, .equal))
          break
        } catch {
          guard case .unsatisfiable(let conflicting) = error else { break }
          if yieldAppConstraint(among: conflicting, adding: generated) { continue }
          hasBrokenConstraints = true
          reportConflict(breaking: generated, conflicting: conflicting)
          break
        }
      }
    }
    members[Int(index)].guide = set
    needsUpdate = true
  }
}

extension UIView {
  /// The hugging priority of a view on which none was set: 750 for switches, 250 for every
  /// other view (UIKit's defaults for views made in code; autolayout.md 3.2).
  func defaultContentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    self is UISwitch ? .defaultHigh : .defaultLow
  }

  /// The compression resistance of a view on which none was set: 750 (UIKit's default).
  func defaultContentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    .defaultHigh
  }
}
